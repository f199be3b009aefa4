// The Parquet writer reads a struct's fields in one walk of its keys when they come in the declared
// order (src/duckdb/vectors.ts) and by name otherwise: keys out of order, missing, undefined or
// undeclared must give the values the declared fields hold.
import { afterAll, expect, test } from "vitest";
import * as aq from "arquero";
import { writeExport, readExport } from "../../src/export/index.js";
import { setColumnTypes } from "../../src/tables/column-types.js";
import { canon, tempDir } from "./helpers.js";

const tmp = tempDir();
afterAll(() => tmp.remove());

test("struct fields are read by name whatever the order of a record's keys", async () => {
  const fields = { a: { kind: "string" }, b: { kind: "integer" }, c: { kind: "list", of: { kind: "string" } } } as const;
  const records = [
    { a: "in order", b: 1, c: ["x"] },
    { c: ["reversed"], b: 2, a: "z" },
    { a: "b missing", c: [] },
    { b: 4, a: "c undefined", c: undefined },
    { a: "extra after", b: 5, c: null, extra: 1 },
    { extra: "first", a: "extra before", b: 6, c: ["y"] },
    {},
    null,
  ];
  const table = setColumnTypes(aq.table({ s: records, l: records.map((r) => [r, r]) }), {
    s: { kind: "struct", fields },
    l: { kind: "list", of: { kind: "struct", fields } },
  });
  await writeExport(table, tmp.path("keys.parquet"));
  const back = await readExport(tmp.path("keys.parquet"));
  const expected = records.map((r) => (r === null ? null : { a: r.a ?? null, b: r.b ?? null, c: r.c ?? null, extra: r.extra ?? null }));
  expect(Array.from(back.array("s") as ArrayLike<unknown>).map(canon)).toEqual(expected.map(canon));
  expect(Array.from(back.array("l") as ArrayLike<unknown>).map(canon)).toEqual(expected.map((r) => canon([r, r])));
});
