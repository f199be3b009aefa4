// What the swept part of a date range says about the next days. Once a sweep has fetched every
// record up to its cursor, the records just behind the cursor give the density there exactly, where
// the ranked sample of a full search gives it only up to chance (a window expected to hold 200 has
// about 11 sample records in it, so its estimate is off by a third either way). Densities of dated
// records change slowly from month to month, except on the first of a month and of a year, where
// records whose day or month is unknown are dated (reference 2.1: "day and month default to 01
// when unknown"); those days get their own factor, learnt from the swept part too.
import { addDays, daysBetween } from "../../days/day-dates.js";

type DayKind = "year" | "month" | "day";
const kindOf = (day: string): DayKind => (day.endsWith("-01-01") ? "year" : day.endsWith("-01") ? "month" : "day");

/** Records behind the cursor that set the local density: enough that chance moves it by about 10%... */
const TRAILING_RECORDS = 400;
/** ...within days close enough to the cursor that the density has not moved much since. */
const TRAILING_DAYS = 120;
/** Fewer records than this in the trailing days: the density is too low or still rising; the sample plans. */
const MIN_TRAILING = 100;

export class SweptDensity {
  /** Records per ordinary day just behind the cursor. */
  readonly perDay: number;
  private readonly factor: Record<DayKind, number>;

  /**
   * @param from first day of the swept part
   * @param to last day of the swept part (the cursor's eve)
   * @param days the date of every record found in [from, to]
   */
  constructor(from: string, to: string, days: readonly string[]) {
    const counts = new Map<string, number>();
    for (const d of days) if (d >= from && d <= to) counts.set(d, (counts.get(d) ?? 0) + 1);
    // Factors of the first-of-month and first-of-year days over the whole swept part.
    const total: Record<DayKind, { records: number; days: number }> = {
      year: { records: 0, days: 0 },
      month: { records: 0, days: 0 },
      day: { records: 0, days: 0 },
    };
    const span = (daysBetween(from, to) ?? -1) + 1;
    for (let i = 0; i < span; i++) {
      const d = addDays(from, i);
      const k = kindOf(d);
      total[k].days++;
      total[k].records += counts.get(d) ?? 0;
    }
    const ordinary = total.day.records / Math.max(total.day.days, 1);
    const factorOf = (k: DayKind, fallback: number) =>
      total[k].days >= 2 && ordinary > 0 ? Math.max(1, total[k].records / total[k].days / ordinary) : fallback;
    const month = factorOf("month", 1);
    this.factor = { day: 1, month, year: factorOf("year", month) };
    // The ordinary density over the last stretch holding TRAILING_RECORDS records.
    let records = 0;
    let ordinaryDays = 0;
    let ordinaryRecords = 0;
    for (let d = to, n = 0; d >= from && records < TRAILING_RECORDS && n < TRAILING_DAYS; d = addDays(d, -1), n++) {
      const n = counts.get(d) ?? 0;
      records += n;
      if (kindOf(d) === "day") {
        ordinaryDays++;
        ordinaryRecords += n;
      }
    }
    this.perDay = ordinaryRecords / Math.max(ordinaryDays, 1);
    this.trailing = records;
  }

  /** Records in the trailing stretch the density was read from. */
  readonly trailing: number;

  /** Records of this model expected on one day. */
  expectedOn(day: string): number {
    return this.perDay * this.factor[kindOf(day)];
  }

  /** True when the days just behind the cursor hold enough records to speak for the days after it. */
  get usable(): boolean {
    return this.trailing >= MIN_TRAILING;
  }
}

/** Records a window planned from the swept density aims to hold: its estimate is close enough that a search at the cap (300) has room for a window 25% denser. */
export const TARGET_FROM_SWEPT = 235;

/** The next windows of a sweep from `cursor`, each expected to hold about TARGET_FROM_SWEPT records. */
/** Sample records a trend reading spans on each side: enough that chance moves it by about a fifth. */
const TREND_POINTS = 24;

export function planFromSwept(
  swept: SweptDensity,
  sample: { mass(a: string, b: string): number },
  scale: number,
  cursor: string,
  to: string,
  max: number,
): { from: string; to: string; points: number; expected: number }[] {
  const windows: { from: string; to: string; points: number; expected: number }[] = [];
  // The sample gives the trend ahead: its density around a day over its density around the
  // cursor, each read over a stretch wide enough to hold TREND_POINTS sample records.
  const end = daysBetween(cursor, to) ?? 0;
  let half = 1;
  while (half < end && sample.mass(addDays(cursor, -half), addDays(cursor, half)) < TREND_POINTS) half *= 2;
  const around = (d: string) => sample.mass(addDays(d, -half), addDays(d, half));
  const here = around(cursor);
  const trend = (d: string) => (here > 0 ? Math.min(2, around(d) / here) : 1);
  const expectedOn = (d: string) => swept.expectedOn(d) * trend(d) * scale;
  let start = cursor;
  while (start <= to && windows.length < max) {
    let stop = start;
    let expected = expectedOn(start);
    let points = sample.mass(start, start);
    while (stop < to) {
      const next = addDays(stop, 1);
      const more = expectedOn(next);
      if (expected + more > TARGET_FROM_SWEPT) break;
      expected += more;
      points += sample.mass(next, next);
      stop = next;
    }
    windows.push({ from: start, to: stop, points, expected });
    start = addDays(stop, 1);
  }
  return windows;
}
