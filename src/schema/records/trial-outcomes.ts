// TrialCore outcomes and their measurements (reference 2.2). Measurement values stay strings:
// their meaning depends on the parent outcome's paramType and dispersionType.
import * as z from "zod";
import { DISPERSION_TYPES, OUTCOME_TYPES, PARAM_TYPES } from "../enums.js";
import { en, obj, perMode, strN, type Mode, type Named, type Out } from "../mode.js";

const measurement = (m: Mode) =>
  obj(m, {
    group: strN(),
    groupId: strN(),
    classification: strN(),
    category: strN(),
    paramValue: strN(),
    dispersionValue: strN(),
    dispersionLowerLimit: strN(),
    dispersionUpperLimit: strN(),
  });
/**
 * One posted result value of an outcome, for one group and category; values stay strings, read them by the outcome's
 * `paramType` and `dispersionType` (`flatten.measurements` parses them to numbers).
 */
export type Measurement = { [K in keyof Out<typeof measurement>]: Out<typeof measurement>[K] };
const measurementSchema: Named<Measurement> = perMode(measurement);

const trialOutcome = (m: Mode) =>
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
  });
/**
 * A trial outcome measure (include `outcomes`): type, title, time frame, population, units, how values are summarized, and the
 * measurements.
 */
export type TrialOutcome = { [K in keyof Out<typeof trialOutcome>]: Out<typeof trialOutcome>[K] };
export const trialOutcomeSchema: Named<TrialOutcome> = perMode(trialOutcome);
