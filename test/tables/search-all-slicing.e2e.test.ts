// searchAll past the 300 cap on cores without a date filter (enum slicing), with sized limits,
// estimates and a credit ceiling, on the medium generated sandbox over loopback. Expected sets come
// from the sandbox's own text index and filters over its dataset.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { CoreClient } from "../../src/api/index.js";
import type { CoreName } from "../../src/schema/enums.js";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.js";
import { buildFilters } from "../../src/sandbox/search/filters.js";
import { recordsOn } from "../../src/sandbox/records/records-on.js";
import { TextIndex } from "../../src/sandbox/search/text-index.js";
import { SearchEngine } from "../../src/sandbox/search/engine.js";
import { DayRecords } from "../../src/sandbox/records/day-records.js";
import { openSession, info, type CoreSession } from "../../src/tables/index.js";
import { SearchAllCostError } from "../../src/tables/search-all/estimate.js";

let sandbox: RunningSandbox;
let sv: CoreSession;
type Rec = Record<string, unknown>;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 42, scale: "medium", today: "2026-05-01", rateLimit: false });
  sv = await openSession({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false });
}, 120_000);
afterAll(async () => {
  await sv?.close();
  await sandbox?.close();
});

/** The records the sandbox serves on its day (created by then, not deleted, with their changes). */
let served: Record<CoreName, Rec[]> | undefined;
const servedRecords = (core: CoreName): Rec[] => {
  served ??= recordsOn(sandbox.dataset);
  return served[core];
};

/** The IDs the sandbox itself matches for a query and filters, with no limit. */
function expected(core: CoreName, query: string, params: Rec): Set<string> {
  const records = servedRecords(core);
  const hits = new Set(new TextIndex(core, records as never).search(query).map((h) => h.id));
  const filters = buildFilters(core, params as never);
  return new Set(records.filter((r) => hits.has(r.serviceId as string) && filters.test(r as never)).map((r) => r.serviceId as string));
}

