// How searchAll sizes its searches. A search costs 5 x ceil(limit/20) credits whatever it returns,
// so the cheap plan fills each search close to its limit. There is no count in a response: the
// records a full search returned are the evidence. They are its best-ranked matches, a sample
// whose spread over dates and enum values follows the spread of all the matches, so a window
// holding k of them is expected to hold about k x rate records, where rate (records per sample
// record) is learnt from the windows that came back complete.
import { LIMITS } from "../../schema/index.js";
import { addDays, daySpan } from "../../days/day-dates.js";

/** The most records one search returns. */
export const CAP = LIMITS.searchLimitMax;

/** Records a planned search aims to hold: below the cap so a window a little denser than expected still fits. */
export const TARGET_PER_SEARCH = 200;
const STEP = 20;

/** Room for a window expected to hold `expected` records: a quarter more, and 10 for small windows. */
const withMargin = (expected: number): number => expected * 1.25 + 10;

/** The cheapest limit (a multiple of 20, 20..300) with room for a window holding `expected` records. */
export function limitFor(expected: number): number {
  const wanted = Math.ceil(withMargin(expected) / STEP) * STEP;
  return Math.min(LIMITS.searchLimitMax, Math.max(STEP, wanted));
}

/** True when a window expected to hold `expected` records fits one search with limitFor's margin. */
export function fitsOneSearch(expected: number): boolean {
  return withMargin(expected) <= LIMITS.searchLimitMax;
}

/** Credits of one search with this limit (the service's price: 5 per started 20 records). */
export function searchCost(limit: number): number {
  return 5 * Math.ceil(limit / STEP);
}

export interface PlannedWindow {
  from: string;
  to: string;
  /** Sample mass inside the window (sample records, smoothed over their neighbours). */
  points: number;
  expected: number;
}

/** Neighbours on each side whose spread sets how widely one sample record's weight is smeared. */
const NEIGHBOURS = 3;

/**
 * The sample's spread over the days of [from, to], smoothed: each sample record adds a weight of
 * one spread evenly over the stretch its nearest neighbours span. A window holding few sample
 * records would otherwise be planned from a count that is mostly chance.
 */
export class SampleDensity {
  private readonly cumulative: Float64Array;

  constructor(
    readonly from: string,
    readonly to: string,
    days: readonly string[],
  ) {
    const span = daySpan(from, to) + 1;
    const xs = days
      .filter((d) => d >= from && d <= to)
      .map((d) => daySpan(from, d))
      .sort((a, b) => a - b);
    const diff = new Float64Array(span + 1);
    xs.forEach((x, i) => {
      const lo = xs[Math.max(0, i - NEIGHBOURS)];
      const hi = xs[Math.min(xs.length - 1, i + NEIGHBOURS)];
      const half = Math.max(0, Math.floor((hi - lo) / 4));
      const a = Math.max(0, x - half);
      const b = Math.min(span - 1, x + half);
      const w = 1 / (b - a + 1);
      diff[a] += w;
      diff[b + 1] -= w;
    });
    this.cumulative = new Float64Array(span + 1);
    let level = 0;
    for (let d = 0; d < span; d++) {
      level += diff[d];
      this.cumulative[d + 1] = this.cumulative[d] + level;
    }
  }

  /** Sample mass of the days [a, b]. */
  mass(a: string, b: string): number {
    const i = Math.max(0, daySpan(this.from, a));
    const j = Math.min(this.cumulative.length - 2, daySpan(this.from, b));
    return j < i ? 0 : this.cumulative[j + 1] - this.cumulative[i];
  }

  /**
   * The next windows of a sweep from `cursor`: each expected to hold at most `target` records at
   * `rate` records per unit of sample mass (a day holding more is a window of its own); the last
   * runs to the end of the range.
   */
  plan(cursor: string, rate: number, max: number, target = TARGET_PER_SEARCH): PlannedWindow[] {
    const windows: PlannedWindow[] = [];
    const end = daySpan(this.from, this.to);
    let start = Math.max(0, daySpan(this.from, cursor));
    while (start <= end && windows.length < max) {
      let stop = start;
      while (stop < end && (this.cumulative[stop + 2] - this.cumulative[start]) * rate <= target) stop++;
      const points = this.cumulative[stop + 1] - this.cumulative[start];
      windows.push({ from: addDays(this.from, start), to: addDays(this.from, stop), points, expected: points * rate });
      start = stop + 1;
    }
    return windows;
  }
}
