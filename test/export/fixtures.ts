// Hand-written tables shaped like the tables layer's: service field names, declared column
// types, day dates as Dates at UTC midnight, lists, lists of structs, struct columns, nulls, and
// text that breaks naive writers (commas, quotes, newlines, leading spaces, non-ASCII).
import * as aq from "arquero";
import type { ColumnTable } from "arquero";
import { setColumnTypes, type ColumnType, type ColumnTypes } from "../../src/tables/column-types.js";

const str: ColumnType = { kind: "string" };
const int: ColumnType = { kind: "integer" };
const float: ColumnType = { kind: "float" };
const bool: ColumnType = { kind: "boolean" };
const date: ColumnType = { kind: "date" };
const json: ColumnType = { kind: "json" };
const strings: ColumnType = { kind: "list", of: str };
const list = (of: ColumnType): ColumnType => ({ kind: "list", of });
const struct = (fields: Record<string, ColumnType>): ColumnType => ({ kind: "struct", fields });

const day = (text: string) => new Date(`${text}T00:00:00Z`);
export const TRICKY = 'Ünïcødé — 日本語, "quoted"\r\nsecond line';

function build(types: ColumnTypes, rows: Record<string, unknown>[]): ColumnTable {
  const columns: Record<string, unknown[]> = {};
  for (const name of Object.keys(types)) columns[name] = rows.map((row) => row[name] ?? null);
  return setColumnTypes(aq.table(columns), types);
}

const biomedTypes: ColumnTypes = {
  serviceId: str,
  pmid: str,
  doi: str,
  title: str,
  abstract: str,
  authors: strings,
  journal: str,
  volumeIssue: str,
  publicationDate: date,
  lastUpdateDate: date,
  publicationTypes: strings,
  isRetracted: bool,
  citationCount: int,
  journalQualityJufo: int,
  meshTerms: strings,
  hasFulltext: bool,
  authorsMetadata: list(
    struct({
      name: str,
      nameRaw: str,
      orcid: str,
      position: int,
      affiliations: list(struct({ name: str, nameRaw: str, ror: str, countryCode: str })),
    }),
  ),
};
const biomedRows = [
  {
    serviceId: "SVBC_a1B2c3D4e5F6g7H8",
    pmid: "31452104",
    doi: "10.1000/xyz,123",
    title: 'Aspirin, "low dose", and you',
    abstract: "Line one.\nLine two, with comma.\r\nLine three",
    authors: ["Smith J", "Müller K", "O'Brien, P"],
    journal: " Leading space journal ",
    volumeIssue: "23(4)",
    publicationDate: day("2019-08-01"),
    lastUpdateDate: day("2024-02-29"),
    publicationTypes: ["Journal Article", "Review"],
    isRetracted: false,
    citationCount: 1234,
    journalQualityJufo: 3,
    meshTerms: ["Aspirin", "Humans"],
    hasFulltext: true,
    authorsMetadata: [
      {
        name: "Smith J",
        nameRaw: "John Smith",
        orcid: "0000-0002-1825-0097",
        position: 1,
        affiliations: [{ name: "Univ, Helsinki", nameRaw: "University of Helsinki", ror: "040af2s02", countryCode: "FI" }],
      },
      { name: "Müller K", nameRaw: null, orcid: null, position: 2, affiliations: [] },
    ],
  },
  {
    serviceId: "SVBC_Z9y8X7w6V5u4T3s2",
    pmid: null,
    doi: null,
    title: TRICKY,
    abstract: "",
    authors: [],
    journal: null,
    volumeIssue: "7",
    publicationDate: day("1969-12-31"),
    lastUpdateDate: null,
    publicationTypes: [],
    isRetracted: null,
    citationCount: 0,
    journalQualityJufo: null,
    meshTerms: [],
    hasFulltext: null,
    authorsMetadata: [],
  },
  {
    serviceId: "SVBC_00000000000000001",
    pmid: "1",
    doi: "10.1/a",
    title: "日本語のタイトル",
    abstract: null,
    authors: ["李 小龙"],
    journal: "J",
    volumeIssue: null,
    publicationDate: null,
    lastUpdateDate: day("2025-01-01"),
    publicationTypes: ["Letter"],
    isRetracted: true,
    citationCount: null,
    journalQualityJufo: 0,
    meshTerms: ["Neoplasms"],
    hasFulltext: false,
    authorsMetadata: null,
  },
];

