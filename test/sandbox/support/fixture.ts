// A small hand-made dataset whose every record and event is chosen to pin one rule down.
// today = 2024-04-01, so events dated 2024-04-01 are withheld from the feeds.
import type { ChangeEvent, Dataset, SectionEvent, StoredSection } from "../../../src/sandbox/dataset.js";
import { B, D, G, P, R, S, T } from "../../support/service-ids.js";

export { id, B, D, G, P, R, S, T } from "../../support/service-ids.js";

type Rec = Record<string, unknown>;

const pub = (n: number, o: Rec): Rec => ({
  serviceId: B(n), pmid: null, pmcid: null, doi: null, title: null, abstract: null, authors: [], journal: null,
  issn: null, volumeIssue: null, language: "eng", publicationDate: "2020-01-01", lastUpdateDate: null, createDate: null,
  publicationTypes: [], isRetracted: false, citationCount: null, journalQualityJufo: null, meshTerms: [], keywords: [],
  substances: [], hasFulltext: false, fulltext: null, authorsMetadata: [], meshIds: [], substanceIds: [],
  referencesTrialCore: [], references: [], citedBy: [], ...o,
});

const biomedcore: Rec[] = [
  pub(1, {
    pmid: "100001", doi: "10.1000/ASPIRIN.1", title: "Aspirin reduces cardiovascular events", abstract: "A trial of low dose aspirin.",
    authors: ["Virtanen M", "Smith J"], createDate: "2024-01-10", lastUpdateDate: "2024-03-01", citationCount: 10,
    journalQualityJufo: 2, publicationDate: "2021-05-01", hasFulltext: true, fulltext: "Full text mentions platelets and bleeding.",
    authorsMetadata: [
      { name: "Virtanen M", nameRaw: "Matti Virtanen", orcid: "0000-0001-2345-6789", position: 1,
        affiliations: [{ name: "University of Helsinki", nameRaw: "Univ. Helsinki", ror: "040af2s02", countryCode: "FI" }] },
      { name: "Smith J", nameRaw: "John Smith", orcid: null, position: 2, affiliations: [] },
    ],
  }),
  pub(2, { pmid: "100002", title: "Metformin and diabetes outcomes", abstract: "Metformin lowers glucose.", citationCount: null,
    authors: ["Smithson K"], publicationDate: "2019-02-01" }),
  pub(3, { pmid: "100003", doi: "10.1000/plt.3", title: "Aspirin resistance in platelets", isRetracted: true, citationCount: 3,
    authors: ["Smith A"], createDate: "2024-02-05", lastUpdateDate: "2024-02-05", journalQualityJufo: 1, publicationDate: "2022-01-01",
    authorsMetadata: [{ name: "Smith A", nameRaw: "Anna Smith", orcid: "0000-0002-0000-0001", position: 1,
      affiliations: [{ name: "Karolinska Institute", nameRaw: null, ror: "056d84691", countryCode: "SE" }] }] }),
];

const trial = (n: number, o: Rec): Rec => ({
  serviceId: T(n), nctId: null, registryId: null, sourceRegistry: "clinicaltrials_gov", sourceUrl: null, briefTitle: null,
  officialTitle: null, briefSummary: null, acronym: null, phase: null, overallStatus: null, studyType: "INTERVENTIONAL",
  startDate: null, completionDate: null, lastUpdateDate: null, createDate: null, hasResults: false, enrollment: null,
  enrollmentType: null, sponsorName: null, sponsorType: null, collaborators: [], conditions: [], conditionMeshTerms: [],
  interventionNames: [], interventionMeshTerms: [], keywords: [], secondaryIds: [], primaryOutcomeMeasures: [],
  secondaryOutcomeMeasures: [], interventionTypes: [], facilityCountries: [], orgStudyId: null, designAllocation: null,
  designInterventionModel: null, designPrimaryPurpose: null, designMasking: null, resultsFirstPostDate: null, whyStopped: null,
  isFdaRegulatedDrug: null, isFdaRegulatedDevice: null, oversightHasDmc: null, armGroups: [], detailedDescription: null,
  outcomes: [], referencesBiomedCore: [], referencesDrugCore: [], ...o,
});

