// Which values a notebook shows richly (HTML, vega-lite) rather than as text: tables, charts, and
// anything else that carries Deno's display method, the one convention both kernels can share.
import { isColumnTable } from "../tables/is-column-table.js";

export const JUPYTER_DISPLAY = Symbol.for("Jupyter.display");

/** The value's own display method (`[Symbol.for("Jupyter.display")]`), if it has one. */
export function displayMethod(x: unknown): (() => unknown) | undefined {
  if (x === null || (typeof x !== "object" && typeof x !== "function")) return undefined;
  const method = (x as { [JUPYTER_DISPLAY]?: unknown })[JUPYTER_DISPLAY];
  return typeof method === "function" ? (method as () => unknown) : undefined;
}

/** True for a table, a chart, or any value with a display method. */
export function isRichValue(x: unknown): boolean {
  return isColumnTable(x) || displayMethod(x) !== undefined;
}
