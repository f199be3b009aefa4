// links(table, field): one row per (source record, linked ID) in record order, for every link field
// of every core, from a table and from the same records as an array (19 fields x 2 inputs), each on
// two searches, checked against the links the raw records hold.
import type { ColumnTable } from "arquero";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { info, LINK_FIELDS, links, type CoreSession } from "../../src/tables/index.js";
import { INCLUDES, type CoreName } from "../../src/schema/enums.js";
import { rawSearch, semanticSession, type RawRecord } from "./support/raw-service.js";
import { column, notNullMissing, rawEdges } from "./support/reference.js";

let sv: CoreSession;
beforeAll(async () => {
  sv = await semanticSession();
});
afterAll(async () => {
  await sv?.close();
});

const QUERIES: Record<CoreName, [string, string]> = {
  biomedcore: ["cancer", "trial"],
  trialcore: ["diabetes", "cancer"],
  drugcore: ["inhibitor", "antibody"],
  regulatorycore: ["treatment", "cancer"],
  genecore: ["kinase", "receptor"],
  patentcore: ["inhibitor", "antibody"],
};
const CORE_OF_PREFIX: Record<string, string> = {
  SVBC: "biomedcore",
  SVTC: "trialcore",
  SVDC: "drugcore",
  SVRC: "regulatorycore",
  SVGC: "genecore",
  SVPC: "patentcore",
};

const cases = (Object.keys(LINK_FIELDS) as CoreName[]).flatMap((core) =>
  (LINK_FIELDS[core] as readonly string[]).flatMap((field) => QUERIES[core].map((q) => [core, field, q] as const)),
);

interface Fetched {
  raw: RawRecord[];
  table: ColumnTable;
  records: object[];
}
/** Each core's two searches, read three ways: raw JSON, a table, the low-level client's records. */
const fetched = new Map<string, Fetched>();
const linkIncludes = (core: CoreName) =>
  (INCLUDES[core] as readonly string[]).filter((i) => (LINK_FIELDS[core] as readonly string[]).includes(i));

beforeAll(async () => {
  for (const core of Object.keys(LINK_FIELDS) as CoreName[]) {
    for (const q of QUERIES[core]) {
      const params = { query: q, limit: 40, include: linkIncludes(core) };
      const [raw, table, records] = await Promise.all([
        rawSearch(sv, core, params),
        (sv as any)[core].search(params),
        (sv.api as any)[core].search(params),
      ]);
      fetched.set(`${core}|${q}`, { raw, table, records });
    }
  }
});

describe.each(cases)("links(%s, %s) on the search %j", (core, field, q) => {
  test.each(["table", "records"] as const)("from a %s: one row per link, record order, toCore from the ID", (input) => {
    const { raw, table, records } = fetched.get(`${core}|${q}`)!;
    const expected = rawEdges(raw, field);
    const edges = links(input === "table" ? table : records, field);
    expect(edges.columnNames()).toEqual(["fromId", "toId", "field", "toCore"]);
    expect(edges.numRows()).toBe(expected.length);
    expect(column(edges, "fromId")).toEqual(expected.map((e) => e[0]));
    expect(column(edges, "toId")).toEqual(expected.map((e) => e[1]));
    expect(new Set(column(edges, "field"))).toEqual(new Set(expected.length ? [field] : []));
    expect(column(edges, "toCore")).toEqual(expected.map((e) => CORE_OF_PREFIX[e[1].slice(0, 4)]));
    expect(notNullMissing(edges)).toEqual([]);
  });
});

test.each(Object.keys(LINK_FIELDS) as CoreName[])("provenance: links of a %s table carry the table's", (core) => {
  const { table } = fetched.get(`${core}|${QUERIES[core][0]}`)!;
  const edges = links(table, LINK_FIELDS[core][0]);
  expect(info(edges)).toBeDefined();
  expect([info(edges)!.requests, info(edges)!.credits]).toEqual([info(table)!.requests, info(table)!.credits]);
});

test("the searches above hold links: at least one query per field has some", () => {
  const empty: string[] = [];
  for (const core of Object.keys(LINK_FIELDS) as CoreName[]) {
    const records = QUERIES[core].flatMap((q) => fetched.get(`${core}|${q}`)!.raw);
    for (const field of LINK_FIELDS[core]) if (rawEdges(records, field).length === 0) empty.push(`${core}.${field}`);
  }
  // A field with no link on either search would check nothing; the sandbox leaves parent and
  // familyMembers sparse, so those may be empty on search results.
  expect(empty.filter((f) => !["drugcore.parent", "drugcore.children", "patentcore.familyMembers"].includes(f))).toEqual([]);
});