describe("searchAll on cores without a date filter", () => {
  test("every small-molecule 'inhibitor' drug, past the cap, with nothing out of reach", async () => {
    const want = expected("drugcore", "inhibitor", { drugType: ["SMALL_MOLECULE"] });
    expect(want.size).toBeGreaterThan(300);
    const t = await sv.drugcore.searchAll({ query: "inhibitor", drugType: ["SMALL_MOLECULE"] });
    const got = new Set(t.array("serviceId") as string[]);
    expect(got.size).toBe(t.numRows());
    // Every (drugType, maxClinicalStage) slice of this query holds fewer than 300 drugs, so the
    // two DrugCore filters reach all of them: the result is the sandbox's own count, exactly.
    expect(got).toEqual(want);
    const i = info(t)!;
    expect(i.truncated).toBe(false);
    expect(i.truncatedWindows).toEqual([]);
    // Far below slicing by re-sending every full slice at 300 (the cost bench measures it against the ideal).
    expect(i.credits).toBeLessThan(i.requests * 75);
  }, 120_000);

  test("every 'inhibitor' drug of any type within 1.5x the ideal credits, though the top ranks hold small molecules only", async () => {
    const want = expected("drugcore", "inhibitor", {});
    const t = await sv.drugcore.searchAll({ query: "inhibitor" });
    expect(new Set(t.array("serviceId") as string[])).toEqual(want);
    const i = info(t)!;
    expect(i.truncated).toBe(false);
    // Ideal: every search full at 300 (75 credits). The first search is only a sample and its
    // records are fetched again, so the split has half a search of slack for calibration and margins.
    expect(i.credits).toBeLessThanOrEqual(1.5 * 75 * Math.ceil(want.size / 300));
  }, 120_000);

  test("GeneCore 'protein': every gene a filter reaches; each slice still full says which and why, and holds every gene missing", async () => {
    const want = expected("genecore", "protein", {});
    const t = await sv.genecore.searchAll({ query: "protein" });
    const got = new Set(t.array("serviceId") as string[]);
    for (const id of got) expect(want.has(id)).toBe(true);
    const i = info(t)!;
    // Non-coding genes and pseudogenes carry no filter value but their type, and some protein-coding
    // genes no targetClass: past 300 of them nothing can reach the rest, so the result says so.
    expect(i.truncated).toBe(true);
    for (const w of i.truncatedWindows) {
      expect(w.reason).toMatch(/cannot be reached/);
      expect(Object.keys(w.filters ?? {}).length).toBeGreaterThan(0);
    }
    // Nothing is missing silently: every gene left out lies in a slice listed as truncated.
    const slices = i.truncatedWindows.map((w) => buildFilters("genecore", (w.filters ?? {}) as never));
    const missing = servedRecords("genecore").filter((r) => want.has(r.serviceId as string) && !got.has(r.serviceId as string));
    for (const r of missing) expect(slices.some((f) => f.test(r as never))).toBe(true);
    // Each slice listed as full with nothing left to split it is truly out of reach, by brute
    // force: it holds 300 genes of the query or more, and a full page of them is in the result.
    // (This replaces a pin on the share of genes reached, above 0.7: that share is the data's, not
    // the planner's. Version 3 gene types follow HGNC, where non-coding genes and pseudogenes,
    // which no filter but their type tells apart, are far more common: 1,861 of 3,366 'protein'
    // genes on this day.) The other entries list the genes that lack a filter's value, inside a
    // slice whose other genes that filter did reach.
    const wanted = servedRecords("genecore").filter((r) => want.has(r.serviceId as string));
    const fullSlices = i.truncatedWindows.filter((w) => /^full at 300/.test(w.reason ?? ""));
    expect(fullSlices.length).toBeGreaterThan(0);
    for (const w of fullSlices) {
      const f = buildFilters("genecore", (w.filters ?? {}) as never);
      const inSlice = wanted.filter((r) => f.test(r as never));
      expect(inSlice.length).toBeGreaterThanOrEqual(300);
      expect(inSlice.filter((r) => got.has(r.serviceId as string)).length).toBeGreaterThanOrEqual(300);
    }
  }, 120_000);

  test("RegulatoryCore 'treatment' complete: applications with no authorization date get a slice of their own", async () => {
    const want = expected("regulatorycore", "treatment", {});
    expect(want.size).toBeGreaterThan(1000);
    const t = await sv.regulatorycore.searchAll({ query: "treatment" });
    expect(new Set(t.array("serviceId") as string[])).toEqual(want);
    const i = info(t)!;
    expect(i.truncated).toBe(false);
    expect(i.truncatedWindows).toEqual([]);
    // Loosened on dataset version 7 from 1.6x, which held on versions 1-6 (780 credits on version
    // 6, 1.49x): the same 1,951 records, re-ranked by the new label text, cost 945 (1.80x) with
    // the planner unchanged. The slice of the undated records comes back full at 100 (its page
    // under-counts them) and two date windows come back full at the cap. Sizing that slice with
    // more room did not hold on other seeds and queries (docs/decisions/search-all-planner.md).
    // This bound still catches the undated records losing their own slice: cut into filter cells
    // instead, the same query costs 1,535 (2.9x) and leaves a cell full. The bench tracks the
    // query's cost on its three days (bench/results/search-all-history.md).
    expect(i.credits).toBeLessThanOrEqual(1.9 * 75 * Math.ceil(want.size / 300));
  }, 120_000);

  test("a date window that comes back full is followed by a shorter one: RegulatoryCore 'kinase' on 2025-09-01 ends, complete", async () => {
    // Its remaining authorizations fit one window by the forecast, and came back full again and
    // again: the sweep re-sent the same window without end.
    const day = "2025-09-01";
    const records = recordsOn(sandbox.dataset, day).regulatorycore;
    const hits = new Set(new TextIndex("regulatorycore", records as never).search("kinase").map((h) => h.id));
    const want = new Set(records.filter((r) => hits.has(r.serviceId as string)).map((r) => r.serviceId as string));
    sandbox.setToday(day);
    try {
      const t = await sv.regulatorycore.searchAll({ query: "kinase" });
      expect(new Set(t.array("serviceId") as string[])).toEqual(want);
      expect(info(t)!.requests).toBeLessThan(20);
    } finally {
      sandbox.setToday("2026-05-01");
    }
  }, 120_000);

  test("the caller's own filter values are kept: slicing never widens them", async () => {
    const want = expected("drugcore", "inhibitor", { maxClinicalStage: ["PHASE2", "PHASE3"] });
    const t = await sv.drugcore.searchAll({ query: "inhibitor", maxClinicalStage: ["PHASE2", "PHASE3"] });
    expect(new Set(t.array("serviceId") as string[])).toEqual(want);
    expect(new Set(t.array("maxClinicalStage") as string[])).toEqual(
      new Set(["PHASE2", "PHASE3"].filter((s) => (t.array("maxClinicalStage") as string[]).includes(s))),
    );
    for (const stage of t.array("maxClinicalStage") as string[]) expect(["PHASE2", "PHASE3"]).toContain(stage);
  }, 120_000);

  test("a slice that cannot be split further is reported with its filters", async () => {
    const t = await sv.drugcore.searchAll({ query: "inhibitor", drugType: ["SMALL_MOLECULE"], maxClinicalStage: ["PHASE2"] });
    const want = expected("drugcore", "inhibitor", { drugType: ["SMALL_MOLECULE"], maxClinicalStage: ["PHASE2"] });
    const i = info(t)!;
    if (want.size >= 300) {
      expect(i.truncated).toBe(true);
      expect(i.truncatedWindows[0]).toMatchObject({ count: 300 });
    } else {
      expect(new Set(t.array("serviceId") as string[])).toEqual(want);
      expect(i.truncated).toBe(false);
    }
  }, 120_000);
});

