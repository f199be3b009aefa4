// Parquet written by exportTable, read by DuckDB: same row count, column names, types, values.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DuckDBConnection } from "@duckdb/node-api";
import * as aq from "arquero";
import { writeExport } from "../../src/export/index.js";
import { FIXTURES, fixtureTable } from "./fixtures.js";
import { canon, values, duckdb, duckdbType, query, sqlString, tempDir, unquote } from "./helpers.js";

const tmp = tempDir();
let db: { con: DuckDBConnection; close: () => void };
beforeAll(async () => {
  db = await duckdb();
});
afterAll(() => {
  db.close();
  tmp.remove();
});

describe.each(FIXTURES)("Parquet of $name read by DuckDB", (fixture) => {
  test.each([false, true])("empty=%s: names, types, rows and every value", async (empty) => {
    const table = fixtureTable(fixture, empty);
    const path = tmp.path(`${fixture.name}-${empty}.parquet`);
    await writeExport(table, path);
    const source = `read_parquet(${sqlString(path)})`;

    const described = await query(db.con, `DESCRIBE SELECT * FROM ${source}`);
    expect(described.map((row) => row.column_name)).toEqual(Object.keys(fixture.types));
    expect(described.map((row) => unquote(String(row.column_type)))).toEqual(Object.values(fixture.types).map(duckdbType));

    const rows = await query(db.con, `SELECT * FROM ${source}`);
    expect(rows.length).toBe(table.numRows());
    for (const [name, type] of Object.entries(fixture.types)) {
      const got = rows.map((row) => {
        const value = row[name];
        return canon(type.kind === "json" && typeof value === "string" ? JSON.parse(value) : value);
      });
      expect(got, name).toEqual(values(table, name).map(canon));
    }
  });
});

test("a table is written in row groups of batchRows rows, with the chosen compression", async () => {
  const fixture = FIXTURES[0];
  const path = tmp.path("groups.parquet");
  await writeExport(fixtureTable(fixture), path, { batchRows: 1, compression: "snappy" });
  const meta = await query(
    db.con,
    `SELECT count(DISTINCT row_group_id)::INTEGER AS groups, any_value(compression) AS codec FROM parquet_metadata(${sqlString(path)})`,
  );
  expect(meta[0]).toEqual({ groups: fixture.rows.length, codec: "SNAPPY" });
  const zstd = tmp.path("zstd.parquet");
  await writeExport(fixtureTable(fixture), zstd);
  const codec = await query(db.con, `SELECT DISTINCT compression FROM parquet_metadata(${sqlString(zstd)})`);
  expect(codec).toEqual([{ compression: "ZSTD" }]);
});

test("keyValueMetadata lands in the Parquet footer beside the column types", async () => {
  const path = tmp.path("kv.parquet");
  const provenance = { "lab:source": JSON.stringify({ core: "trialcore", fetchedAt: "2026-01-02" }), note: "é ✓" };
  await writeExport(fixtureTable(FIXTURES[0]), path, { keyValueMetadata: provenance });
  const kv = await query(
    db.con,
    `SELECT decode(key) AS key, decode(value) AS value FROM parquet_kv_metadata(${sqlString(path)}) ORDER BY key`,
  );
  expect(kv.map((row) => row.key)).toEqual(expect.arrayContaining(["lab:source", "corebook:schema", "note"]));
  expect(kv.find((row) => row.key === "lab:source")?.value).toBe(provenance["lab:source"]);
  expect(kv.find((row) => row.key === "note")?.value).toBe("é ✓");
});

test("keyValueMetadata: a non-string value or the reserved key is refused before writing", async () => {
  const path = tmp.path("kv-bad.parquet");
  const table = fixtureTable(FIXTURES[0]);
  await expect(writeExport(table, path, { keyValueMetadata: { n: 1 } as unknown as Record<string, string> })).rejects.toThrow(
    /opts\.keyValueMetadata\["n"\] must be a string/,
  );
  await expect(writeExport(table, path, { keyValueMetadata: { "corebook:schema": "x" } })).rejects.toThrow(
    /may not use the key "corebook:schema"/,
  );
  // Provenance is written from info(table), never from the caller's metadata.
  await expect(writeExport(table, path, { keyValueMetadata: { "corebook:provenance": "{}" } })).rejects.toThrow(
    /may not use the key "corebook:provenance"/,
  );
});

test("keyValueMetadata values keep backslashes, quotes and escapes-lookalikes byte for byte", async () => {
  // DuckDB reads "\x41" in a text cast to BLOB as an escape; the writer must not let it.
  const path = tmp.path("kv-escapes.parquet");
  const tricky = { "it's": "C:\\data\\x41\\n 'quoted' \"double\" \\\\ end", plain: "\\x00" };
  await writeExport(fixtureTable(FIXTURES[0]), path, { keyValueMetadata: tricky });
  const kv = await query(db.con, `SELECT decode(key) AS key, decode(value) AS value FROM parquet_kv_metadata(${sqlString(path)})`);
  expect(kv.find((row) => row.key === "it's")?.value).toBe(tricky["it's"]);
  expect(kv.find((row) => row.key === "plain")?.value).toBe(tricky.plain);
});

test("text of every length around the 12 bytes DuckDB stores inline, ASCII or not, over several chunks", async () => {
  // Short ASCII text is written into DuckDB's string structs directly (src/duckdb/vectors.ts); the
  // rest goes through DuckDB's own call. Chunks are 2048 rows and their buffers are reused.
  const pieces = ["", "a", "é", "日本", "x".repeat(11), "x".repeat(12), "x".repeat(13), `${"y".repeat(11)}é`, "é".repeat(6), "\u0000z"];
  const text = Array.from({ length: 5000 }, (_, i) => (i % 17 === 0 ? null : `${pieces[i % pieces.length]}${i % 3 ? "" : String(i % 10)}`));
  const table = aq.table({ text, list: text.map((t, i) => (i % 5 ? [t, "é".repeat(i % 14)] : null)) });
  const path = tmp.path("inline-text.parquet");
  await writeExport(table, path);
  const rows = await query(db.con, `SELECT text, list FROM read_parquet(${sqlString(path)})`);
  expect(rows.map((row) => row.text)).toEqual(text);
  expect(rows.map((row) => row.list)).toEqual(values(table, "list"));
});
