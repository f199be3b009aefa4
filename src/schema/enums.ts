// The service's enumerations, in the order the reference lists them. That order is meaningful to
// people (phases ascend, statuses follow a trial's life), so charts and tables sort by it.
// Values are the wire values, case-sensitive UPPER_SNAKE unless noted.

export const CORES = ["biomedcore", "trialcore", "drugcore", "regulatorycore", "genecore", "patentcore"] as const;
export type CoreName = (typeof CORES)[number];

/** Service ID prefix per core (the service reference, section 1). */
export const ID_PREFIX = {
  biomedcore: "SVBC_",
  trialcore: "SVTC_",
  drugcore: "SVDC_",
  regulatorycore: "SVRC_",
  genecore: "SVGC_",
  patentcore: "SVPC_",
} as const satisfies Record<CoreName, string>;
export const SECTION_ID_PREFIX = "SVRCDS_";

/** Cores with a change feed (reference 4.1/4.2/4.5 plus the addendum's DrugCore and GeneCore). */
export const FEED_CORES = ["biomedcore", "trialcore", "regulatorycore", "drugcore", "genecore"] as const;
export type FeedCoreName = (typeof FEED_CORES)[number];

// TrialCore (2.2)
export const TRIAL_PHASES = ["EARLY_PHASE1", "PHASE1", "PHASE1/PHASE2", "PHASE2", "PHASE2/PHASE3", "PHASE3", "PHASE4", "NA"] as const;
export const OVERALL_STATUSES = [
  "RECRUITING",
  "NOT_YET_RECRUITING",
  "ENROLLING_BY_INVITATION",
  "ACTIVE_NOT_RECRUITING",
  "SUSPENDED",
  "TERMINATED",
  "COMPLETED",
  "WITHDRAWN",
  "UNKNOWN",
  "WITHHELD",
  "AVAILABLE",
  "NO_LONGER_AVAILABLE",
  "TEMPORARILY_NOT_AVAILABLE",
  "APPROVED_FOR_MARKETING",
] as const;
export const STUDY_TYPES = ["INTERVENTIONAL", "OBSERVATIONAL", "EXPANDED_ACCESS"] as const;
export const ENROLLMENT_TYPES = ["ACTUAL", "ESTIMATED"] as const;
export const SPONSOR_TYPES = ["NIH", "FED", "INDUSTRY", "OTHER", "OTHER_GOV", "INDIV", "NETWORK"] as const;
export const INTERVENTION_TYPES = [
  "DRUG",
  "DEVICE",
  "BIOLOGICAL",
  "COMBINATION_PRODUCT",
  "PROCEDURE",
  "RADIATION",
  "DIETARY_SUPPLEMENT",
  "GENETIC",
  "BEHAVIORAL",
  "DIAGNOSTIC_TEST",
  "OTHER",
] as const;
export const DESIGN_ALLOCATIONS = ["RANDOMIZED", "NON_RANDOMIZED", "NA"] as const;
export const DESIGN_INTERVENTION_MODELS = ["SINGLE_GROUP", "PARALLEL", "CROSSOVER", "FACTORIAL", "SEQUENTIAL"] as const;
export const DESIGN_PRIMARY_PURPOSES = [
  "TREATMENT",
  "PREVENTION",
  "DIAGNOSTIC",
  "ECT",
  "SUPPORTIVE_CARE",
  "SCREENING",
  "HEALTH_SERVICES_RESEARCH",
  "BASIC_SCIENCE",
  "DEVICE_FEASIBILITY",
  "OTHER",
] as const;
export const DESIGN_MASKINGS = ["NONE", "SINGLE", "DOUBLE", "TRIPLE", "QUADRUPLE"] as const;
export const ARM_GROUP_TYPES = [
  "EXPERIMENTAL",
  "ACTIVE_COMPARATOR",
  "PLACEBO_COMPARATOR",
  "SHAM_COMPARATOR",
  "NO_INTERVENTION",
  "OTHER",
] as const;
export const OUTCOME_TYPES = ["PRIMARY", "SECONDARY", "OTHER_PRE_SPECIFIED", "POST_HOC"] as const;
export const PARAM_TYPES = [
  "GEOMETRIC_MEAN",
  "GEOMETRIC_LEAST_SQUARES_MEAN",
  "LEAST_SQUARES_MEAN",
  "LOG_MEAN",
  "MEAN",
  "MEDIAN",
  "NUMBER",
  "COUNT_OF_PARTICIPANTS",
  "COUNT_OF_UNITS",
] as const;
export const DISPERSION_TYPES = [
  "NA",
  "STANDARD_DEVIATION",
  "STANDARD_ERROR",
  "INTER_QUARTILE_RANGE",
  "FULL_RANGE",
  "CONFIDENCE_80",
  "CONFIDENCE_90",
  "CONFIDENCE_95",
  "CONFIDENCE_975",
  "CONFIDENCE_99",
  "CONFIDENCE_OTHER",
  "GEOMETRIC_COEFFICIENT",
] as const;
/** Registry slugs named by the reference; others may appear (kept as strings). */
export const SOURCE_REGISTRIES = ["clinicaltrials_gov", "euctr", "ctis", "chictr", "isrctn", "anzctr", "jprn", "ctri", "drks"] as const;

