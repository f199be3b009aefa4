// RegulatoryCore record: one authorization (reference 2.4).
import { recordUrlShape } from "./record-url.js";
import * as z from "zod";
import { AGENCIES, AUTHORIZATION_STATUSES, MOLECULE_TYPES, PROCEDURE_TYPES } from "../enums.js";
import { boolN, day, en, obj, perMode, sid, sids, strN, type Mode, type Out } from "../mode.js";
import { authorizationByAgencySchema } from "./authorizations-by-agency.js";
import { designationSchema } from "./designations.js";
import { embeddedDocumentSectionSchema } from "./document-sections.js";
import { emaDetailsSchema } from "./ema-details.js";
import { fdaDetailsSchema } from "./fda-details.js";

const at = (field: string) => `RegulatoryCoreRecord.${field}`;

export function regulatorycoreDefaultShape(m: Mode) {
  return {
    serviceId: sid(m, "regulatorycore"),
    agency: en(m, AGENCIES, at("agency")),
    name: strN(),
    activeSubstance: strN(),
    moleculeType: en(m, MOLECULE_TYPES, at("moleculeType")).nullable(),
    authorizationStatus: en(m, AUTHORIZATION_STATUSES, at("authorizationStatus")).nullable(),
    procedureType: en(m, PROCEDURE_TYPES, at("procedureType")).nullable(),
    /** FDA records can hold long concatenated label text here. */
    therapeuticIndication: strN(),
    marketingAuthorisationHolder: strN(),
    authorizationDate: day(m).nullable(),
    firstAuthorizationDate: day(m).nullable(),
    lastUpdateDate: day(m).nullable(),
    createDate: day(m).nullable(),
    sourceUrl: strN(),
    isOrphan: boolN(),
    designations: z.array(designationSchema(m)),
    authorizationsByAgency: z.array(authorizationByAgencySchema(m)),
    documentSections: z.array(embeddedDocumentSectionSchema(m)),
  };
}

export function regulatorycoreIncludeShape(m: Mode) {
  return {
    emaDetails: emaDetailsSchema(m).nullable().optional(),
    fdaDetails: fdaDetailsSchema(m).nullable().optional(),
    referencesDrugCore: sids(m, "drugcore").optional(),
  };
}

export const regulatorycoreRecordSchema = perMode((m) =>
  obj(m, { ...regulatorycoreDefaultShape(m), ...recordUrlShape(), ...regulatorycoreIncludeShape(m) }),
);
/**
 * A RegulatoryCore authorization (one FDA or EMA authorization per record): the default fields, `url`, and the include-only
 * fields (absent unless requested with `include`).
 */
export type RegulatoryCoreRecord = { [K in keyof Out<typeof regulatorycoreRecordSchema>]: Out<typeof regulatorycoreRecordSchema>[K] };
