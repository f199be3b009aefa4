// What a searchAll costs: asked for with `estimate: true`, and carried by the error that refuses a
// run above `maxCredits`, so a notebook can show the figure and the caller decide.
import { CorebookError } from "../../errors/index.js";
import type { ColumnTable } from "arquero";
import { LIMITS, type CoreName } from "../../schema/index.js";
import { searchCost, TARGET_PER_SEARCH } from "./slice-plan.js";

/** What a searchAll is expected to cost, returned by `{ estimate: true }` and carried by SearchAllCostError. */
export interface SearchAllEstimate {
  /** The core searched. */
  core: CoreName;
  /** Records the whole result is expected to hold (exact when one search held them all). */
  expectedRecords: number;
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
): SearchAllEstimate {
  const totalRequests = spent.requests + remaining.requests;
  return {
    core,
    expectedRecords: records,
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
 * The estimate once the density is known: the records not found yet, in searches planned to hold
 * TARGET_PER_SEARCH each, priced at the cap, with 15% more searches for the ones that come back
 * full and are split again.
 */
export function projectEstimate(
  core: CoreName,
  spent: { requests: number; credits: number },
  expectedRecords: number,
  found: number,
): SearchAllEstimate {
  const left = Math.max(0, expectedRecords - found);
  const requests = Math.ceil((left / TARGET_PER_SEARCH) * 1.15);
  return makeEstimate(core, spent, Math.round(expectedRecords), { requests, credits: requests * searchCost(LIMITS.searchLimitMax) });
}
