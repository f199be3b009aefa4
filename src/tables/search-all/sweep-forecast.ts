// What the rest of a date sweep holds, day by day: the records already known there (the sample,
// the pages of windows that came back full), exactly, plus the records not seen yet, forecast
// from the swept part. Behind the cursor every record is known, so the density of the records
// the sample did not hold (its level just behind the cursor) says what the next days hold better
// than the sample can: a window of 270 records holds about 16 sample records when the sample is a
// seventeenth of the result, so its sample count is off by a quarter either way, where the level
// is off by less than a tenth. The sample still checks the level (a Gamma prior from the level,
// updated by the sample count as a Poisson observation): it sees a density falling or rising
// ahead, and the end of the records. Densities of dated records change slowly from month to
// month, except on the first of a month and of a year, where records whose day or month is
// unknown are dated (reference 2.1: "day and month default to 01 when unknown"); those days get
// their own factor, learnt from the swept part too.
import { addDays, daySpan } from "../../days/index.js";
import type { SampleDensity } from "./sample-density.js";
import { chooseModel, rateError } from "./forecast-model.js";
import { SweptWindows } from "./swept-windows.js";

/** Prior strength of the level over the whole rest of the range: a flat level years ahead is a weak guess. */
const REMAINDER_PRIOR = 4;
/** The expected records of a stretch of days: known exactly, unseen as forecast, and the spread of the unseen part. */
export interface StretchForecast {
  known: number;
  unseen: number;
  /** Standard deviation of the stretch's count: chance, plus the model's error. */
  sd: number;
  /** Part of `unseen` spread by the page of a window that came back full (a guess of its size). */
  guessed: number;
  /** Forecast from the swept level (not the sample rate): its spread is the one a sweep learns (forecast-spread.ts). */
  byLevel: boolean;
}

export class SweepForecast {
  /** Days in the range; day i is `from` + i. */
  readonly span: number;
  /** Known records (not yet swept) per day. */
  readonly known: Float64Array;
  /** Unseen records per day where a window came back full: its page says more than the model. NaN: none. */
  private readonly override: Float64Array;
  /** The same days' share of the standard deviation of that guess (shares add up: one guess, one error). */
  private readonly overrideSd: Float64Array;
  /** The windows completed so far, and the rate and level they measure. */
  private readonly swept: SweptWindows;

  constructor(
    readonly from: string,
    to: string,
    private readonly sample: SampleDensity,
  ) {
    this.span = daySpan(from, to) + 1;
    this.known = new Float64Array(this.span);
    this.override = new Float64Array(this.span).fill(Number.NaN);
    this.overrideSd = new Float64Array(this.span);
    this.swept = new SweptWindows(from, this.span);
  }

  index(day: string): number {
    return daySpan(this.from, day);
  }

  day(i: number): string {
    return addDays(this.from, i);
  }

  /** Unseen records per unit of sample mass in the windows completed so far; null before the first. */
  get rate(): number | null {
    return this.swept.rate;
  }

  /** Records the sweep's whole range is expected to hold: the sample, scaled by the rate measured so far. */
  expectedRecords(): number {
    return this.sample.mass(0, this.span - 1) * (1 + (this.rate ?? 0));
  }

  /** Sample mass of days i..j. */
  sampleMass(i: number, j: number): number {
    return this.sample.mass(i, j);
  }

  /** A window i..j came back complete: `unseenDays` are the days of its records the sample did not hold. */
  completed(i: number, j: number, unseenDays: readonly number[]): void {
    this.swept.completed({ i, j, unseen: unseenDays.length, mass: this.sample.mass(i, j) }, unseenDays);
  }

