// RegulatoryCore (reference 2.4): one row per FDA or EMA authorization.
// Dates inside fdaDetails/emaDetails and documentSections stay ISO strings: nested objects are
// kept as the service sent them (flatten.documentSections turns sourceDate into a Date).
import type { CoreColumns } from "./core-columns.js";
import { bool, date, int, list, str, strings, struct } from "./shorthand.js";

const designation = struct({
  axis: str, type: str, agency: str, nativeName: str, basis: str, indication: str, postMarketingObligation: bool,
});
const authorizationLink = struct({ serviceId: str, agency: str, name: str, authorizationStatus: str });
const documentSection = struct({
  documentSectionId: str, serviceId: str, docType: str, path: str, title: str, textType: str,
  sourceUrl: str, sourceDate: str, matchedText: str,
});
const fdaDetails = struct({
  applicationNumber: str, prescriptionClass: str, submissionClassCode: str, labelDate: str, labelUrl: str,
  withdrawalDate: str, withdrawalReason: str, withdrawalSourceUrl: str, ndc: strings, splSetId: strings,
});
const emaDetails = struct({
  productNumber: str, category: str, opinionStatus: str, pharmacotherapeuticGroup: str, patientSafety: str,
  latestProcedure: str, smpcUrl: str, isBiosimilar: bool, isAdvancedTherapy: bool, isGenericOrHybrid: bool,
  additionalMonitoring: bool, revisionNumber: int, smpcDate: str, opinionAdoptedDate: str,
  europeanCommissionDecisionDate: str, withdrawalOfApplicationDate: str, refusalOfMarketingAuthorisationDate: str,
  withdrawalExpiryRevocationLapseDate: str, firstPublishedDate: str,
});

export const regulatorycoreColumns: CoreColumns = {
  core: "regulatorycore",
  defaults: {
    serviceId: str,
    agency: str,
    name: str,
    activeSubstance: str,
    moleculeType: str,
    authorizationStatus: str,
    procedureType: str,
    therapeuticIndication: str,
    marketingAuthorisationHolder: str,
    authorizationDate: date,
    firstAuthorizationDate: date,
    lastUpdateDate: date,
    createDate: date,
    sourceUrl: str,
    isOrphan: bool,
    designations: list(designation),
    authorizationsByAgency: list(authorizationLink),
    documentSections: list(documentSection),
  },
  includes: {
    emaDetails,
    fdaDetails,
    referencesDrugCore: strings,
  },
  derived: [],
};
