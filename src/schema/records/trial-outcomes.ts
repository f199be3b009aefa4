// TrialCore outcomes and their measurements (reference 2.2). Measurement values stay strings:
// their meaning depends on the parent outcome's paramType and dispersionType.
import { z } from "zod";
import { DISPERSION_TYPES, OUTCOME_TYPES, PARAM_TYPES } from "../enums.js";
import { en, obj, perMode, strN } from "../mode.js";

export const measurementSchema = perMode((m) =>
  obj(m, {
    group: strN(),
    groupId: strN(),
    classification: strN(),
    category: strN(),
    paramValue: strN(),
    dispersionValue: strN(),
    dispersionLowerLimit: strN(),
    dispersionUpperLimit: strN(),
  }),
);

export const trialOutcomeSchema = perMode((m) =>
  obj(m, {
    outcomeType: en(m, OUTCOME_TYPES, "TrialCoreRecord.outcomes[].outcomeType").nullable(),
    title: strN(),
    description: strN(),
    timeFrame: strN(),
    population: strN(),
    units: strN(),
    paramType: en(m, PARAM_TYPES, "TrialCoreRecord.outcomes[].paramType").nullable(),
    dispersionType: en(m, DISPERSION_TYPES, "TrialCoreRecord.outcomes[].dispersionType").nullable(),
    measurements: z.array(measurementSchema(m)),
  }),
);

export type Measurement = z.infer<ReturnType<typeof measurementSchema>>;
export type TrialOutcome = z.infer<ReturnType<typeof trialOutcomeSchema>>;
