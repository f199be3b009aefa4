// The README tour's numbers as distinct counts: each line of the tour run in process on the sandbox
// `connect()` starts, and what it returns compared with counts made by hand from the raw records
// (test/semantics/support): a trial linked from two drugs is one trial, in the table and in its chart.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { charts, flatten, info, links } from "../../src/index.js";
import type { CoreSession } from "../../src/tables/index.js";
import { reachableTrials } from "../semantics/support/reachable.js";
import { rawGetAll, rawSearch, semanticSession, type RawRecord } from "../semantics/support/raw-service.js";
import { column, distinct, elements, firstSeen, rawEdges } from "../semantics/support/reference.js";

const readme = readFileSync(join(resolve(import.meta.dirname, "..", ".."), "README.md"), "utf8");
const DRUGS = { query: "kinase inhibitor", limit: 12, include: ["referencesTrialCore"] };
const TRIAL_INCLUDE = ["outcomes", "referencesBiomedCore"];

let sv: CoreSession;
let rawDrugs: RawRecord[];
let rawTrials: RawRecord[];
let drugs: any;
let trials: any;
beforeAll(async () => {
  sv = await semanticSession();
  rawDrugs = await rawSearch(sv, "drugcore", DRUGS);
  rawTrials = await rawGetAll(sv, "trialcore", firstSeen(rawEdges(rawDrugs, "referencesTrialCore").map((e) => e[1])), TRIAL_INCLUDE);
  drugs = await sv.drugcore.search(DRUGS as never);
  trials = await sv.follow(drugs, "referencesTrialCore", { include: TRIAL_INCLUDE });
});
afterAll(async () => {
  await sv?.close();
});

describe("the README tour, line by line, as distinct counts", () => {
  test("the tour still makes these calls", () => {
    expect(readme).toContain('sv.drugcore.search({ query: "kinase inhibitor", limit: 12, include: ["referencesTrialCore"] })');
    expect(readme).toContain('sv.follow(drugs, "referencesTrialCore", { include: ["outcomes", "referencesBiomedCore"] })');
    expect(readme).toContain('sv.trialcore.searchAll({ query: "cancer" }, { by: "startDate", from: "2000-01-01" })');
  });

  test("drugs: 12 distinct drugs; flatten.targets one row per (drug, mechanism, target)", () => {
    expect(distinct(column(drugs, "serviceId"))).toBe(12);
    expect(drugs.numRows()).toBe(12);
    const targets = rawDrugs.reduce((n, d) => n + elements(d.mechanismsOfAction).reduce((m, x) => m + elements(x.targets).length, 0), 0);
    expect(flatten.targets(drugs).numRows()).toBe(targets);
  });

  test("trials: one row per distinct linked trial (79 links, 78 trials on the default sandbox)", () => {
    const edges = rawEdges(rawDrugs, "referencesTrialCore");
    expect([edges.length, rawTrials.length]).toEqual([79, 78]);
    expect(distinct(column(trials, "serviceId"))).toBe(rawTrials.length);
    expect(trials.numRows()).toBe(rawTrials.length);
  });

  test("the trials-by-phase chart counts 78 trials, and says so", () => {
    const spec = charts.trialsByPhase(trials, { title: "Trials of kinase inhibitors" }).spec as any;
    expect(spec.data.values.length).toBe(rawTrials.length);
    expect(String(spec.title.subtitle)).toContain(`${rawTrials.length} trials`);
  });

  test("measurements: one row per measurement of each distinct trial", () => {
    const expected = rawTrials.reduce((n, t) => n + elements(t.outcomes).reduce((m, o) => m + elements(o.measurements).length, 0), 0);
    const m = flatten.measurements(trials);
    expect(m.numRows()).toBe(expected);
    expect(distinct((m.objects() as any[]).map((r) => [r.serviceId, r.outcomeIndex, r.measurementIndex]))).toBe(expected);
  });

  test("drug -> trial -> paper: one row per (drug, trial, paper) path, none twice", () => {
    const drugTrial = links(drugs, "referencesTrialCore").select({ fromId: "drugId", toId: "trialId" });
    const drugPaper = drugTrial.join(links(trials, "referencesBiomedCore").select({ fromId: "trialId", toId: "paperId" }), "trialId");
    const papersOf = new Map(rawTrials.map((t) => [t.serviceId, elements(t.referencesBiomedCore)]));
    const expected = rawEdges(rawDrugs, "referencesTrialCore").reduce((n, [, trial]) => n + (papersOf.get(trial)?.length ?? 0), 0);
    expect(drugPaper.numRows()).toBe(expected);
    expect(distinct((drugPaper.objects() as any[]).map((r) => [r.drugId, r.trialId, r.paperId]))).toBe(expected);
  });

  test("cancer past the cap: every reachable trial starting from 2000 once", async () => {
    const cancer = await sv.trialcore.searchAll({ query: "cancer" }, { by: "startDate", from: "2000-01-01" });
    const expected = [...(await reachableTrials(sv, "cancer")).values()].filter(
      (r) => typeof r.startDate === "string" && r.startDate >= "2000-01-01",
    );
    expect(distinct(column(cancer, "serviceId"))).toBe(cancer.numRows());
    expect(cancer.numRows()).toBe(expected.length);
    expect(info(cancer)!.truncatedWindows).toEqual([]);
  }, 120_000);

  test("the fromSpec chart draws one data point per distinct trial", () => {
    const spec = charts.fromSpec(trials, {
      mark: "bar",
      encoding: { x: { field: "startDate", timeUnit: "utcyear" }, y: { aggregate: "count" }, color: { field: "phase" } },
    }).spec as any;
    expect(spec.data.values.length).toBe(rawTrials.length);
  });
});
