// The flatten.* child tables are rebuilt a page of records at a time: every page read holds at most
// the page size, and the tables are the same rows, in the same order, whatever the page size (one
// record, a few, or all at once), without the records of tombstones.
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { CHILD_SOURCES, childTableName, rebuildChildTables } from "../../src/mirror/child-tables.js";
import { openDatabase, type MirrorDatabase } from "../../src/mirror/database.js";
import { checkDefinition } from "../../src/mirror/definition.js";
import { createSchema, writeBatch } from "../../src/mirror/mirror-tables.js";
import { generateDataset } from "../../src/sandbox/generate/index.js";
import { flatten } from "../../src/tables/index.js";

const root = mkdtempSync(join(tmpdir(), "corebook-child-tables-"));
const DAY = "2025-09-01";
const definition = checkDefinition({
  searches: [
    { core: "trialcore", params: { query: "cancer", include: ["outcomes"] } },
    { core: "biomedcore", params: { query: "cancer", include: ["authorsMetadata"] } },
  ],
});
const cores = ["trialcore", "biomedcore"] as const;
let db: MirrorDatabase;
let trials: Record<string, unknown>[];
let papers: Record<string, unknown>[];
let gone: string;

beforeAll(async () => {
  const dataset = generateDataset({ scale: "small" });
  const withList = (records: Record<string, unknown>[], field: string) =>
    records.filter((r) => Array.isArray(r[field]) && (r[field] as unknown[]).length > 0).slice(0, 23);
  trials = withList(dataset.records.trialcore as Record<string, unknown>[], "outcomes");
  papers = withList(dataset.records.biomedcore as Record<string, unknown>[], "authorsMetadata");
  mkdirSync(join(root, "m"));
  db = await openDatabase(join(root, "m"), { create: true });
  await createSchema(db, [...cores], null, {});
  await writeBatch(db, {
    day: DAY,
    allNew: true,
    upserts: [
      ...trials.map((record) => ({ core: "trialcore" as const, record, updateDate: DAY })),
      ...papers.map((record) => ({ core: "biomedcore" as const, record, updateDate: DAY })),
    ],
  });
  gone = String(trials[5].serviceId);
  await writeBatch(db, { day: DAY, tombstones: [{ core: "trialcore", serviceId: gone, deletedOn: DAY }] });
}, 60_000);

afterAll(() => {
  db?.close();
  rmSync(root, { recursive: true, force: true });
});

/** The rows of every child table, as JSON text in table order. */
async function childRows(): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const name of Object.keys(CHILD_SOURCES) as (keyof typeof CHILD_SOURCES)[]) {
    if (!cores.includes(CHILD_SOURCES[name].core as (typeof cores)[number])) continue;
    const rows = await db.rows(`SELECT * FROM ${childTableName(name)}`);
    out[name] = rows.map((row) => JSON.stringify(row, (_, v) => (typeof v === "bigint" ? Number(v) : v)));
  }
  return out;
}

test("child tables are the same whatever the page size, and no page holds more records than it", async () => {
  let largest = 0;
  let reads = 0;
  // The one query that reads records; the rebuild's writes go through script().
  const counting: MirrorDatabase = {
    ...db,
    rows: async (sql) => {
      const rows = await db.rows(sql);
      largest = Math.max(largest, rows.length);
      reads++;
      return rows;
    },
  };
  const results = [];
  for (const page of [1, 4, 1000]) {
    largest = 0;
    reads = 0;
    await rebuildChildTables(counting, join(root, "m"), definition, [...cores], page);
    expect(largest, `page ${page}`).toBeLessThanOrEqual(page);
    // Each core read in pages: at least one read per page of its live records.
    expect(reads, `page ${page}`).toBeGreaterThanOrEqual(Math.ceil((trials.length - 1) / page) + Math.ceil(papers.length / page));
    results.push(await childRows());
  }
  expect(results[1]).toEqual(results[0]);
  expect(results[2]).toEqual(results[0]);
  // Staging files are removed.
  expect(readdirSync(join(root, "m")).filter((f) => f.startsWith(".staging"))).toEqual([]);
});

test("child tables hold the flatten.* rows of the live records in serviceId order", async () => {
  await rebuildChildTables(db, join(root, "m"), definition, [...cores], 3);
  const byId = (records: Record<string, unknown>[]) =>
    records.filter((r) => r.serviceId !== gone).sort((a, b) => (String(a.serviceId) < String(b.serviceId) ? -1 : 1));
  const live = { trialcore: byId(trials), biomedcore: byId(papers) };
  for (const name of ["outcomes", "measurements", "arms", "authors", "affiliations"] as const) {
    const expected = flatten[name](live[CHILD_SOURCES[name].core as keyof typeof live]);
    const rows = await db.rows(`SELECT "serviceId" FROM ${childTableName(name)}`);
    expect(rows.length, name).toBe(expected.numRows());
    expect(
      rows.map((r) => r.serviceId),
      name,
    ).toEqual(expected.array("serviceId"));
    expect(rows.some((r) => r.serviceId === gone)).toBe(false);
  }
  expect((await db.rows(`SELECT count(*) AS n FROM ${childTableName("outcomes")}`))[0].n).not.toBe(0);
});
