// The analysis helpers on the generated sandbox (connect() with no key), checked against the
// dataset generated with the same seed.
import * as aq from "arquero";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { generateDataset } from "../../src/sandbox/generate/index.js";
import { recordsOn } from "../../src/sandbox/records/records-on.js";
import { ageAt, daysBetween, yearOf } from "../../src/days/index.js";
import {
  applyChanges,
  openSession,
  dayOps,
  changeDecisions,
  changesTable,
  info,
  joinOn,
  pairs,
  patentsOfDrugs,
  type CoreSession,
} from "../../src/tables/index.js";

const SEED = 42;
const TODAY = "2026-05-01";
let sv: CoreSession;
/** The records the sandbox serves on TODAY: created by then, not deleted, with their changes applied. */
let served: Record<string, Rec[]>;
type Rec = Record<string, any>;

beforeAll(async () => {
  sv = await openSession({ env: {}, rateLimit: false, sandbox: { seed: SEED, today: TODAY }, log: () => {} });
  served = recordsOn(generateDataset({ seed: SEED, scale: "small", today: TODAY }));
});
afterAll(async () => {
  await sv?.close();
});

describe("day arithmetic", () => {
  test("plain functions: days between, year of, age at; null for gaps", () => {
    expect(daysBetween("2020-01-01", "2020-03-01")).toBe(60);
    expect(daysBetween(new Date(Date.UTC(2021, 0, 10)), "2021-01-01")).toBe(-9);
    expect(daysBetween(null, "2021-01-01")).toBeNull();
    expect(yearOf("1999-12-31")).toBe(1999);
    expect(ageAt("2000-02-29", "2021-02-28")).toBe(20);
    expect(ageAt("2000-02-29", "2021-03-01")).toBe(21);
  });

  test("inside derive through op, on Date columns", () => {
    const t = aq
      .table({ a: [new Date(Date.UTC(2020, 0, 1)), null], b: [new Date(Date.UTC(2021, 0, 1)), new Date(Date.UTC(2021, 0, 1))] })
      .derive({ days: (d: Rec) => dayOps.daysBetween(d.a, d.b), year: "d => op.yearOf(d.b)", age: (d: Rec) => dayOps.ageAt(d.a, d.b) });
    expect(t.array("days")).toEqual([366, null]);
    expect(t.array("year")).toEqual([2021, 2021]);
    expect(t.array("age")).toEqual([1, null]);
  });
});

describe("joinOn", () => {
  const left = aq.table({ a: [1, 1, 2], b: ["x", "y", "x"], l: [10, 11, 12] });
  const right = aq.table({ a: [1, 2, 3], b: ["x", "x", "z"], r: [20, 21, 22] });

  test("a list of names means those names on both sides, and unmatched keys are reported per side", () => {
    const j = joinOn(left, right, ["a", "b"]);
    expect(j.objects()).toEqual([
      { a: 1, b: "x", l: 10, r: 20 },
      { a: 2, b: "x", l: 12, r: 21 },
    ]);
    // Each unmatched key as its values in key order (several key columns), not joined into text.
    expect(info(j)!.unmatched).toEqual({ left: [[1, "y"]], right: [[3, "z"]] });
    const byA = joinOn(left, right, "a", { how: "full" });
    expect(byA.numRows()).toBe(4);
    expect(byA.columnNames()).toEqual(["a", "b_1", "l", "b_2", "r"]);
  });

  test("missing columns, bad key shapes and bad how are refused with the names", () => {
    expect(() => joinOn(left, right, ["a", "l"])).toThrow(/the right table has no column "l"/);
    expect(() => joinOn(left, right, { left: ["a"], right: ["a", "b"] })).toThrow(/same length/);
    expect(() => joinOn(left, right, "a", { how: "outer" as never })).toThrow(/how must be one of inner, left, right, full/);
  });
});

