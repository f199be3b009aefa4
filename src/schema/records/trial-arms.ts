// TrialCore armGroups element (reference 2.2).
import { z } from "zod";
import { ARM_GROUP_TYPES } from "../enums.js";
import { en, obj, perMode, strN } from "../mode.js";

export const armGroupSchema = perMode((m) =>
  obj(m, {
    type: en(m, ARM_GROUP_TYPES, "TrialCoreRecord.armGroups[].type").nullable(),
    title: strN(),
    description: strN(),
  }),
);
export type ArmGroup = z.infer<ReturnType<typeof armGroupSchema>>;
