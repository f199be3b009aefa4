// How far a sweep's forecasts turn out to be off, learnt from its own windows. The forecast's
// standard deviation counts chance and the model's known errors, but a result can be lumpier than
// that: on dataset version 4 a drug's FDA and EMA authorizations, its generics and its papers
// cluster in time, and RegulatoryCore "treatment"'s level windows, each forecast at about 260 ± 21
// records, held 190 to over 300. Each completed window's error in its own standard deviations
// (z) says how much wider the spread really is; the sweep widens the next windows' room by that
// factor, so the margin rule (window-margin.ts) keeps the room the result needs.
// Pure (date-sweep.ts records the windows and applies the factor).
import type { StretchForecast } from "./sweep-forecast.js";
import type { Window } from "./sweep-window.js";

/** Windows' worth of trust in the model's own spread before any window is seen (z = 1 each). */
const PRIOR_WINDOWS = 4;
/**
 * Bounds of the factor. Never below 1: the model's spread is mostly the count's own chance, which
 * no run of lucky windows removes (at 0.8, BiomedCore "cancer" narrowed its room to 0.85 after
 * three close windows and the next came back full). At most 2.5: a few bad windows must not make a sweep timid.
 */
const MIN_FACTOR = 1;
const MAX_FACTOR = 2.5;

export class ForecastSpread {
  private squares = PRIOR_WINDOWS;
  private windows = PRIOR_WINDOWS;

  /**
   * A window forecast at `expected` records with the model's standard deviation `sd` held `held`
   * (for a window that came back full, `held` is its limit: a lower bound of its error, counted as it is).
   */
  observe(expected: number, sd: number, held: number): void {
    if (!(sd > 0)) return;
    this.squares += ((held - expected) / sd) ** 2;
    this.windows++;
  }

  /**
   * A window the sweep sent came back holding `held` records: only a window forecast from the
   * level counts (a calibration has no forecast; a guess from a full window's page errs as a guess).
   */
  observeWindow(w: Window, held: number): void {
    if (w.levelSd !== undefined && !w.guessed) this.observe(w.expected, w.levelSd, held);
  }

  /**
   * A forecast's standard deviation as the sweep plans with it: the level's, scaled by the factor.
   * The sample rate's forecasts are not scaled: their errors are a bias of the ranked sample (too
   * high on dataset version 4, mean z -0.8), which a wider spread would only answer with shorter,
   * emptier windows.
   */
  sdOf(f: StretchForecast): number {
    return f.byLevel ? f.sd * this.factor : f.sd;
  }

  /** What the model's standard deviation is multiplied by for the next windows. */
  get factor(): number {
    return Math.min(MAX_FACTOR, Math.max(MIN_FACTOR, Math.sqrt(this.squares / this.windows)));
  }
}
