// The date sweep: a full slice's date range searched window after window from its first day, one
// window at a time, each planned from what the ones before it found (sweep-forecast.ts) to come
// back as full as it safely can. The first window calibrates: with the density unknown it holds
// the first few sample records, at a limit sized for a dense result. A window that comes back full
// is not thrown away: its page shows how its records are spread, the next try covers the part of
// it expected to fit (or, for the calibration and the last window, the same days at a higher
// limit), and the rest joins the next window.
import type { SearchAllRun } from "./run.js";
import { SampleDensity } from "./sample-density.js";
import { CAP, calibrationLimit, limitAbove } from "./slice-plan.js";
import type { DatedSlice, SliceRecord } from "./slice.js";
import { SweepForecast, type StretchForecast } from "./sweep-forecast.js";
import { normalDensity, normalTail, windowCeiling } from "./window-margin.js";

/** Sample records the first window holds when nothing is known yet about the density. */
const CALIBRATION_POINTS = 12;
/**
 * Sample records an estimate's calibration holds: it goes out at the cap and must come back
 * complete, so it holds fewer, room for 49 records per sample record where 12 leave room for 24.
 * On the version 3 data TrialCore "cancer" holds 31 per sample record: with 12 the estimate's
 * calibration came back full and a third search was sent before the rate was known.
 */
const ESTIMATE_CALIBRATION_POINTS = 6;
/**
 * Records per sample record the calibration window is sized for: its limit holds its sample
 * records at this rate (a result of up to 8 x 300 records). Below it, the window comes back
 * complete at a third of the cap's price; above it, it comes back full at that third and the
 * overflow re-plans it (a result that large pays for many searches anyway). At the cap, results
 * of 400-1,200 records paid a whole search for the 15-30 records of a calibration window.
 */
const CALIBRATION_RATE = 8;
/** A window planned without a measured density that comes back full is taken to hold this many times its limit. */
const WEAK_GROWTH = 2;
/**
 * A window planned from a measured density that comes back full although its forecast gave that
 * less than this chance: the forecast was wrong, not unlucky, so its size is a guess as a
 * calibration's is. Seen where a ranked sample thins out toward the newest records far more than
 * the rate allows (PatentCore "method": a last window forecast at 118 records held 382, and three
 * full searches followed, each re-planned from the last one's forecast: 765 -> 615 credits; over
 * both seeds and the bench's three days, six query-days 4,255 -> 3,990). At 3% or 6% the rule also
 * caught windows that were only unlucky and paid for the doubled guess on every sweeping core (their
 * 120 bench query-days 1.388 -> 1.437 and 1.473 x ideal); at 1% it leaves every one as it was.
 */
const SURPRISE = 0.01;
/** A window planned from an overflowed window's page that comes back full again: its size grows by this much. */
const GUESS_GROWTH = 1.3;

/** One window of the sweep, as planned: days i..j, its limit, and what it was expected to hold. */
interface Window {
  i: number;
  j: number;
  limit: number;
  expected: number;
  sd: number;
  /** Planned without a measured density: its size when full is anybody's guess. */
  calibration: boolean;
  /** Planned from the page of a window that came back full: a guess of its size. */
  guessed: boolean;
}

/**
 * Distinct records of `slice`, whose full search returned `page`, swept by date windows. `share`
 * is the part of the whole result the sweep covers (by page records), for the cost check of a `top` sweep.
 */
export function sweepDates(run: SearchAllRun, slice: DatedSlice, page: SliceRecord[], top: boolean, share = 1): Promise<Set<string>> {
  return new DateSweep(run, slice, page, top, share).sweep();
}

class DateSweep {
  private readonly forecast: SweepForecast;
  /** The sample's records (the full page's records inside the range): they are not "unseen". */
  private readonly sampleIds: Set<string>;
  /** Every record known in the range (sample and every page since), so each counts once as known. */
  private readonly knownIds = new Set<string>();
  private readonly found = new Set<string>();
  private cursor = 0;
  /** The last window that came back full at the cursor: the next one must be shorter, or sent at a higher limit. */
  private full: { i: number; j: number; limit: number; calibration: boolean } | null = null;

  constructor(
    private readonly run: SearchAllRun,
    private readonly slice: DatedSlice,
    page: SliceRecord[],
    private readonly top: boolean,
    private readonly share: number,
  ) {
    const days = new Map<string, string>();
    for (const r of page) {
      const day = run.dateOf(r);
      if (day !== null && day >= slice.from && day <= slice.to) days.set(r.serviceId as string, day);
    }
    this.forecast = new SweepForecast(slice.from, slice.to, new SampleDensity(slice.from, slice.to, [...days.values()]));
    this.sampleIds = new Set(days.keys());
    this.learn(page);
  }