const trialcore: Rec[] = [
  trial(1, { nctId: "NCT00000001", registryId: "NCT00000001", briefTitle: "Aspirin for stroke prevention", phase: "PHASE2",
    overallStatus: "RECRUITING", facilityCountries: ["US", "FI"], hasResults: true, interventionTypes: ["DRUG"],
    conditions: ["Stroke"], enrollment: 500, startDate: "2020-03-01", sponsorType: "INDUSTRY", createDate: "2023-01-01" }),
  trial(2, { nctId: null, registryId: "EUCTR2020-000001-01", sourceRegistry: "euctr", briefTitle: "Metformin in diabetes",
    phase: "PHASE3", overallStatus: "COMPLETED", facilityCountries: ["DE"], interventionTypes: ["DRUG", "BEHAVIORAL"],
    conditions: ["Diabetes"], enrollment: 50, startDate: null, sponsorType: "OTHER" }),
  trial(3, { nctId: "NCT00000003", registryId: "NCT00000003", briefTitle: "Aspirin and exercise", phase: "PHASE1",
    overallStatus: "COMPLETED", facilityCountries: ["SE"], interventionTypes: ["BEHAVIORAL"], conditions: ["Stroke"],
    enrollment: null, startDate: "2018-01-01" }),
];

const drug = (n: number, o: Rec): Rec => ({
  serviceId: D(n), chemblId: null, name: null, description: null, synonyms: [], tradeNames: [], drugType: "SMALL_MOLECULE",
  maxClinicalStage: "APPROVAL", inchiKey: null, canonicalSmiles: null, mechanismsOfAction: [], parent: null, children: [],
  referencesTrialCore: [], referencesBiomedCore: [], referencesRegulatoryCore: [], referencesGeneCore: [], ...o,
});

const drugcore: Rec[] = [
  drug(1, { chemblId: "CHEMBL25", name: "ASPIRIN", tradeNames: ["Bayer Aspirin"], synonyms: ["acetylsalicylic acid"],
    description: "Cyclooxygenase inhibitor", children: [D(3)],
    mechanismsOfAction: [{ actionType: "INHIBITOR", mechanismOfAction: "Cyclooxygenase inhibitor", targetType: "SINGLE PROTEIN",
      targets: [{ ensemblId: "ENSG00000095303", symbol: "PTGS1", name: "prostaglandin synthase 1", synonyms: ["COX1"] }] }],
    referencesGeneCore: [G(1)] }),
  drug(2, { chemblId: "CHEMBL1431", name: "METFORMIN", tradeNames: ["Glucophage"], drugType: "SMALL_MOLECULE", maxClinicalStage: "APPROVAL" }),
  drug(3, { chemblId: "CHEMBL25", name: "ASPIRIN LYSINE", drugType: "PROTEIN", maxClinicalStage: "PHASE2", parent: D(1) }),
];

const auth = (n: number, o: Rec): Rec => ({
  serviceId: R(n), agency: "FDA", name: null, activeSubstance: null, moleculeType: "SMALL_MOLECULE", authorizationStatus: "ACTIVE",
  procedureType: "NDA", therapeuticIndication: null, marketingAuthorisationHolder: null, authorizationDate: null,
  firstAuthorizationDate: null, lastUpdateDate: null, createDate: null, sourceUrl: null, isOrphan: false, designations: [],
  authorizationsByAgency: [], documentSections: [], fdaDetails: null, emaDetails: null, referencesDrugCore: [], ...o,
});

const fda = (o: Rec): Rec => ({ applicationNumber: null, prescriptionClass: null, submissionClassCode: null, labelDate: null,
  labelUrl: null, withdrawalDate: null, withdrawalReason: null, withdrawalSourceUrl: null, ndc: [], splSetId: [], ...o });

