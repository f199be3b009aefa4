// The session on the sandbox started by connect() itself (no key), over the generated dataset;
// expected values come from generateDataset with the same seed and day.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { CORES, INCLUDES, type CoreName } from "../../src/schema/enums.js";
import type { Dataset } from "../../src/sandbox/dataset.js";
import { recordsOn } from "../../src/sandbox/records/records-on.js";
import { generateDataset } from "../../src/sandbox/generate/index.js";
import { TextIndex } from "../../src/sandbox/search/text-index.js";
import { openSession, flatten, info, LINK_FIELDS, parseNumber, type CoreSession } from "../../src/tables/index.js";
import { designColumns } from "./design-columns.js";

const SEED = 42;
const TODAY = "2026-03-01";
let sv: CoreSession;
let dataset: Dataset;
const lines: string[] = [];
type Rec = Record<string, any>;
// The records the sandbox serves on TODAY (the dataset holds its whole history).
let served: ReturnType<typeof recordsOn> | null = null;
const records = (core: CoreName): Rec[] => {
  served ??= recordsOn(dataset, TODAY);
  return served[core] as Rec[];
};

beforeAll(async () => {
  sv = await openSession({ env: {}, rateLimit: false, sandbox: { seed: SEED, today: TODAY }, log: (line) => lines.push(line) });
  dataset = generateDataset({ seed: SEED, scale: "small", today: TODAY });
});
afterAll(async () => {
  await sv?.close();
});

test("connect() with no key starts the sandbox and says so in one line", async () => {
  expect(sv.offline).toBe(true);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/offline sandbox with synthetic data/);
  expect(lines[0]).toMatch(/set SV_API_KEY and SV_BASE_URL/);
  // The port changes on every run; the notice stays the same so re-run notebooks do too.
  expect(lines[0]).not.toContain(sv.baseUrl.replace(/\/$/, ""));
  expect(sv.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+/);
  const caps = await sv.capabilities();
  expect(caps.cores.map((c) => c.name)).toEqual([...CORES]);
  expect(sv.usage).toMatchObject({ retries: 0, waits: 0 });
});

test("changes() yields feed entries on feed cores; PatentCore has no feed", async () => {
  const entries = [];
  for await (const entry of sv.trialcore.changes({ since: "2026-01-01" })) entries.push(entry);
  expect(entries.length).toBeGreaterThan(0);
  expect(entries.every((e) => typeof e.serviceId === "string" && e.serviceId.startsWith("SVTC_"))).toBe(true);
  expect("changes" in sv.patentcore).toBe(false);
});

test("a key without an address is refused", async () => {
  await expect(openSession({ env: { SV_API_KEY: "k" } })).rejects.toThrow(/set SV_BASE_URL/);
});

describe("flatteners on sandbox data", () => {
  test("outcomes and measurements match the records, values parsed from the strings", async () => {
    const trials = records("trialcore").slice(0, 40);
    const t = await sv.trialcore.get(
      trials.map((r) => r.serviceId),
      { include: ["outcomes"] },
    );
    const outcomes = flatten.outcomes(t);
    const measurements = flatten.measurements(t);
    expect(outcomes.columnNames()).toEqual(designColumns("outcomes"));
    expect(measurements.columnNames()).toEqual(designColumns("measurements"));
    const nOut = trials.reduce((n, r) => n + r.outcomes.length, 0);
    const nMeas = trials.reduce((n, r) => n + r.outcomes.reduce((m: number, o: Rec) => m + o.measurements.length, 0), 0);
    expect(outcomes.numRows()).toBe(nOut);
    expect(measurements.numRows()).toBe(nMeas);
    const rows = measurements.objects() as Rec[];
    for (const r of rows) {
      expect(r.value).toBe(parseNumber(r.paramValue));
      expect(r.lower).toBe(parseNumber(r.dispersionLowerLimit));
    }
    expect(rows.some((r) => typeof r.value === "number")).toBe(true);
    expect(flatten.arms(t).numRows()).toBe(trials.reduce((n, r) => n + r.armGroups.length, 0));
  });

  test("designations, links and sections of authorizations", async () => {
    const regs = records("regulatorycore").slice(0, 30);
    const t = await sv.regulatorycore.get(regs.map((r) => r.serviceId));
    expect(flatten.designations(t).numRows()).toBe(regs.reduce((n, r) => n + r.designations.length, 0));
    expect(flatten.authorizationsByAgency(t).numRows()).toBe(regs.reduce((n, r) => n + r.authorizationsByAgency.length, 0));
    const toc = flatten.documentSections(t);
    expect(toc.numRows()).toBeGreaterThan(0);
    expect(new Set(toc.array("content"))).toEqual(new Set([null]));
    const found = await sv.regulatorycore.search({ query: "cancer", limit: 20 });
    const evidence = flatten.documentSections(found);
    expect(evidence.columnNames()).toEqual(designColumns("documentSections"));
    const first = toc.objects()[0] as Rec;
    const section = await sv.regulatorycore.section(first.serviceId, first.documentSectionId);
    expect(typeof section.content).toBe("string");
  });

  test("mechanisms, targets, authors and affiliations", async () => {
    const drugs = records("drugcore").slice(0, 30);
    const d = await sv.drugcore.get(drugs.map((r) => r.serviceId));
    expect(flatten.mechanisms(d).numRows()).toBe(drugs.reduce((n, r) => n + r.mechanismsOfAction.length, 0));
    expect(flatten.targets(d).numRows()).toBe(
      drugs.reduce((n, r) => n + r.mechanismsOfAction.reduce((m: number, x: Rec) => m + x.targets.length, 0), 0),
    );
    const pubs = records("biomedcore").slice(0, 30);
    const b = await sv.biomedcore.get(
      pubs.map((r) => r.serviceId),
      { include: ["authorsMetadata"] },
    );
    expect(flatten.authors(b).numRows()).toBe(pubs.reduce((n, r) => n + r.authorsMetadata.length, 0));
    expect(flatten.affiliations(b).numRows()).toBe(
      pubs.reduce((n, r) => n + r.authorsMetadata.reduce((m: number, a: Rec) => m + a.affiliations.length, 0), 0),
    );
  });

  test("GeneCore tables carry the flat constraint, essentiality and tractability columns", async () => {
    const genes = records("genecore").slice(0, 20);
    const t = await sv.genecore.get(genes.map((r) => r.serviceId));
    const rows = t.objects() as Rec[];
    rows.forEach((row, i) => {
      expect(row.loeuf).toBe(genes[i].gnomadConstraint?.lossOfFunction?.loeuf ?? null);
      expect(row.isEssential).toBe(genes[i].depmapEssentiality?.isEssential ?? null);
      expect(row.tractabilitySmallMoleculeClinical).toEqual(genes[i].tractability?.smallMolecule?.clinical ?? null);
    });
  });
});

