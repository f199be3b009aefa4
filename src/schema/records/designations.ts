// RegulatoryCore designations element (reference 2.4).
import { z } from "zod";
import { AGENCIES, DESIGNATION_AXES, DESIGNATION_BASES, DESIGNATION_TYPES } from "../enums.js";
import { boolN, en, obj, perMode, strN } from "../mode.js";

const at = (field: string) => `RegulatoryCoreRecord.designations[].${field}`;

export const designationSchema = perMode((m) =>
  obj(m, {
    axis: en(m, DESIGNATION_AXES, at("axis")),
    type: en(m, DESIGNATION_TYPES, at("type")),
    agency: en(m, AGENCIES, at("agency")),
    nativeName: strN(),
    /** Set on EARLY_ACCESS_BASIS rows only. */
    basis: en(m, DESIGNATION_BASES, at("basis")).nullable(),
    /** FDA Accelerated Approval only. */
    indication: strN(),
    postMarketingObligation: boolN(),
  }),
);
export type Designation = z.infer<ReturnType<typeof designationSchema>>;
