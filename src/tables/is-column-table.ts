// An Arquero table, recognised by the methods corebook reads, so a table built by another copy of
// arquero (a notebook's own dependency) is accepted as well as one of ours.
import type { ColumnTable } from "arquero";

export function isColumnTable(x: unknown): x is ColumnTable {
  const t = x as ColumnTable | null;
  return (
    t != null &&
    typeof t === "object" &&
    typeof t.numRows === "function" &&
    typeof t.array === "function" &&
    typeof t.columnNames === "function"
  );
}
