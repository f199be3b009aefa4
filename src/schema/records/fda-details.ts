// RegulatoryCore fdaDetails (include-only; null on EMA records).
import { z } from "zod";
import { day, obj, perMode, strN, strs } from "../mode.js";

export const fdaDetailsSchema = perMode((m) =>
  obj(m, {
    applicationNumber: strN(),
    prescriptionClass: strN(),
    submissionClassCode: strN(),
    labelDate: day(m).nullable(),
    labelUrl: strN(),
    withdrawalDate: day(m).nullable(),
    withdrawalReason: strN(),
    withdrawalSourceUrl: strN(),
    ndc: strs(),
    splSetId: strs(),
  }),
);
export type FdaDetails = z.infer<ReturnType<typeof fdaDetailsSchema>>;