const regulatorycore: Rec[] = [
  auth(1, { name: "Bayer Aspirin", activeSubstance: "aspirin", therapeuticIndication: "pain relief", marketingAuthorisationHolder: "Bayer",
    authorizationDate: "2001-01-01", createDate: "2023-06-01", lastUpdateDate: "2023-06-01",
    designations: [
      { axis: "REVIEW_ACCELERATION", type: "PRIORITY_REVIEW", agency: "FDA", nativeName: "Priority Review", basis: null, indication: null, postMarketingObligation: null },
      { axis: "DEVELOPMENT_SUPPORT", type: "PRIME", agency: "EMA", nativeName: "PRIME", basis: null, indication: null, postMarketingObligation: null },
    ],
    fdaDetails: fda({ applicationNumber: "NDA021588", ndc: ["0078-0401-05"], splSetId: ["a1b2c3"] }), referencesDrugCore: [D(1)] }),
  auth(2, { agency: "EMA", name: "Glucophage", activeSubstance: "metformin", therapeuticIndication: "type 2 diabetes",
    marketingAuthorisationHolder: "Merck", procedureType: "CENTRALISED_HUMAN", authorizationDate: "2010-05-05", isOrphan: true,
    createDate: "2024-01-15", lastUpdateDate: "2024-03-05",
    designations: [{ axis: "DEVELOPMENT_SUPPORT", type: "PRIME", agency: "EMA", nativeName: "PRIME", basis: null, indication: null, postMarketingObligation: null }],
    emaDetails: { productNumber: "EMEA/H/C/000123" } }),
  auth(3, { name: "Oldprofen", activeSubstance: "oldprofen", authorizationStatus: "WITHDRAWN_VOLUNTARY", therapeuticIndication: "pain",
    createDate: "2023-05-05", lastUpdateDate: "2024-02-01", fdaDetails: fda({ applicationNumber: "ANDA07001", ndc: ["0078-0401"] }) }),
];

const section = (n: number, serviceId: string, docType: string, title: string, content: string): StoredSection => ({
  documentSectionId: S(n), serviceId, docType, path: `${n}`, title, textType: "label", sourceUrl: null, sourceDate: "2024-01-01", content,
});
const sectionList: StoredSection[] = [
  section(1, R(1), "FDA_LABEL", "Warnings", "Children and teenagers recovering from chickenpox should not use this product because of Reye syndrome, a rare but serious illness."),
  section(2, R(1), "FDA_LABEL", "Dosage", "Take one tablet every four hours with water."),
  section(3, R(2), "EMA_SMPC", "Special warnings", "Lactic acidosis is a very rare but serious metabolic complication."),
];

const gene = (n: number, o: Rec): Rec => ({
  serviceId: G(n), ensemblGeneId: null, symbol: null, name: null, synonyms: [], geneType: "PROTEIN_CODING", summary: null,
  location: null, chromosome: null, strand: "+", entrezGeneId: null, hgncId: null, uniprotIds: [], hgncGeneGroups: [],
  maneSelect: [], omimId: [], orphanet: null, iuphar: null, lastUpdateDate: null, createDate: null, tractability: null,
  safetyLiabilities: null, targetClass: null, gnomadConstraint: null, depmapEssentiality: null, protein: null,
  referencesDrugCore: [], ...o,
});
const genecore: Rec[] = [
  gene(1, { ensemblGeneId: "ENSG00000095303", symbol: "PTGS1", name: "prostaglandin-endoperoxide synthase 1", synonyms: ["COX1"],
    entrezGeneId: "5742", hgncId: "HGNC:9604", uniprotIds: ["P23219"], omimId: ["176805", "600000"],
    hgncGeneGroups: [{ id: "1", name: "Cyclooxygenases" }],
    tractability: { smallMolecule: { clinical: ["APPROVED_DRUG"], predictive: [] }, antibody: { clinical: [], predictive: [] },
      protac: { clinical: [], predictive: [] }, otherClinical: { clinical: [], predictive: [] } },
    targetClass: { path: ["ENZYME"], leafChemblClassId: "CHEMBL_TC_1" },
    gnomadConstraint: { synonymous: null, missense: null, lossOfFunction: { loeuf: 0.8 } },
    depmapEssentiality: { isEssential: false }, safetyLiabilities: [{ event: "bleeding" }], referencesDrugCore: [D(1)] }),
  gene(2, { ensemblGeneId: "ENSG00000073756", symbol: "PTGS2", name: "prostaglandin-endoperoxide synthase 2", synonyms: ["COX2"],
    uniprotIds: ["P35354"], omimId: ["600000"], hgncGeneGroups: [{ id: "1", name: "Cyclooxygenases" }],
    gnomadConstraint: { synonymous: null, missense: null, lossOfFunction: { loeuf: 0.3 } },
    depmapEssentiality: { isEssential: true }, safetyLiabilities: [] }),
  gene(3, { ensemblGeneId: "ENSG00000000003", symbol: "TSPAN6", name: "tetraspanin 6", geneType: "NCRNA", uniprotIds: ["P23219"] }),
];

