// What a searchAll costs: asked for with `estimate: true`, and carried by the error that refuses a
// run above `maxCredits`, so a notebook can show the figure and the caller decide.
import { CorebookError } from "../../errors/index.js";
import type { ColumnTable } from "arquero";
import type { CoreName } from "../../schema/index.js";

export interface SearchAllEstimate {
  core: CoreName;
  /** Records the whole result is expected to hold (exact when one search held them all). */
  expectedRecords: number;
  /** The scouting searches already sent (they are the first searches of the real run). */
  spent: { requests: number; credits: number };
  /** What the rest of the run is expected to send. */
  remaining: { requests: number; credits: number };
  /** The whole run; minutes at the service's rate limit of 60 requests a minute. */
  total: { requests: number; credits: number; minutes: number };
}

/** searchAll expects to cost more than `maxCredits`: nothing more is sent until the caller says so. */
export class SearchAllCostError extends CorebookError {
  constructor(
    readonly estimate: SearchAllEstimate,
    readonly maxCredits: number,
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
