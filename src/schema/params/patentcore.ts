// PatentCore search (addendum). Multi-value filters are comma-separated in ONE parameter.
import type { ParamsSpec } from "./spec.js";
import { booleanParam, dateParam, includeParam, queryParam, searchLimitParam } from "./common.js";

const commaList = { kind: "strings", encoding: "comma" } as const;

export const patentcoreSearchSpec = {
  query: queryParam,
  limit: searchLimitParam,
  include: includeParam("patentcore"),
  countryCode: commaList,
  kindCode: commaList,
  language: commaList,
  cpcCodes: commaList,
  ipcCodes: commaList,
  assignee: commaList,
  inventor: commaList,
  hasClaims: booleanParam,
  hasDescription: booleanParam,
  minPublicationDate: dateParam,
  maxPublicationDate: dateParam,
  minFilingDate: dateParam,
  maxFilingDate: dateParam,
  minGrantDate: dateParam,
  maxGrantDate: dateParam,
  minPriorityDate: dateParam,
  maxPriorityDate: dateParam,
  minCitedByCount: { kind: "integer", min: 0 },
} as const satisfies ParamsSpec;
