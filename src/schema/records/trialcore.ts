// TrialCore record (reference 2.2). sourceRegistry is a plain string: the reference lists
// examples, not a closed set.
import { recordUrlShape } from "./record-url.js";
import * as z from "zod";
import {
  DESIGN_ALLOCATIONS,
  DESIGN_INTERVENTION_MODELS,
  DESIGN_MASKINGS,
  DESIGN_PRIMARY_PURPOSES,
  ENROLLMENT_TYPES,
  INTERVENTION_TYPES,
  OVERALL_STATUSES,
  SPONSOR_TYPES,
  STUDY_TYPES,
  TRIAL_PHASES,
} from "../enums.js";
import { intN, boolN, day, en, obj, perMode, sid, sids, strN, strs, type Mode, type Out } from "../mode.js";
import { armGroupSchema } from "./trial-arms.js";
import { trialOutcomeSchema } from "./trial-outcomes.js";

const at = (field: string) => `TrialCoreRecord.${field}`;

export function trialcoreDefaultShape(m: Mode) {
  return {
    serviceId: sid(m, "trialcore"),
    nctId: strN(),
    registryId: strN(),
    sourceRegistry: strN(),
    sourceUrl: strN(),
    briefTitle: strN(),
    officialTitle: strN(),
    briefSummary: strN(),
    acronym: strN(),
    phase: en(m, TRIAL_PHASES, at("phase")).nullable(),
    overallStatus: en(m, OVERALL_STATUSES, at("overallStatus")).nullable(),
    studyType: en(m, STUDY_TYPES, at("studyType")).nullable(),
    startDate: day(m).nullable(),
    completionDate: day(m).nullable(),
    lastUpdateDate: day(m).nullable(),
    createDate: day(m).nullable(),
    hasResults: z.boolean(),
    enrollment: intN(),
    enrollmentType: en(m, ENROLLMENT_TYPES, at("enrollmentType")).nullable(),
    sponsorName: strN(),
    sponsorType: en(m, SPONSOR_TYPES, at("sponsorType")).nullable(),
    collaborators: strs(),
    conditions: strs(),
    conditionMeshTerms: strs(),
    interventionNames: strs(),
    interventionMeshTerms: strs(),
    keywords: strs(),
    secondaryIds: strs(),
    primaryOutcomeMeasures: strs(),
    secondaryOutcomeMeasures: strs(),
    interventionTypes: z.array(en(m, INTERVENTION_TYPES, at("interventionTypes[]"))),
    facilityCountries: strs(),
    orgStudyId: strN(),
    designAllocation: en(m, DESIGN_ALLOCATIONS, at("designAllocation")).nullable(),
    designInterventionModel: en(m, DESIGN_INTERVENTION_MODELS, at("designInterventionModel")).nullable(),
    designPrimaryPurpose: en(m, DESIGN_PRIMARY_PURPOSES, at("designPrimaryPurpose")).nullable(),
    designMasking: en(m, DESIGN_MASKINGS, at("designMasking")).nullable(),
    resultsFirstPostDate: day(m).nullable(),
    whyStopped: strN(),
    isFdaRegulatedDrug: boolN(),
    isFdaRegulatedDevice: boolN(),
    oversightHasDmc: boolN(),
    armGroups: z.array(armGroupSchema(m)),
  };
}

export function trialcoreIncludeShape(m: Mode) {
  return {
    detailedDescription: strN().optional(),
    outcomes: z.array(trialOutcomeSchema(m)).optional(),
    /** Results-first: papers that register this trial precede background literature. */
    referencesBiomedCore: sids(m, "biomedcore").optional(),
    referencesDrugCore: sids(m, "drugcore").optional(),
  };
}

export const trialcoreRecordSchema = perMode((m) =>
  obj(m, { ...trialcoreDefaultShape(m), ...recordUrlShape(), ...trialcoreIncludeShape(m) }),
);
/**
 * A TrialCore clinical trial: the default fields, `url`, and the include-only fields (absent unless requested with `include`).
 */
export type TrialCoreRecord = { [K in keyof Out<typeof trialcoreRecordSchema>]: Out<typeof trialcoreRecordSchema>[K] };
