// The sync on the sandbox's moving clock: seed at day T1, move the clock to T2 (91 days later),
// sync. Every record the mirror holds then equals the sandbox's record on T2 field for field, the
// records deleted in between are tombstones, and a mirror seeded fresh on T2 holds nothing the
// synced one lacks. Every feed core is in the definition.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { NotFoundError } from "../../src/api/index.js";
import { connect } from "../../src/connect.js";
import type { Mirror, MirrorDefinition, Session } from "../../src/mirror/index.js";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.js";
import type { CoreName } from "../../src/schema/index.js";
import { CHILD_SOURCES, childTableName, childTablesOf } from "../../src/mirror/child-tables.js";
import { flatten } from "../../src/tables/index.js";
import { canonRows, sandboxState } from "./helpers.js";

const T1 = "2025-09-01";
const T2 = "2025-12-01";
const CORES: CoreName[] = ["biomedcore", "trialcore", "drugcore", "regulatorycore", "genecore"];

let sandbox: RunningSandbox;
let sv: Session;
let m: Mirror;
let fresh: Mirror;
let definition: MirrorDefinition;
const onT1 = new Map<CoreName, unknown[]>();
const dir = mkdtempSync(join(tmpdir(), "corebook-sync-"));

beforeAll(async () => {
  sandbox = await startSandbox({ rateLimit: false, today: T1, warm: false });
  // No response cache: this test compares the mirror with what the sandbox serves now.
  sv = await connect({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false, onProgress: false, cache: false });
  const drugs = (await sv.drugcore.search({ query: "inhibitor", limit: 40 })).array("serviceId") as string[];
  definition = {
    // From 2023: on dataset version 4 the papers deleted between T1 and T2 that match "cancer" were
    // published in 2023 or before, and the tombstone test needs one in the mirror.
    searches: [{ core: "biomedcore", params: { query: "cancer" }, from: "2023-01-01", by: "publicationDate" }],
    ids: { drugcore: drugs },
    follow: [
      { from: "drugcore", field: "referencesTrialCore" },
      { from: "trialcore", field: "referencesBiomedCore" },
      { from: "drugcore", field: "referencesRegulatoryCore" },
      { from: "drugcore", field: "referencesGeneCore" },
    ],
  };
  m = await sv.mirror(join(dir, "synced"), definition);
  await m.sync();
  for (const core of CORES) onT1.set(core, canonRows(await m.table(core)));
  sandbox.setToday(T2);
  await m.sync();
  fresh = await sv.mirror(join(dir, "fresh"), definition);
  await fresh.sync();
}, 300_000);

afterAll(async () => {
  m?.close();
  fresh?.close();
  await sv?.close();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

test("on T2 every held record equals the sandbox's, field for field, for every core", async () => {
  expect((await m.status()).asOf).toBe(T2);
  for (const core of CORES) {
    const mine = await m.table(core);
    expect(mine.numRows(), core).toBeGreaterThan(0);
    const theirs = await sandboxState(sv, core, mine.array("serviceId") as string[], definition);
    expect(canonRows(mine), core).toEqual(canonRows(theirs));
  }
}, 120_000);

test("records deleted between T1 and T2 are tombstones with their deletion day, hidden from the default views", async () => {
  let tombstones = 0;
  for (const core of CORES) {
    const dead = await m.sql(`SELECT "serviceId", "_deletedOn" FROM ${core}_all WHERE "_deletedOn" IS NOT NULL`);
    tombstones += dead.numRows();
    for (const row of dead.objects() as { serviceId: string; _deletedOn: Date }[]) {
      await expect(sv[core].record(row.serviceId), row.serviceId).rejects.toThrow(NotFoundError);
      expect(row._deletedOn.toISOString().slice(0, 10) > T1 || row._deletedOn.toISOString().slice(0, 10) === T1).toBe(true);
      const live = await m.sql(`SELECT count(*) AS n FROM ${core} WHERE "serviceId" = '${row.serviceId}'`);
      expect(live.get("n", 0)).toBe(0);
    }
  }
  expect(tombstones).toBeGreaterThan(0);
});

test("a mirror seeded fresh on T2 holds nothing the synced one lacks, and the same content", async () => {
  for (const core of CORES) {
    const synced = new Map((canonRows(await m.table(core)) as { serviceId: string }[]).map((r) => [r.serviceId, r]));
    for (const row of canonRows(await fresh.table(core)) as { serviceId: string }[]) {
      expect(synced.get(row.serviceId), `${core} ${row.serviceId}`).toEqual(row);
    }
  }
});

test("asOf(T1) gives back the state held on T1; asOf(T2) the current one; the days differ", async () => {
  let differ = 0;
  for (const core of CORES) {
    expect(canonRows(await m.asOf(T1).table(core)), core).toEqual(onT1.get(core));
    const now = canonRows(await m.table(core));
    expect(canonRows(await m.asOf(T2).table(core)), core).toEqual(now);
    if (JSON.stringify(now) !== JSON.stringify(onT1.get(core))) differ++;
  }
  // The sync moved something in most cores, or the test would prove little.
  expect(differ).toBeGreaterThanOrEqual(3);
  expect(() => m.asOf("2025-13-45")).toThrow(/asOf day must be a day YYYY-MM-DD/);
});

test("after the sync the flatten.* child tables in SQL follow the live records (tombstones' children gone)", async () => {
  const names = childTablesOf(m.definition, CORES);
  expect(names.length).toBeGreaterThanOrEqual(5);
  const rowsOf = (t: Parameters<typeof canonRows>[0]) =>
    canonRows(t)
      .map((r) => JSON.stringify(r))
      .sort();
  for (const name of names) {
    const inSql = await m.sql(`SELECT * FROM ${childTableName(name)}`);
    expect(rowsOf(inSql), name).toEqual(rowsOf(flatten[name](await m.table(CHILD_SOURCES[name].core))));
  }
});
