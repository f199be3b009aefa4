// BiomedCore search (reference 4.1).
import type { ParamsSpec } from "./spec.js";
import { booleanParam, dateParam, includeParam, queryParam, searchLimitParam } from "./common.js";

export const biomedcoreSearchSpec = {
  query: queryParam,
  limit: searchLimitParam,
  include: includeParam("biomedcore"),
  minPublicationDate: dateParam,
  maxPublicationDate: dateParam,
  minLastUpdateDate: dateParam,
  maxLastUpdateDate: dateParam,
  minCreateDate: dateParam,
  minCitationCount: { kind: "integer", min: 0, max: 100000 },
  minJournalQualityJufo: { kind: "integer", min: 0, max: 3 },
  isRetracted: booleanParam,
  authorOrcids: { kind: "strings", encoding: "repeat" },
  authorNames: { kind: "strings", encoding: "repeat" },
  institutionRors: { kind: "strings", encoding: "repeat" },
  institutionNames: { kind: "strings", encoding: "repeat" },
} as const satisfies ParamsSpec;
