// RegulatoryCore designations element (reference 2.4).
import { AGENCIES, DESIGNATION_AXES, DESIGNATION_BASES, DESIGNATION_TYPES } from "../enums.js";
import { boolN, en, obj, perMode, strN, type Mode, type Named, type Out } from "../mode.js";

const at = (field: string) => `RegulatoryCoreRecord.designations[].${field}`;

const designation = (m: Mode) =>
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
  });
/**
 * An expedited-program designation of a RegulatoryCore record: its axis, type, agency and the agency's own name for it; `basis`
 * and `indication` are null where they do not apply.
 */
export type Designation = { [K in keyof Out<typeof designation>]: Out<typeof designation>[K] };
export const designationSchema: Named<Designation> = perMode(designation);