const patent = (n: number, o: Rec): Rec => ({
  serviceId: P(n), publicationNumber: null, applicationNumber: null, countryCode: "US", kindCode: "A1", familyId: null,
  familyMembers: [], title: null, abstract: null, language: "en", nonEnglishFallback: false, cpcCodes: [], ipcCodes: [],
  inventors: [], assignees: [], publicationDate: null, filingDate: null, grantDate: null, priorityDate: null, citedPatents: [],
  priorityClaimNumbers: [], parentPublicationNumbers: [], childPublicationNumbers: [], hasClaims: true, hasDescription: true,
  nplCount: 0, citedByCount: 0, claims: "A claim.", description: "A description.", nplCitations: [], citedByPatents: [],
  referencesDrugCore: [], referencesBiomedCore: [], ...o,
});
const patentcore: Rec[] = [
  patent(1, { publicationNumber: "US-2020000001-A1", applicationNumber: "US-16000001", familyId: "F1", title: "Aspirin tablet formulation",
    abstract: "A stable aspirin tablet.", cpcCodes: ["A61K31/616"], assignees: ["Bayer AG"], citedByCount: 5, publicationDate: "2020-01-01" }),
  patent(2, { publicationNumber: "EP-3000001-A1", applicationNumber: "US-16000001", countryCode: "EP", familyId: "F1",
    title: "Aspirin formulation", abstract: "Aspirin.", claims: null, hasClaims: false, citedByCount: 1, publicationDate: "2020-06-01" }),
  patent(3, { publicationNumber: "US-2021000003-A1", applicationNumber: "US-17000003", familyId: "F2", title: "Metformin salt",
    abstract: "Metformin with aspirin coating.", cpcCodes: ["A61K31/155"], assignees: ["Merck KGaA"], kindCode: "B2",
    grantDate: "2022-01-01", publicationDate: "2021-01-01" }),
];

const ev = (serviceId: string, updateType: ChangeEvent["updateType"], updateDate: string, createDate: string | null): ChangeEvent =>
  ({ serviceId, updateType, updateDate, createDate });
const sev = (serviceId: string, n: number, updateType: SectionEvent["updateType"], updateDate: string, createDate: string | null): SectionEvent =>
  ({ serviceId, documentSectionId: S(n), updateType, updateDate, createDate });

/** The removed records, present only in change history. */
export const GONE = { biomed: B(9), regulatory: R(9) };

export const changes: Dataset["changes"] = {
  biomedcore: [
    ev(GONE.biomed, "created", "2023-12-01", "2023-12-01"),
    ev(B(1), "created", "2024-01-10", "2024-01-10"),
    ev(B(3), "created", "2024-02-05", "2024-02-05"),
    ev(B(2), "updated", "2024-02-15", null),
    ev(GONE.biomed, "deleted", "2024-02-20", null),
    ev(B(1), "updated", "2024-03-01", "2024-01-10"),
    ev(B(3), "updated", "2024-04-01", "2024-02-05"),
  ],
  trialcore: [ev(T(1), "created", "2023-01-01", "2023-01-01"), ev(T(1), "updated", "2024-02-01", "2023-01-01"), ev(T(2), "updated", "2024-02-02", null)],
  drugcore: [ev(D(1), "updated", "2024-01-05", null)],
  genecore: [ev(G(1), "updated", "2024-01-06", null)],
  regulatorycore: [
    ev(GONE.regulatory, "created", "2023-01-01", "2023-01-01"),
    ev(R(3), "created", "2023-05-05", "2023-05-05"),
    ev(R(1), "created", "2023-06-01", "2023-06-01"),
    ev(R(2), "created", "2024-01-15", "2024-01-15"),
    ev(R(3), "updated", "2024-02-01", "2023-05-05"),
    ev(GONE.regulatory, "deleted", "2024-02-25", null),
    ev(R(2), "updated", "2024-03-05", "2024-01-15"),
  ],
};

export const sectionChanges: SectionEvent[] = [
  sev(R(2), 3, "created", "2024-01-15", "2024-01-15"),
  sev(R(1), 1, "updated", "2024-02-10", "2023-06-01"),
  sev(R(1), 2, "created", "2024-02-11", "2024-02-11"),
];

export function fixtureDataset(): Dataset {
  return {
    seed: 7, scale: "small", today: "2024-04-01", description: "Hand-made test fixture.",
    records: { biomedcore, trialcore, drugcore, regulatorycore, genecore, patentcore } as unknown as Dataset["records"],
    sections: new Map(sectionList.map((s) => [s.documentSectionId, s])),
    changes,
    sectionChanges,
  };
}
