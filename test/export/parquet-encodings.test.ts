// DuckDB's Parquet writer (write-parquet.ts) picks encodings per column from the values. By default
// only the encodings every engine reads (PLAIN, dictionary; data pages V1); with
// parquetEncodings: "compact" the V2 ones intended. Either way every value must read back the same
// through DuckDB and readTable.
import { afterAll, beforeAll, expect, test } from "vitest";
import * as aq from "arquero";
import type { DuckDBConnection } from "@duckdb/node-api";
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

const n = 3000;
const DAY_MS = 86_400_000;
const table = aq.table({
  id: Array.from({ length: n }, (_, i) => `ID_${String(i).padStart(8, "0")}`),
  status: Array.from({ length: n }, (_, i) => (i % 9 === 0 ? null : ["OPEN", "CLOSED", "ÉTÉ ☀"][i % 3])),
  note: Array.from({ length: n }, (_, i) => (i % 5 === 0 ? null : `naïve ${i} — ${"x".repeat(i % 40)}`)),
  count: Array.from({ length: n }, (_, i) => (i % 7 === 0 ? null : ((i * 7919) % 100_003) - 50_000)),
  big: Array.from({ length: n }, (_, i) => (i % 2 ? Number.MAX_SAFE_INTEGER - i : Number.MIN_SAFE_INTEGER + i)),
  score: Array.from({ length: n }, (_, i) => (i % 11 === 0 ? null : i % 13 === 0 ? -0.5 : i / 7)),
  day: Array.from({ length: n }, (_, i) => (i % 6 === 0 ? null : new Date(Date.UTC(1969, 11, 1) + (i % 400) * DAY_MS))),
  at: Array.from({ length: n }, (_, i) => new Date(Date.UTC(2024, 0, 1) + i * 1234567)),
});

async function encodingsOf(path: string): Promise<Record<string, string>> {
  const meta = await query(
    db.con,
    `SELECT path_in_schema AS name, string_agg(DISTINCT encodings, ',') AS encodings
    FROM parquet_metadata(${sqlString(path)}) GROUP BY 1 ORDER BY 1`,
  );
  return Object.fromEntries(meta.map((row) => [String(row.name), String(row.encodings)]));
}

test("by default only PLAIN and dictionary encodings, which every engine reads", async () => {
  const path = tmp.path("portable.parquet");
  await writeExport(table, path, { batchRows: 1000 });
  const encodings = await encodingsOf(path);
  expect(Object.keys(encodings).sort()).toEqual(table.columnNames().sort());
  for (const [name, used] of Object.entries(encodings)) {
    for (const encoding of used.split(",")) expect(["PLAIN", "RLE_DICTIONARY", "PLAIN_DICTIONARY"], `${name}: ${used}`).toContain(encoding);
  }
  expect(encodings.status).toContain("DICTIONARY");
  expect(canonColumns(await readExport(path))).toEqual(canonColumns(table));
});

test("compact encodings per column type when asked, and every value reads back the same", async () => {
  const path = tmp.path("encodings.parquet");
  await writeExport(table, path, { batchRows: 1000, parquetEncodings: "compact" });
  const encodings = await encodingsOf(path);
  expect(encodings.id).toContain("DELTA_LENGTH_BYTE_ARRAY");
  expect(encodings.note).toContain("DELTA_LENGTH_BYTE_ARRAY");
  expect(encodings.status).toContain("RLE_DICTIONARY");
  expect(encodings.count).toContain("DELTA_BINARY_PACKED");
  expect(encodings.big).toContain("DELTA_BINARY_PACKED");
  expect(encodings.day).toContain("DELTA_BINARY_PACKED");
  expect(encodings.at).toContain("DELTA_BINARY_PACKED");
  expect(encodings.score).toContain("BYTE_STREAM_SPLIT");

  expect(canonColumns(await readExport(path))).toEqual(canonColumns(table));
  const rows = await query(
    db.con,
    `SELECT count(*)::INTEGER AS n, sum(big)::DOUBLE AS s,
    count(DISTINCT note)::INTEGER AS notes, min(day)::VARCHAR AS first FROM read_parquet(${sqlString(path)})`,
  );
  // Each pair (MIN + i) + (MAX - (i + 1)) sums to -1, exactly, only if every int64 survived.
  expect(rows[0]).toEqual({ n, s: -n / 2, notes: n - n / 5, first: "1969-12-01" });
});
