// The service's enumerations, in the order the reference lists them. That order is meaningful to
// people (phases ascend, statuses follow a trial's life), so charts and tables sort by it.
// Values are the wire values, case-sensitive UPPER_SNAKE unless noted.

/** The six cores (datasets) of the service, in the reference's order; `CoreName` is one of these path segments. */
export const CORES = ["biomedcore", "trialcore", "drugcore", "regulatorycore", "genecore", "patentcore"] as const;
/**
 * Name of a core as it appears in the URL path: `"biomedcore"`, `"trialcore"`, `"drugcore"`, `"regulatorycore"`, `"genecore"`
 * or `"patentcore"`.
 */
export type CoreName = (typeof CORES)[number];

/** Service ID prefix per core (the service reference, section 1). */
export const ID_PREFIX = {
  /** Publications: `SVBC_…`. */
  biomedcore: "SVBC_",
  /** Clinical trials: `SVTC_…`. */
  trialcore: "SVTC_",
  /** Drugs and molecules: `SVDC_…`. */
  drugcore: "SVDC_",
  /** FDA and EMA authorizations: `SVRC_…`. */
  regulatorycore: "SVRC_",
  /** Genes: `SVGC_…`. */
  genecore: "SVGC_",
  /** Patents: `SVPC_…`. */
  patentcore: "SVPC_",
} as const satisfies Record<CoreName, string>;
/** Prefix of a RegulatoryCore document-section id (`documentSectionId`), distinct from the record's `SVRC_` id. */
export const SECTION_ID_PREFIX = "SVRCDS_";

/** Cores with a change feed (reference 4.1/4.2/4.5 plus the addendum's DrugCore and GeneCore). */
export const CHANGES_CORES = ["biomedcore", "trialcore", "regulatorycore", "drugcore", "genecore"] as const;
/** A core that has a change feed (every core except PatentCore). */
export type ChangesCoreName = (typeof CHANGES_CORES)[number];

