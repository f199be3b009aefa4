// Issue 42's audit: exportTable -> readTable added keys to nested objects in all four formats (every
// section of a regulatorycore.get table gained `matchedText: null`, GeneCore's
// gnomadConstraint.synonymous/.missense gained `constraintZ: null`). A real get table of every core
// must equal its exported and re-read copy, key for key, nulls included.
import { afterAll, beforeAll, expect, test } from "vitest";
import type { ColumnTable } from "arquero";
import { connect, exportTable, readTable } from "../../src/index.js";
import { CORES, INCLUDES, type CoreName } from "../../src/schema/index.js";
import { tempDir } from "./helpers.js";

const tmp = tempDir();
let sv: Awaited<ReturnType<typeof connect>>;
const tables = new Map<CoreName, ColumnTable>();
const QUERY: Record<CoreName, string> = {
  biomedcore: "cancer",
  trialcore: "cancer",
  drugcore: "inhibitor",
  regulatorycore: "treatment",
  genecore: "kinase",
  patentcore: "cancer",
};

beforeAll(async () => {
  sv = await connect({ env: {}, quiet: true, rateLimit: false });
  for (const core of CORES) {
    const ids = (await sv[core].search({ query: QUERY[core], limit: 12 } as never)).array("serviceId") as string[];
    // Every include but the long texts, so lists of structs (outcomes, authorsMetadata) are there.
    const include = (INCLUDES[core] as readonly string[]).filter((i) => !["fulltext", "claims", "description", "protein"].includes(i));
    tables.set(core, await sv[core].get(ids, { include } as never));
  }
}, 120_000);
afterAll(async () => {
  await sv?.close();
  tmp.remove();
});

/** A value as comparable JSON: keys sorted, nulls kept, `undefined` keys absent (as JSON has them), Dates as ISO text. */
function exact(value: unknown): unknown {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (value instanceof Date) return { date: value.toISOString() };
  if (typeof value === "bigint") return Number(value);
  if (Array.isArray(value) || ArrayBuffer.isView(value)) return Array.from(value as unknown as ArrayLike<unknown>, exact);
  if (typeof value === "object") {
    const keys = Object.keys(value as object)
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .sort();
    return Object.fromEntries(keys.map((k) => [k, exact((value as Record<string, unknown>)[k])]));
  }
  return value;
}

const rows = (t: ColumnTable) => JSON.stringify((t.objects() as unknown[]).map(exact));

test("the tables hold the nested shapes the audit found keys added to", () => {
  const sections = (tables.get("regulatorycore")!.array("documentSections") as Record<string, unknown>[][]).flat();
  expect(sections.length).toBeGreaterThan(0);
  for (const s of sections) expect("matchedText" in s).toBe(false);
  const constraint = (tables.get("genecore")!.array("gnomadConstraint") as (Record<string, Record<string, unknown>> | null)[]).filter(
    (g) => g?.synonymous,
  );
  expect(constraint.length).toBeGreaterThan(0);
});

for (const format of ["parquet", "arrow", "csv", "jsonl"]) {
  test(`every core's get table reads back from ${format} key for key, nulls included`, async () => {
    for (const [core, table] of tables) {
      const path = tmp.path(`${core}.${format}`);
      await exportTable(table, path);
      const back = await readTable(path);
      expect(back.columnNames(), core).toEqual(table.columnNames());
      expect(rows(back), `${core} in ${format}`).toBe(rows(table));
    }
  }, 60_000);
}
