// A small hand-made dataset for the session tests: every link field of every core points at
// records that exist (plus one that does not), and 640 "aspirin" trials are dated so that a
// searchAll over 2020..2021 must bisect, with 310 of them on one day (a window that stays full).
import type { Dataset } from "../../../src/sandbox/dataset.js";
import type { CoreName } from "../../../src/schema/enums.js";
import { CORE_COLUMNS } from "../../../src/tables/columns/index.js";
import { B, D, G, P, R, T } from "../../support/service-ids.js";
import { authorization, drug, publication, trialWithOutcomes } from "../fixtures/records.js";

export { B, D, G, P, R, T };

/** An ID that no record has. */
export const GHOST = { biomed: B(99), drug: D(99) };
export const CROWDED_DAY = "2020-06-15";

type Rec = Record<string, unknown>;

function startDateOf(n: number): string {
  if (n <= 310) return CROWDED_DAY;
  const day = new Date(Date.UTC(2020, 0, 1) + ((n * 7919) % 730) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** The full stored form: every default and include field present, [] for lists, null otherwise. */
export function complete(core: CoreName, record: Rec): Rec {
  const spec = CORE_COLUMNS[core];
  const out: Rec = {};
  for (const [name, type] of Object.entries({ ...spec.defaults, ...spec.includes })) {
    out[name] = type.kind === "list" ? [] : null;
  }
  if (core === "trialcore") out.hasResults = false;
  if (core === "regulatorycore") out.agency = "FDA";
  return { ...out, ...record };
}

export function linkedDataset(): Dataset {
  const biomedcore: Rec[] = [
    { ...publication(1), references: [B(2), GHOST.biomed], citedBy: [B(2)], referencesTrialCore: [T(1)], publicationDate: "2021-01-01" },
    {
      ...publication(2),
      title: "Second paper",
      references: [B(1)],
      citedBy: [B(1)],
      referencesTrialCore: [],
      publicationDate: "2021-02-01",
    },
  ];
  const trialcore: Rec[] = [
    {
      ...trialWithOutcomes(1),
      briefTitle: "Linked trial",
      startDate: "2019-01-01",
      referencesBiomedCore: [B(1)],
      referencesDrugCore: [D(1)],
    },
  ];
  for (let n = 2; n <= 641; n++) {
    trialcore.push({
      ...(n % 50 === 0 ? trialWithOutcomes(n) : { serviceId: T(n), armGroups: [], outcomes: [] }),
      briefTitle: `Aspirin study ${n}`,
      startDate: startDateOf(n),
      referencesBiomedCore: [],
      referencesDrugCore: [],
    });
  }
  trialcore.push({ serviceId: T(700), briefTitle: "Aspirin undated", startDate: null, armGroups: [], outcomes: [] });
  const drugcore: Rec[] = [
    {
      ...drug(1),
      parent: D(2),
      children: [],
      referencesTrialCore: [T(1)],
      referencesBiomedCore: [B(1)],
      referencesRegulatoryCore: [R(1)],
      referencesGeneCore: [G(1)],
    },
    {
      ...drug(2),
      name: "Parent drug",
      parent: null,
      children: [D(1), GHOST.drug],
      referencesTrialCore: [],
      referencesBiomedCore: [],
      referencesRegulatoryCore: [],
      referencesGeneCore: [],
    },
  ];
  const regulatorycore: Rec[] = [
    {
      ...authorization(1, "FDA"),
      authorizationsByAgency: [{ serviceId: R(2), agency: "EMA", name: "Product", authorizationStatus: "ACTIVE" }],
      documentSections: [],
      referencesDrugCore: [D(1)],
      fdaDetails: null,
      emaDetails: null,
    },
    {
      ...authorization(2, "EMA"),
      authorizationsByAgency: [{ serviceId: R(1), agency: "FDA", name: "Product", authorizationStatus: "ACTIVE" }],
      documentSections: [],
      referencesDrugCore: [D(1)],
      fdaDetails: null,
      emaDetails: null,
    },
  ];
  const genecore: Rec[] = [
    { serviceId: G(1), symbol: "EGFR", ensemblGeneId: "ENSG00000146648", referencesDrugCore: [D(1)], protein: null },
  ];
  const patentcore: Rec[] = [
    {
      serviceId: P(1),
      title: "Patent one",
      familyId: "F1",
      familyMembers: [],
      citedPatents: [P(2)],
      citedByPatents: [P(2)],
      referencesDrugCore: [D(1)],
      referencesBiomedCore: [B(1)],
      claims: "",
      description: null,
      nplCitations: [],
    },
    {
      serviceId: P(2),
      title: "Patent two",
      familyId: "F2",
      familyMembers: [],
      citedPatents: [P(1)],
      citedByPatents: [P(1)],
      referencesDrugCore: [],
      referencesBiomedCore: [],
      claims: "",
      description: null,
      nplCitations: [],
    },
  ];
  return {
    seed: 0,
    scale: "small",
    today: "2026-06-01",
    description: "corebook tables test dataset",
    records: {
      biomedcore: biomedcore.map((r) => complete("biomedcore", r)),
      trialcore: trialcore.map((r) => complete("trialcore", r)),
      drugcore: drugcore.map((r) => complete("drugcore", r)),
      regulatorycore: regulatorycore.map((r) => complete("regulatorycore", r)),
      genecore: genecore.map((r) => complete("genecore", r)),
      patentcore: patentcore.map((r) => complete("patentcore", r)),
    } as unknown as Dataset["records"],
    sections: new Map(),
    changes: { biomedcore: [], trialcore: [], regulatorycore: [], drugcore: [], genecore: [] },
    sectionChanges: [],
  };
}
