// Issue 42's audit: a RegulatoryCore arrival `unchanged` whose documentSections moved (a section
// created, updated or deleted) must not be ignored. Applied from the sandbox's moved clock, the feed
// must leave the local table equal to a fresh get, sections included (feed rule 4).
import { afterAll, beforeAll, expect, test } from "vitest";
import { applyChanges, connect, changeDecisions, changesTable, info, startSandbox } from "../../src/index.js";

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let sv: Awaited<ReturnType<typeof connect>>;

beforeAll(async () => {
  sandbox = await startSandbox({ today: "2025-06-01", rateLimit: false });
  sv = await connect({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, env: {}, rateLimit: false, quotaDir: false, cache: false });
}, 60_000);
afterAll(async () => {
  await sv?.close();
  await sandbox?.close();
});

type Row = Record<string, unknown>;
const byId = (rows: Row[]) => new Map(rows.map((r) => [String(r.serviceId), r]));

test("feed 2025-06-01 .. 2026-01-01 applied to the 'treatment' authorizations equals a fresh get, sections included", async () => {
  const found = await sv.regulatorycore.search({ query: "treatment", limit: 300 });
  const ids = found.array("serviceId") as string[];
  const local = await sv.regulatorycore.get(ids);
  await sandbox.setToday("2026-01-01");

  const feed = await changesTable(sv.regulatorycore.changes({ since: "2025-06-01", serviceId: ids }));
  const withSections = (feed.objects() as Row[]).filter((e) => e.updateType === "unchanged" && (e.sectionChanges as number) > 0);
  // The case the audit found: section events on an arrival that is `unchanged` at record level.
  expect(withSections.length).toBeGreaterThan(0);
  const decisions = changeDecisions(feed);
  for (const e of withSections) {
    if (!decisions.drop.includes(String(e.serviceId))) expect(decisions.refetch).toContain(e.serviceId);
  }
  expect(decisions.sections.length).toBeGreaterThan(0);

  const after = applyChanges(local, feed, await sv.regulatorycore.get(decisions.refetch));
  const fresh = await sv.regulatorycore.get(ids);
  expect(info(after)?.changes?.stale).toEqual([]);
  const applied = byId(after.objects() as Row[]);
  const now = byId(fresh.objects() as Row[]);
  expect([...applied.keys()].sort()).toEqual([...now.keys()].sort());
  const differing = [...now.keys()].filter((id) => JSON.stringify(applied.get(id)) !== JSON.stringify(now.get(id)));
  expect(differing).toEqual([]);
}, 120_000);

test("without the re-fetched records, the records whose sections moved are named stale", async () => {
  await sandbox.setToday("2025-06-01");
  const found = await sv.regulatorycore.search({ query: "treatment", limit: 300 });
  const ids = found.array("serviceId") as string[];
  const local = await sv.regulatorycore.get(ids);
  await sandbox.setToday("2026-01-01");
  const feed = await changesTable(sv.regulatorycore.changes({ since: "2025-06-01", serviceId: ids }));
  const { sections, drop } = changeDecisions(feed);
  const moved = [...new Set(sections.map((s) => s.serviceId))].filter((id) => !drop.includes(id) && ids.includes(id));
  expect(moved.length).toBeGreaterThan(0);
  const after = applyChanges(
    local,
    feed,
    local.filter(() => false),
  );
  for (const id of moved) expect(info(after)?.changes?.stale).toContain(id);
}, 120_000);
