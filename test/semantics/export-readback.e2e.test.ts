// exportTable -> readTable in the four formats against the table itself: the read-back has the same
// columns, rows and cells, nested values included (no key added or lost), and a null where the table
// has one; checked on sandbox tables with nested records, child tables and gaps.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { exportTable, readTable } from "../../src/index.js";
import { flatten, joinOn, type CoreSession } from "../../src/tables/index.js";
import { rawSearch, semanticSession } from "./support/raw-service.js";
import { column, nullCounts, plain } from "./support/reference.js";

let sv: CoreSession;
const dir = mkdtempSync(join(tmpdir(), "corebook-semantics-export-"));
beforeAll(async () => {
  sv = await semanticSession();
});
afterAll(async () => {
  await sv?.close();
  rmSync(dir, { recursive: true, force: true });
});

const TABLES: [string, () => Promise<any>][] = [
  [
    "regulatorycore get (sections, designations, links)",
    async () => sv.regulatorycore.get((await rawSearch(sv, "regulatorycore", { query: "treatment", limit: 40 })).map((r) => r.serviceId)),
  ],
  ["regulatorycore search (section evidence)", () => sv.regulatorycore.search({ query: "cancer", limit: 40 })],
  ["genecore search (nested constraint and protein)", () => sv.genecore.search({ query: "kinase", limit: 30, include: ["protein"] })],
  [
    "trialcore search with outcomes",
    () => sv.trialcore.search({ query: "diabetes", limit: 40, include: ["outcomes", "referencesDrugCore"] }),
  ],
  [
    "flatten.measurements",
    async () => flatten.measurements(await sv.trialcore.search({ query: "cancer", limit: 60, include: ["outcomes"] })),
  ],
  [
    "a left join with unmatched rows",
    async () =>
      joinOn(
        flatten.outcomes(await sv.trialcore.search({ query: "diabetes", limit: 40, include: ["outcomes"] })),
        await sv.trialcore.search({ query: "diabetes", limit: 20 }),
        "serviceId",
        { how: "left" },
      ),
  ],
];

describe.each(TABLES)("%s", (_name, load) => {
  let table: any;
  beforeAll(async () => {
    table = await load();
  });

  test.each(["csv", "parquet", "arrow", "jsonl"])("read back from .%s equals the table, nulls included", async (format) => {
    const path = join(dir, `${_name.replace(/\W+/g, "-")}.${format}`);
    await exportTable(table, path);
    const back = await readTable(path);
    expect(back.columnNames()).toEqual(table.columnNames());
    expect(back.numRows()).toBe(table.numRows());
    expect(nullCounts(back)).toEqual(nullCounts(table));
    const differing = table
      .columnNames()
      .filter((name: string) => JSON.stringify(column(back, name).map(plain)) !== JSON.stringify(column(table, name).map(plain)));
    const first = differing.slice(0, 3).map((name: string) => {
      const at = column(table, name).findIndex((v, i) => JSON.stringify(plain(v)) !== JSON.stringify(plain(column(back, name)[i])));
      return `${name}@${at}: table ${JSON.stringify(plain(column(table, name)[at])).slice(0, 200)} / back ${JSON.stringify(plain(column(back, name)[at])).slice(0, 200)}`;
    });
    expect(first).toEqual([]);
  });
});
