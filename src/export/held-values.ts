// A column's cells in row order, read where the table holds them. A table that is neither filtered
// nor ordered keeps an Array column's cells in row order already; `table.array` would copy them
// through a call per cell, and on a table of a million rows each such copy is 8 MB of garbage per
// column and export that a collection must mark the whole table to free. What is returned may be
// the table's own storage: read it, never change it.
import type { ColumnTable } from "arquero";

/** The column's Array when it holds row i at index i; null when the table is filtered or ordered, or the column is not an Array. */
export function heldArray(table: ColumnTable, name: string): readonly unknown[] | null {
  if (table.isFiltered() || table.isOrdered()) return null;
  const column = table.column(name);
  return Array.isArray(column) && column.length === table.numRows() ? column : null;
}

/** The column's cells in row order: its Array as held, else gathered through Arquero. */
export function rowValues(table: ColumnTable, name: string): ArrayLike<unknown> {
  return heldArray(table, name) ?? (table.array(name) as ArrayLike<unknown>);
}