// TrialCore (2.2)
/** TrialCore `phase` values, from earliest to latest; `NA` is for trials without phases (e.g. device or behavioural studies). */
export const TRIAL_PHASES = ["EARLY_PHASE1", "PHASE1", "PHASE1/PHASE2", "PHASE2", "PHASE2/PHASE3", "PHASE3", "PHASE4", "NA"] as const;
/** TrialCore `overallStatus` values, roughly in the order of a trial's life; the last four apply to expanded-access records. */
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
/** TrialCore `studyType` values. */
export const STUDY_TYPES = ["INTERVENTIONAL", "OBSERVATIONAL", "EXPANDED_ACCESS"] as const;
/** TrialCore `enrollmentType`: whether `enrollmentCount` is the actual number of participants or the planned one. */
export const ENROLLMENT_TYPES = ["ACTUAL", "ESTIMATED"] as const;
/** TrialCore lead-sponsor classes (`NIH`, other US federal, industry, individual, network and so on). */
export const SPONSOR_TYPES = ["NIH", "FED", "INDUSTRY", "OTHER", "OTHER_GOV", "INDIV", "NETWORK"] as const;
/** TrialCore intervention types (`interventions[].type`). */
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
/** TrialCore design allocation: how participants are assigned to arms. */
export const DESIGN_ALLOCATIONS = ["RANDOMIZED", "NON_RANDOMIZED", "NA"] as const;
/** TrialCore design intervention model (single group, parallel arms, crossover and so on). */
export const DESIGN_INTERVENTION_MODELS = ["SINGLE_GROUP", "PARALLEL", "CROSSOVER", "FACTORIAL", "SEQUENTIAL"] as const;
/** TrialCore design primary purpose of an interventional trial. */
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
/** TrialCore design masking (blinding), from open-label `NONE` to `QUADRUPLE`. */
export const DESIGN_MASKINGS = ["NONE", "SINGLE", "DOUBLE", "TRIPLE", "QUADRUPLE"] as const;
/** TrialCore arm-group types (`armGroups[].type`). */
export const ARM_GROUP_TYPES = [
  "EXPERIMENTAL",
  "ACTIVE_COMPARATOR",
  "PLACEBO_COMPARATOR",
  "SHAM_COMPARATOR",
  "NO_INTERVENTION",
  "OTHER",
] as const;
/** TrialCore outcome types (`outcomes[].outcomeType`): primary, secondary, other pre-specified or post hoc. */
export const OUTCOME_TYPES = ["PRIMARY", "SECONDARY", "OTHER_PRE_SPECIFIED", "POST_HOC"] as const;
/** TrialCore outcome `paramType`: what a measurement's `paramValue` is (mean, median, count of participants and so on). */
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
/**
 * TrialCore outcome `dispersionType`: how `dispersionValue` or the lower and upper limits spread around `paramValue`; `NA` when
 * none is given.
 */
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
/** DrugCore `drugType` values, also a repeatable search filter. */
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
/** DrugCore `maxClinicalStage` values, from preclinical to approval; `UNKNOWN` sorts last. */
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
/** RegulatoryCore agencies: each authorization record belongs to one of them. */
export const AGENCIES = ["FDA", "EMA"] as const;
/** RegulatoryCore `moleculeType` values. */
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
/** RegulatoryCore `authorizationStatus` values: active, conditional, suspended, the kinds of withdrawal, refusal, expiry. */
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
/** RegulatoryCore `procedureType` values of FDA records (new drug, biologic or abbreviated application). */
export const FDA_PROCEDURE_TYPES = ["NDA", "BLA", "ANDA", "UNKNOWN"] as const;
/** RegulatoryCore `procedureType` values of EMA records (centralised and withdrawn, human and veterinary). */
export const EMA_PROCEDURE_TYPES = [
  "CENTRALISED_HUMAN",
  "WITHDRAWAL_HUMAN",
  "CENTRALISED_VETERINARY",
  "WITHDRAWAL_VETERINARY",
  "UNKNOWN",
] as const;
/** All RegulatoryCore `procedureType` values: the FDA ones followed by the EMA ones. */
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
/** RegulatoryCore designation types (`designations[].type`), FDA and EMA expedited programs. */
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
/** RegulatoryCore designation axes: what a designation speeds up or supports. */
export const DESIGNATION_AXES = ["REVIEW_ACCELERATION", "DEVELOPMENT_SUPPORT", "EARLY_ACCESS_BASIS"] as const;
/** RegulatoryCore designation bases: the kind of evidence an early-access designation rests on. */
export const DESIGNATION_BASES = ["SURROGATE_ENDPOINT", "INCOMPLETE_DATA", "UNCONFIRMABLE_DATA"] as const;
/** RegulatoryCore document types of `documentSections` (FDA label and review, EMA SmPC and EPAR). */
export const DOC_TYPES = ["FDA_LABEL", "FDA_REVIEW", "EMA_SMPC", "EMA_EPAR"] as const;

// GeneCore (addendum)
/** GeneCore `geneType` values (protein coding, the RNA gene classes, pseudogene and others). */
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
/** GeneCore target classes of a gene's protein. */
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
/** GeneCore tractability modalities: the kinds of drug a target is assessed for. */
export const TRACTABILITY_MODALITIES = ["SMALL_MOLECULE", "ANTIBODY", "PROTAC", "OTHER_CLINICAL"] as const;
/** GeneCore tractability stages as search filters take them; records write them as `TRACTABILITY_STAGE_LABELS`. */
export const TRACTABILITY_STAGES = ["APPROVED_DRUG", "ADVANCED_CLINICAL", "PHASE_1_CLINICAL"] as const;
/** How the real service writes the stages inside records (the addendum's keys are for filters). */
export const TRACTABILITY_STAGE_LABELS = ["Approved Drug", "Advanced Clinical", "Phase 1 Clinical"] as const;
/** GeneCore `strand`: `+` forward, `-` reverse. */
export const STRANDS = ["+", "-"] as const;

// Change feeds (2.7, 4.5)
/** Change-feed `updateType` of a RegulatoryCore record entry; `unchanged` asks for no re-fetch. */
export const UPDATE_TYPES = ["created", "updated", "deleted", "unchanged"] as const;
/** Change-feed `updateType` of a RegulatoryCore document-section entry, and of the record entries of the other feed cores. */
export const SECTION_UPDATE_TYPES = ["created", "updated", "deleted"] as const;