const trialTypes: ColumnTypes = {
  serviceId: str,
  nctId: str,
  registryId: str,
  sourceRegistry: str,
  briefTitle: str,
  phase: str,
  overallStatus: str,
  startDate: date,
  completionDate: date,
  hasResults: bool,
  enrollment: int,
  conditions: strings,
  interventionTypes: strings,
  facilityCountries: strings,
  whyStopped: str,
  armGroups: list(struct({ type: str, title: str, description: str })),
};
const trialRows = [
  {
    serviceId: "SVTC_aaaaaaaaaaaaaaaa",
    nctId: "NCT01234567",
    registryId: "NCT01234567",
    sourceRegistry: "clinicaltrials_gov",
    briefTitle: 'A Study of X, Y, and "Z"',
    phase: "PHASE1/PHASE2",
    overallStatus: "COMPLETED",
    startDate: day("2015-03-01"),
    completionDate: day("2018-12-31"),
    hasResults: true,
    enrollment: 120,
    conditions: ["Breast Cancer", "Cancer, Breast"],
    interventionTypes: ["DRUG", "BIOLOGICAL"],
    facilityCountries: ["US", "FI"],
    whyStopped: null,
    armGroups: [
      { type: "EXPERIMENTAL", title: "Arm A: 10 mg", description: 'Dose,\nthen "observe"' },
      { type: "PLACEBO_COMPARATOR", title: "Placebo", description: null },
    ],
  },
  {
    serviceId: "SVTC_bbbbbbbbbbbbbbbb",
    nctId: null,
    registryId: "2019-001234-56",
    sourceRegistry: "euctr",
    briefTitle: TRICKY,
    phase: null,
    overallStatus: "TERMINATED",
    startDate: null,
    completionDate: null,
    hasResults: false,
    enrollment: null,
    conditions: [],
    interventionTypes: [],
    facilityCountries: [],
    whyStopped: " Sponsor decision ",
    armGroups: [],
  },
];

const drugTypes: ColumnTypes = {
  serviceId: str,
  chemblId: str,
  name: str,
  synonyms: strings,
  tradeNames: strings,
  drugType: str,
  maxClinicalStage: str,
  canonicalSmiles: str,
  mechanismsOfAction: list(
    struct({
      actionType: str,
      mechanismOfAction: str,
      targetType: str,
      targets: list(struct({ ensemblId: str, symbol: str, name: str, synonyms: strings })),
    }),
  ),
};
const drugRows = [
  {
    serviceId: "SVDC_cccccccccccccccc",
    chemblId: "CHEMBL25",
    name: "ASPIRIN",
    synonyms: ["Acetylsalicylic acid", "ASA"],
    tradeNames: ["Aspirin®"],
    drugType: "SMALL_MOLECULE",
    maxClinicalStage: "APPROVAL",
    canonicalSmiles: "CC(=O)Oc1ccccc1C(=O)O",
    mechanismsOfAction: [
      {
        actionType: "INHIBITOR",
        mechanismOfAction: "Cyclooxygenase inhibitor",
        targetType: "SINGLE PROTEIN",
        targets: [
          { ensemblId: "ENSG00000095303", symbol: "PTGS1", name: "prostaglandin-endoperoxide synthase 1", synonyms: ["COX1", "COX-1"] },
        ],
      },
    ],
  },
  {
    serviceId: "SVDC_dddddddddddddddd",
    chemblId: null,
    name: 'Drug, "quoted"',
    synonyms: [],
    tradeNames: [],
    drugType: null,
    maxClinicalStage: "UNKNOWN",
    canonicalSmiles: null,
    mechanismsOfAction: [],
  },
];

