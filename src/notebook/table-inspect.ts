// How an Arquero table shows itself in a notebook when it is not passed to show():
// - printed through util.inspect (console.log, and tslab's print of a cell's last value when the
//   cell hooks are not installed), as the short text table show() sends as text/plain, instead of
//   Arquero's internal fields;
// - as Deno's kernel (and corebook's tslab hook) displays a cell's last value, through
//   `[Symbol.for("Jupyter.display")]`: the HTML view with column types and provenance.
// Tables from any copy of arquero that shares this prototype get both; a method arquero defines
// itself is left alone.
import { ColumnTable } from "arquero";
import { inspect } from "node:util";
import { JUPYTER_DISPLAY } from "./rich-value.js";
import { tableBundle, tableText } from "./table-html.js";

export function useReadableTables(): void {
  const proto: object = ColumnTable.prototype;
  const define = (key: symbol, value: (this: ColumnTable) => unknown) => {
    if (!Object.hasOwn(proto, key)) Object.defineProperty(proto, key, { configurable: true, writable: true, value });
  };
  define(inspect.custom, function (this: ColumnTable) {
    return tableText(this);
  });
  define(JUPYTER_DISPLAY, function (this: ColumnTable) {
    return tableBundle(this);
  });
}
