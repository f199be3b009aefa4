// The DuckDB text fast path (raw pointers into a string heap, src/duckdb/text-vector.ts) is guarded by
// the library version it was verified against, and its fallback (per-value assignment) writes
// byte-identical Parquet: the same files whichever path a DuckDB upgrade leaves us on.
import { afterAll, expect, test } from "vitest";
import { readFileSync } from "node:fs";
import * as aq from "arquero";
import duckdb from "@duckdb/node-bindings";
import { setColumnTypes } from "../../src/tables/column-types.js";
import { rawPointersAllowed, rawPointersVerified, VERIFIED_DUCKDB_LIBRARY } from "../../src/duckdb/native.js";
import { writeParquetFile } from "../../src/export/write-parquet.js";
import { tableExportTypes } from "../../src/export/infer-types.js";
import { engineTables } from "./engine-tables.js";
import { tempDir } from "./helpers.js";

const tmp = tempDir();
afterAll(() => tmp.remove());

test("raw pointers only on the verified DuckDB library; this one is it", () => {
  expect(rawPointersVerified(VERIFIED_DUCKDB_LIBRARY)).toBe(true);
  expect(rawPointersVerified("v1.5.7")).toBe(false);
  expect(rawPointersVerified("v1.6.0")).toBe(false);
  expect(rawPointersAllowed()).toBe(rawPointersVerified(duckdb.library_version()));
  // If this fails, DuckDB was upgraded: verify the heap layout again (the test below) and update
  // VERIFIED_DUCKDB_LIBRARY; until then exports take the per-value path, correct and slower.
  expect(duckdb.library_version()).toBe(VERIFIED_DUCKDB_LIBRARY);
});

// Many chunks (2048 rows each) of short and long, ASCII and not, text at the top and nested.
const n = 5000;
const words = ["a", "twelve bytes", "thirteen byte", "naïve", "日本語のテキスト", "😀", "", 'q"uote,\r\n', "x".repeat(300)];
const many = setColumnTypes(
  aq.table({
    text: Array.from({ length: n }, (_, i) =>
      i % 17 === 0 ? null : `${words[i % words.length]}${i % 5 === 0 ? words[(i * 7) % words.length] : ""}`,
    ),
    tags: Array.from({ length: n }, (_, i) => (i % 11 === 0 ? null : words.slice(0, i % words.length))),
    people: Array.from({ length: n }, (_, i) => [{ name: words[(i + 3) % words.length], note: i % 2 ? null : `${i}` }]),
  }),
  {
    text: { kind: "string" },
    tags: { kind: "list", of: { kind: "string" } },
    people: { kind: "list", of: { kind: "struct", fields: { name: { kind: "string" }, note: { kind: "string" } } } },
  },
);

// Text written a group of about 32K characters at a time: groups all ASCII beside groups that are
// not, a value longer than a group on its own (ASCII and not), and short values between them.
const long = (i: number) =>
  i === 700 ? "y".repeat(40_000) : i === 1500 ? `é${"z".repeat(40_000)}` : i % 300 === 0 ? `ünïcode ${i}` : `${i} ${"w".repeat(i % 1000)}`;
const groups = setColumnTypes(aq.table({ text: Array.from({ length: 3000 }, (_, i) => (i % 97 === 0 ? null : long(i))) }), {
  text: { kind: "string" },
});

test("the per-value path writes byte-identical Parquet", async () => {
  for (const { name, table } of [...engineTables(), { name: "many", table: many }, { name: "groups", table: groups }]) {
    const types = tableExportTypes(table);
    const files = [true, false].map((rawPointers) => tmp.path(`${name}-${rawPointers}.parquet`));
    for (const [i, rawPointers] of [true, false].entries()) {
      await writeParquetFile(table, types, files[i], {
        batchRows: 65_536,
        compression: "zstd",
        encodings: "portable",
        keyValueMetadata: {},
        rawPointers,
      });
    }
    const [raw, perValue] = files.map((file) => readFileSync(file));
    expect(raw.length, name).toBeGreaterThan(0);
    expect(raw.equals(perValue), name).toBe(true);
  }
});