describe("pairs.authorizations", () => {
  test("each FDA/EMA pair once, from either side, with both dates and the lag", async () => {
    const regs = served.regulatorycore;
    const expected = new Set<string>();
    for (const r of regs)
      for (const l of r.authorizationsByAgency ?? []) {
        if (l.agency !== r.agency && ["FDA", "EMA"].includes(l.agency))
          expected.add(r.agency === "FDA" ? `${r.serviceId}|${l.serviceId}` : `${l.serviceId}|${r.serviceId}`);
      }
    expect(expected.size).toBeGreaterThan(5);
    const table = await sv.regulatorycore.get(regs.map((r) => r.serviceId));
    const p = pairs.authorizations(table);
    const keys = (p.objects() as Rec[]).map((r) => `${r.fdaServiceId}|${r.emaServiceId}`);
    expect(new Set(keys)).toEqual(expected);
    expect(keys.length).toBe(expected.size);
    const byId = new Map(regs.map((r) => [r.serviceId, r]));
    for (const row of p.objects() as Rec[]) {
      const fda = byId.get(row.fdaServiceId);
      const ema = byId.get(row.emaServiceId);
      if (fda?.authorizationDate && ema?.authorizationDate)
        expect(row.lagDays).toBe(daysBetween(fda.authorizationDate, ema.authorizationDate));
    }
    // Only one side in the table: the pair is still there, found from that side.
    const onlyFda = table.filter((d: Rec) => d.agency === "FDA");
    const half = pairs.authorizations(onlyFda);
    expect(half.numRows()).toBe([...expected].filter((k) => byId.has(k.split("|")[0])).length);
    expect(() => pairs.authorizations(aq.table({ x: [1] }))).toThrow(/pairs.authorizations needs a RegulatoryCore table/);
  }, 60_000);

  test("the README's example: with sv every pair whose twin exists has a lag; without, a column and a warning say which lack one", async () => {
    const orphans = await sv.regulatorycore.searchAll({ query: "orphan rare disease treatment", isOrphan: true });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const plain = pairs.authorizations(orphans);
      const rows = plain.objects() as Rec[];
      expect(rows.length).toBeGreaterThan(3);
      const lacking = rows.filter((r) => r.lagDays === null);
      // Every pair without a lag names the side whose record is not in the table, and the warning counts them.
      for (const r of lacking) expect(["FDA", "EMA"]).toContain(r.missingTwin);
      expect(warn.mock.calls.map((c) => String(c[0])).join("\n")).toContain(`${lacking.length} of ${rows.length} pairs lack a date`);

      warn.mockClear();
      const lag = await pairs.authorizations(orphans, sv);
      const exists = new Set(served.regulatorycore.map((r) => r.serviceId));
      const withTwin = (lag.objects() as Rec[]).filter((r) => exists.has(r.fdaServiceId) && exists.has(r.emaServiceId));
      expect(withTwin.length).toBe(rows.length);
      for (const r of withTwin) {
        expect(r.lagDays).toBe(daysBetween(r.fdaDate, r.emaDate));
        expect(r.lagDays).not.toBeNull();
        expect(r.missingTwin).toBeNull();
        expect(typeof r.fdaIsOrphan).toBe("boolean");
        expect(typeof r.emaIsOrphan).toBe("boolean");
      }
      expect(warn).not.toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  }, 120_000);
});

describe("changesTable and applyChanges", () => {
  test("the feed rules applied to a local table", async () => {
    const local = await sv.trialcore.search({ query: "cancer", limit: 100 });
    const ids = local.array("serviceId") as string[];
    const feed = await changesTable(sv.trialcore.changes({ since: "2025-06-01", serviceId: ids }));
    expect(feed.columnNames()).toEqual([
      "arrival",
      "serviceId",
      "updateType",
      "updateDate",
      "createDate",
      "sectionChanges",
      "documentSections",
    ]);
    const { refetch, drop } = changeDecisions(feed);
    const refetched = await sv.trialcore.get(refetch);
    const after = applyChanges(local, feed, refetched);
    const changes = info(after)!.changes!;
    expect(after.columnNames()).toEqual(local.columnNames());
    expect(changes.replaced.length + changes.stale.length).toBe(
      refetch.filter((id) => ids.includes(id) && !info(refetched)!.missing.includes(id)).length,
    );
    expect(after.numRows()).toBe(local.numRows() - changes.dropped.length + changes.added.length);
    for (const id of drop) expect((after.array("serviceId") as string[]).includes(id)).toBe(false);
    expect(() => applyChanges(local, aq.table({ x: [] }), refetched)).toThrow(/changeDecisions needs a feed table/);
  }, 60_000);

  test("a hand-made feed: latest arrival decides; unchanged asks nothing", async () => {
    const local = aq.table({ serviceId: ["A", "B", "C"], v: [1, 2, 3] });
    const feed = await changesTable([
      { serviceId: "A", updateType: "deleted" },
      { serviceId: "A", updateType: "updated" },
      { serviceId: "B", updateType: "updated" },
      { serviceId: "B", updateType: "deleted" },
      { serviceId: "C", updateType: "unchanged" },
      { serviceId: "D", updateType: "created" },
    ]);
    const refetched = aq.table({ serviceId: ["A", "D"], v: [10, 40], extra: [0, 0] });
    const after = applyChanges(local, feed, refetched);
    expect(after.objects()).toEqual([
      { serviceId: "A", v: 10 },
      { serviceId: "C", v: 3 },
      { serviceId: "D", v: 40 },
    ]);
    expect(info(after)!.changes).toEqual({ dropped: ["B"], replaced: ["A"], added: ["D"], stale: [] });
  });
});

describe("patentsOfDrugs", () => {
  test("patents whose referencesDrugCore names the drug, found by searching its name", async () => {
    const patents = served.patentcore;
    const linked = patents.find((p) => (p.referencesDrugCore ?? []).length > 0)!;
    const drugId = linked.referencesDrugCore[0];
    const drugs = await sv.drugcore.get([drugId]);
    const found = await patentsOfDrugs(sv, drugs, { limit: 300 });
    for (const row of found.objects() as Rec[]) {
      expect(row.drugId).toBe(drugId);
      expect(row.referencesDrugCore).toContain(drugId);
    }
    const all = patents.filter((p) => (p.referencesDrugCore ?? []).includes(drugId)).map((p) => p.serviceId);
    // Found ones are a subset of the true reverse links (text search can miss, never invent).
    for (const id of found.array("serviceId") as string[]) expect(all).toContain(id);
    // Provenance composes: the drugs' get plus the one search.
    expect(info(found)!.requests).toBe(info(drugs)!.requests + 1);
  }, 60_000);
});
