// How searchAll sizes its searches. A search costs 5 x ceil(limit/20) credits whatever it returns,
// so the cheap plan fills each search close to its limit. There is no count in a response: the
// records a full search returned are the evidence. They are its best-ranked matches, a sample
// whose spread over dates and enum values follows the spread of all the matches, so a window
// holding k of them is expected to hold about k x rate records, where rate (records per sample
// record) is learnt from the windows that came back complete.
import { LIMITS } from "../../schema/index.js";

/** The most records one search returns. */
export const CAP = LIMITS.searchLimitMax;

/** Records a planned search aims to hold: below the cap so a window a little denser than expected still fits. */
export const TARGET_PER_SEARCH = 200;
const STEP = 20;

/** Room for a window expected to hold `expected` records: a quarter more, and 10 for small windows. */
const withMargin = (expected: number): number => expected * 1.25 + 10;

/** The cheapest limit (a multiple of 20, 20..300) with room for a window holding `expected` records. */
export function limitFor(expected: number): number {
  const wanted = Math.ceil(withMargin(expected) / STEP) * STEP;
  return Math.min(LIMITS.searchLimitMax, Math.max(STEP, wanted));
}

/** True when a window expected to hold `expected` records fits one search with limitFor's margin. */
export function fitsOneSearch(expected: number): boolean {
  return withMargin(expected) <= LIMITS.searchLimitMax;
}

/** Credits of one search with this limit (the service's price: 5 per started 20 records). */
export function searchCost(limit: number): number {
  return 5 * Math.ceil(limit / STEP);
}

/** The cheapest limit (a multiple of 20, 20..300) that returns at least `records` records when there are that many. */
export function limitAbove(records: number): number {
  return Math.min(CAP, Math.max(STEP, Math.ceil(records / STEP) * STEP));
}

/**
 * The limit of a calibration search, whose rate is unknown: room for `sampleRecords` at `rate`
 * records each, so a result up to that dense comes back complete below the cap's price. An
 * estimate sends the same search: its searches are the run's first ones, reused by the run after it.
 */
export function calibrationLimit(sampleRecords: number, rate: number): number {
  return limitAbove(sampleRecords * rate);
}
