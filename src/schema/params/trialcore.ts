// TrialCore search (reference 4.2). facilityCountries travels as ONE comma-joined value.
import { INTERVENTION_TYPES, OVERALL_STATUSES, SPONSOR_TYPES, STUDY_TYPES, TRIAL_PHASES } from "../enums.js";
import type { ParamsSpec } from "./spec.js";
import { booleanParam, dateParam, includeParam, queryParam, repeatableEnum, searchLimitParam } from "./common.js";

export const trialcoreSearchSpec = {
  query: queryParam,
  limit: searchLimitParam,
  include: includeParam("trialcore"),
  phase: repeatableEnum(TRIAL_PHASES),
  overallStatus: repeatableEnum(OVERALL_STATUSES),
  studyType: repeatableEnum(STUDY_TYPES),
  sponsorType: repeatableEnum(SPONSOR_TYPES),
  interventionType: repeatableEnum(INTERVENTION_TYPES),
  facilityCountries: { kind: "strings", encoding: "comma" },
  hasResults: booleanParam,
  minStartDate: dateParam,
  maxStartDate: dateParam,
  minCompletionDate: dateParam,
  maxCompletionDate: dateParam,
  minEnrollment: { kind: "integer", min: 0 },
} as const satisfies ParamsSpec;
