// Change-feed parameters, the same for every feed core (addendum "Change feeds").
import { LIMITS, type FeedCoreName } from "../enums.js";
import type { ParamsInput } from "./spec.js";

export function feedParamsSpec<C extends FeedCoreName>(core: C) {
  return {
    since: { kind: "date", required: true },
    limit: { kind: "integer", min: 1, max: LIMITS.feedLimitMax, default: LIMITS.feedLimitDefault },
    cursor: { kind: "string" },
    serviceId: { kind: "serviceIds", core, max: LIMITS.feedServiceIdsMax },
  } as const;
}

type FeedParamsSpec = ReturnType<typeof feedParamsSpec>;
export type FeedParams = ParamsInput<FeedParamsSpec>;
