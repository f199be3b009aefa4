// RegulatoryCore search (reference 4.5). authorizationStatus is case-insensitive on input;
// serviceId confines the full-text search to one record.
import { AGENCIES, AUTHORIZATION_STATUSES, DESIGNATION_TYPES, MOLECULE_TYPES } from "../enums.js";
import type { ParamsSpec } from "./spec.js";
import { booleanParam, dateParam, includeParam, queryParam, repeatableEnum, searchLimitParam } from "./common.js";

export const regulatorycoreSearchSpec = {
  query: queryParam,
  limit: searchLimitParam,
  agency: repeatableEnum(AGENCIES),
  moleculeType: repeatableEnum(MOLECULE_TYPES),
  authorizationStatus: { kind: "enum", values: AUTHORIZATION_STATUSES, repeatable: true, caseInsensitive: true },
  hasDesignation: repeatableEnum(DESIGNATION_TYPES),
  isOrphan: booleanParam,
  minAuthorizationDate: dateParam,
  maxAuthorizationDate: dateParam,
  minLastUpdateDate: dateParam,
  maxLastUpdateDate: dateParam,
  minCreateDate: dateParam,
  serviceId: { kind: "serviceId", core: "regulatorycore" },
  include: includeParam("regulatorycore"),
} as const satisfies ParamsSpec;
