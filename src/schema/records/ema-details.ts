// RegulatoryCore emaDetails (include-only; null on FDA records).
import { z } from "zod";
import { boolN, day, numN, obj, perMode, strN } from "../mode.js";

export const emaDetailsSchema = perMode((m) =>
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
    revisionNumber: numN(),
    smpcDate: day(m).nullable(),
    opinionAdoptedDate: day(m).nullable(),
    europeanCommissionDecisionDate: day(m).nullable(),
    withdrawalOfApplicationDate: day(m).nullable(),
    refusalOfMarketingAuthorisationDate: day(m).nullable(),
    withdrawalExpiryRevocationLapseDate: day(m).nullable(),
    firstPublishedDate: day(m).nullable(),
  }),
);
export type EmaDetails = z.infer<ReturnType<typeof emaDetailsSchema>>;