  async sweep(): Promise<Set<string>> {
    while (this.cursor < this.forecast.span) {
      const w = this.plan();
      this.run.progress.grow(1);
      const child = { ...this.slice, from: this.forecast.day(w.i), to: this.forecast.day(w.j) };
      const page = await this.run.fetchSlice(child, w.limit);
      if (page === null)
        this.cursor = w.j + 1; // failed for good: listed in info().failed
      else if (page.length < w.limit) this.complete(w, page);
      else if (w.i === w.j) this.complete(w, await this.splitDay(child, page, w));
      else this.overflowed(w, page);
      if (this.top && this.forecast.rate !== null) {
        this.run.checkCost(this.expectedTotal(), this.found.size);
        if (this.run.estimate) break;
      }
    }
    return this.found;
  }

  /**
   * The next window from the cursor. After a window came back full there, the next one is strictly
   * shorter (at most the days before the middle of the records known in it), so the sweep ends
   * whatever the forecast says. Two windows are the exception, when their forecast, now that their
   * page is known, fits a strictly higher limit: then the same days go out once more at that limit.
   * The last window of the range, since cut shorter its rest costs a search of its own (a last
   * window sent at 280 that held 290 costs one more search, not two); and the calibration window,
   * whose page is the first measure of the density (halved and sent at the cap, its halves came
   * back a fifth full). Inside the range a shorter window costs nothing extra: the rest joins the
   * next window.
   */
  private plan(): Window {
    const w = this.forecastWindow();
    const { full } = this;
    if (full === null || w.i !== full.i || w.j < full.j) return w;
    const again = full.calibration || full.j === this.forecast.span - 1 ? this.forecast.stretch(full.i, full.j) : null;
    const retry = again && this.window(full.i, full.j, again);
    if (retry && retry.limit > full.limit) return retry;
    return { ...w, j: this.halfByKnown(full.i, full.j), limit: CAP, guessed: true };
  }

  /** The calibration, or the longest stretch from the cursor expected to fit with its margin. */
  private forecastWindow(): Window {
    const { forecast, cursor } = this;
    if (!forecast.canForecast(cursor)) return this.calibration();
    const rest = this.full === null ? forecast.remainder(cursor) : null;
    if (rest && windowCeiling(rest.known + rest.unseen, rest.sd) <= CAP && !this.isWholeSlice(cursor, forecast.span - 1)) {
      return this.window(cursor, forecast.span - 1, rest);
    }
    const longest = forecast.longest(cursor, (f) => windowCeiling(f.known + f.unseen, f.sd) <= CAP);
    return longest ? this.window(cursor, longest.j, longest.forecast) : this.calibration();
  }

  private window(i: number, j: number, f: StretchForecast): Window {
    const expected = f.known + f.unseen;
    return { i, j, limit: limitAbove(windowCeiling(expected, f.sd)), expected, sd: f.sd, calibration: false, guessed: f.guessed > 0 };
  }

  /** With nothing measured yet: the stretch of the next few sample records, at a limit sized for CALIBRATION_RATE. */
  private calibration(): Window {
    const { forecast, cursor } = this;
    const points = this.run.settings.estimate ? ESTIMATE_CALIBRATION_POINTS : CALIBRATION_POINTS;
    let j = cursor;
    while (j < forecast.span - 1 && forecast.sampleMass(cursor, j + 1) <= points) j++;
    // The whole slice came back full already: search a strictly smaller part of it.
    if (this.isWholeSlice(cursor, j)) j = this.halfBySample(cursor);
    const limit = calibrationLimit(forecast.sampleMass(cursor, j), CALIBRATION_RATE);
    return { i: cursor, j, limit, expected: limit, sd: 0, calibration: true, guessed: false };
  }

  private complete(w: Window, records: Iterable<SliceRecord | string>): void {
    const unseen: number[] = [];
    for (const r of records) {
      const id = typeof r === "string" ? r : (r.serviceId as string);
      this.found.add(id);
      const day = this.run.dayById.get(id);
      if (day !== undefined && !this.sampleIds.has(id)) unseen.push(this.forecast.index(day));
    }
    this.forecast.completed(w.i, w.j, unseen);
    this.cursor = w.j + 1;
    this.full = null;
  }

