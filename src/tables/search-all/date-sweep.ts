// The date sweep: a full slice's date range searched window after window from its first day. The
// first window is a calibration (its rate is unknown); after it, windows are planned from the
// sample's density (slice-plan.ts) scaled by the rate measured so far, and once enough records
// lie behind the cursor, from their density (swept-density.ts).
import { addDays } from "../../days/day-dates.js";
import type { SearchAllRun } from "./run.js";
import { CAP, SampleDensity, limitFor, TARGET_PER_SEARCH, type PlannedWindow } from "./slice-plan.js";
import type { DatedSlice, Rec } from "./slice.js";
import { planFromSwept, SweptDensity } from "./swept-density.js";

/** Sample records the first window of a sweep holds when nothing is known yet about the density. */
const CALIBRATION_POINTS = 12;
/**
 * Windows planned from the swept density are sent one at a time: each one's count corrects the
 * next plan, where a wave planned at once would carry one misjudged density a year ahead. The
 * service allows 60 searches a minute, so this costs little time against the rate limit.
 */
const SWEPT_WAVE = 1;

/** Distinct records of `slice`, whose full search returned `page`, swept by date windows. */
export function sweepDates(run: SearchAllRun, slice: DatedSlice, page: Rec[], expected: number | null, top: boolean): Promise<Set<string>> {
  return new DateSweep(run, slice, page, expected, top).sweep();
}

class DateSweep {
  /** The sample's days inside the range, sorted. */
  private readonly days: string[];
  private readonly density: SampleDensity;
  private readonly found = new Set<string>();
  /** Records found per unit of sample mass searched: the measured rate (null before calibration). */
  private rate: number | null;
  private counted = 0;
  private points = 0;
  private cursor: string;
  // How the windows planned from the swept density turned out: their records over their
  // estimate, which corrects what the model gets wrong the same way window after window.
  private modelExpected = 0;
  private modelFound = 0;

  constructor(
    private readonly run: SearchAllRun,
    private readonly slice: DatedSlice,
    page: Rec[],
    expected: number | null,
    private readonly top: boolean,
  ) {
    this.days = page
      .map((r) => run.dateOf(r))
      .filter((d): d is string => d !== null && d >= slice.from && d <= slice.to)
      .sort();
    this.rate = expected === null ? null : expected / Math.max(this.days.length, 1);
    this.cursor = slice.from;
    this.density = new SampleDensity(slice.from, slice.to, this.days);
  }

  async sweep(): Promise<Set<string>> {
    while (this.cursor <= this.slice.to) {
      const { wave, fromModel } = this.nextWave();
      this.run.progress.grow(wave.length);
      const results = await Promise.all(wave.map((w) => this.search(w)));
      this.count(wave, results, fromModel);
      if (this.top) {
        this.run.checkCost((this.rate ?? 0) * this.days.length, this.found.size);
        if (this.run.estimate) break;
      }
      this.cursor = addDays(wave[wave.length - 1].to, 1);
    }
    return this.found;
  }

  /**
   * The next windows from the cursor. Behind the cursor every record is known: once enough are,
   * their density plans the next windows, with the sample's (rate x mass) as a small share for the
   * trend ahead. A full slice is always searched in strictly smaller parts, so slicing ends.
   */
  private nextWave(): { wave: PlannedWindow[]; fromModel: boolean } {
    const { slice, cursor, rate, density } = this;
    const local = this.swept();
    const scale = this.modelExpected >= TARGET_PER_SEARCH ? Math.min(2, Math.max(0.5, this.modelFound / this.modelExpected)) : 1;
    const planned =
      rate === null
        ? [calibrationWindow(cursor, slice.to, this.days, density)]
        : local?.usable
          ? planFromSwept(local, density, scale, cursor, slice.to, Math.min(this.run.settings.concurrency, SWEPT_WAVE))
          : density.plan(cursor, rate, this.run.settings.concurrency);
    const wave = planned.map((w) => (w.from === slice.from && w.to === slice.to ? smaller(w, this.days, density) : w));
    return { wave, fromModel: rate !== null && local?.usable === true };
  }

  /** The density of the records found behind the cursor, or null before any is. */
  private swept(): SweptDensity | null {
    const { slice, cursor } = this;
    if (cursor <= slice.from) return null;
    const days = [...this.found]
      .map((id) => this.run.dayById.get(id))
      .filter((d): d is string => d !== undefined && d >= slice.from && d < cursor);
    return days.length > 0 ? new SweptDensity(slice.from, addDays(cursor, -1), days) : null;
  }

  private search(w: PlannedWindow): Promise<Set<string>> {
    const child = { ...this.slice, from: w.from, to: w.to };
    const limit = this.rate === null ? CAP : limitFor(w.expected);
    return this.run.settle(child, limit, w.expected);
  }

  private count(wave: PlannedWindow[], results: Set<string>[], fromModel: boolean): void {
    wave.forEach((w, i) => {
      if (fromModel) {
        this.modelExpected += w.expected;
        this.modelFound += results[i].size;
      }
      this.counted += results[i].size;
      this.points += w.points;
      for (const id of results[i]) this.found.add(id);
    });
    this.rate = this.counted / Math.max(this.points, 0.5);
  }
}

/** The first window of a sweep when the density is unknown: the span of the first few sample records. */
function calibrationWindow(cursor: string, to: string, days: readonly string[], density: SampleDensity): PlannedWindow {
  const ahead = days.filter((d) => d >= cursor && d <= to);
  const cut = ahead.length <= CALIBRATION_POINTS ? to : ahead[CALIBRATION_POINTS - 1];
  return { from: cursor, to: cut, points: density.mass(cursor, cut), expected: CAP };
}

/** The first half of a window by its sample records (a crowded first day alone). */
function smaller(w: PlannedWindow, days: readonly string[], density: SampleDensity): PlannedWindow {
  const inside = days.filter((d) => d >= w.from && d <= w.to);
  const mid = inside[Math.floor(inside.length / 2)] ?? w.from;
  const to = mid > w.from ? addDays(mid, -1) : w.from;
  const points = density.mass(w.from, to);
  return { from: w.from, to, points, expected: w.expected * (points / Math.max(w.points, 1e-9)) };
}
