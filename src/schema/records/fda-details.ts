// RegulatoryCore fdaDetails (include-only; null on EMA records).
import { day, obj, perMode, strN, strs, type Mode, type Named, type Out } from "../mode.js";

const fdaDetails = (m: Mode) =>
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
  });
/**
 * FDA-specific fields of a RegulatoryCore record (include `fdaDetails`; null on EMA records): application number, classes,
 * label, withdrawal, NDC and SPL set ids.
 */
export type FdaDetails = { [K in keyof Out<typeof fdaDetails>]: Out<typeof fdaDetails>[K] };
export const fdaDetailsSchema: Named<FdaDetails> = perMode(fdaDetails);