describe("searchAll against the dataset's own records", () => {
  const cases = [
    { core: "trialcore", query: "cancer", by: "startDate", from: "2017-01-01", to: TODAY },
    { core: "biomedcore", query: "cancer", by: "publicationDate", from: "1990-01-01", to: TODAY },
  ] as const;

  test.each(cases)("$core $query by $by", async ({ core, query, by, from, to }) => {
    const matching = new Set(new TextIndex(core, records(core) as never).search(query).map((h) => h.id));
    const expected = records(core)
      .filter((r) => matching.has(r.serviceId) && typeof r[by] === "string" && r[by] >= from && r[by] <= to)
      .map((r) => r.serviceId);
    expect(expected.length).toBeGreaterThan(300);
    const t = await sv[core].searchAll({ query }, { by, from, to });
    expect(new Set(t.array("serviceId"))).toEqual(new Set(expected));
    expect(t.numRows()).toBe(expected.length);
    const i = info(t)!;
    expect(i.requests).toBeGreaterThan(2);
    expect(i.truncatedWindows).toEqual([]);
    expect(i.truncated).toBe(false);
  });

  test("without `to`, planned trial dates after today are still included", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const matching = new Set(new TextIndex("trialcore", records("trialcore") as never).search("cancer").map((h) => h.id));
    const expected = records("trialcore")
      .filter((r) => matching.has(r.serviceId) && typeof r.completionDate === "string" && r.completionDate >= "2024-01-01")
      .map((r) => r.serviceId as string);
    expect(records("trialcore").some((r) => matching.has(r.serviceId) && r.completionDate > today)).toBe(true);
    const t = await sv.trialcore.searchAll({ query: "cancer" }, { by: "completionDate", from: "2024-01-01" });
    expect(new Set(t.array("serviceId"))).toEqual(new Set(expected));
  });
});

/** Brute force: each linked ID once in order of first link, with its distinct sources in first-seen order. */
function viaOf(edges: string[][]): [string, string[]][] {
  const via = new Map<string, string[]>();
  for (const [from, to] of edges) {
    const list = via.get(to) ?? [];
    if (!list.includes(from)) list.push(from);
    via.set(to, list);
  }
  return [...via];
}

describe("follow every link field on sandbox data", () => {
  const cases = CORES.flatMap((core) =>
    (LINK_FIELDS[core] as readonly string[]).filter((f) => f !== "familyMembers").map((field) => [core, field] as const),
  );

  test.each(cases)("%s.%s", async (core, field) => {
    const linkedIds = (r: Rec): string[] => {
      const v = r[field];
      if (typeof v === "string") return [v];
      return (v ?? []).map((x: unknown) => (typeof x === "string" ? x : (x as Rec).serviceId));
    };
    const parents = records(core)
      .filter((r) => linkedIds(r).length > 0)
      .slice(0, 4);
    expect(parents.length).toBeGreaterThan(0);
    const include = (INCLUDES[core] as readonly string[]).includes(field) ? [field] : [];
    const table = await sv[core].get(
      parents.map((r) => r.serviceId),
      { include },
    );
    const linked = await sv.follow(table, field);
    const edges = parents.flatMap((p) => linkedIds(p).map((to) => [p.serviceId, to]));
    expect(linked.objects().map((r: Rec) => [r.serviceId, r.via])).toEqual(viaOf(edges));
    expect(info(linked)!.missing).toEqual([]);
  });

  test("patentcore.familyMembers from search results", async () => {
    const found = await sv.patentcore.search({ query: "method", limit: 300 });
    const linked = await sv.follow(found, "familyMembers");
    const expected = (found.objects() as Rec[]).flatMap((r) => r.familyMembers.map((m: string) => [r.serviceId, m]));
    expect(expected.length).toBeGreaterThan(0);
    expect(linked.objects().map((r: Rec) => [r.serviceId, r.via])).toEqual(viaOf(expected));
  });
});
