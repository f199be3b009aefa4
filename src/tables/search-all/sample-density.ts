// A ranked sample's spread over the days of a range. The records a full search returned are its
// best-ranked matches, a sample whose spread over dates follows the spread of all the matches, so
// the sample mass of a stretch of days says how much of the result lies there.
import { daySpan } from "../../days/index.js";

/** Neighbours on each side whose spread sets how widely one sample record's weight is smeared. */
const NEIGHBOURS = 3;

/**
 * Smoothed: each sample record adds a weight of one spread evenly over the stretch its nearest
 * neighbours span. A stretch holding few sample records would otherwise be judged from a count
 * that is mostly chance. Days are counted from `from` (day 0).
 */
export class SampleDensity {
  private readonly cumulative: Float64Array;

  constructor(from: string, to: string, days: readonly string[]) {
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

  /** Sample mass of the days i..j (day numbers from `from`, inclusive). */
  mass(i: number, j: number): number {
    const a = Math.max(0, i);
    const b = Math.min(this.cumulative.length - 2, j);
    return b < a ? 0 : this.cumulative[b + 1] - this.cumulative[a];
  }
}
