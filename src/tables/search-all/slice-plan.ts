// How searchAll sizes its searches. A search costs what its limit costs whatever it returns (the
// addendum's 5 x ceil(limit/20) until the run learns otherwise: search-price.ts), so the cheap plan
// fills each search close to the cheapest limit with room for it. There is no count in a response: the
// records a full search returned are the evidence. They are its best-ranked matches, a sample
// whose spread over dates and enum values follows the spread of all the matches, so a window
// holding k of them is expected to hold about k x rate records, where rate (records per sample
// record) is learnt from the windows that came back complete.
import { LIMITS } from "../../schema/index.js";
import type { PriceView } from "./search-price.js";

/** The most records one search returns. */
export const CAP = LIMITS.searchLimitMax;

/** Records a planned search aims to hold: below the cap so a window a little denser than expected still fits. */
export const TARGET_PER_SEARCH = 200;

/** Room for a window expected to hold `expected` records: a quarter more, and 10 for small windows. */
const withMargin = (expected: number): number => expected * 1.25 + 10;

/**
 * The cheapest limit (a multiple of 20, 20..300) with room for a window holding `expected` records
 * at `price`: the smallest with room while a larger limit costs more, the cap when it costs the same.
 */
export function limitFor(expected: number, price: PriceView): number {
  return price.cheapestLimit(withMargin(expected));
}

/**
 * True when a window expected to hold `expected` records fits one search with limitFor's margin:
 * a matter of the cap, not of the price.
 */
export function fitsOneSearch(expected: number): boolean {
  return withMargin(expected) <= LIMITS.searchLimitMax;
}

/** The cheapest limit (a multiple of 20, 20..300) that returns at least `records` records when there are that many. */
export function limitAbove(records: number, price: PriceView): number {
  return price.cheapestLimit(records);
}

/**
 * The limit of a calibration search, whose rate is unknown: room for `sampleRecords` at `rate`
 * records each, so a result up to that dense comes back complete below the cap's price. An
 * estimate sends the same search: its searches are the run's first ones, reused by the run after it.
 */
export function calibrationLimit(sampleRecords: number, rate: number, price: PriceView): number {
  return limitAbove(sampleRecords * rate, price);
}
