// What README.md, docs/ and the showcase notebooks search for, look up and build on must stay in
// the dataset they run on (seed 42, the default day): last round an upgrade removed the drug a
// notebook searched for, and the notebook ran to the end on 0 rows. Each pin names the text that
// uses it and how many matching rows that text needs; a query string found in those texts without
// a pin fails too, so a new example cannot skip this.
import { readdirSync, readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ANCHOR_DATE } from "../../src/sandbox/generate/clock.js";
import { startInProcess, type RunningSandbox } from "../../src/sandbox/start.js";
import type { CoreName } from "../../src/schema/index.js";

type Rec = Record<string, unknown>;

interface SearchPin {
  /** Where the search is written. */
  in: string;
  core: CoreName;
  params: Record<string, string | number | boolean | string[]>;
  /** The day the text runs on (default: the anchor, connect()'s default). */
  day?: string;
  /** Rows the text needs whose record mentions `about` (anywhere in the record). */
  about: RegExp;
  min: number;
}

const T1_OF_NOTEBOOK_06 = "2025-09-01";

const SEARCHES: SearchPin[] = [
  // docs/troubleshooting.md misspells a parameter of this search on purpose; the search itself must find asthma trials.
  { in: "docs/troubleshooting.md", core: "trialcore", params: { query: "asthma", limit: 50 }, about: /asthma/i, min: 1 },
  { in: "README.md", core: "drugcore", params: { query: "kinase inhibitor", limit: 20 }, about: /kinase/i, min: 15 },
  {
    in: "README.md",
    core: "trialcore",
    params: { query: "cancer", limit: 300 },
    about: /cancer|carcinoma|tumou?r|lymphoma|leuk|melanoma|myeloma/i,
    min: 200,
  },
  {
    in: "README.md",
    core: "drugcore",
    params: { query: "antibody", drugType: ["ANTIBODY"], maxClinicalStage: ["PHASE3"], limit: 300 },
    about: /antibod|mab\b/i,
    min: 1,
  },
  {
    in: "README.md 07",
    core: "regulatorycore",
    params: { query: "orphan rare disease treatment", isOrphan: true, limit: 300 },
    about: /"isOrphan":true/,
    min: 10,
  },
  {
    in: "README.md 01 06",
    core: "biomedcore",
    params: { query: "EGFR non-small cell lung cancer", limit: 20 },
    about: /non-small cell lung/i,
    min: 15,
  },
  {
    in: "01",
    core: "trialcore",
    params: { query: "non-small cell lung cancer", phase: ["PHASE2", "PHASE3"], limit: 20 },
    about: /non-small cell lung/i,
    min: 10,
  },
  { in: "01", core: "drugcore", params: { query: "EGFR inhibitor", limit: 10 }, about: /EGFR/, min: 1 },
  { in: "01", core: "regulatorycore", params: { query: "lung cancer", agency: ["FDA", "EMA"], limit: 10 }, about: /lung/i, min: 5 },
  { in: "01", core: "genecore", params: { query: "kinase", limit: 10 }, about: /kinase/i, min: 10 },
  {
    in: "01 10",
    core: "patentcore",
    params: { query: "kinase inhibitor", limit: 100, include: ["referencesDrugCore"] },
    about: /"referencesDrugCore":\["SVDC_/,
    min: 5,
  },
  {
    in: "02",
    core: "drugcore",
    params: {
      query: "tyrosine kinase inhibitor",
      drugType: ["SMALL_MOLECULE"],
      limit: 300,
      include: ["referencesTrialCore", "referencesRegulatoryCore"],
    },
    about: /"name":"[A-Z]+TINIB"/,
    min: 10,
  },
  {
    in: "03",
    core: "trialcore",
    params: {
      query: "type 2 diabetes",
      hasResults: true,
      overallStatus: ["COMPLETED"],
      phase: ["PHASE3", "PHASE2/PHASE3", "PHASE2"],
      limit: 25,
      include: ["outcomes"],
    },
    about: /diabetes/i,
    min: 2,
  },
  {
    in: "04",
    core: "biomedcore",
    params: { query: "CAR T-cell therapy", limit: 300, include: ["authorsMetadata"] },
    about: /CAR T|chimeric antigen/i,
    // The notebook analyses the papers that name CAR T-cells. Since drug classes have eras (CAR T
    // from 2010) seed 42 small serves 19 of them, where papers ran from 2000 before (20 was the
    // floor then); the test below checks that they are the page's head.
    min: 15,
  },
  {
    in: "04",
    core: "biomedcore",
    params: { query: "CAR T-cell therapy", isRetracted: true, limit: 50 },
    about: /"isRetracted":true/,
    min: 1,
  },
  { in: "05", core: "trialcore", params: { query: "metastatic colorectal cancer", limit: 60 }, about: /colorectal/i, min: 20 },
  { in: "05", core: "regulatorycore", params: { query: "kinase inhibitor", limit: 15 }, about: /kinase/i, min: 10 },
  { in: "06", day: T1_OF_NOTEBOOK_06, core: "drugcore", params: { query: "kinase inhibitor", limit: 15 }, about: /kinase/i, min: 10 },
  {
    in: "06",
    day: T1_OF_NOTEBOOK_06,
    core: "biomedcore",
    params: { query: "EGFR non-small cell lung cancer", limit: 20 },
    about: /non-small cell lung/i,
    min: 10,
  },
  {
    in: "08",
    core: "trialcore",
    params: { query: "cancer", limit: 50 },
    about: /cancer|carcinoma|tumou?r|lymphoma|leuk|melanoma|myeloma/i,
    min: 40,
  },
  {
    in: "09",
    core: "drugcore",
    params: {
      query: "inhibitor antagonist agonist",
      maxClinicalStage: ["PHASE3", "PREAPPROVAL", "APPROVAL"],
      limit: 300,
      include: ["referencesGeneCore"],
    },
    about: /"referencesGeneCore":\["SVGC_/,
    min: 20,
  },
];

/** Queries written in the texts that need no rows: 08 searches it to show a request outside its snapshot. */
const UNPINNED = new Set(["COPD"]);

let s: RunningSandbox;
const headers = () => ({ authorization: `Bearer ${s.apiKey}`, "content-type": "application/json" });

async function search(core: CoreName, params: SearchPin["params"]): Promise<Rec[]> {
  const query = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const x of [v].flat()) query.append(k, String(x));
  const res = await fetch(`${s.baseUrl}/api/v1/cores/${core}/records?${query}`, { headers: headers() });
  const body = await res.json();
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data as Rec[];
}

async function lookup(core: CoreName, items: Record<string, string>[]): Promise<{ serviceIds?: string[] }[]> {
  const res = await fetch(`${s.baseUrl}/api/v1/cores/${core}/records/lookup`, {
    method: "POST",
    headers: headers(),
    body: JSON.stringify({ items }),
  });
  return (await res.json()).data;
}

async function get(core: CoreName, id: string): Promise<Rec | null> {
  const res = await fetch(`${s.baseUrl}/api/v1/cores/${core}/records/${id}`, { headers: headers() });
  return res.status === 200 ? (await res.json()).data : null;
}

/** Every `query: "..."` written in README.md, docs/*.md and the notebooks' code cells. */
function writtenQueries(): Set<string> {
  const root = new URL("../../", import.meta.url);
  const texts = [readFileSync(new URL("README.md", root), "utf8")];
  for (const f of readdirSync(new URL("docs/", root)).filter((f) => f.endsWith(".md")))
    texts.push(readFileSync(new URL(`docs/${f}`, root), "utf8"));
  for (const f of readdirSync(new URL("notebooks/", root)).filter((f) => f.endsWith(".ipynb"))) {
    const nb = JSON.parse(readFileSync(new URL(`notebooks/${f}`, root), "utf8")) as { cells: { cell_type: string; source: string[] }[] };
    for (const cell of nb.cells) if (cell.cell_type === "code") texts.push(cell.source.join(""));
  }
  return new Set(texts.flatMap((t) => [...t.matchAll(/query: "([^"]+)"/g)].map((m) => m[1])));
}

beforeAll(async () => {
  s = await startInProcess({ seed: 42, scale: "small", rateLimit: false, warm: false });
});
afterAll(async () => {
  await s?.close();
});

test("every query written in README.md, docs/ and the notebooks is pinned here", () => {
  const pinned = new Set(SEARCHES.map((p) => String(p.params.query)));
  const unpinned = [...writtenQueries()].filter((q) => !pinned.has(q) && !UNPINNED.has(q));
  expect(unpinned, "add a pin to SEARCHES for each (the core, the parameters, what the rows must be about)").toEqual([]);
});

describe("searches the texts run return the rows they build on", () => {
  test.each(SEARCHES.map((p) => [`${p.in}: ${p.core} "${p.params.query}"${p.day ? ` on ${p.day}` : ""}`, p] as const))(
    "%s",
    async (_name, pin) => {
      s.setToday(pin.day ?? ANCHOR_DATE);
      const rows = await search(pin.core, pin.params);
      const about = rows.filter((r) => pin.about.test(JSON.stringify(r)));
      expect(about.length, `${about.length} of ${rows.length} rows match ${pin.about}`).toBeGreaterThanOrEqual(pin.min);
    },
  );
});

describe("identifiers and derived results the texts rely on", () => {
  beforeAll(() => s.setToday(ANCHOR_DATE));

  test("README: NCT90000056 resolves, NCT99999999 does not", async () => {
    const [found, missing] = await lookup("trialcore", [{ nctId: "NCT90000056" }, { nctId: "NCT99999999" }]);
    expect(found.serviceIds).toHaveLength(1);
    expect(missing.serviceIds).toBeUndefined();
  });

  test("01: the gene symbols EGFR and ALK and ALK's Ensembl ID resolve, ALK's two to one record", async () => {
    const [egfr, alk, ensembl] = await lookup("genecore", [{ symbol: "EGFR" }, { symbol: "ALK" }, { ensemblGeneId: "ENSG00000171094" }]);
    expect(egfr.serviceIds).toHaveLength(1);
    expect(alk.serviceIds).toHaveLength(1);
    expect(ensembl.serviceIds).toEqual(alk.serviceIds);
  });

  test("02: the -tinib drugs have trials and authorizations with designations", async () => {
    const pin = SEARCHES.find((p) => p.in === "02") as SearchPin;
    const tinibs = (await search("drugcore", pin.params)).filter((d) => /TINIB$/.test(String(d.name)));
    const withTrials = tinibs.filter((d) => (d.referencesTrialCore as string[]).length > 0);
    const authorizationIds = tinibs.flatMap((d) => d.referencesRegulatoryCore as string[]);
    expect(withTrials.length).toBeGreaterThanOrEqual(10);
    expect(authorizationIds.length).toBeGreaterThanOrEqual(5);
    const authorizations = await Promise.all(authorizationIds.map((id) => get("regulatorycore", id)));
    expect(authorizations.filter((a) => a && (a.designations as unknown[]).length > 0).length).toBeGreaterThanOrEqual(1);
  });

  test("04: the papers that name CAR T-cells are the head of the page, other papers its tail", async () => {
    const pin = SEARCHES.find((p) => p.in === "04") as SearchPin;
    const rows = await search("biomedcore", pin.params);
    const naming = rows.map((r) => pin.about.test(`${r.title} ${r.abstract ?? ""}`));
    const head = naming.indexOf(false);
    expect(head).toBeGreaterThanOrEqual(pin.min);
    expect(naming.slice(head).some(Boolean), "a paper naming CAR T-cells in the tail").toBe(false);
  });

  test("03: completed trials with results have primary outcomes with values in two or more arms", async () => {
    const pin = SEARCHES.find((p) => p.in === "03") as SearchPin;
    const trials = await search("trialcore", pin.params);
    const compared = trials.filter((t) =>
      (t.outcomes as { outcomeType: string; measurements: { groupId: string; paramValue: string | null }[] }[]).some(
        (o) =>
          o.outcomeType === "PRIMARY" &&
          new Set(o.measurements.filter((m) => Number.isFinite(Number(m.paramValue))).map((m) => m.groupId)).size >= 2,
      ),
    );
    expect(compared.length).toBeGreaterThanOrEqual(3);
  });

  test("07: orphan authorizations have FDA/EMA twins to pair", async () => {
    const pin = SEARCHES.find((p) => p.in === "README.md 07") as SearchPin;
    const orphans = await search("regulatorycore", pin.params);
    const paired = orphans.filter((r) => (r.authorizationsByAgency as { agency: string }[]).some((t) => t.agency !== r.agency));
    expect(paired.length).toBeGreaterThanOrEqual(3);
  });

  test("09: some genes that late-stage drugs target are constrained (LOEUF below 0.35)", async () => {
    const pin = SEARCHES.find((p) => p.in === "09") as SearchPin;
    const geneIds = [...new Set((await search("drugcore", pin.params)).flatMap((d) => d.referencesGeneCore as string[]))];
    const genes = await Promise.all(geneIds.map((id) => get("genecore", id)));
    const loeuf = (g: Rec | null) => (g?.gnomadConstraint as { lossOfFunction?: { loeuf?: number } } | null)?.lossOfFunction?.loeuf;
    expect(genes.filter((g) => (loeuf(g) ?? 1) < 0.35).length).toBeGreaterThanOrEqual(1);
  });
});
