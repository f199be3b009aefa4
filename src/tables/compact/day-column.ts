// A day-date column held as numbers: the epoch milliseconds of each day in one Float64Array (NaN
// where the cell is null), the Date made when a cell is read. A Date per cell costs some 100 bytes
// of heap against 8 here, and a table of 50,000 trials holds five such columns. Each read makes a
// new Date, so no two reads (and no two cells) share a mutable Date; Arquero groups, joins and
// orders Dates by their time, never by identity, so they behave as when the cells were Dates.
import { dateOfDay, dayTimeOf } from "../../days/index.js";
import { cellIndex } from "./cell-index.js";
import { CellColumn } from "./cell-column.js";

export class DayColumn extends CellColumn<Date | null> {
  private readonly times: Float64Array;

  constructor(times: Float64Array) {
    super();
    this.times = times;
  }

  /**
   * The day dates of `values` (days as `YYYY-MM-DD`, or Dates; an impossible day is a null cell),
   * as the table held them when each cell was a Date; null when a value is neither text nor a Date.
   */
  static of(values: readonly unknown[]): DayColumn | null {
    const times = new Float64Array(values.length);
    for (let i = 0; i < values.length; i++) {
      const value = values[i];
      let ms: number | null = null;
      if (typeof value === "string") ms = dayTimeOf(value);
      else if (value instanceof Date) ms = dateOfDay(value)?.getTime() ?? null;
      else if (value !== null && value !== undefined) return null;
      times[i] = ms ?? Number.NaN;
    }
    return new DayColumn(times);
  }

  get length(): number {
    return this.times.length;
  }

  /** The cells as held: epoch milliseconds, NaN for null (see column-storage.ts; not to be changed). */
  storage(): { form: "days"; epochMs: Float64Array } {
    return { form: "days", epochMs: this.times };
  }

  at(row: number): Date | null | undefined {
    let ms = this.times[row];
    if (ms === undefined) {
      const index = cellIndex(row, this.times.length);
      if (index < 0) return undefined;
      ms = this.times[index] as number;
    }
    return Number.isNaN(ms) ? null : new Date(ms);
  }
}
