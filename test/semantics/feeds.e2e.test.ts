// Feed tables against the raw feed, and the feed rules applied to a local table against a fresh get:
// a table kept current by applyChanges equals the records as the service serves them now, or names
// in info().changes.stale what it could not bring up to date. On TrialCore and RegulatoryCore.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.js";
import { applyChanges, changeDecisions, changesTable, info, openSession, type CoreSession } from "../../src/tables/index.js";
import { rawChanges, rawGet, rawSearch, type RawRecord } from "./support/raw-service.js";
import { column, differencesFromRaw, distinct, notNullMissing, plain } from "./support/reference.js";

const BEFORE = "2025-06-01";
const AFTER = "2026-01-01";
let sandbox: RunningSandbox;
let sv: CoreSession;

beforeAll(async () => {
  sandbox = await startSandbox({ today: BEFORE, rateLimit: false });
  sv = await openSession({
    env: {},
    apiKey: sandbox.apiKey,
    baseUrl: sandbox.baseUrl,
    quiet: true,
    rateLimit: false,
    onProgress: false,
    cache: false,
  });
});
afterAll(async () => {
  await sv?.close();
  await sandbox?.close();
});

describe.each([
  { core: "trialcore", query: "cancer" },
  { core: "regulatorycore", query: "treatment" },
] as const)("$core: the feed since BEFORE for 100 $query records", ({ core, query }) => {
  let local: any;
  let ids: string[];
  let entries: RawRecord[];
  let feed: any;
  beforeAll(async () => {
    await sandbox.setToday(BEFORE);
    ids = (await rawSearch(sv, core, { query, limit: 100 })).map((r) => r.serviceId);
    local = await (sv as any)[core].get(ids);
    await sandbox.setToday(AFTER);
    entries = await rawChanges(sv, core, BEFORE, ids);
    feed = await changesTable((sv as any)[core].changes({ since: BEFORE, serviceId: ids }));
  });
  afterAll(async () => {
    await sandbox.setToday(BEFORE);
  });

  test("changesTable: one row per arrival, in feed order, fields as the raw entries say", () => {
    expect(entries.length).toBeGreaterThan(0);
    expect(feed.numRows()).toBe(entries.length);
    expect(column(feed, "arrival")).toEqual(entries.map((_, i) => i));
    expect(column(feed, "serviceId")).toEqual(entries.map((e) => e.serviceId));
    expect(column(feed, "updateType")).toEqual(entries.map((e) => e.updateType));
    expect(column(feed, "updateDate").map(plain)).toEqual(entries.map((e) => e.updateDate ?? null));
    expect(column(feed, "createDate").map(plain)).toEqual(entries.map((e) => e.createDate ?? null));
    expect(column(feed, "sectionChanges")).toEqual(entries.map((e) => (e.documentSections ?? []).length));
    expect(column(feed, "documentSections").map(plain)).toEqual(
      entries.map((e) =>
        plain((e.documentSections ?? []).map((s: RawRecord) => ({ documentSectionId: s.documentSectionId, updateType: s.updateType }))),
      ),
    );
    expect(notNullMissing(feed)).toEqual([]);
  });

  test("changeDecisions: the latest arrival of each record decides; unchanged asks nothing unless it lists moved sections", () => {
    const latest = new Map<string, string>();
    for (const e of entries) {
      if (e.updateType === "deleted") latest.set(e.serviceId, "drop");
      else if (e.updateType !== "unchanged") latest.set(e.serviceId, "refetch");
      // Feed rule 4 (RegulatoryCore): an unchanged arrival listing sections asks for the record's
      // sections again, which a table of records holds; a record already dropped stays dropped.
      const moved = Array.isArray(e.documentSections) ? e.documentSections.length : 0;
      if (e.updateType === "unchanged" && moved > 0 && latest.get(e.serviceId) !== "drop") latest.set(e.serviceId, "refetch");
    }
    const d = changeDecisions(feed);
    expect(new Set(d.refetch)).toEqual(new Set([...latest].filter(([, v]) => v === "refetch").map(([id]) => id)));
    expect(new Set(d.drop)).toEqual(new Set([...latest].filter(([, v]) => v === "drop").map(([id]) => id)));
    expect(distinct([...d.refetch, ...d.drop])).toBe(d.refetch.length + d.drop.length);
  });

  test("applyChanges: the local table brought up to date equals a fresh get, or names what is stale", async () => {
    const refetched = await (sv as any)[core].get(changeDecisions(feed).refetch);
    const applied = applyChanges(local, feed, refetched);
    const fresh = (await Promise.all(ids.map((id) => rawGet(sv, core, id)))).filter((r): r is RawRecord => r !== null);
    const stale = new Set(info(applied)!.changes!.stale);
    // Every record that exists now has one row; records gone are gone.
    expect(distinct(column(applied, "serviceId"))).toBe(applied.numRows());
    expect(new Set(column(applied, "serviceId"))).toEqual(new Set(fresh.map((r) => r.serviceId)));
    const differing = differencesFromRaw(applied, fresh).filter((line) => !stale.has(line.split(".")[0]));
    expect(differing).toEqual([]);
    expect(notNullMissing(applied)).toEqual([]);
  });

  test("applyChanges, provenance composes: the local table's cost plus the refetch's", async () => {
    const refetched = await (sv as any)[core].get(changeDecisions(feed).refetch);
    const applied = applyChanges(local, feed, refetched);
    const [a, l, r] = [info(applied)!, info(local)!, info(refetched)!];
    expect([a.requests, a.credits]).toEqual([l.requests + r.requests, l.credits + r.credits]);
  });
});
