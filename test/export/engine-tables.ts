// The tables of the engine matrix: the core-shaped fixtures (nested lists and structs) plus one
// table of everything awkward: nulls in every type, text that naive readers turn into null or
// numbers ("NA", "null", "001", "", " padded "), quotes, CR/LF, emoji, a 100,000-character
// string, integers beside nulls inside structs, timestamps, a JSON column of any shape.
import * as aq from "arquero";
import type { ColumnTable } from "arquero";
import { setColumnTypes, type ColumnTypes } from "../../src/tables/column-types.js";
import { FIXTURES, fixtureTable, TRICKY } from "./fixtures.js";

const LONG = `${"x".repeat(49_999)}😀${"y".repeat(49_999)}`;
const day = (text: string) => new Date(`${text}T00:00:00Z`);

// `at` is left to inference (a Date that is not a midnight is a timestamp; ColumnType has no timestamp).
const awkwardTypes: ColumnTypes = {
  id: { kind: "string" },
  text: { kind: "string" },
  count: { kind: "integer" },
  score: { kind: "float" },
  flag: { kind: "boolean" },
  day: { kind: "date" },
  tags: { kind: "list", of: { kind: "string" } },
  sizes: { kind: "list", of: { kind: "integer" } },
  detail: { kind: "struct", fields: { n: { kind: "integer" }, x: { kind: "float" }, note: { kind: "string" }, ok: { kind: "boolean" } } },
  groups: {
    kind: "list",
    of: { kind: "struct", fields: { name: { kind: "string" }, members: { kind: "list", of: { kind: "integer" } } } },
  },
  extra: { kind: "json" },
};

const awkwardRows: Record<string, unknown>[] = [
  {
    id: "a",
    text: "NA",
    count: 1,
    score: 1.5,
    flag: true,
    day: day("2024-02-29"),
    at: new Date("2024-02-29T10:11:12.345Z"),
    tags: ["NA", "", "001"],
    sizes: [1, 2, 3],
    detail: { n: 7, x: 0.1, note: "NA", ok: true },
    groups: [{ name: 'g, "1"', members: [1, 2] }],
    extra: { any: ["shape", 1, null] },
  },
  {
    id: "b",
    text: "",
    count: null,
    score: null,
    flag: null,
    day: null,
    at: null,
    tags: [],
    sizes: [],
    detail: { n: null, x: null, note: null, ok: null },
    groups: [],
    extra: "just text",
  },
  {
    id: "c",
    text: null,
    count: -9007199254740991,
    score: -0.0001,
    flag: false,
    day: day("1969-12-31"),
    at: new Date("1969-12-31T23:59:59.999Z"),
    tags: null,
    sizes: null,
    detail: null,
    groups: null,
    extra: null,
  },
  {
    id: "d",
    text: "001",
    count: 0,
    score: 2,
    flag: false,
    day: day("2000-01-01"),
    at: new Date("2000-01-01T00:00:00.000Z"),
    tags: ["a,b", '"q"', "line\r\nbreak"],
    sizes: [0],
    detail: { n: 9007199254740991, x: 3, note: TRICKY, ok: false },
    groups: [
      { name: null, members: [] },
      { name: "😀 emoji", members: [5] },
    ],
    extra: 42,
  },
  {
    id: "e",
    text: LONG,
    count: 3,
    score: 1e-300,
    flag: true,
    day: day("2099-12-31"),
    at: new Date("2099-12-31T12:00:00.000Z"),
    tags: [LONG],
    sizes: [-1],
    detail: { n: 1, x: 1e300, note: "null", ok: true },
    groups: [{ name: "", members: [7, 8] }],
    extra: [],
  },
  {
    id: "f",
    text: " padded ",
    count: 5,
    score: 0.5,
    flag: true,
    day: day("2024-01-01"),
    at: new Date("2024-01-01T00:00:00.001Z"),
    tags: ["null"],
    sizes: [10],
    detail: { n: null, x: 2.5, note: "", ok: null },
    groups: [{ name: "x", members: [1] }],
    extra: { nested: { deep: true } },
  },
];

export interface EngineTable {
  name: string;
  table: ColumnTable;
}

export function engineTables(): EngineTable[] {
  const names = Object.keys(awkwardRows[0]);
  const awkward = setColumnTypes(aq.table(Object.fromEntries(names.map((k) => [k, awkwardRows.map((r) => r[k])]))), awkwardTypes);
  const awkwardEmpty = setColumnTypes(
    awkward.filter(() => false),
    awkwardTypes,
  );
  return [
    ...FIXTURES.map((fixture) => ({ name: fixture.name, table: fixtureTable(fixture) })),
    { name: "awkward", table: awkward },
    { name: "empty", table: awkwardEmpty },
  ];
}
