// The search spec of every core, by core name.
import type { CoreName } from "../enums.js";
import { biomedcoreSearchSpec } from "./biomedcore.js";
import { drugcoreSearchSpec } from "./drugcore.js";
import { genecoreSearchSpec } from "./genecore.js";
import { patentcoreSearchSpec } from "./patentcore.js";
import { regulatorycoreSearchSpec } from "./regulatorycore.js";
import type { ParamsInput } from "./spec.js";
import { trialcoreSearchSpec } from "./trialcore.js";

export const SEARCH_PARAMS = {
  biomedcore: biomedcoreSearchSpec,
  trialcore: trialcoreSearchSpec,
  drugcore: drugcoreSearchSpec,
  regulatorycore: regulatorycoreSearchSpec,
  genecore: genecoreSearchSpec,
  patentcore: patentcoreSearchSpec,
} as const satisfies Record<CoreName, unknown>;

type SearchParamsSpec<C extends CoreName> = (typeof SEARCH_PARAMS)[C];
/**
 * Search parameters of core `C`: `query` (required), `limit` (1..300, default 20), `include` and the core's filters; values are
 * checked before any request is sent.
 */
export type SearchParams<C extends CoreName> = ParamsInput<SearchParamsSpec<C>>;
