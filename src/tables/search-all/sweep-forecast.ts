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
import { addDays, daySpan } from "../../days/day-dates.js";
import type { SampleDensity } from "./sample-density.js";

/** Records behind the cursor that set the level: enough that chance moves it by about 3.5%. */
const TRAILING_RECORDS = 800;
/** Standard deviations within which an older window's density agrees with the newer ones'. */
const AGREEMENT = 2.5;
/** Fewer unseen records than this behind the cursor: the level is too rough, the sample plans. */
const MIN_TRAILING = 100;
/** How far a flat level is off over the next window (chance included): ±9-12% on the medium sandbox's queries. */
const LEVEL_ERROR = 0.06;
/** Records of the stretch over which the sample checks the level. */
const REFERENCE_RECORDS = 270;
/**
 * The level is not trusted when the sample count over the reference stretch is this many standard
 * deviations from the level's and off by more than half: a ranked sample clusters by chance
 * (a stretch of 16 expected sample records often holds 8 or 26), a real change is larger.
 */
const DISAGREEMENT = 3.5;
const DISAGREEMENT_RATIO = 1.6;
/** Prior strength of the level over the whole rest of the range: a flat level years ahead is a weak guess. */
const REMAINDER_PRIOR = 4;
/** How far the density drifts from the level over a window, beyond the level's own chance error. */
const DRIFT = 0.03;

/** The most a level's trend may scale it ahead of the windows it was read from. */
const MAX_TREND = 1.6;

/** Days either side of a first of month or year whose ordinary days set its factor's baseline. */
const NEARBY_DAYS = 15;

const ORDINARY = 0;
const MONTH_FIRST = 1;
const YEAR_FIRST = 2;

/** The expected records of a stretch of days: known exactly, unseen as forecast, and the spread of the unseen part. */
export interface StretchForecast {
  known: number;
  unseen: number;
  /** Standard deviation of the stretch's count: chance, plus the model's error. */
  sd: number;
  /** Part of `unseen` spread by the page of a window that came back full (a guess of its size). */
  guessed: number;
}

/** How the unseen records of a day are forecast: from the swept level, from the sample, or not at all yet. */
/** A rate measured on swept windows: unseen records per unit of sample mass, from `count` records over `mass`. */
type Rate = { rate: number; count: number; mass: number };
type Model = { kind: "level"; perDay: (i: number) => number; error: number } | ({ kind: "sample" } & Rate) | { kind: "none" };

export class SweepForecast {
  /** Days in the range; day i is `from` + i. */
  readonly span: number;
  /** Known records (not yet swept) per day. */
  readonly known: Float64Array;
  private readonly kinds: Uint8Array;
  /** Records found behind the cursor that the sample did not hold, per day. */
  private readonly unseenFound: Float64Array;
  /** Unseen records per day where a window came back full: its page says more than the model. NaN: none. */
  private readonly override: Float64Array;
  /** The same days' share of the standard deviation of that guess (shares add up: one guess, one error). */
  private readonly overrideSd: Float64Array;
  /** Records the sample did not hold, found in completed windows, and the sample mass of those windows. */
  private unseenCount = 0;
  private sweptMass = 0;
  /** The completed windows, in sweep order, with their unseen records and their sample mass. */
  private readonly windows: { i: number; j: number; unseen: number; mass: number }[] = [];

  constructor(
    readonly from: string,
    to: string,
    private readonly sample: SampleDensity,
  ) {
    this.span = daySpan(from, to) + 1;
    this.known = new Float64Array(this.span);
    this.unseenFound = new Float64Array(this.span);
    this.override = new Float64Array(this.span).fill(Number.NaN);
    this.overrideSd = new Float64Array(this.span);
    this.kinds = new Uint8Array(this.span);
    for (let i = 0, d = from; i < this.span; i++, d = addDays(d, 1)) {
      this.kinds[i] = d.endsWith("-01-01") ? YEAR_FIRST : d.endsWith("-01") ? MONTH_FIRST : ORDINARY;
    }
  }

  index(day: string): number {
    return daySpan(this.from, day);
  }

  day(i: number): string {
    return addDays(this.from, i);
  }

  /** Unseen records per unit of sample mass in the windows completed so far; null before the first. */
  get rate(): number | null {
    return this.sweptMass > 0 ? this.unseenCount / this.sweptMass : null;
  }

