// The date sweep: a full slice's date range searched window after window from its first day, one
// window at a time, each planned from what the ones before it found (sweep-forecast.ts) to come
// back as full as it safely can. The first window calibrates: with the density unknown it holds
// the first few sample records, at a limit sized for a dense result. A window that comes back full
// is not thrown away: its page shows how its records are spread, the next try covers the part of
// it expected to fit (or, for the calibration and the last window, the same days at a higher
// limit), and the rest joins the next window. A planner: it yields its searches (steps.ts).
import { ForecastSpread } from "./forecast-spread.js";
import { SampleDensity } from "./sample-density.js";
import { CAP, limitAbove } from "./slice-plan.js";
import type { DatedSlice, SliceRecord } from "./slice.js";
import { checkCost, fetchPage, splitStep, type Known, type Outcome, type Planner } from "./steps.js";
import { SweepForecast, type StretchForecast } from "./sweep-forecast.js";
import { calibrationWindow, halfByKnown, sizeWhenFull, surprised, type Window } from "./sweep-window.js";
import { windowCeiling } from "./window-margin.js";

/**
 * Distinct records of `slice`, whose full search returned `page`, swept by date windows. `share`
 * is the part of the whole result the sweep covers (by page records), for the cost check of a `top` sweep.
 */
export function sweepDates(known: Known, slice: DatedSlice, page: SliceRecord[], top: boolean, share = 1): Planner<Outcome> {
  return new DateSweep(known, slice, page, top, share).sweep();
}

class DateSweep {
  private readonly forecast: SweepForecast;
  /** How much wider than the level's own spread its forecasts have turned out on this sweep. */
  private readonly spread = new ForecastSpread();
  /** The sample's records (the full page's records inside the range): they are not "unseen". */
  private readonly sampleIds: Set<string>;
  /** Every record known in the range (sample and every page since), so each counts once as known. */
  private readonly knownIds = new Set<string>();
  private readonly found = new Set<string>();
  private cursor = 0;
  /** The last window that came back full at the cursor: the next one must be shorter, or sent at a higher limit. */
  private full: { i: number; j: number; limit: number; calibration: boolean } | null = null;

  constructor(
    private readonly run: Known,
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

  *sweep(): Planner<Outcome> {
    while (this.cursor < this.forecast.span) {
      const w = this.plan();
      this.run.progress.grow(1);
      const child = { ...this.slice, from: this.forecast.day(w.i), to: this.forecast.day(w.j) };
      const page = yield* fetchPage(child, w.limit);
      if (page !== null) this.spread.observeWindow(w, page.length);
      if (page === null)
        this.cursor = w.j + 1; // failed for good: listed in info().failed
      else if (page.length < w.limit) this.complete(w, page);
      // One day that is still full: the split rule goes on with the day's filters.
      else if (w.i === w.j) this.complete(w, yield* splitStep(child, page, Math.max(w.expected, w.limit * 1.3)));
      else this.overflowed(w, page);
      if (this.top && this.forecast.rate !== null) {
        const found = this.found.size;
        const estimate = yield* checkCost({
          expectedRecords: this.forecast.expectedRecords() / this.share,
          found,
          provisional: false,
          evidence: found,
        });
        if (estimate) return { ids: this.found, estimate };
      }
    }
    return { ids: this.found, estimate: null };
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
    // A calibration's retry measures nothing new: full again, its size is a calibration's guess (sizeWhenFull).
    if (retry && retry.limit > full.limit) return full.calibration ? { ...retry, calibration: true } : retry;
    return { ...w, j: halfByKnown(this.forecast, full.i, full.j), limit: CAP, guessed: true };
  }

  /** The calibration, or the longest stretch from the cursor expected to fit with its margin. */
  private forecastWindow(): Window {
    const { forecast, cursor } = this;
    if (!forecast.canForecast(cursor)) return this.calibration();
    const rest = this.full === null ? forecast.remainder(cursor) : null;
    if (rest && windowCeiling(rest.known + rest.unseen, this.spread.sdOf(rest)) <= CAP && cursor !== 0) {
      return this.window(cursor, forecast.span - 1, rest);
    }
    const longest = forecast.longest(cursor, (f) => windowCeiling(f.known + f.unseen, this.spread.sdOf(f)) <= CAP);
    return longest ? this.window(cursor, longest.j, longest.forecast) : this.calibration();
  }

  /** With nothing measured yet: the stretch of the next few sample records (sweep-window.ts). */
  private calibration(): Window {
    return calibrationWindow(this.forecast, this.cursor, this.run.price);
  }

  private window(i: number, j: number, f: StretchForecast): Window {
    const expected = f.known + f.unseen;
    const sd = this.spread.sdOf(f);
    const limit = limitAbove(windowCeiling(expected, sd), this.run.price);
    return { i, j, limit, expected, sd, levelSd: f.byLevel ? f.sd : undefined, calibration: false, guessed: f.guessed > 0 };
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
    const size = sizeWhenFull(this.forecast, w);
    const unseen = Math.max(size - known, w.limit * 0.05);
    // How far that size may be off: a guess by half, a forecast by the spread of its tail above the limit.
    const sd = w.calibration || w.guessed || surprised(w) ? unseen / 4 : Math.max(0.6 * w.sd, 0.1 * unseen);
    this.forecast.overflowed(w.i, w.j, days, unseen, sd);
    this.full = { i: w.i, j: w.j, limit: w.limit, calibration: w.calibration };
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
}