// DrugCore (2.3)
export const DRUG_TYPES = [
  "SMALL_MOLECULE",
  "ANTIBODY",
  "PROTEIN",
  "OLIGONUCLEOTIDE",
  "GENE",
  "ENZYME",
  "ANTIBODY_DRUG_CONJUGATE",
  "VACCINE_COMPONENT",
  "CELL",
  "OLIGOSACCHARIDE",
  "VACCINE",
  "UNKNOWN",
] as const;
export const CLINICAL_STAGES = [
  "PRECLINICAL",
  "IND",
  "EARLY_PHASE1",
  "PHASE1",
  "PHASE1/PHASE2",
  "PHASE2",
  "PHASE2/PHASE3",
  "PHASE3",
  "PREAPPROVAL",
  "APPROVAL",
  "UNKNOWN",
] as const;

// RegulatoryCore (2.4)
export const AGENCIES = ["FDA", "EMA"] as const;
export const MOLECULE_TYPES = [
  "SMALL_MOLECULE",
  "ANTIBODY",
  "PROTEIN",
  "ENZYME",
  "OLIGONUCLEOTIDE",
  "GENE",
  "CELL",
  "ANTIBODY_DRUG_CONJUGATE",
  "VACCINE_COMPONENT",
  "VACCINE",
  "OLIGOSACCHARIDE",
  "UNKNOWN",
] as const;
export const AUTHORIZATION_STATUSES = [
  "ACTIVE",
  "APPROVED_NOT_MARKETED",
  "CONDITIONAL",
  "SUSPENDED",
  "WITHDRAWN_VOLUNTARY",
  "WITHDRAWN_FORCED",
  "REVOKED",
  "LAPSED_SUNSET",
  "REFUSED",
  "WITHDRAWN_DURING_REVIEW",
  "EXPIRED",
  "UNKNOWN",
] as const;
export const PROCEDURE_TYPES = [
  "NDA",
  "BLA",
  "ANDA",
  "CENTRALISED_HUMAN",
  "WITHDRAWAL_HUMAN",
  "CENTRALISED_VETERINARY",
  "WITHDRAWAL_VETERINARY",
  "UNKNOWN",
] as const;
export const DESIGNATION_TYPES = [
  "PRIORITY_REVIEW",
  "BREAKTHROUGH_THERAPY",
  "FAST_TRACK",
  "RMAT",
  "ACCELERATED_APPROVAL",
  "ACCELERATED_ASSESSMENT",
  "PRIME",
  "CONDITIONAL_MA",
  "EXCEPTIONAL_CIRCUMSTANCES",
] as const;
export const DESIGNATION_AXES = ["REVIEW_ACCELERATION", "DEVELOPMENT_SUPPORT", "EARLY_ACCESS_BASIS"] as const;
export const DESIGNATION_BASES = ["SURROGATE_ENDPOINT", "INCOMPLETE_DATA", "UNCONFIRMABLE_DATA"] as const;
export const DOC_TYPES = ["FDA_LABEL", "FDA_REVIEW", "EMA_SMPC", "EMA_EPAR"] as const;

