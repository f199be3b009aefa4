import { inspect } from "node:util";
import { Chart, VEGA_LITE_MIME } from "../charts/index.js";
import { nodeCrypto } from "../common/index.js";
import { isColumnTable } from "../tables/is-column-table.js";
import { denoJupyter, tslabCellWriter, tslabWriter, type DenoJupyter, type DisplayWriter, type MimeBundle } from "./kernel.js";
import { displayMethod } from "./rich-value.js";
import { tableBundle, type TableViewOptions } from "./table-html.js";
import { holdCellFor } from "./tslab-cells.js";

/** The MIME bundle `show` would send for a value. */
export async function displayBundle(x: unknown, options: TableViewOptions = {}): Promise<MimeBundle> {
  if (x instanceof Chart) return { ...(await x.toMimeBundle()) };
  if (isColumnTable(x)) return tableBundle(x, options);
  const custom = displayMethod(x);
  if (custom) return (await custom.call(x)) as MimeBundle;
  return { "text/plain": plainText(x) };
}

function plainText(x: unknown): string {
  return typeof x === "string" ? x : inspect(x, { depth: 4, colors: false, maxArrayLength: 50 });
}

/**
 * What can be displayed the moment `show` is called, before anything asynchronous: a table whole, a
 * chart as its vega-lite spec and title (JupyterLab draws it from the spec; the inline SVG that
 * reports keep follows as an update), anything else as text.
 */
function immediateBundle(x: unknown, options: TableViewOptions): { bundle: MimeBundle; complete: boolean } {
  if (x instanceof Chart) return { bundle: { [VEGA_LITE_MIME]: x.spec, "text/plain": x.toString() }, complete: false };
  if (isColumnTable(x)) return { bundle: tableBundle(x, options), complete: true };
  if (displayMethod(x)) return { bundle: { "text/plain": "…" }, complete: false };
  return { bundle: { "text/plain": plainText(x) }, complete: true };
}

/**
 * A promise that prints as nothing: `show(x)` left as a cell's last expression would otherwise
 * print "Promise { <pending> }" under the display it made.
 */
function quietPromise(promise: Promise<void>): Promise<void> {
  // A failure is displayed where the output was reserved; without `await` nobody else would see it,
  // and an unhandled rejection must not take the kernel down. `await show(x)` still throws it.
  promise.catch(() => {});
  Object.defineProperty(promise, inspect.custom, { value: () => "", enumerable: false });
  return promise;
}

/**
 * Rich display in a notebook: a chart as one bundle (vega-lite, inline SVG, text), a table as an HTML
 * view, anything else as text. Outside a notebook it prints the text form.
 *
 * `await` is optional. The output is reserved in the calling cell at once (a display with an id,
 * the chart's spec or the whole table) and completed by an update once a chart's SVG is rendered.
 * In tslab the cell is kept open until then. Deno's kernel has no such hook: the update lands by its
 * id wherever the notebook is by then, so only a chart's SVG in the very last cell of a notebook run
 * headless needs `await show(chart)` to be sure to reach the report. Awaiting waits for the complete
 * bundle.
 */
export function show(x: unknown, options: TableViewOptions = {}): Promise<void> {
  const cell = tslabCellWriter();
  if (cell) {
    // An update is sent through the cell running when it is ready: when show() was not awaited,
    // the calling cell may have ended, and Jupyter applies an update by its display id wherever it is.
    const shown = showThrough(cell, () => tslabWriter() ?? cell, x, options);
    holdCellFor(shown);
    return quietPromise(shown);
  }
  const deno = denoJupyter();
  if (deno) {
    const send = denoSend(deno);
    return quietPromise(showThrough(send, () => send, x, options));
  }
  return quietPromise(displayBundle(x, options).then((bundle) => console.log(bundle["text/plain"])));
}

function denoSend(deno: DenoJupyter): DisplayWriter {
  return (message, update) => deno.broadcast(update ? "update_display_data" : "display_data", { metadata: {}, ...message });
}

async function showThrough(first: DisplayWriter, later: () => DisplayWriter, x: unknown, options: TableViewOptions): Promise<void> {
  const { bundle, complete } = immediateBundle(x, options);
  if (complete) {
    await first({ data: bundle, metadata: {} }, false);
    return;
  }
  const transient = { display_id: `corebook-${nodeCrypto().randomBytes(8).toString("hex")}` };
  await first({ data: bundle, metadata: {}, transient }, false);
  let full: MimeBundle;
  try {
    full = await displayBundle(x, options);
  } catch (err) {
    // The reserved output says what went wrong, whether or not anyone awaits the promise.
    await later()({ data: { "text/plain": `show: ${String(err)}` }, metadata: {}, transient }, true);
    throw err;
  }
  await later()({ data: full, metadata: {}, transient }, true);
}
