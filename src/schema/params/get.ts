// Get-by-ID takes only `include`; the service ID travels in the path.
import type { CoreName } from "../enums.js";
import { includeParam } from "./common.js";
import type { ParamsInput } from "./spec.js";

export function getParamsSpec<C extends CoreName>(core: C) {
  return { include: includeParam(core) } as const;
}

type GetParamsSpec<C extends CoreName> = ReturnType<typeof getParamsSpec<C>>;
/** Parameters of a get-by-ID request of core `C`: only `include`, the optional fields to add (see `vocab.INCLUDES`). */
export type GetParams<C extends CoreName> = ParamsInput<GetParamsSpec<C>>;