const regulatoryTypes: ColumnTypes = {
  serviceId: str,
  agency: str,
  name: str,
  activeSubstance: str,
  authorizationStatus: str,
  therapeuticIndication: str,
  authorizationDate: date,
  firstAuthorizationDate: date,
  isOrphan: bool,
  designations: list(
    struct({ axis: str, type: str, agency: str, nativeName: str, basis: str, indication: str, postMarketingObligation: bool }),
  ),
  authorizationsByAgency: list(struct({ serviceId: str, agency: str, name: str, authorizationStatus: str })),
  fdaDetails: struct({ applicationNumber: str, labelDate: str, ndc: strings }),
  emaDetails: json,
};
const regulatoryRows = [
  {
    serviceId: "SVRC_eeeeeeeeeeeeeeee",
    agency: "FDA",
    name: "ZEPBOUND",
    activeSubstance: "tirzepatide",
    authorizationStatus: "ACTIVE",
    therapeuticIndication: "1 INDICATIONS AND USAGE\nWeight management, adjunct to diet",
    authorizationDate: day("2023-11-08"),
    firstAuthorizationDate: day("2022-05-13"),
    isOrphan: false,
    designations: [
      {
        axis: "REVIEW_ACCELERATION",
        type: "PRIORITY_REVIEW",
        agency: "FDA",
        nativeName: "Priority Review",
        basis: null,
        indication: null,
        postMarketingObligation: null,
      },
    ],
    authorizationsByAgency: [{ serviceId: "SVRC_ffffffffffffffff", agency: "EMA", name: "Mounjaro", authorizationStatus: "ACTIVE" }],
    fdaDetails: { applicationNumber: "NDA217806", labelDate: "2023-11-08", ndc: ["0002-2506", "0002-2495"] },
    emaDetails: null,
  },
  {
    serviceId: "SVRC_ffffffffffffffff",
    agency: "EMA",
    name: "Mounjaro",
    activeSubstance: TRICKY,
    authorizationStatus: null,
    therapeuticIndication: null,
    authorizationDate: null,
    firstAuthorizationDate: null,
    isOrphan: null,
    designations: [],
    authorizationsByAgency: [],
    fdaDetails: null,
    emaDetails: { productNumber: "EMEA/H/C/005620", isBiosimilar: false, revisionNumber: 7, smpcDate: "2024-01-02" },
  },
];

const geneTypes: ColumnTypes = {
  serviceId: str,
  ensemblGeneId: str,
  symbol: str,
  name: str,
  synonyms: strings,
  strand: str,
  chromosome: str,
  uniprotIds: strings,
  hgncGeneGroups: list(struct({ id: str, name: str })),
  lastUpdateDate: date,
  gnomadConstraint: struct({
    synonymous: struct({ oe: float, observed: int, expected: float }),
    lossOfFunction: struct({ loeuf: float, pli: float, loeufDecile: int, oe: float, observed: int, expected: float }),
  }),
  depmapEssentiality: struct({
    isEssential: bool,
    cellLinesTested: int,
    meanGeneEffect: float,
    topDependencies: list(struct({ cellLineName: str, depmapId: str, geneEffect: float })),
  }),
  tractability: json,
};
const geneRows = [
  {
    serviceId: "SVGC_gggggggggggggggg",
    ensemblGeneId: "ENSG00000141510",
    symbol: "TP53",
    name: "tumor protein p53",
    synonyms: ["P53", "LFS1"],
    strand: "-",
    chromosome: "17",
    uniprotIds: ["P04637"],
    hgncGeneGroups: [{ id: "1234", name: 'Tumor suppressors, "classic"' }],
    lastUpdateDate: day("2024-06-30"),
    gnomadConstraint: {
      synonymous: { oe: 1.02, observed: 150, expected: 147.3 },
      lossOfFunction: { loeuf: 0.449, pli: 0.9987, loeufDecile: 2, oe: 0.31, observed: 9, expected: 29.1 },
    },
    depmapEssentiality: {
      isEssential: false,
      cellLinesTested: 1100,
      meanGeneEffect: -0.12,
      topDependencies: [{ cellLineName: "HCT 116", depmapId: "ACH-000971", geneEffect: -1.5 }],
    },
    tractability: { smallMolecule: { clinical: ["Phase 1"], predictive: [] }, antibody: null },
  },
  {
    serviceId: "SVGC_hhhhhhhhhhhhhhhh",
    ensemblGeneId: "ENSG00000000003",
    symbol: "TSPAN6",
    name: TRICKY,
    synonyms: [],
    strand: "+",
    chromosome: "X",
    uniprotIds: [],
    hgncGeneGroups: [],
    lastUpdateDate: null,
    gnomadConstraint: { synonymous: null, lossOfFunction: { loeuf: null, pli: 0, loeufDecile: null, oe: 1, observed: 3, expected: 3 } },
    depmapEssentiality: null,
    tractability: null,
  },
];

