// Tables without declared types (derived tables): types inferred from values, and CSV / JSON Lines
// read without the schema sidecar: types inferred from text.
import * as aq from "arquero";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { DuckDBConnection } from "@duckdb/node-api";
import { existsSync } from "node:fs";
import { columnTypes } from "../../src/tables/column-types.js";
import { writeExport, readExport } from "../../src/export/index.js";
import { canonColumns, duckdb, query, sqlString, tempDir } from "./helpers.js";

const tmp = tempDir();
let db: { con: DuckDBConnection; close: () => void };
beforeAll(async () => {
  db = await duckdb();
});
afterAll(() => {
  db.close();
  tmp.remove();
});

const day = (text: string) => new Date(`${text}T00:00:00Z`);

function derived() {
  return aq.table({
    name: ["a, b", "Ünïcødé — 日本語", null],
    count: [1, null, 3],
    score: [1, 2.5, null],
    flag: [true, null, false],
    startDate: [day("2020-01-01"), null, day("2021-06-30")],
    seenAt: [new Date("2024-05-06T07:08:09.010Z"), null, day("2024-01-01")],
    tags: [["x", "y"], [], null],
    empties: [[], [], []],
    arms: [[{ type: "EXPERIMENTAL", title: "A" }], [{ type: null, title: "B", extra: 2 }], null],
    constraint: [{ loeuf: 0.5, pli: 1 }, null, { loeuf: 0.25 }],
    mixed: [{ a: 1 }, "text", 3],
    allNull: [null, null, null],
  });
}

const INFERRED = {
  name: "VARCHAR",
  count: "BIGINT",
  score: "DOUBLE",
  flag: "BOOLEAN",
  startDate: "DATE",
  seenAt: "TIMESTAMP WITH TIME ZONE",
  tags: "VARCHAR[]",
  empties: "VARCHAR[]",
  arms: "STRUCT(type VARCHAR, title VARCHAR, extra BIGINT)[]",
  constraint: "STRUCT(loeuf DOUBLE, pli BIGINT)",
  mixed: "VARCHAR",
  allNull: "VARCHAR",
};

test("types are inferred from values when the table declares none", async () => {
  const path = tmp.path("derived.parquet");
  await writeExport(derived(), path);
  const described = await query(db.con, `DESCRIBE SELECT * FROM read_parquet(${sqlString(path)})`);
  expect(Object.fromEntries(described.map((row) => [row.column_name, String(row.column_type).replaceAll('"', "")]))).toEqual(INFERRED);
  const back = await readExport(path);
  // Timestamps have no ColumnType, so such a table stays undeclared; values are intact.
  expect(columnTypes(back)).toBeUndefined();
  const expected = canonColumns(derived());
  // Struct fields absent from a value come back as null, which canon treats alike.
  expect(canonColumns(back)).toEqual(expected);
});

test("declared struct types keep fields the declaration does not know", async () => {
  const { setColumnTypes } = await import("../../src/tables/column-types.js");
  const table = setColumnTypes(aq.table({ details: [{ known: "a", added: 5 }] }), {
    details: { kind: "struct", fields: { known: { kind: "string" } } },
  });
  const path = tmp.path("extra.parquet");
  await writeExport(table, path);
  const rows = await query(db.con, `SELECT details FROM read_parquet(${sqlString(path)})`);
  expect(rows[0].details).toEqual({ known: "a", added: 5n });
});

test("a field the declaration does not know is kept inside lists of structs and nested structs too", async () => {
  const { setColumnTypes } = await import("../../src/tables/column-types.js");
  const s = { kind: "string" } as const;
  const table = setColumnTypes(
    aq.table({
      arms: [[{ type: "A" }], [{ type: "B", added: 2 }]],
      nest: [{ inner: { a: "x" } }, { inner: { a: "y", b: "z" } }],
    }),
    {
      arms: { kind: "list", of: { kind: "struct", fields: { type: s } } },
      nest: { kind: "struct", fields: { inner: { kind: "struct", fields: { a: s } } } },
    },
  );
  const path = tmp.path("nested-extra.parquet");
  await writeExport(table, path);
  const rows = await query(db.con, `SELECT arms, nest FROM read_parquet(${sqlString(path)})`);
  expect(rows[1].arms).toEqual([{ type: "B", added: 2n }]);
  expect(rows[0].arms).toEqual([{ type: "A", added: null }]);
  expect(rows[1].nest).toEqual({ inner: { a: "y", b: "z" } });
});

