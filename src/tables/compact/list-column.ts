// A list column held as one flat Array of every list's items and where each list starts, instead of
// an Array per cell: JSON.parse makes each list (even an empty one) an object of its own with a
// separate store for its items, some 50-60 bytes before the first item, and a trial has a dozen
// list columns. `at(row)` makes the row's list afresh (the same items, in a new Array), so changing
// a list a caller was given changes no cell, as with day dates.
import type { ColumnType } from "../column-types.js";
import { serviceValueCheck } from "../value-fits.js";
import { cellIndex } from "./cell-index.js";
import { CellColumn } from "./cell-column.js";

/** Start offsets with the top bit set mark a null cell (its list is empty in `items`). */
const NULL_FLAG = 0x80000000;

export class ListColumn extends CellColumn<unknown[] | null> {
  private readonly items: readonly unknown[];
  /** `starts[row]` to `starts[row + 1]` are the row's items; `length + 1` entries. */
  private readonly starts: Uint32Array;

  constructor(items: readonly unknown[], starts: Uint32Array) {
    super();
    this.items = items;
    this.starts = starts;
  }

  /**
   * `values` (lists of `of` and nulls) as a list column, or null when a value is not a list or an
   * item does not fit `of` (checked here, while the lists are read anyway; `of` null: items are
   * known to fit and are not read, only copied).
   */
  static of(values: readonly unknown[], of: ColumnType | null): ListColumn | null {
    const fits = of ? serviceValueCheck(of) : null;
    // Counted first, so the items go into an Array of their final size (growing one costs copies).
    let total = 0;
    for (let row = 0; row < values.length; row++) {
      const value = values[row];
      if (value === null || value === undefined) continue;
      if (!Array.isArray(value)) return null;
      if (fits) for (let i = 0; i < value.length; i++) if (!fits(value[i])) return null;
      total += value.length;
    }
    const starts = new Uint32Array(values.length + 1);
    const items = new Array<unknown>(total);
    let next = 0;
    for (let row = 0; row < values.length; row++) {
      const value = values[row] as unknown[] | null | undefined;
      if (value === null || value === undefined) {
        starts[row] = next | NULL_FLAG;
        continue;
      }
      starts[row] = next;
      for (let i = 0; i < value.length; i++) items[next++] = value[i];
    }
    starts[values.length] = next;
    return new ListColumn(items, starts);
  }

  get length(): number {
    return this.starts.length - 1;
  }

  /** The cells as held: every list's items in one run, and where each starts (see column-storage.ts; not to be changed). */
  storage(): { form: "lists"; items: readonly unknown[]; starts: Uint32Array } {
    return { form: "lists", items: this.items, starts: this.starts };
  }

  at(row: number): unknown[] | null | undefined {
    const index = row >= 0 && row < this.starts.length - 1 && row === (row | 0) ? row : cellIndex(row, this.starts.length - 1);
    if (index < 0) return undefined;
    const start = this.starts[index] as number;
    if (start >= NULL_FLAG) return null;
    return this.items.slice(start, (this.starts[index + 1] as number) & ~NULL_FLAG);
  }
}