const patentTypes: ColumnTypes = {
  serviceId: str,
  publicationNumber: str,
  countryCode: str,
  kindCode: str,
  familyMembers: strings,
  title: str,
  cpcCodes: strings,
  inventors: strings,
  assignees: strings,
  publicationDate: date,
  filingDate: date,
  grantDate: date,
  nonEnglishFallback: bool,
  nplCount: int,
  citedByCount: int,
};
const patentRows = [
  {
    serviceId: "SVPC_iiiiiiiiiiiiiiii",
    publicationNumber: "US-2020123456-A1",
    countryCode: "US",
    kindCode: "A1",
    familyMembers: ["SVPC_jjjjjjjjjjjjjjjj"],
    title: 'Method, system, and "apparatus"',
    cpcCodes: ["A61K31/00", "A61P35/00"],
    inventors: ["Doe, Jane", "Ströme Åsa"],
    assignees: ["ACME Corp."],
    publicationDate: day("2020-04-23"),
    filingDate: day("2019-10-01"),
    grantDate: null,
    nonEnglishFallback: false,
    nplCount: 12,
    citedByCount: 3,
  },
  {
    serviceId: "SVPC_jjjjjjjjjjjjjjjj",
    publicationNumber: "CN-103570677-A",
    countryCode: "CN",
    kindCode: "A",
    familyMembers: [],
    title: "一种药物组合物",
    cpcCodes: [],
    inventors: [],
    assignees: [],
    publicationDate: day("2014-02-12"),
    filingDate: null,
    grantDate: day("2016-01-01"),
    nonEnglishFallback: true,
    nplCount: null,
    citedByCount: 0,
  },
];

// Two flatten.* child tables: numbers parsed from strings (float), indexes (integer).
const measurementTypes: ColumnTypes = {
  serviceId: str,
  outcomeIndex: int,
  measurementIndex: int,
  outcomeType: str,
  outcomeTitle: str,
  units: str,
  paramType: str,
  group: str,
  paramValue: str,
  dispersionValue: str,
  value: float,
  dispersion: float,
  lower: float,
  upper: float,
};
const measurementRows = [
  {
    serviceId: "SVTC_aaaaaaaaaaaaaaaa",
    outcomeIndex: 0,
    measurementIndex: 0,
    outcomeType: "PRIMARY",
    outcomeTitle: "HbA1c, change",
    units: "%",
    paramType: "MEAN",
    group: "Arm A",
    paramValue: "-1.25",
    dispersionValue: "0.3",
    value: -1.25,
    dispersion: 0.3,
    lower: null,
    upper: null,
  },
  {
    serviceId: "SVTC_aaaaaaaaaaaaaaaa",
    outcomeIndex: 0,
    measurementIndex: 1,
    outcomeType: "PRIMARY",
    outcomeTitle: "HbA1c, change",
    units: "%",
    paramType: "MEAN",
    group: "Placebo",
    paramValue: "NA",
    dispersionValue: null,
    value: null,
    dispersion: null,
    lower: -0.5,
    upper: 12,
  },
];
const armTypes: ColumnTypes = { serviceId: str, armIndex: int, type: str, title: str, description: str };
const armRows = [
  { serviceId: "SVTC_aaaaaaaaaaaaaaaa", armIndex: 0, type: "EXPERIMENTAL", title: "Arm A: 10 mg", description: 'Dose,\nthen "observe"' },
  { serviceId: "SVTC_aaaaaaaaaaaaaaaa", armIndex: 1, type: "PLACEBO_COMPARATOR", title: "Placebo", description: null },
];

export interface Fixture {
  name: string;
  types: ColumnTypes;
  rows: Record<string, unknown>[];
}

export const FIXTURES: Fixture[] = [
  { name: "biomedcore", types: biomedTypes, rows: biomedRows },
  { name: "trialcore", types: trialTypes, rows: trialRows },
  { name: "drugcore", types: drugTypes, rows: drugRows },
  { name: "regulatorycore", types: regulatoryTypes, rows: regulatoryRows },
  { name: "genecore", types: geneTypes, rows: geneRows },
  { name: "patentcore", types: patentTypes, rows: patentRows },
  { name: "flatten.measurements", types: measurementTypes, rows: measurementRows },
  { name: "flatten.arms", types: armTypes, rows: armRows },
];

export function fixtureTable(fixture: Fixture, empty = false): ColumnTable {
  return build(fixture.types, empty ? [] : fixture.rows);
}
