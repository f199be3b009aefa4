// Credit prices (addendum "Credits and costs"). The client's estimate and the sandbox's billing
// both call this, so they agree by construction.
import { LIMITS } from "./enums.js";

export type CostEndpoint = "search" | "get" | "lookup" | "section" | "changes" | "credits" | "capabilities";

/** What a price depends on besides the endpoint: a search's `limit`. */
export interface CostParams {
  /** Rows asked of a search (default 20); a search costs 5 credits per started block of 20 rows. */
  limit?: number;
}

export function creditCost(endpoint: CostEndpoint, params: CostParams = {}): number {
  switch (endpoint) {
    case "search":
      return 5 * Math.ceil((params.limit ?? LIMITS.searchLimitDefault) / 20);
    case "get":
    case "lookup":
    case "section":
    case "changes":
      return 1;
    case "credits":
    case "capabilities":
      return 0;
  }
}
