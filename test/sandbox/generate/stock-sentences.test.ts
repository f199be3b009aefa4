// A record's padding sentences suit what the record is: a protocol or a registry description says
// what a trial will do, a gene paper describes laboratory work, a patent its embodiments. One pool
// served every text before dataset version 7 ("Median follow-up exceeded two years" in protocols and
// patents). Checked on every record of the fixture, each stock sentence traced to its pool.
import { describe, expect, test } from "vitest";
import type { BiomedCoreRecord } from "../../../src/schema/index.js";
import { STOCK_POOL_SIZE, STOCK_SENTENCES, type StockKind } from "../../../src/sandbox/generate/vocab/stock-sentences.js";
import { smallDataset } from "./fixture.js";
import { isProtocolPaper } from "./protocol-papers.js";

const ds = smallDataset();
const poolOf = new Map<string, StockKind>();
for (const [kind, sentences] of Object.entries(STOCK_SENTENCES) as [StockKind, readonly string[]][])
  for (const s of sentences) poolOf.set(s, kind);

/** The pools of the stock sentences a text holds. */
function poolsIn(text: string | null | undefined): Set<StockKind> {
  const found = new Set<StockKind>();
  if (text) for (const [s, kind] of poolOf) if (text.includes(s)) found.add(kind);
  return found;
}

/** Which pools a paper may draw from, read off its record. */
function allowed(p: BiomedCoreRecord): StockKind[] {
  const types = p.publicationTypes;
  if (isProtocolPaper(p)) return ["protocol"];
  if (types.includes("Review")) return ["review"];
  if (p.substances.length > 0 || types.includes("Randomized Controlled Trial") || types.includes("Clinical Trial")) return ["results"];
  // A gene paper keywords its gene after the disease; an observational trial's report has no drug either.
  if (p.keywords.length === 2) return ["laboratory"];
  return types.includes("Observational Study") ? ["results", "cohort"] : ["cohort"];
}

function offPool(texts: { id: string; text: string | null | undefined; ok: StockKind[] }[]): string[] {
  return texts.flatMap(({ id, text, ok }) => [...poolsIn(text)].filter((k) => !ok.includes(k)).map((k) => `${id}: ${k}`));
}

describe("stock sentences suit their record", () => {
  test("every pool holds the same number of distinct sentences, none shared", () => {
    for (const sentences of Object.values(STOCK_SENTENCES)) expect(new Set(sentences).size).toBe(STOCK_POOL_SIZE);
    expect(poolOf.size).toBe(STOCK_POOL_SIZE * Object.keys(STOCK_SENTENCES).length);
  });

  test("a paper's abstract and full text draw on its kind's pool, and a protocol has no results section", () => {
    const papers = ds.records.biomedcore;
    const wrong = offPool(papers.map((p) => ({ id: p.serviceId, text: `${p.abstract ?? ""} ${p.fulltext ?? ""}`, ok: allowed(p) })));
    expect(wrong.slice(0, 5), `${wrong.length} of ${papers.length} papers`).toEqual([]);
    const protocols = papers.filter((p) => isProtocolPaper(p) && p.fulltext);
    expect(protocols.length).toBeGreaterThan(5);
    expect(protocols.filter((p) => p.fulltext?.includes("\n\nResults\n")).map((p) => p.serviceId)).toEqual([]);
    // Every kind is in use, so the partition above is tested, not empty.
    const used = new Set(papers.flatMap((p) => [...poolsIn(`${p.abstract} ${p.fulltext}`)]));
    expect([...used].sort()).toEqual(["cohort", "laboratory", "protocol", "results", "review"]);
  });

  test("a registry's description says what the trial will do; a patent describes its embodiments", () => {
    const trials = ds.records.trialcore.map((t) => ({ id: t.serviceId, text: t.detailedDescription, ok: ["protocol"] as StockKind[] }));
    const patents = ds.records.patentcore.map((p) => ({ id: p.serviceId, text: p.description, ok: ["patent"] as StockKind[] }));
    const wrong = offPool([...trials, ...patents]);
    expect(wrong.slice(0, 5), `${wrong.length} off their pool`).toEqual([]);
    expect(trials.filter((t) => poolsIn(t.text).has("protocol")).length).toBeGreaterThan(100);
    expect(patents.filter((p) => poolsIn(p.text).has("patent")).length).toBeGreaterThan(100);
  });

  test("a regulatory section reports trial results only where it describes the clinical studies", () => {
    const clinical = /clinical stud|scientific|medical review/i;
    const sections = [...ds.sections.values()].flat();
    const wrong = offPool(
      sections.map((s) => ({
        id: `${s.serviceId} ${s.title}`,
        text: s.content,
        ok: clinical.test(s.title ?? "") ? ["results"] : ["label"],
      })),
    );
    expect(wrong.slice(0, 5), `${wrong.length} of ${sections.length} sections`).toEqual([]);
  });
});
