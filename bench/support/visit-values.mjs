// The least any export from a table of JavaScript values must do: read every value once, lists and
// structs walked, each string handed to `text` (a no-op for the pure visit). A floor for the
// JavaScript side of an export (export-parquet-floor.mjs, export-parquet.mjs).

/** Walks every value of `table`; `text` is handed each string. Returns [texts, other values]. */
export function visitValues(table, text = () => {}) {
  let texts = 0;
  let others = 0;
  const visit = (v) => {
    if (v === null || v === undefined) return;
    if (typeof v === "string") {
      text(v);
      texts++;
    } else if (Array.isArray(v)) {
      for (const x of v) visit(x);
    } else if (typeof v === "object" && !(v instanceof Date)) {
      for (const k in v) visit(v[k]);
    } else {
      others++;
    }
  };
  const rows = table.numRows();
  for (const name of table.columnNames()) {
    const get = table.getter(name);
    for (let i = 0; i < rows; i++) visit(get(i));
  }
  return [texts, others];
}
