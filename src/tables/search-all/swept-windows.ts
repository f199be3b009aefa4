// The windows a date sweep has completed, and what they say about the days ahead: the rate of the
// records the sample did not hold per unit of sample mass, and the level of those records per day
// just behind the cursor (with its trend, and the factors of the first of a month and of a year,
// where records whose day or month is unknown are dated). Read by the sweep's forecast (sweep-forecast.ts).
import { addDays } from "../../days/day-dates.js";

/** Records behind the cursor that set the level: enough that chance moves it by about 3.5%. */
const TRAILING_RECORDS = 800;
/** Standard deviations within which an older window's density agrees with the newer ones'. */
const AGREEMENT = 2.5;
/** Fewer unseen records than this behind the cursor: the level is too rough, the sample plans. */
const MIN_TRAILING = 100;

/** The most a level's trend may scale it ahead of the windows it was read from. */
const MAX_TREND = 1.6;
/** The windows, newest first, whose trend is read when the level rests on the newest window alone. */
const RECENT_WINDOWS = 3;
/**
 * Standard errors from no growth that the trend must be to count: windows of 200-300 records each read
 * their density to about 7%, so three of them a few years apart often show a slope that is only
 * chance, and a level scaled by it moves the windows for nothing.
 */
const MIN_RECENT_TREND_Z = 2;

/** Days either side of a first of month or year whose ordinary days set its factor's baseline. */
const NEARBY_DAYS = 15;

const ORDINARY = 0;
const MONTH_FIRST = 1;
const YEAR_FIRST = 2;

/** A rate measured on swept windows: unseen records per unit of sample mass, from `count` records over `mass`. */
export type Rate = { rate: number; count: number; mass: number };

/** A completed window: days i..j, the records in it the sample did not hold, its sample mass. */
export interface SweptWindow {
  i: number;
  j: number;
  unseen: number;
  mass: number;
}

export class SweptWindows {
  /** What day i is: an ordinary day, a first of month or a first of year. */
  private readonly kinds: Uint8Array;
  /** Records found behind the cursor that the sample did not hold, per day. */
  private readonly unseenFound: Float64Array;
  /** Records the sample did not hold, found in completed windows, and the sample mass of those windows. */
  private unseenCount = 0;
  private sweptMass = 0;
  /** The completed windows, in sweep order, with their unseen records and their sample mass. */
  private readonly windows: SweptWindow[] = [];

  constructor(from: string, span: number) {
    this.unseenFound = new Float64Array(span);
    this.kinds = new Uint8Array(span);
    for (let i = 0, d = from; i < span; i++, d = addDays(d, 1)) {
      this.kinds[i] = d.endsWith("-01-01") ? YEAR_FIRST : d.endsWith("-01") ? MONTH_FIRST : ORDINARY;
    }
  }

  /** A window came back complete: `unseenDays` are the days of its records the sample did not hold. */
  completed(window: SweptWindow, unseenDays: readonly number[]): void {
    for (const d of unseenDays) this.unseenFound[d]++;
    this.windows.push(window);
    this.unseenCount += window.unseen;
    this.sweptMass += window.mass;
  }

  /** Unseen records per unit of sample mass in the windows completed so far; null before the first. */
  get rate(): number | null {
    return this.sweptMass > 0 ? this.unseenCount / this.sweptMass : null;
  }

  /** The same rate with what it was measured on (its records and sample mass), for its error; null before the first window. */
  get measured(): Rate | null {
    return this.sweptMass > 0 ? { rate: this.unseenCount / this.sweptMass, count: this.unseenCount, mass: this.sweptMass } : null;
  }

  /**
   * Unseen records per ordinary day just behind the cursor, with the factors of the first of a
   * month and of a year, and the relative error chance leaves in it; null while too few records
   * are behind it. It is read from the last completed windows, newest first, while they hold fewer
   * than TRAILING_RECORDS and an older one's density agrees with the newer ones' (a calibration
   * window spanning sparse decades, or a stretch before the density rose, would drag it down).
   */
  level(cursor: number): { perDay: (i: number) => number; error: number } | null {
    const month = this.dayFactor(MONTH_FIRST, cursor) ?? 1;
    const factors = [1, month, this.dayFactor(YEAR_FIRST, cursor) ?? month];
    const weightOf = (w: { i: number; j: number }) => {
      let days = 0;
      for (let d = w.i; d <= w.j; d++) days += factors[this.kinds[d]];
      return days;
    };
    let records = 0;
    let days = 0;
    const used: TrendPoint[] = [];
    for (let k = this.windows.length - 1; k >= 0 && records < TRAILING_RECORDS; k--) {
      const w = this.windows[k];
      const weight = weightOf(w);
      if (records > 0) {
        const expected = (records / days) * weight;
        if (Math.abs(w.unseen - expected) > AGREEMENT * Math.sqrt(expected + 1)) break;
      }
      records += w.unseen;
      days += weight;
      if (weight > 0) used.push(trendPoint(w, weight));
    }
    if (records < MIN_TRAILING || days === 0) return null;
    const perDay = records / days;
    const { growth, centre } = used.length === 1 ? { growth: this.recentGrowth(weightOf), centre: used[0].t } : trend(used);
    const at = (i: number) => Math.min(MAX_TREND, Math.max(1 / MAX_TREND, Math.exp(growth * (i - centre))));
    return { perDay: (i) => perDay * factors[this.kinds[i]] * at(i), error: 1 / Math.sqrt(records) };
  }

