// DrugCore record (reference 2.3).
import { recordUrlShape } from "./record-url.js";
import * as z from "zod";
import { CLINICAL_STAGES, DRUG_TYPES } from "../enums.js";
import { en, obj, perMode, sid, sids, strN, strs, type Mode, type Out } from "../mode.js";
import { mechanismOfActionSchema } from "./drug-mechanisms.js";

export function drugcoreDefaultShape(m: Mode) {
  return {
    serviceId: sid(m, "drugcore"),
    chemblId: strN(),
    name: strN(),
    description: strN(),
    synonyms: strs(),
    tradeNames: strs(),
    drugType: en(m, DRUG_TYPES, "DrugCoreRecord.drugType").nullable(),
    maxClinicalStage: en(m, CLINICAL_STAGES, "DrugCoreRecord.maxClinicalStage").nullable(),
    inchiKey: strN(),
    canonicalSmiles: strN(),
    mechanismsOfAction: z.array(mechanismOfActionSchema(m)),
  };
}

export function drugcoreIncludeShape(m: Mode) {
  return {
    /** Null when the drug has no parent molecule. */
    parent: sid(m, "drugcore").nullable().optional(),
    children: sids(m, "drugcore").optional(),
    referencesTrialCore: sids(m, "trialcore").optional(),
    referencesBiomedCore: sids(m, "biomedcore").optional(),
    referencesRegulatoryCore: sids(m, "regulatorycore").optional(),
    referencesGeneCore: sids(m, "genecore").optional(),
  };
}

export const drugcoreRecordSchema = perMode((m) => obj(m, { ...drugcoreDefaultShape(m), ...recordUrlShape(), ...drugcoreIncludeShape(m) }));
/**
 * A DrugCore drug or molecule: the default fields, `url`, and the include-only links (absent unless requested with `include`).
 */
export type DrugCoreRecord = { [K in keyof Out<typeof drugcoreRecordSchema>]: Out<typeof drugcoreRecordSchema>[K] };