  /**
   * Unseen records per unit of sample mass in the newest completed windows holding TRAILING_RECORDS
   * (all of them while fewer than MIN_TRAILING were found): what the sample is worth just behind the
   * cursor. A ranked sample thins out toward the newest records where the ranking favours older ones
   * (papers and patents gather citations over the years), so the rate over the whole sweep so far
   * lags the rate ahead: on the medium sandbox's version 3 data, BiomedCore "cancer" near its
   * anchor held 1.6x what the sweep-wide rate forecast, and four windows in a row came back full.
   */
  recentRate(): { rate: number; count: number; mass: number } | null {
    if (this.sweptMass <= 0) return null;
    let count = 0;
    let mass = 0;
    for (let k = this.windows.length - 1; k >= 0 && count < TRAILING_RECORDS; k--) {
      count += this.windows[k].unseen;
      mass += this.windows[k].mass;
    }
    if (count < MIN_TRAILING || mass <= 0)
      return { rate: this.unseenCount / this.sweptMass, count: this.unseenCount, mass: this.sweptMass };
    return { rate: count / mass, count, mass };
  }

  /** Sample mass of days i..j. */
  sampleMass(i: number, j: number): number {
    return this.sample.mass(i, j);
  }

  /** A window i..j came back complete: `unseenDays` are the days of its records the sample did not hold. */
  completed(i: number, j: number, unseenDays: readonly number[]): void {
    for (const d of unseenDays) this.unseenFound[d]++;
    this.windows.push({ i, j, unseen: unseenDays.length, mass: this.sample.mass(i, j) });
    this.unseenCount += unseenDays.length;
    this.sweptMass += this.sample.mass(i, j);
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
    const model = this.model(cursor);
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
        model.kind === "level" ? model.error * modelled : model.kind === "sample" ? this.rateError(model, modelledMass, modelled, mass) : 0;
      const sd = Math.sqrt(modelled + modelError ** 2 + overriddenSd ** 2);
      if (!accept(j, { known, unseen, sd, guessed: overridden })) return;
    }
  }

  /**
   * How far a rate measured on the swept windows is off over a stretch of `stretchMass` sample
   * mass forecast at `modelled` unseen records: the measured count's chance, counted as at least
   * one record (a calibration that found none beyond its sample measured a rate of 0, not a
   * certainty), and the stretch's own sample count's (`mass` of it in all).
   */
  private rateError(rate: Rate, stretchMass: number, modelled: number, mass: number): number {
    const measured = (stretchMass * Math.sqrt(Math.max(rate.count, 1))) / rate.mass;
    return Math.sqrt(measured ** 2 + modelled ** 2 / (mass + 1));
  }

  /** The whole rest of the range, with a weak trust in the level: the sample says where the records end. */
  remainder(cursor: number): StretchForecast | null {
    const measured = this.recentRate();
    if (measured === null) return null;
    const { rate } = measured;
    let known = 0;
    for (let j = cursor; j < this.span; j++) known += this.known[j];
    const level = this.level(cursor);
    const mass = this.sample.mass(cursor, this.span - 1);
    if (level === null)
      return {
        known,
        unseen: rate * mass,
        sd: Math.sqrt(rate * mass + this.rateError(measured, mass, rate * mass, mass) ** 2),
        guessed: 0,
      };
    let flat = 0;
    for (let j = cursor; j < this.span; j++) flat += level.perDay(j);
    const unseen = (REMAINDER_PRIOR + mass) / (REMAINDER_PRIOR / Math.max(flat, 1e-9) + 1 / rate);
    return { known, unseen, sd: Math.sqrt(unseen + unseen ** 2 / (REMAINDER_PRIOR + mass)), guessed: 0 };
  }

  /**
   * How the days after the cursor are forecast. The level is checked against the sample over the
   * stretch the sample expects to hold REFERENCE_RECORDS: when the sample count there is far from
   * what the level implies (the density rises or falls, or the records end), the level is not
   * trusted and the sample forecasts; otherwise the sample count corrects the level a little.
   */
  private model(cursor: number): Model {
    const measured = this.recentRate();
    if (measured === null) return { kind: "none" };
    const { rate } = measured;
    const level = this.level(cursor);
    if (level === null) return { kind: "sample", ...measured };
    const reference = REFERENCE_RECORDS / (1 + rate);
    let flat = 0;
    let j = cursor;
    for (; j < this.span && this.sample.mass(cursor, j) < reference; j++) flat += level.perDay(j);
    if (j < this.span) flat += level.perDay(j);
    const mass = this.sample.mass(cursor, j);
    const implied = flat / rate;
    const z = (mass - implied) / Math.sqrt(implied + (implied * LEVEL_ERROR) ** 2 + 1);
    const ratio = (mass + 1) / (implied + 1);
    if (Math.abs(z) > DISAGREEMENT && (ratio > DISAGREEMENT_RATIO || ratio < 1 / DISAGREEMENT_RATIO))
      return { kind: "sample", ...measured };
    const alpha = 1 / LEVEL_ERROR ** 2;
    const factor = flat > 0 ? (alpha + mass) / (alpha + implied) : 1;
    return { kind: "level", perDay: (i) => level.perDay(i) * factor, error: Math.sqrt(level.error ** 2 + DRIFT ** 2) };
  }

  /**
   * Unseen records per ordinary day just behind the cursor, with the factors of the first of a
   * month and of a year, and the relative error chance leaves in it; null while too few records
   * are behind it. It is read from the last completed windows, newest first, while they hold fewer
   * than TRAILING_RECORDS and an older one's density agrees with the newer ones' (a calibration
   * window spanning sparse decades, or a stretch before the density rose, would drag it down).
   */
  private level(cursor: number): { perDay: (i: number) => number; error: number } | null {
    const month = this.dayFactor(MONTH_FIRST, cursor) ?? 1;
    const factors = [1, month, this.dayFactor(YEAR_FIRST, cursor) ?? month];
    const weightOf = (w: { i: number; j: number }) => {
      let days = 0;
      for (let d = w.i; d <= w.j; d++) days += factors[this.kinds[d]];
      return days;
    };
    let records = 0;
    let days = 0;
    const used: { t: number; density: number; unseen: number }[] = [];
    for (let k = this.windows.length - 1; k >= 0 && records < TRAILING_RECORDS; k--) {
      const w = this.windows[k];
      const weight = weightOf(w);
      if (records > 0) {
        const expected = (records / days) * weight;
        if (Math.abs(w.unseen - expected) > AGREEMENT * Math.sqrt(expected + 1)) break;
      }
      records += w.unseen;
      days += weight;
      if (weight > 0) used.push({ t: (w.i + w.j) / 2, density: (w.unseen + 0.5) / weight, unseen: w.unseen + 0.5 });
    }
    if (records < MIN_TRAILING || days === 0) return null;
    const perDay = records / days;
    const { growth, centre } = trend(used);
    const at = (i: number) => Math.min(MAX_TREND, Math.max(1 / MAX_TREND, Math.exp(growth * (i - centre))));
    return { perDay: (i) => perDay * factors[this.kinds[i]] * at(i), error: 1 / Math.sqrt(records) };
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

/**
 * How fast the density of the windows behind the cursor grows per day (log scale), and the day
 * their level stands for: a weighted fit of each window's log density on its middle day, shrunk
 * toward no growth by its own uncertainty (a slope within chance of 0 counts for little). Records
 * of realistic data grow over the years (trials, papers and patents), so a flat level read from
 * the last 800 records lags the days ahead: TrialCore "cancer" had 9 of 33 windows come back full.
 */
function trend(windows: readonly { t: number; density: number; unseen: number }[]): { growth: number; centre: number } {
  let w = 0;
  let t = 0;
  let y = 0;
  for (const x of windows) {
    w += x.unseen;
    t += x.unseen * x.t;
    y += x.unseen * Math.log(x.density);
  }
  if (windows.length < 2 || w === 0) return { growth: 0, centre: 0 };
  const tBar = t / w;
  const yBar = y / w;
  let sxx = 0;
  let sxy = 0;
  for (const x of windows) {
    sxx += x.unseen * (x.t - tBar) ** 2;
    sxy += x.unseen * (x.t - tBar) * (Math.log(x.density) - yBar);
  }
  if (sxx <= 0) return { growth: 0, centre: tBar };
  const slope = sxy / sxx;
  const variance = 1 / sxx;
  return { growth: (slope * slope ** 2) / (slope ** 2 + variance), centre: tBar };
}
