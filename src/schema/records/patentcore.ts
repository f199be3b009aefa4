// PatentCore record (reference 2.6, addendum). familyMembers is filled on search results only.
import { recordUrlShape } from "./record-url.js";
import { intN, boolN, day, obj, perMode, sid, sids, strN, strs, type Mode, type Out } from "../mode.js";

export function patentcoreDefaultShape(m: Mode) {
  return {
    serviceId: sid(m, "patentcore"),
    publicationNumber: strN(),
    applicationNumber: strN(),
    countryCode: strN(),
    kindCode: strN(),
    familyId: strN(),
    familyMembers: sids(m, "patentcore"),
    title: strN(),
    abstract: strN(),
    language: strN(),
    nonEnglishFallback: boolN(),
    cpcCodes: strs(),
    ipcCodes: strs(),
    inventors: strs(),
    assignees: strs(),
    publicationDate: day(m).nullable(),
    filingDate: day(m).nullable(),
    grantDate: day(m).nullable(),
    priorityDate: day(m).nullable(),
    citedPatents: sids(m, "patentcore"),
    priorityClaimNumbers: strs(),
    parentPublicationNumbers: strs(),
    childPublicationNumbers: strs(),
    hasClaims: boolN(),
    hasDescription: boolN(),
    nplCount: intN(),
    citedByCount: intN(),
  };
}

export function patentcoreIncludeShape(m: Mode) {
  return {
    /** `""` (not null) when requested but absent at the source. */
    claims: strN().optional(),
    description: strN().optional(),
    nplCitations: strs().optional(),
    citedByPatents: sids(m, "patentcore").optional(),
    referencesDrugCore: sids(m, "drugcore").optional(),
    referencesBiomedCore: sids(m, "biomedcore").optional(),
  };
}

export const patentcoreRecordSchema = perMode((m) =>
  obj(m, { ...patentcoreDefaultShape(m), ...recordUrlShape(), ...patentcoreIncludeShape(m) }),
);
/**
 * A PatentCore patent publication (preview core): the default fields, `url`, and the include-only fields (absent unless
 * requested with `include`).
 */
export type PatentCoreRecord = { [K in keyof Out<typeof patentcoreRecordSchema>]: Out<typeof patentcoreRecordSchema>[K] };
