// TrialCore armGroups element (reference 2.2).
import { ARM_GROUP_TYPES } from "../enums.js";
import { en, obj, perMode, strN, type Mode, type Named, type Out } from "../mode.js";

const armGroup = (m: Mode) =>
  obj(m, {
    type: en(m, ARM_GROUP_TYPES, "TrialCoreRecord.armGroups[].type").nullable(),
    title: strN(),
    description: strN(),
  });
/** An arm of a trial (`armGroups[]`): its type (experimental, placebo comparator and so on), title and description. */
export type ArmGroup = { [K in keyof Out<typeof armGroup>]: Out<typeof armGroup>[K] };
export const armGroupSchema: Named<ArmGroup> = perMode(armGroup);
