// A column's cells as the vector writers read them: an array of values, or one of the compact
// forms a table may hold a column in (day dates as numbers, repeated values as codes, lists as one
// flat run of items). Reading a compact form through its cells makes a Date or an Array per cell
// (and a call per cell); the writers that know a form read its storage instead, and the others
// get its cells made here (`cellsOf`), the same values a read of each cell gives.

/** Set in a list start: the row is null (its list is empty in `items`). */
export const NULL_LIST = 0x80000000;
const START = 0x7fffffff;

export type ColumnInput =
  /** Cell `i` is `values[i]`. */
  | { readonly form: "values"; readonly values: ArrayLike<unknown> }
  /** Day dates: the epoch milliseconds of each cell's UTC midnight, NaN for null. */
  | { readonly form: "days"; readonly epochMs: Float64Array }
  /** Cell `i` is `dictionary[codes[i]]`. */
  | { readonly form: "coded"; readonly dictionary: readonly unknown[]; readonly codes: ArrayLike<number> }
  /**
   * Lists: cell `i` holds `items` from `starts[i]` to `starts[i + 1]` (each without its NULL_LIST
   * bit), or is null when `starts[i]` has it.
   */
  | { readonly form: "lists"; readonly items: ArrayLike<unknown>; readonly starts: Uint32Array };

/** Cells as values: an input of that form is read in place, without a copy. */
export const valuesInput = (values: ArrayLike<unknown>): ColumnInput => ({ form: "values", values });

/** Where a list's items start (or, read at the next row, end). */
export const listStart = (start: number): number => start & START;

/**
 * Cells [from, from + count) of `input` as values: `input.values` itself (then they start at
 * `from`), or the cells made into `into` (then they start at 0). Returns where they start.
 */
export function cellsOf(input: ColumnInput, from: number, count: number, into: unknown[]): number {
  switch (input.form) {
    case "values":
      return from;
    case "days":
      for (let i = 0; i < count; i++) {
        const ms = input.epochMs[from + i] as number;
        into[i] = Number.isNaN(ms) ? null : new Date(ms);
      }
      return 0;
    case "coded":
      for (let i = 0; i < count; i++) into[i] = input.dictionary[input.codes[from + i] as number];
      return 0;
    case "lists": {
      const { items, starts } = input;
      for (let i = 0; i < count; i++) {
        const start = starts[from + i] as number;
        if (start >= NULL_LIST) {
          into[i] = null;
          continue;
        }
        const end = listStart(starts[from + i + 1] as number);
        const list = new Array<unknown>(end - start);
        for (let k = start; k < end; k++) list[k - start] = items[k];
        into[i] = list;
      }
      return 0;
    }
  }
}

/** The values a writer reads cells [from, from + count) from, and where they start in them. */
export interface Cells {
  values: ArrayLike<unknown>;
  at: number;
}

/** A reusable view of an input's cells as values (see cellsOf); `made` holds cells made from a compact form. */
export class CellReader {
  private readonly made: unknown[] = [];
  private readonly cells: Cells = { values: this.made, at: 0 };

  read(input: ColumnInput, from: number, count: number): Cells {
    if (input.form === "values") {
      this.cells.values = input.values;
      this.cells.at = from;
    } else {
      this.cells.values = this.made;
      this.cells.at = cellsOf(input, from, count, this.made);
    }
    return this.cells;
  }

  /** Drops the cells made (they may be the table's values). */
  release(): void {
    this.made.fill(null);
    this.cells.values = this.made;
  }
}
