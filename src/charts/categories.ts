// Enum axes follow the reference's order (phases ascend, statuses follow a trial's life) rather than
// the alphabet; values the reference does not list go after the known ones, and missing values last.
import * as E from "../schema/enums.js";

/** The reference's order for fields that carry an enum, by the service's field names. */
const ENUM_ORDER: Record<string, readonly string[]> = {
  phase: E.TRIAL_PHASES,
  overallStatus: E.OVERALL_STATUSES,
  studyType: E.STUDY_TYPES,
  enrollmentType: E.ENROLLMENT_TYPES,
  sponsorType: E.SPONSOR_TYPES,
  interventionTypes: E.INTERVENTION_TYPES,
  designAllocation: E.DESIGN_ALLOCATIONS,
  designInterventionModel: E.DESIGN_INTERVENTION_MODELS,
  designPrimaryPurpose: E.DESIGN_PRIMARY_PURPOSES,
  designMasking: E.DESIGN_MASKINGS,
  outcomeType: E.OUTCOME_TYPES,
  paramType: E.PARAM_TYPES,
  dispersionType: E.DISPERSION_TYPES,
  sourceRegistry: E.SOURCE_REGISTRIES,
  drugType: E.DRUG_TYPES,
  maxClinicalStage: E.CLINICAL_STAGES,
  agency: E.AGENCIES,
  moleculeType: E.MOLECULE_TYPES,
  authorizationStatus: E.AUTHORIZATION_STATUSES,
  procedureType: E.PROCEDURE_TYPES,
  type: E.DESIGNATION_TYPES,
  axis: E.DESIGNATION_AXES,
  basis: E.DESIGNATION_BASES,
  docType: E.DOC_TYPES,
  geneType: E.GENE_TYPES,
};

export const MISSING_LABEL = "Not given";

const ACRONYMS = new Set([
  "FDA",
  "EMA",
  "NIH",
  "FED",
  "IND",
  "RMAT",
  "PRIME",
  "MA",
  "NDA",
  "BLA",
  "ANDA",
  "ECT",
  "NA",
  "SMPC",
  "EPAR",
  "GOV",
  "INDIV",
  "PROTAC",
]);
const SPECIAL: Record<string, string> = {
  NA: "Not applicable",
  EARLY_PHASE1: "Early phase 1",
  "PHASE1/PHASE2": "Phase 1/2",
  "PHASE2/PHASE3": "Phase 2/3",
  CONDITIONAL_MA: "Conditional MA",
  NCRNA: "ncRNA",
  TRNA: "tRNA",
  RRNA: "rRNA",
  SNRNA: "snRNA",
  SCRNA: "scRNA",
  SNORNA: "snoRNA",
  MISCRNA: "miscRNA",
  clinicaltrials_gov: "ClinicalTrials.gov",
};

/** An enum value in words: `NOT_YET_RECRUITING` -> `Not yet recruiting`, `PHASE2` -> `Phase 2`. */
export function categoryLabel(value: string | null): string {
  if (value == null || value === "") return MISSING_LABEL;
  if (SPECIAL[value]) return SPECIAL[value];
  if (!/^[A-Z0-9_/]+$/.test(value)) return value;
  const words = value.split("_").map((w, i) => {
    if (ACRONYMS.has(w)) return w;
    const spaced = w.replace(/^([A-Z]+)(\d+)$/, "$1 $2").toLowerCase();
    return i === 0 ? spaced[0].toUpperCase() + spaced.slice(1) : spaced;
  });
  return words.join(" ");
}

/** The values present, ordered: the reference's order, then unknown values alphabetically, then missing. */
function orderedValues(present: Iterable<string | null>, known: readonly string[] = []): (string | null)[] {
  const seen = new Set(present);
  const out: (string | null)[] = known.filter((k) => seen.has(k));
  const knownSet = new Set(known);
  out.push(...[...seen].filter((v): v is string => v != null && !knownSet.has(v)).sort());
  if (seen.has(null)) out.push(null);
  return out;
}

/** Labels of the values present in display order (for `sort` and `scale.domain`). */
export function orderedLabels(present: Iterable<string | null>, field: string): string[] {
  return [...new Set(orderedValues(present, ENUM_ORDER[field]).map(categoryLabel))];
}

/**
 * The raw values present of a field that carries an enum, in the reference's order (unknown values
 * after, alphabetically); null for a field with no known order.
 */
export function orderedEnumValues(present: Iterable<string | null>, field: string): string[] | null {
  const known = ENUM_ORDER[field];
  if (known === undefined) return null;
  return orderedValues(present, known).filter((v): v is string => v !== null);
}

/** An enum cell as a string or null (unknown values are kept as they come, never rejected). */
export function categoryOf(v: unknown): string | null {
  if (v == null || v === "") return null;
  return typeof v === "string" ? v : String(v);
}
