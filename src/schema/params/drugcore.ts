// DrugCore search (reference 4.3).
import { CLINICAL_STAGES, DRUG_TYPES } from "../enums.js";
import type { ParamsSpec } from "./spec.js";
import { includeParam, queryParam, repeatableEnum, searchLimitParam } from "./common.js";

export const drugcoreSearchSpec = {
  query: queryParam,
  limit: searchLimitParam,
  include: includeParam("drugcore"),
  drugType: repeatableEnum(DRUG_TYPES),
  maxClinicalStage: repeatableEnum(CLINICAL_STAGES),
} as const satisfies ParamsSpec;