  /**
   * A window came back full: its page becomes known, and the records it is still expected to hold
   * beyond them are spread like its page. The cursor stays: the next plan covers the part expected to fit.
   */
  private overflowed(w: Window, page: SliceRecord[]): void {
    this.learn(page);
    const days = page.map((r) => this.dayIndexOf(r)).filter((d): d is number => d !== null);
    let known = 0;
    for (let d = w.i; d <= w.j; d++) known += this.forecast.known[d];
    const size = this.sizeWhenFull(w);
    const unseen = Math.max(size - known, w.limit * 0.05);
    // How far that size may be off: a guess by half, a forecast by the spread of its tail above the limit.
    const sd = w.calibration || w.guessed || surprised(w) ? unseen / 4 : Math.max(0.6 * w.sd, 0.1 * unseen);
    this.forecast.overflowed(w.i, w.j, days, unseen, sd);
    this.full = { i: w.i, j: w.j, limit: w.limit, calibration: w.calibration };
  }

  /**
   * Records a window that came back full is expected to hold: at least its forecast given that it
   * held its limit, and at least what the sample and the measured rate say. A window planned
   * without a measured density, or whose forecast it overflowed was far off (`surprised`), is
   * taken to hold twice its limit: when such a guess is wrong it can be wrong by any factor.
   */
  private sizeWhenFull(w: Window): number {
    if (w.calibration || surprised(w)) return Math.max(w.expected, w.limit) * WEAK_GROWTH;
    if (w.guessed) return Math.max(w.expected, w.limit) * GUESS_GROWTH;
    const rate = this.forecast.recentRate()?.rate ?? 0;
    return Math.max(fullSize(w.expected, w.sd, w.limit), (1 + rate) * this.forecast.sampleMass(w.i, w.j));
  }

  /** One day that is still full: the split rule goes on with the day's filters. */
  private splitDay(child: DatedSlice, page: SliceRecord[], w: Window): Promise<Set<string>> {
    return this.run.collect(child, page, Math.max(w.expected, w.limit * 1.3), false);
  }

  private learn(records: SliceRecord[]): void {
    for (const r of records) {
      const id = r.serviceId as string;
      const d = this.dayIndexOf(r);
      if (d === null || this.knownIds.has(id)) continue;
      this.knownIds.add(id);
      if (d >= this.cursor) this.forecast.known[d]++;
    }
  }

  /** The record's day in the range (day 0 is its first), or null when it has none there. */
  private dayIndexOf(r: SliceRecord): number | null {
    const day = this.run.dateOf(r);
    if (day === null || day < this.slice.from || day > this.slice.to) return null;
    return this.forecast.index(day);
  }

  /** Records the whole result is expected to hold: the sample, scaled by the rate measured so far and by the sweep's share. */
  private expectedTotal(): number {
    const sample = this.forecast.sampleMass(0, this.forecast.span - 1);
    return (sample * (1 + (this.forecast.rate ?? 0))) / this.share;
  }

  private isWholeSlice(i: number, j: number): boolean {
    return i === 0 && j >= this.forecast.span - 1;
  }

  /** The day before the middle of the records known in days i..j (day i alone when it holds half). */
  private halfByKnown(i: number, j: number): number {
    let total = 0;
    for (let d = i; d <= j; d++) total += this.forecast.known[d];
    let seen = this.forecast.known[i];
    let k = i;
    while (k < j - 1 && seen + this.forecast.known[k + 1] < total / 2) seen += this.forecast.known[++k];
    return Math.min(k, j - 1);
  }

  /** The last day of the first half of the range by sample mass (the first day alone when it holds half). */
  private halfBySample(i: number): number {
    const half = this.forecast.sampleMass(i, this.forecast.span - 1) / 2;
    let j = i;
    while (j < this.forecast.span - 1 && this.forecast.sampleMass(i, j) < half) j++;
    return Math.max(i, j - 1);
  }
}

/** The window came back full where its forecast said that was all but impossible (`SURPRISE`). */
function surprised(w: Window): boolean {
  return !w.calibration && !w.guessed && w.sd > 0 && normalTail((w.limit - w.expected) / w.sd) < SURPRISE;
}

/**
 * Records a window that came back full is expected to hold: its forecast, given that it held at
 * least its limit (the mean of a normal forecast above the limit), and never less than 5% more.
 */
function fullSize(expected: number, sd: number, limit: number): number {
  if (sd <= 0) return limit * 1.05;
  const a = (limit - expected) / sd;
  const tail = Math.max(1e-9, normalTail(a));
  const mean = expected + (sd * normalDensity(a)) / tail;
  return Math.max(limit * 1.05, mean);
}