// GeneCore (addendum)
export const GENE_TYPES = [
  "PROTEIN_CODING",
  "NCRNA",
  "PSEUDO",
  "TRNA",
  "RRNA",
  "SNRNA",
  "SCRNA",
  "SNORNA",
  "MISCRNA",
  "BIOLOGICAL_REGION",
  "TRANSPOSON",
  "OTHER",
] as const;
export const TARGET_CLASSES = [
  "ENZYME",
  "MEMBRANE_RECEPTOR",
  "ION_CHANNEL",
  "TRANSPORTER",
  "TRANSCRIPTION_FACTOR",
  "EPIGENETIC_REGULATOR",
  "SECRETED_PROTEIN",
  "SURFACE_ANTIGEN",
  "STRUCTURAL_PROTEIN",
  "ADHESION",
  "OTHER_CYTOSOLIC_PROTEIN",
  "OTHER_NUCLEAR_PROTEIN",
  "AUXILIARY_TRANSPORT_PROTEIN",
  "UNCLASSIFIED_PROTEIN",
] as const;
export const TRACTABILITY_MODALITIES = ["SMALL_MOLECULE", "ANTIBODY", "PROTAC", "OTHER_CLINICAL"] as const;
export const TRACTABILITY_STAGES = ["APPROVED_DRUG", "ADVANCED_CLINICAL", "PHASE_1_CLINICAL"] as const;
/** How the real service writes the stages inside records (the addendum's keys are for filters). */
export const TRACTABILITY_STAGE_LABELS = ["Approved Drug", "Advanced Clinical", "Phase 1 Clinical"] as const;
export const STRANDS = ["+", "-"] as const;

// Change feeds (2.7, 4.5)
export const UPDATE_TYPES = ["created", "updated", "deleted", "unchanged"] as const;
export const SECTION_UPDATE_TYPES = ["created", "updated", "deleted"] as const;

/** Include values per core (reference 4.x and addendum). */
export const INCLUDES = {
  biomedcore: ["fulltext", "authorsMetadata", "meshIds", "substanceIds", "referencesTrialCore", "references", "citedBy"],
  trialcore: ["detailedDescription", "outcomes", "referencesBiomedCore", "referencesDrugCore"],
  drugcore: ["parent", "children", "referencesTrialCore", "referencesBiomedCore", "referencesRegulatoryCore", "referencesGeneCore"],
  regulatorycore: ["emaDetails", "fdaDetails", "referencesDrugCore"],
  genecore: ["protein", "referencesDrugCore"],
  patentcore: ["claims", "description", "nplCitations", "citedByPatents", "referencesDrugCore", "referencesBiomedCore"],
} as const satisfies Record<CoreName, readonly string[]>;
export type IncludeOf<C extends CoreName> = (typeof INCLUDES)[C][number];

/** Lookup item keys per core: each item carries exactly one of them. */
export const LOOKUP_KEYS = {
  biomedcore: ["pmid", "doi"],
  trialcore: ["nctId", "registryId"],
  drugcore: ["chemblId"],
  regulatorycore: ["fdaApplicationNumber", "emaProductNumber", "ndc", "splSetId"],
  genecore: ["ensemblGeneId", "hgncId", "entrezGeneId", "uniprotId", "symbol", "omimId", "orphanet", "iuphar"],
  patentcore: ["publicationNumber", "applicationNumber", "familyId"],
} as const satisfies Record<CoreName, readonly string[]>;
export type LookupKeyOf<C extends CoreName> = (typeof LOOKUP_KEYS)[C][number];

/** Maximums fixed by the reference and addendum. */
export const LIMITS = {
  searchLimitMax: 300,
  searchLimitDefault: 20,
  feedLimitMax: 1000,
  feedLimitDefault: 100,
  feedScopedLimitMax: 100,
  feedServiceIdsMax: 100,
  lookupItemsMax: 100,
  rateLimitRequests: 60,
  rateLimitWindowSeconds: 60,
} as const;

/** Availability of a core as `/capabilities` reports it (reference section 1). */
export const CORE_STATUSES = ["available", "preview"] as const;