  /**
   * A window i..j came back full: `pageDays` (its page, now known) spread the `unseen` records it is
   * still expected to hold beyond them, in place of the model, until the sweep has passed them.
   */
  overflowed(i: number, j: number, pageDays: readonly number[], unseen: number, sd: number): void {
    const share = new Float64Array(j - i + 1);
    for (const d of pageDays) if (d >= i && d <= j) share[d - i]++;
    const total = share.reduce((a, b) => a + b, 0);
    for (let d = i; d <= j; d++) {
      const part = total > 0 ? share[d - i] / total : 1 / (j - i + 1);
      this.override[d] = unseen * part;
      this.overrideSd[d] = sd * part;
    }
  }

  /** True when the model can forecast the days after `cursor` (a window has completed, or the cursor is in an overflowed window). */
  canForecast(cursor: number): boolean {
    return this.rate !== null || !Number.isNaN(this.override[cursor]);
  }

  /**
   * The longest stretch from the cursor whose forecast `fits` (the first day alone when none does),
   * or null when nothing can be forecast there.
   */
  longest(cursor: number, fits: (f: StretchForecast) => boolean): { j: number; forecast: StretchForecast } | null {
    let best: { j: number; forecast: StretchForecast } | null = null;
    this.walk(cursor, (j, forecast) => {
      const ok = fits(forecast);
      if (ok || best === null) best = { j, forecast };
      return ok;
    });
    return best;
  }

  /** The forecast of days cursor..j, or null when nothing can be forecast there. */
  stretch(cursor: number, j: number): StretchForecast | null {
    let found: StretchForecast | null = null;
    this.walk(cursor, (k, forecast) => {
      if (k === j) found = forecast;
      return k < j;
    });
    return found;
  }

  /** Forecasts of the stretches cursor..j as j grows: `accept` sees each until it returns false or the range ends. */
  private walk(cursor: number, accept: (j: number, f: StretchForecast) => boolean): void {
    const model = chooseModel(this.swept.measured, this.swept.level(cursor), this.sample, this.span, cursor);
    let known = 0;
    let unseen = 0;
    let modelled = 0;
    let overridden = 0;
    let overriddenSd = 0;
    let mass = 0;
    let modelledMass = 0;
    for (let j = cursor; j < this.span; j++) {
      known += this.known[j];
      mass += this.sample.mass(j, j);
      const o = this.override[j];
      if (!Number.isNaN(o)) {
        overridden += o;
        overriddenSd += this.overrideSd[j];
      } else if (model.kind === "level") {
        modelled += model.perDay(j);
      } else if (model.kind === "sample") {
        modelled += model.rate * this.sample.mass(j, j);
        modelledMass += this.sample.mass(j, j);
      } else {
        return; // nothing known ahead of an overflowed window before any window completed
      }
      unseen = modelled + overridden;
      const modelError =
        model.kind === "level" ? model.error * modelled : model.kind === "sample" ? rateError(model, modelledMass, modelled, mass) : 0;
      const sd = Math.sqrt(modelled + modelError ** 2 + overriddenSd ** 2);
      if (!accept(j, { known, unseen, sd, guessed: overridden, byLevel: model.kind === "level" })) return;
    }
  }

  /** The whole rest of the range, with a weak trust in the level: the sample says where the records end. */
  remainder(cursor: number): StretchForecast | null {
    const measured = this.swept.measured;
    if (measured === null) return null;
    const { rate } = measured;
    let known = 0;
    for (let j = cursor; j < this.span; j++) known += this.known[j];
    const level = this.swept.level(cursor);
    const mass = this.sample.mass(cursor, this.span - 1);
    if (level === null) {
      const sd = Math.sqrt(rate * mass + rateError(measured, mass, rate * mass, mass) ** 2);
      return { known, unseen: rate * mass, sd, guessed: 0, byLevel: false };
    }
    let flat = 0;
    for (let j = cursor; j < this.span; j++) flat += level.perDay(j);
    const unseen = (REMAINDER_PRIOR + mass) / (REMAINDER_PRIOR / Math.max(flat, 1e-9) + 1 / rate);
    return { known, unseen, sd: Math.sqrt(unseen + unseen ** 2 / (REMAINDER_PRIOR + mass)), guessed: 0, byLevel: true };
  }
}
