// The README tour's follow, on the sandbox connect() starts: drugs -> referencesTrialCore. Its twelve
// kinase inhibitors hold 78 links to 77 distinct trials on dataset version 3 (one trial is linked
// from two drugs; on version 2 the first five did that, 26 links to 25 trials, and the tour asked
// for five). follow gives one row per trial, `via` names the drugs exactly as links() lists them,
// and charts.trialsByPhase counts the distinct trials (it once counted links).
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { charts, connect, info, links, type Session } from "../../src/index.js";

let sv: Session;
beforeAll(async () => {
  sv = await connect({ quiet: true, env: {}, onProgress: false });
}, 120_000);
afterAll(async () => {
  await sv?.close();
});

describe("the README tour's follow", () => {
  test("one row per trial, via matching links(), and a chart of distinct trials", async () => {
    const drugs = await sv.drugcore.search({ query: "kinase inhibitor", limit: 12, include: ["referencesTrialCore"] });
    const edges = links(drugs, "referencesTrialCore").objects() as { fromId: string; toId: string }[];
    const distinct = [...new Set(edges.map((e) => e.toId))];
    // The brute-force reference: the link table's distinct targets and, for each, its distinct sources.
    expect(edges.length).toBeGreaterThan(distinct.length);
    const trials = await sv.follow(drugs, "referencesTrialCore", { include: ["outcomes", "referencesBiomedCore"] });
    const rows = trials.objects() as { serviceId: string; via: string[] }[];
    expect(rows.map((r) => r.serviceId)).toEqual(distinct.filter((id) => !info(trials)!.missing.includes(id)));
    for (const row of rows) {
      expect(row.via).toEqual([...new Set(edges.filter((e) => e.toId === row.serviceId).map((e) => e.fromId))]);
    }
    expect(rows.some((r) => r.via.length > 1)).toBe(true);
    const chart = charts.trialsByPhase(trials, { title: "Trials of kinase inhibitors" });
    expect(JSON.stringify(chart.spec)).toContain(`"${rows.length} trials"`);
    expect(rows.length).toBe(distinct.length);
    // What the tour paid for: the search and the get of the linked trials, summed.
    expect(info(trials)!.requests).toBe(info(drugs)!.requests + info(trials)!.sources[1].requests);
  }, 120_000);
});
