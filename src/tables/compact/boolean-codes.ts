// A true/false column as one byte a cell (0 null, 1 false, 2 true) instead of a reference each.
import { CodedColumn } from "./coded-column.js";

const VALUES: readonly (boolean | null)[] = [null, false, true];

/** `values` (booleans and nulls) as a coded column, or null when one is something else. */
export function booleanCodes(values: readonly unknown[]): CodedColumn<boolean | null> | null {
  const codes = new Uint8Array(values.length);
  for (let row = 0; row < values.length; row++) {
    const value = values[row];
    if (value === null || value === undefined) continue;
    if (typeof value !== "boolean") return null;
    codes[row] = value ? 2 : 1;
  }
  return new CodedColumn(VALUES, codes);
}
