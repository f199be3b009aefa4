// A compact column's storage as it is held, for a writer that reads a column whole (the Parquet
// export): read cell by cell, a day-date column makes a Date per cell and a list column an Array
// per cell, and every form costs a call per cell. What a writer reads here are the same values:
// the storage is the table's own, shared, and must not be changed.
import { CodedColumn, type Codes } from "./coded-column.js";
import { DayColumn } from "./day-column.js";
import { ListColumn } from "./list-column.js";

export type ColumnStorage =
  /** Day dates: each cell's UTC midnight in epoch milliseconds, NaN for null. */
  | { form: "days"; epochMs: Float64Array }
  /** Cell i is `dictionary[codes[i]]`. */
  | { form: "coded"; dictionary: readonly unknown[]; codes: Codes }
  /**
   * Cell i holds `items` from `starts[i]` to `starts[i + 1]` (each with its top bit cleared), or
   * is null when the top bit of `starts[i]` is set.
   */
  | { form: "lists"; items: readonly unknown[]; starts: Uint32Array };

/** The storage of a compact column; null for any other column (an Array, Arquero's own columns). */
export function columnStorage(column: unknown): ColumnStorage | null {
  if (column instanceof DayColumn || column instanceof CodedColumn || column instanceof ListColumn) return column.storage();
  return null;
}
