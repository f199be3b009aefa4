// Axis and legend titles in words for the service's field names; unknown fields get split camelCase.
const TITLES: Record<string, string> = {
  phase: "Trial phase",
  overallStatus: "Overall status",
  studyType: "Study type",
  sponsorType: "Sponsor type",
  enrollmentType: "Enrollment type",
  sourceRegistry: "Registry",
  drugType: "Drug type",
  maxClinicalStage: "Highest clinical stage",
  agency: "Agency",
  authorizationStatus: "Authorization status",
  moleculeType: "Molecule type",
  procedureType: "Procedure type",
  isOrphan: "Orphan designation",
  isRetracted: "Retracted",
  type: "Designation type",
  axis: "Designation axis",
  geneType: "Gene type",
  outcomeType: "Outcome type",
  category: "Category",
  classification: "Classification",
  hasResults: "Results posted",
};

export function fieldTitle(field: string): string {
  if (TITLES[field]) return TITLES[field];
  const words = field.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words[0].toUpperCase() + words.slice(1);
}