describe("cost", () => {
  test("estimate: true reports requests, credits and minutes, a range that holds the count, and stops before the run's end", async () => {
    const before = sv.usage; // the counters at this moment
    const e = await sv.trialcore.searchAll({ query: "cancer" }, { estimate: true });
    // Searches sent, each once: a search timed out on a loaded machine and sent again is one search.
    // The estimate sends the run's own first searches (reused by the run after it): a few, not two at the cap.
    const searches = sv.usage.requests - before.requests - (sv.usage.retries - before.retries);
    expect(searches).toBeLessThan(e.total.requests);
    expect(e.spent.requests).toBe(searches);
    expect(e.total.requests).toBeGreaterThan(e.spent.requests);
    expect(e.total.credits).toBeGreaterThan(75);
    expect(e.total.minutes).toBeCloseTo(e.total.requests / 60, 1);
    const want = expected("trialcore", "cancer", {}).size;
    expect(e.expectedRecords).toBeGreaterThan(want * 0.5);
    expect(e.expectedRecords).toBeLessThan(want * 2);
    expect(e.expectedRange.low).toBeLessThanOrEqual(want);
    expect(e.expectedRange.high).toBeGreaterThanOrEqual(want);
  }, 120_000);

  test("estimate: true on a core without a date filter also stops once the rate is known", async () => {
    const e = await sv.drugcore.searchAll({ query: "cancer" }, { estimate: true });
    // The calibration goes out at the run's own limit (reused by the run after the estimate); one
    // that comes back full leads to the searches the run would send next, until the rate is known.
    expect(e.spent.requests).toBeLessThan(e.total.requests);
    const want = expected("drugcore", "cancer", {}).size;
    expect(e.expectedRange.low).toBeLessThanOrEqual(want);
    expect(e.expectedRange.high).toBeGreaterThanOrEqual(want);
    expect(e.expectedRecords).toBeGreaterThan(want * 0.5);
    expect(e.expectedRecords).toBeLessThan(want * 2);
  }, 120_000);

  test("above maxCredits it refuses with the estimate and how to go ahead, keeping what was fetched", async () => {
    const error = await sv.trialcore.searchAll({ query: "cancer" }, { maxCredits: 200 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SearchAllCostError);
    const e = error as SearchAllCostError;
    expect(e.message).toMatch(/expected to cost about \d+ credits .* above maxCredits 200/);
    expect(e.message).toMatch(/pass \{ maxCredits: \d+ \} to searchAll/);
    expect(e.partial!.numRows()).toBeGreaterThan(0);
  }, 120_000);

  test("bad maxCredits is refused before any request", async () => {
    const before = sv.usage.requests;
    await expect(sv.drugcore.searchAll({ query: "x" }, { maxCredits: -1 })).rejects.toThrow(/maxCredits must be a positive number/);
    await expect(sv.drugcore.searchAll({ query: "x" }, { from: "2020-01-01" })).rejects.toThrow(/drugcore has no date filter/);
    expect(sv.usage.requests).toBe(before);
  });
});

describe("where the credits go", () => {
  /** Every search a fresh session sends for one searchAll on `day`: its params and how many records came back. */
  async function searchesOf(
    core: CoreName,
    query: string,
    day: string,
    range?: { by: string; from: string; to: string },
  ): Promise<{ want: Set<string>; got: Set<string>; sent: { params: Rec; n: number }[] }> {
    const inRange = (r: Rec) => {
      const d = range ? r[range.by] : undefined;
      return !range || (typeof d === "string" && d >= range.from && d <= range.to);
    };
    const records = recordsOn(sandbox.dataset, day)[core].filter(inRange);
    const hits = new Set(new TextIndex(core, records as never).search(query).map((h) => h.id));
    const want = new Set(records.filter((r) => hits.has(r.serviceId as string)).map((r) => r.serviceId as string));
    const fresh = await openSession({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false, cache: false });
    const sent: { params: Rec; n: number }[] = [];
    const api: CoreClient<CoreName> = fresh.api[core];
    const search = api.search.bind(api);
    api.search = async (params, options) => {
      const page = await search(params, options);
      sent.push({ params: { ...params }, n: page.length });
      return page;
    };
    sandbox.setToday(day);
    try {
      // These tests look at the windows, not the budget: dataset version 4's big results (four times
      // the patents) are estimated above the default maxCredits of 5,000.
      const t = await fresh[core].searchAll({ query }, { ...range, maxCredits: 20_000 });
      return { want, got: new Set(t.array("serviceId") as string[]), sent };
    } finally {
      sandbox.setToday("2026-05-01");
      await fresh.close();
    }
  }
  /** The date window of a search: its min and max date filters. */
  const dates = (p: Rec) => JSON.stringify(Object.entries(p).filter(([k]) => /^(min|max)[A-Z]\w*Date$/.test(k)));
  /** The first search full below the cap followed by one for the same days at a higher limit, or -1. */
  const retriedAt = (sent: { params: Rec; n: number }[]) =>
    sent.findIndex((s, k) => k > 0 && s.n === s.params.limit && sent[k + 1] !== undefined && dates(sent[k + 1].params) === dates(s.params));

  test("a date sweep's first window goes out at the limit its sample records need, not at the cap", async () => {
    const { want, got, sent } = await searchesOf("regulatorycore", "kinase", "2026-05-01");
    expect(got).toEqual(want);
    expect(want.size).toBeGreaterThan(300);
    const [first, calibration] = sent;
    expect(first.params.limit).toBe(300);
    expect(calibration.params.minAuthorizationDate).toBe("1800-01-01");
    // 12 sample records at 4 records each: complete at a fifth of the cap's price.
    expect(calibration.params.limit).toBeLessThanOrEqual(100);
    expect(calibration.n).toBeLessThan(calibration.params.limit as number);
  }, 120_000);

  /** Searches for small molecules with no other filter: what a value holding half the page costs when searched alone. */
  const smallMoleculesAlone = (sent: { params: Rec }[]) =>
    sent.filter((s) => JSON.stringify(s.params.drugType) === '["SMALL_MOLECULE"]' && s.params.maxClinicalStage === undefined);

  test("a value holding half the page is split by the next filter at once, its calibration below the cap", async () => {
    for (const [query, day] of [
      ["cancer", "2026-05-01"],
      ["receptor", "2026-01-01"],
    ]) {
      const { want, got, sent } = await searchesOf("drugcore", query, day);
      expect(got).toEqual(want);
      // Searched alone at the cap, small molecules came back full (75 credits for records the
      // split fetched again); "receptor" on 2026-01-01 did so with 208 of them in the first page.
      expect(smallMoleculesAlone(sent)).toEqual([]);
      const calibration = sent[1];
      expect(calibration.params.limit).toBeLessThan(300);
      expect(calibration.n).toBeLessThan(calibration.params.limit as number);
    }
  }, 120_000);

  test("a dominant value whose split stays truncated does not set the rate of the values beside it", async () => {
    // "approved": small molecules at APPROVAL exceed 300 and nothing splits them further, so the
    // small molecules found are a floor, not a measure; planned from them, the other drug types went
    // out at 220 and came back full.
    const { want, got, sent } = await searchesOf("drugcore", "approved", "2026-05-01");
    for (const id of got) expect(want.has(id)).toBe(true);
    expect(smallMoleculesAlone(sent)).toEqual([]);
    const others = sent.filter((s) => Array.isArray(s.params.drugType) && !(s.params.drugType as string[]).includes("SMALL_MOLECULE"));
    expect(others.length).toBeGreaterThan(0);
    for (const s of others) expect(s.n).toBeLessThan(s.params.limit as number);
  }, 120_000);

  test("the last date window, full below the cap, is searched once more at a higher limit, not cut in two; one inside the range is shortened", async () => {
    // A range that ends where the records go on, so its last window is forecast at fewer records
    // than it holds. Which query shows both situations depends on the dataset and the planner: this
    // one was found by bench/search-all-find-scenario.mjs (seed 42, medium, 2026-05-01, queries x
    // range ends); run it again when the test says the situation is gone. (On dataset version 2 it
    // was RegulatoryCore "patients" up to 2023-12-31; on version 3 TrialCore "advanced" up to
    // 2024-12-31, then "kinase" up to 2022-12-31; on version 4, with drug classes' eras and the
    // learnt spread of the sweep's forecasts, PatentCore "inhibitor" up to 2024-12-31; with the
    // recent windows' trend, up to 2023-12-31; on version 7, where patents stopped sharing the
    // papers' stock sentences, RegulatoryCore "treatment" up to 2019-12-31.)
    const range = { by: "authorizationDate", from: "1800-01-01", to: "2019-12-31" };
    const { want, got, sent } = await searchesOf("regulatorycore", "treatment", "2026-05-01", range);
    expect(got).toEqual(want);
    const retried = retriedAt(sent);
    expect(retried).toBeGreaterThan(0);
    const min = (p: Rec) => p.minAuthorizationDate as string;
    const max = (p: Rec) => p.maxAuthorizationDate as string;
    const ends = sent.map((x) => max(x.params)).filter((d) => d !== undefined);
    expect(max(sent[retried].params)).toBe(ends.sort().at(-1));
    expect(sent[retried].params.limit).toBeLessThan(300);
    expect(sent[retried + 1].params.limit).toBeGreaterThan(sent[retried].params.limit as number);
    expect(sent[retried + 1].n).toBeLessThan(sent[retried + 1].params.limit as number);
    // Inside the range a window full at the cap is not re-sent: the next one from its first day is shorter.
    const shortened = sent.filter(
      (s, k) => k > 0 && s.n === 300 && sent[k + 1] && min(sent[k + 1].params) === min(s.params) && max(sent[k + 1].params) < max(s.params),
    );
    expect(shortened.length).toBeGreaterThan(0);
  }, 120_000);

  test("a window far fuller than its forecast allowed is re-planned as a guess, not grown by that forecast again", async () => {
    // A window whose forecast gave coming back full under a 1% chance was not unlucky: its forecast
    // was wrong, so its size is taken as a guess (twice its limit), not as the forecast's tail above
    // the limit. On dataset version 3 PatentCore "method" showed it: a last window forecast at 118
    // held 382, and re-planned from that forecast it went out at 160, 220 and 300, full each time.
    // On version 4 PatentCore "kinase" on 2026-01-01 did (its last window forecast at 190 ± 21 and
    // sent at 240 held 307); with the recent windows' trend BiomedCore "receptor" on 2026-05-01
    // does: its last window, forecast at 123 ± 20 records and sent at 180, holds 208. Grown by its
    // forecast it would go out again for the same days at a higher limit; taken as a guess it is cut
    // in two, each part complete. Found with an instrumented copy of the sweep over queries of the
    // four sweeping cores (a surprised window is not visible from the searches alone); look again
    // when the test says the situation is gone.
    const { got, sent } = await searchesOf("biomedcore", "receptor", "2026-05-01");
    const engine = new SearchEngine(new DayRecords({ ...sandbox.dataset, today: "2026-05-01" }));
    const ranked = engine.search("biomedcore", { query: "receptor", limit: Number.MAX_SAFE_INTEGER, include: [], params: {} });
    expect(ranked.length).toBeGreaterThan(1000);
    expect(ranked.map((r) => r.serviceId as string).filter((id) => !got.has(id))).toEqual([]);
    const end = (s: { params: Rec }) => s.params.maxPublicationDate as string;
    const last = sent
      .map(end)
      .filter((d) => d !== undefined)
      .sort()
      .at(-1) as string;
    const surprise = sent.findIndex((s, k) => k > 0 && end(s) === last && s.n === s.params.limit);
    expect(surprise).toBeGreaterThan(0);
    // Cut, not sent again for the same days at a higher limit; and nothing after it comes back full.
    expect(end(sent[surprise + 1]) < last).toBe(true);
    for (const s of sent.slice(surprise + 1)) expect(s.n).toBeLessThan(s.params.limit as number);
  }, 120_000);

  test("a big sweep's windows keep the room their forecast's spread needs: few come back full at the cap", async () => {
    const { want, got, sent } = await searchesOf("biomedcore", "cancer", "2026-05-01");
    expect(got).toEqual(want);
    expect(want.size).toBeGreaterThan(10_000);
    // About 45 windows of a forecast known to within 20 records: a fixed 1.4 standard deviations
    // of room (30 records) had 5 of them overflow at the cap, each a whole search paid for nothing.
    // The rule had 3 when this test was written. Loosened to 4 on dataset version 7, planner
    // unchanged: once COVID-19 papers dated before 2020 took other diseases, 12 more papers match
    // and 4 windows overflow. On the bench's three days the overflows went from 2, 3 and 3 to 4,
    // 4 and 3 (credits +4.7%, +1.5%, +2.7%).
    const overflowed = sent.slice(1).filter((s) => s.params.limit === 300 && s.n === 300);
    expect(overflowed.length).toBeLessThanOrEqual(4);
    expect(sent.length).toBeLessThanOrEqual(50);
  }, 180_000);

  test("a calibration window that comes back full is searched once more at a higher limit, not halved at the cap", async () => {
    const range = { by: "startDate", from: "1990-01-01", to: "2036-12-31" };
    const { want, got, sent } = await searchesOf("trialcore", "cancer", "2026-01-01", range);
    expect(got).toEqual(want);
    // The calibration (the second search) holds 12 sample records at 4 each and overflows: this
    // result holds about 17 records per sample record.
    expect(retriedAt(sent)).toBe(1);
    expect(sent[2].params.limit).toBeGreaterThan(sent[1].params.limit as number);
  }, 120_000);
});
