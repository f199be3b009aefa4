// What a searchAll costs: asked for with `estimate: true`, and carried by the error that refuses a
// run above `maxCredits`, so a notebook can show the figure and the caller decide.
import { CorebookError } from "../../errors/index.js";
import type { ColumnTable } from "arquero";
import { LIMITS, type CoreName } from "../../schema/index.js";
import type { PriceView } from "./search-price.js";
import { TARGET_PER_SEARCH } from "./slice-plan.js";

/** What a searchAll is expected to cost, returned by `{ estimate: true }` and carried by SearchAllCostError. */
export interface SearchAllEstimate {
  /** The core searched. */
  core: CoreName;
  /** Records the whole result is expected to hold (exact when one search held them all). */
  expectedRecords: number;
  /**
   * The range the true count is expected in: `expectedRecords` is a forecast from the sample the
   * first searches give, and can be off by a third or more on a small sample. Equal ends when exact.
   */
  expectedRange: {
    /** At least this many (never fewer than the records already found). */
    low: number;
    /** At most about this many. */
    high: number;
  };
  /** The scouting searches already sent (they are the first searches of the real run). */
  spent: {
    /** Searches sent. */
    requests: number;
    /** Credits they cost. */
    credits: number;
  };
  /** What the rest of the run is expected to send. */
  remaining: {
    /** Searches still to send. */
    requests: number;
    /** Credits they are expected to cost. */
    credits: number;
  };
  /** The whole run; minutes at the service's rate limit of 60 requests a minute. */
  total: {
    /** Searches in all. */
    requests: number;
    /** Credits in all. */
    credits: number;
    /** Minutes the run takes at the rate limit. */
    minutes: number;
  };
}

/** searchAll expects to cost more than `maxCredits`: nothing more is sent until the caller says so. */
export class SearchAllCostError extends CorebookError {
  constructor(
    /** The expected cost that passed `maxCredits`. */
    readonly estimate: SearchAllEstimate,
    /** The ceiling it was refused against: pass a larger one to go ahead. */
    readonly maxCredits: number,
    /** The records the scouting searches fetched, or null when there are none. */
    readonly partial: ColumnTable | null,
  ) {
    super(
      `${estimate.core}.searchAll is expected to cost about ${estimate.total.credits} credits ` +
        `(${estimate.total.requests} searches, ~${estimate.expectedRecords} records, ${estimate.total.minutes} min at the rate limit), ` +
        `above maxCredits ${maxCredits}; ${estimate.spent.credits} credits were spent scouting. ` +
        `To go ahead pass { maxCredits: ${Math.ceil(estimate.total.credits * 1.2)} } to searchAll, or narrow the search with filters` +
        (partial ? `; the records fetched so far are in error.partial` : ""),
    );
    this.name = "SearchAllCostError";
  }
}

/** An estimate from what the run has spent and what it expects still to send. */
export function makeEstimate(
  core: CoreName,
  spent: { requests: number; credits: number },
  records: number,
  remaining: { requests: number; credits: number },
  range: { low: number; high: number } = { low: records, high: records },
): SearchAllEstimate {
  const totalRequests = spent.requests + remaining.requests;
  return {
    core,
    expectedRecords: records,
    expectedRange: range,
    spent,
    remaining,
    total: {
      requests: totalRequests,
      credits: spent.credits + remaining.credits,
      minutes: Math.round((totalRequests / LIMITS.rateLimitRequests) * 10) / 10,
    },
  };
}

/**
 * How far off the forecast of the whole count can be, as a factor: chance in the records the rate
 * was measured on (about 1/sqrt(found)), and the model's own error (the first page is not quite a
 * random draw of the result, and a value split's calibration measures a rate on part of it: README),
 * at RANGE_Z standard deviations. On the bench queries the count was 0.60-1.84 times the forecast
 * (bench/search-all-estimate.mjs, medium sandbox, 2026-01-01); the factor is at least 1.9.
 */
const RANGE_Z = 3;
/** Sample records below which a measured rate is a guess (as the run's own planning holds: run.ts). */
const WEAK_EVIDENCE = 10;
const MODEL_ERROR = 0.3;

/**
 * The estimate once the density is known: the records not found yet, in searches planned to hold
 * TARGET_PER_SEARCH each, priced at the cap at the price learnt so far (`price`: the first search
 * went out at the cap, so that price is the one charged, whatever the service's rule), with 15% more
 * searches for the ones that come back full and are split again; and the range the count is expected in.
 */
export function projectEstimate(
  core: CoreName,
  spent: { requests: number; credits: number },
  expectedRecords: number,
  found: number,
  price: PriceView,
  evidence: { mass: number; fetched: number } = { mass: found, fetched: found },
): SearchAllEstimate {
  const left = Math.max(0, expectedRecords - found);
  const requests = Math.ceil((left / TARGET_PER_SEARCH) * 1.15);
  // A ratio either way (the forecast can be half too low or a third too high alike), never below
  // what was fetched. A rate measured on a handful of sample records (a value the ranked page hardly
  // shows, searched whole) can be off tenfold: then nothing bounds the count from below but that.
  const factor = 1 + RANGE_Z * Math.sqrt(1 / Math.max(evidence.mass, 1) + MODEL_ERROR ** 2);
  const floor = Math.max(found, evidence.fetched);
  const low = evidence.mass < WEAK_EVIDENCE ? floor : Math.max(floor, expectedRecords / factor);
  const range = {
    low: Math.round(Math.min(low, Math.max(floor, expectedRecords))),
    high: Math.round(Math.max(floor, expectedRecords * factor)),
  };
  return makeEstimate(core, spent, Math.round(expectedRecords), { requests, credits: requests * price.cost(LIMITS.searchLimitMax) }, range);
}

/**
 * What a run does with its projected cost: an `estimate: true` run returns it (a provisional
 * check, on part of the result, makes none); any other run goes on, or is refused above maxCredits.
 */
export function costVerdict(
  estimate: SearchAllEstimate,
  provisional: boolean,
  settings: { estimate: boolean; maxCredits: number },
): SearchAllEstimate | null {
  if (settings.estimate) return provisional ? null : estimate;
  if (estimate.total.credits > settings.maxCredits) throw new SearchAllCostError(estimate, settings.maxCredits, null);
  return null;
}