  /**
   * The growth of the last RECENT_WINDOWS completed windows after the sweep's first, for a level
   * that rests on the newest window alone (applied from that window's middle). The level rests on
   * one window when the one before it disagrees with it: the density has changed, the very case a
   * trend is for, and a trend needs two windows. On PatentCore filings double every two years or
   * so, each level read flat from the newest window fell short, and the next window came back full
   * ("compounds": 6 of 17 windows). The sweep's first window is left out: a calibration can span
   * decades with no records. A trend within MIN_RECENT_TREND_Z standard errors of none counts as none.
   */
  private recentGrowth(weightOf: (w: SweptWindow) => number): number {
    const recent: TrendPoint[] = [];
    for (const w of this.windows.slice(1).slice(-RECENT_WINDOWS)) {
      const weight = weightOf(w);
      if (weight > 0) recent.push(trendPoint(w, weight));
    }
    const { growth, z } = trend(recent);
    return z >= MIN_RECENT_TREND_Z ? growth : 0;
  }

  /**
   * How many times an ordinary day's records the swept days of one kind (first of a month, of a
   * year) hold: each such day against the ordinary days around it, so that decades without records
   * and a density that grows from year to year do not bias it. Null with fewer than two such days.
   */
  private dayFactor(kind: number, cursor: number): number | null {
    let records = 0;
    let ordinary = 0;
    let days = 0;
    for (let i = 0; i < cursor; i++) {
      if (this.kinds[i] !== kind) continue;
      const around = this.ordinaryAround(i, cursor);
      if (around === 0) continue;
      records += this.unseenFound[i];
      ordinary += around;
      days++;
    }
    return days >= 1 && ordinary > 0 ? Math.max(1, records / ordinary) : null;
  }

  /** Unseen records per ordinary day in the fortnight either side of day i (swept days only). */
  private ordinaryAround(i: number, cursor: number): number {
    let records = 0;
    let days = 0;
    for (let d = Math.max(0, i - NEARBY_DAYS); d <= Math.min(cursor - 1, i + NEARBY_DAYS); d++) {
      if (this.kinds[d] !== ORDINARY) continue;
      records += this.unseenFound[d];
      days++;
    }
    return days > 0 ? records / days : 0;
  }
}

/** A window as the trend reads it: its middle day, its density (a half record added, so none is 0) and its weight. */
type TrendPoint = { t: number; density: number; unseen: number };

function trendPoint(w: SweptWindow, weight: number): TrendPoint {
  return { t: (w.i + w.j) / 2, density: (w.unseen + 0.5) / weight, unseen: w.unseen + 0.5 };
}

/**
 * How fast the density of the windows behind the cursor grows per day (log scale), and the day
 * their level stands for: a weighted fit of each window's log density on its middle day, shrunk
 * toward no growth by its own uncertainty (a slope within chance of 0 counts for little). Records
 * of realistic data grow over the years (trials, papers and patents), so a flat level read from
 * the last 800 records lags the days ahead (on dataset version 3 as first generated, TrialCore
 * "cancer" had 9 of 33 windows come back full without it).
 */
function trend(windows: readonly TrendPoint[]): { growth: number; centre: number; z: number } {
  let w = 0;
  let t = 0;
  let y = 0;
  for (const x of windows) {
    w += x.unseen;
    t += x.unseen * x.t;
    y += x.unseen * Math.log(x.density);
  }
  if (windows.length < 2 || w === 0) return { growth: 0, centre: 0, z: 0 };
  const tBar = t / w;
  const yBar = y / w;
  let sxx = 0;
  let sxy = 0;
  for (const x of windows) {
    sxx += x.unseen * (x.t - tBar) ** 2;
    sxy += x.unseen * (x.t - tBar) * (Math.log(x.density) - yBar);
  }
  if (sxx <= 0) return { growth: 0, centre: tBar, z: 0 };
  const slope = sxy / sxx;
  const variance = 1 / sxx;
  return { growth: (slope * slope ** 2) / (slope ** 2 + variance), centre: tBar, z: Math.abs(slope) / Math.sqrt(variance) };
}