/** Include values per core (reference 4.x and addendum). */
export const INCLUDES = {
  /** Publications; `fulltext` makes responses much larger. */
  biomedcore: ["fulltext", "authorsMetadata", "meshIds", "substanceIds", "referencesTrialCore", "references", "citedBy"],
  /** Trials; `outcomes` brings the posted results. */
  trialcore: ["detailedDescription", "outcomes", "referencesBiomedCore", "referencesDrugCore"],
  /** Drugs; `parent` and `children` link salt forms and parent molecules. */
  drugcore: ["parent", "children", "referencesTrialCore", "referencesBiomedCore", "referencesRegulatoryCore", "referencesGeneCore"],
  /** Authorizations; the agency-specific details blocks and the linked drugs. */
  regulatorycore: ["emaDetails", "fdaDetails", "referencesDrugCore"],
  /** Genes; `protein` adds the UniProt-derived protein block. */
  genecore: ["protein", "referencesDrugCore"],
  /** Patents; claims and description are large text fields. */
  patentcore: ["claims", "description", "nplCitations", "citedByPatents", "referencesDrugCore", "referencesBiomedCore"],
} as const satisfies Record<CoreName, readonly string[]>;
/** An `include` value accepted by core `C`, e.g. `IncludeOf<"trialcore">` is `"outcomes"` among others. */
export type IncludeOf<C extends CoreName> = (typeof INCLUDES)[C][number];

/** Lookup item keys per core: each item carries exactly one of them. */
export const LOOKUP_KEYS = {
  /** Publications by PubMed id or DOI. */
  biomedcore: ["pmid", "doi"],
  /** Trials by NCT id or another registry's id. */
  trialcore: ["nctId", "registryId"],
  /** Drugs by ChEMBL id. */
  drugcore: ["chemblId"],
  /** Authorizations by FDA application number, EMA product number, NDC or SPL set id. */
  regulatorycore: ["fdaApplicationNumber", "emaProductNumber", "ndc", "splSetId"],
  /** Genes by Ensembl, HGNC, Entrez, UniProt, symbol, OMIM, Orphanet or IUPHAR id. */
  genecore: ["ensemblGeneId", "hgncId", "entrezGeneId", "uniprotId", "symbol", "omimId", "orphanet", "iuphar"],
  /** Patents by publication, application or family id. */
  patentcore: ["publicationNumber", "applicationNumber", "familyId"],
} as const satisfies Record<CoreName, readonly string[]>;
/** A lookup key of core `C`, e.g. `LookupKeyOf<"biomedcore">` is `"pmid" | "doi"`. */
export type LookupKeyOf<C extends CoreName> = (typeof LOOKUP_KEYS)[C][number];

/** Maximums fixed by the reference and addendum. */
export const LIMITS = {
  /** Largest `limit` of one search request; searches have no paging. */
  searchLimitMax: 300,
  /** Rows a search returns when no `limit` is given. */
  searchLimitDefault: 20,
  /** Largest `limit` of one change-feed page (it bounds rows scanned, not items returned). */
  feedLimitMax: 1000,
  /** Change-feed page `limit` when none is given. */
  feedLimitDefault: 100,
  /** Effective `limit` cap of a feed page scoped by `serviceId`: larger values have no effect. */
  feedScopedLimitMax: 100,
  /** Most `serviceId` values one scoped change-feed request may carry. */
  feedServiceIdsMax: 100,
  /** Most items one lookup request may carry (more gives 400); the table helpers split longer lists into batches of this size. */
  lookupItemsMax: 100,
  /** Requests allowed per rate-limit window, per user and organization. */
  rateLimitRequests: 60,
  /** Length of the rate-limit window, in seconds. */
  rateLimitWindowSeconds: 60,
} as const;

/** Availability of a core as `/capabilities` reports it (reference section 1). */
export const CORE_STATUSES = ["available", "preview"] as const;
