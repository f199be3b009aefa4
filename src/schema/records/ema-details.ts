// RegulatoryCore emaDetails (include-only; null on FDA records).
import { intN, boolN, day, obj, perMode, strN, type Mode, type Named, type Out } from "../mode.js";

const emaDetails = (m: Mode) =>
  obj(m, {
    productNumber: strN(),
    category: strN(),
    opinionStatus: strN(),
    pharmacotherapeuticGroup: strN(),
    patientSafety: strN(),
    latestProcedure: strN(),
    smpcUrl: strN(),
    isBiosimilar: boolN(),
    isAdvancedTherapy: boolN(),
    isGenericOrHybrid: boolN(),
    additionalMonitoring: boolN(),
    revisionNumber: intN(),
    smpcDate: day(m).nullable(),
    opinionAdoptedDate: day(m).nullable(),
    europeanCommissionDecisionDate: day(m).nullable(),
    withdrawalOfApplicationDate: day(m).nullable(),
    refusalOfMarketingAuthorisationDate: day(m).nullable(),
    withdrawalExpiryRevocationLapseDate: day(m).nullable(),
    firstPublishedDate: day(m).nullable(),
  });
/**
 * EMA-specific fields of a RegulatoryCore record (include `emaDetails`; null on FDA records): product number, opinion, SmPC
 * link, flags and procedure dates (`YYYY-MM-DD` or null).
 */
export type EmaDetails = { [K in keyof Out<typeof emaDetails>]: Out<typeof emaDetails>[K] };
export const emaDetailsSchema: Named<EmaDetails> = perMode(emaDetails);
