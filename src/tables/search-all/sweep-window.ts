// One window of a date sweep, as planned, and what the sweep reads from one that came back full:
// how many records it is taken to hold, and where to cut a window that must be shorter. Pure
// functions of the window and the sweep's forecast (date-sweep.ts plans with them).
import type { PriceView } from "./search-price.js";
import { calibrationLimit } from "./slice-plan.js";
import type { SweepForecast } from "./sweep-forecast.js";
import { normalDensity, normalTail } from "./window-margin.js";

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

/** Sample records the first window holds when nothing is known yet about the density. */
const CALIBRATION_POINTS = 12;
/**
 * Records per sample record the calibration window is sized for: its limit holds its sample
 * records at this rate (a result of up to 4 x 300 records, 60 for a dozen). Below it, the window
 * comes back complete at a fifth of the cap's price; above it, it comes back full at that fifth
 * and the overflow re-plans it (a result that large pays for many searches anyway). At the cap,
 * results of 400-1,200 records paid a whole search for the 15-30 records of a calibration window;
 * at 8 (100) they still paid 40 credits more than those records need, on every small result
 * (issue 47: results of 300-1,000 records 2-2.7% cheaper; 3 saved more there but cost the big
 * sweeps more, 15 sample records at 4 cost both more: docs/decisions/search-all-planner.md).
 */
const CALIBRATION_RATE = 4;
/**
 * A calibration window that comes back full shows only that the result is denser than
 * CALIBRATION_RATE: it is taken to hold what a window sized for this rate would (twice that, as
 * any calibration: WEAK_GROWTH), which is what the calibration at 8 was taken to hold. Taken at
 * twice its own smaller limit, its retry went out lower and the big sweeps planned from a rougher
 * page (BiomedCore "cancer" on 2026-05-01: 4 windows full at the cap, the slicing test allows 3).
 */
const FULL_CALIBRATION_RATE = 8;
/** One window of the sweep, as planned: days i..j, its limit, and what it was expected to hold. */
export interface Window {
  i: number;
  j: number;
  limit: number;
  expected: number;
  sd: number;
  /** Forecast from the swept level: the level's own standard deviation, before the sweep's learnt spread widened it. */
  levelSd?: number;
  /** Planned without a measured density: its size when full is anybody's guess. */
  calibration: boolean;
  /** Planned from the page of a window that came back full: a guess of its size. */
  guessed: boolean;
}

/**
 * Records a window that came back full is expected to hold: at least its forecast given that it
 * held its limit, and at least what the sample and the measured rate say. A window planned
 * without a measured density, or whose forecast it overflowed was far off (`surprised`), is
 * taken to hold twice its limit: when such a guess is wrong it can be wrong by any factor.
 */
export function sizeWhenFull(forecast: SweepForecast, w: Window): number {
  if (w.calibration || surprised(w)) return Math.max(w.expected, w.limit) * WEAK_GROWTH;
  if (w.guessed) return Math.max(w.expected, w.limit) * GUESS_GROWTH;
  const rate = forecast.rate ?? 0;
  return Math.max(fullSize(w.expected, w.sd, w.limit), (1 + rate) * forecast.sampleMass(w.i, w.j));
}

/**
 * With nothing measured yet: the stretch of the next CALIBRATION_POINTS sample records from the
 * cursor, at a limit sized for CALIBRATION_RATE (a strictly smaller part when the whole slice came back full).
 */
export function calibrationWindow(forecast: SweepForecast, cursor: number, price: PriceView): Window {
  let j = cursor;
  while (j < forecast.span - 1 && forecast.sampleMass(cursor, j + 1) <= CALIBRATION_POINTS) j++;
  // The whole slice came back full already: search a strictly smaller part of it.
  if (cursor === 0 && j >= forecast.span - 1) j = halfBySample(forecast, cursor);
  const mass = forecast.sampleMass(cursor, j);
  const limit = calibrationLimit(mass, CALIBRATION_RATE, price);
  const expected = Math.max(limit, calibrationLimit(mass, FULL_CALIBRATION_RATE, price));
  return { i: cursor, j, limit, expected, sd: 0, calibration: true, guessed: false };
}

/** The day before the middle of the records known in days i..j (day i alone when it holds half). */
export function halfByKnown(forecast: SweepForecast, i: number, j: number): number {
  let total = 0;
  for (let d = i; d <= j; d++) total += forecast.known[d];
  let seen = forecast.known[i];
  let k = i;
  while (k < j - 1 && seen + forecast.known[k + 1] < total / 2) seen += forecast.known[++k];
  return Math.min(k, j - 1);
}

/** The last day of the first half of the range from day i by sample mass (day i alone when it holds half). */
export function halfBySample(forecast: SweepForecast, i: number): number {
  const half = forecast.sampleMass(i, forecast.span - 1) / 2;
  let j = i;
  while (j < forecast.span - 1 && forecast.sampleMass(i, j) < half) j++;
  return Math.max(i, j - 1);
}

/** The window came back full where its forecast said that was all but impossible (`SURPRISE`). */
export function surprised(w: Window): boolean {
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