test("a field the declaration does not know is found whatever the order of the keys", async () => {
  const { setColumnTypes } = await import("../../src/tables/column-types.js");
  const s = { kind: "string" } as const;
  const rec = { kind: "struct", fields: { a: s, inner: { kind: "struct", fields: { x: s } } } } as const;
  // One column per case: a column with one value that adds a field is summarised whole.
  const table = setColumnTypes(
    aq.table({
      // Keys out of the declared order, the extra field one level down.
      late: [
        { inner: { x: "1", y: "2" }, a: "p" },
        { a: "q", inner: { x: "3" } },
      ],
      // Declared order, an extra field after the declared ones.
      tail: [
        { a: "p", inner: { x: "1" } },
        { a: "q", inner: { x: "3" }, c: "e" },
      ],
    }),
    { late: rec, tail: rec },
  );
  const path = tmp.path("order-extra.parquet");
  await writeExport(table, path);
  const rows = await query(db.con, `SELECT late, tail FROM read_parquet(${sqlString(path)})`);
  expect(rows.map((row) => row.late)).toEqual([
    { a: "p", inner: { x: "1", y: "2" } },
    { a: "q", inner: { x: "3", y: null } },
  ]);
  expect(rows.map((row) => row.tail)).toEqual([
    { a: "p", inner: { x: "1" }, c: null },
    { a: "q", inner: { x: "3" }, c: "e" },
  ]);
});

test("all four formats round-trip a derived table", async () => {
  for (const format of ["parquet", "arrow", "csv", "jsonl"]) {
    const path = tmp.path(`derived.${format}`);
    await writeExport(derived(), path);
    expect(canonColumns(await readExport(path)), format).toEqual(canonColumns(derived()));
  }
});

test("without the sidecar, CSV and JSON Lines types are inferred from text", async () => {
  const table = aq.table({
    id: ["SVBC_a", "SVBC_b"],
    code: ["00123", "7"],
    n: [1, 2],
    x: [0.5, 2],
    ok: [true, false],
    when: [day("2020-02-29"), null],
    tags: [["a"], []],
    meta: [{ at: "2020-01-01", k: 1 }, null],
  });
  for (const format of ["csv", "jsonl"]) {
    const path = tmp.path(`nosidecar.${format}`);
    await writeExport(table, path, { schemaSidecar: false });
    expect(existsSync(`${path}.schema.json`)).toBe(false);
    const back = await readExport(path);
    expect(columnTypes(back), format).toEqual({
      id: { kind: "string" },
      // "00123" has a leading zero: the column stays text (CSV); JSON keeps strings as strings.
      code: { kind: "string" },
      n: { kind: "integer" },
      x: { kind: "float" },
      ok: { kind: "boolean" },
      when: { kind: "date" },
      tags: { kind: "list", of: { kind: "string" } },
      // A YYYY-MM-DD string inside JSON is taken for a day date.
      meta: { kind: "struct", fields: { at: { kind: "date" }, k: { kind: "integer" } } },
    });
    expect(back.array("when")).toEqual([day("2020-02-29"), null]);
  }
});

test("a stale sidecar naming other columns is ignored", async () => {
  const path = tmp.path("stale.csv");
  await writeExport(aq.table({ a: [1] }), path);
  const { writeFileSync } = await import("node:fs");
  writeFileSync(path, "b\r\ntrue\r\n");
  const back = await readExport(path);
  expect(back.columnNames()).toEqual(["b"]);
  expect(back.array("b")).toEqual([true]);
});
