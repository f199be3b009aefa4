// Change-feed parameters, the same for every feed core (addendum "Change feeds").
import { LIMITS, type ChangesCoreName } from "../enums.js";
import type { ParamsInput } from "./spec.js";

export function feedParamsSpec<C extends ChangesCoreName>(core: C) {
  return {
    since: { kind: "date", required: true },
    limit: { kind: "integer", min: 1, max: LIMITS.feedLimitMax, default: LIMITS.feedLimitDefault },
    cursor: { kind: "string" },
    serviceId: { kind: "serviceIds", core, max: LIMITS.feedServiceIdsMax },
  } as const;
}

type FeedParamsSpec = ReturnType<typeof feedParamsSpec>;
/**
 * Parameters of a change-feed page: `since` (`YYYY-MM-DD`, required), `limit` (1..1000, default 100), `cursor` (the previous
 * page's `nextCursor`) and `serviceId` (up to 100 ids of the core, to scope the feed).
 * The client takes more than 100 `serviceId`s and splits them into several scoped feeds.
 */
export type ChangesParams = ParamsInput<FeedParamsSpec>;
