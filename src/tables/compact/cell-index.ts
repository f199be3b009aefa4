// Compact columns answer `at(row)` as an Array does, so Arquero and callers see no difference:
// a negative row counts from the end, and a row outside the column has no cell (undefined).

/** The index `at(row)` reads in a column of `length` cells, or -1 when there is no such cell. */
export function cellIndex(row: number, length: number): number {
  const index = Math.trunc(row) || 0;
  const from = index < 0 ? index + length : index;
  return from >= 0 && from < length ? from : -1;
}
