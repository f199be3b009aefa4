import { inspect } from "node:util";
import { Chart } from "../charts/chart.js";
import { denoJupyter, tslabWriter, type MimeBundle } from "./kernel.js";
import { isColumnTable, tableBundle, type TableViewOptions } from "./table-html.js";

const DISPLAY = Symbol.for("Jupyter.display");

/** The MIME bundle `show` would send for a value. */
export async function displayBundle(x: unknown, options: TableViewOptions = {}): Promise<MimeBundle> {
  if (x instanceof Chart) return { ...(await x.toMimeBundle()) };
  if (isColumnTable(x)) return tableBundle(x, options);
  const custom = (x as { [DISPLAY]?: () => unknown } | null)?.[DISPLAY];
  if (typeof custom === "function") return (await custom.call(x)) as MimeBundle;
  return { "text/plain": typeof x === "string" ? x : inspect(x, { depth: 4, colors: false, maxArrayLength: 50 }) };
}

/**
 * Rich display in a notebook: a chart as one bundle (vega-lite, inline SVG, text), a table as an HTML
 * view, anything else as text. Outside a notebook it prints the text form. Use `await show(x)`: the
 * chart is rendered first, and the display must be sent while its cell is still running.
 */
export async function show(x: unknown, options: TableViewOptions = {}): Promise<void> {
  const bundle = await displayBundle(x, options);
  const tslab = tslabWriter();
  if (tslab) {
    tslab({ data: bundle, metadata: {} }, false);
    return;
  }
  const deno = denoJupyter();
  if (deno) {
    await deno.display(bundle, { raw: true });
    return;
  }
  console.log(bundle["text/plain"]);
}
