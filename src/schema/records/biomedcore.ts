// BiomedCore record (reference 2.1): default fields in reference order, then include-only fields
// in INCLUDES order. Table columns follow this key order.
import { recordUrlShape } from "./record-url.js";
import * as z from "zod";
import { markColumnKind } from "../column-kinds.js";
import { intN, boolN, day, obj, perMode, sid, sids, strN, strs, type Mode, type Out } from "../mode.js";
import { authorMetadataSchema } from "./authors.js";

export function biomedcoreDefaultShape(m: Mode) {
  const jufo = markColumnKind(m === "strict" ? z.number().int().min(0).max(3) : z.number(), "integer");
  return {
    serviceId: sid(m, "biomedcore"),
    pmid: strN(),
    pmcid: strN(),
    doi: strN(),
    title: strN(),
    abstract: strN(),
    authors: strs(),
    journal: strN(),
    issn: strN(),
    volumeIssue: strN(),
    language: strN(),
    publicationDate: day(m).nullable(),
    lastUpdateDate: day(m).nullable(),
    createDate: day(m).nullable(),
    publicationTypes: strs(),
    isRetracted: boolN(),
    citationCount: intN(),
    /** Null or absent when the journal was not evaluated. */
    journalQualityJufo: jufo.nullable().optional(),
    meshTerms: strs(),
    keywords: strs(),
    substances: strs(),
    hasFulltext: boolN(),
  };
}

export function biomedcoreIncludeShape(m: Mode) {
  return {
    fulltext: strN().optional(),
    authorsMetadata: z.array(authorMetadataSchema(m)).optional(),
    meshIds: strs().optional(),
    substanceIds: strs().optional(),
    referencesTrialCore: sids(m, "trialcore").optional(),
    references: sids(m, "biomedcore").optional(),
    citedBy: sids(m, "biomedcore").optional(),
  };
}

export const biomedcoreRecordSchema = perMode((m) =>
  obj(m, { ...biomedcoreDefaultShape(m), ...recordUrlShape(), ...biomedcoreIncludeShape(m) }),
);
/** A BiomedCore publication: the default fields, `url`, and the include-only fields (absent unless requested with `include`). */
export type BiomedCoreRecord = { [K in keyof Out<typeof biomedcoreRecordSchema>]: Out<typeof biomedcoreRecordSchema>[K] };
