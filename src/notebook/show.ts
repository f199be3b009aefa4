import { randomBytes } from "node:crypto";
import { inspect } from "node:util";
import { Chart, VEGA_LITE_MIME } from "../charts/chart.js";
import { denoJupyter, holdCellFor, tslabCellWriter, tslabWriter, type DisplayWriter, type MimeBundle } from "./kernel.js";
import { isColumnTable } from "../tables/is-column-table.js";
import { tableBundle, type TableViewOptions } from "./table-html.js";

const DISPLAY = Symbol.for("Jupyter.display");

/** The MIME bundle `show` would send for a value. */
export async function displayBundle(x: unknown, options: TableViewOptions = {}): Promise<MimeBundle> {
  if (x instanceof Chart) return { ...(await x.toMimeBundle()) };
  if (isColumnTable(x)) return tableBundle(x, options);
  const custom = (x as { [DISPLAY]?: () => unknown } | null)?.[DISPLAY];
  if (typeof custom === "function") return (await custom.call(x)) as MimeBundle;
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
  const custom = (x as { [DISPLAY]?: () => unknown } | null)?.[DISPLAY];
  if (typeof custom === "function") return { bundle: { "text/plain": "…" }, complete: false };
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
 * `await` is optional in tslab: the output is reserved in the calling cell synchronously (a display
 * with an id), completed by an update once a chart is rendered, and the cell is kept open until
 * then, so `show(chart)` without `await` is never lost. Awaiting it waits for the complete bundle.
 */
export function show(x: unknown, options: TableViewOptions = {}): Promise<void> {
  const cell = tslabCellWriter();
  if (cell) {
    const shown = showInTslab(cell, x, options);
    holdCellFor(shown);
    return quietPromise(shown);
  }
  return quietPromise(showElsewhere(x, options));
}

async function showInTslab(cell: DisplayWriter, x: unknown, options: TableViewOptions): Promise<void> {
  const { bundle, complete } = immediateBundle(x, options);
  if (complete) {
    cell({ data: bundle, metadata: {} }, false);
    return;
  }
  const displayId = `corebook-${randomBytes(8).toString("hex")}`;
  cell({ data: bundle, metadata: {}, transient: { display_id: displayId } }, false);
  let full: MimeBundle;
  try {
    full = await displayBundle(x, options);
  } catch (err) {
    // The reserved output says what went wrong, whether or not anyone awaits the promise.
    tslabWriter()?.({ data: { "text/plain": `show: ${String(err)}` }, metadata: {}, transient: { display_id: displayId } }, true);
    throw err;
  }
  // Sent through the cell running now (tslab's current writer): when show() was not awaited, the
  // calling cell may have ended, and Jupyter applies an update by its display id wherever it is.
  const now = tslabWriter() ?? cell;
  now({ data: full, metadata: {}, transient: { display_id: displayId } }, true);
}

async function showElsewhere(x: unknown, options: TableViewOptions): Promise<void> {
  const bundle = await displayBundle(x, options);
  const deno = denoJupyter();
  if (deno) {
    await deno.display(bundle, { raw: true });
    return;
  }
  console.log(bundle["text/plain"]);
}
