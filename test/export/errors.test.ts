// Bad input fails with errors naming what was wrong, and never leaves a half-written file.
import * as aq from "arquero";
import { afterAll, expect, test } from "vitest";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { setColumnTypes } from "../../src/tables/column-types.js";
import { writeExport, readExport } from "../../src/export/index.js";
import { tempDir } from "./helpers.js";
import { MisuseError } from "../../src/errors/index.js";

const tmp = tempDir();
afterAll(() => tmp.remove());

test("an unknown extension names the allowed ones", async () => {
  await expect(writeExport(aq.table({ a: [1] }), tmp.path("x.xlsx"))).rejects.toThrow(
    `exportTable: path "${tmp.path("x.xlsx")}" has extension ".xlsx"; allowed: .csv, .parquet, .arrow, .jsonl`,
  );
  await expect(readExport(tmp.path("x.txt"))).rejects.toThrow("allowed: .csv, .parquet, .arrow, .jsonl");
});

test("bad options name the option, the value and the allowed values", async () => {
  const table = aq.table({ a: [1] });
  await expect(writeExport(table, tmp.path("o.parquet"), { compression: "gzip" as never })).rejects.toThrow(
    'opts.compression must be "zstd" or "snappy", got "gzip"',
  );
  await expect(writeExport(table, tmp.path("o.parquet"), { parquetEncodings: "v2" as never })).rejects.toThrow(
    'opts.parquetEncodings must be "portable" or "compact", got "v2"',
  );
  await expect(writeExport(table, tmp.path("o.parquet"), { batchRows: 0 })).rejects.toThrow(
    "opts.batchRows must be a positive integer, got 0",
  );
  await expect(writeExport(table, tmp.path("o.parquet"), { compression: "gzip" as never })).rejects.toThrow(MisuseError);
  await expect(writeExport(table, tmp.path("x.xlsx"))).rejects.toThrow(MisuseError);
});

test.each(["parquet", "arrow", "csv", "jsonl"])(
  "%s: a value that does not fit its declared type fails, and the old file stays whole",
  async (format) => {
    const path = tmp.path(`keep.${format}`);
    writeFileSync(path, "previous content");
    const table = setColumnTypes(aq.table({ n: [1, 2, 3.5] }), { n: { kind: "integer" } });
    await expect(writeExport(table, path)).rejects.toThrow('column "n" row 2: value 3.5 does not fit type integer');
    expect(readFileSync(path, "utf8")).toBe("previous content");
    expect(existsSync(`${path}.schema.json`)).toBe(false);
    expect(readdirSync(tmp.dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  },
);

test("parquet: a misfit deep in a large table (in a chunk prepared ahead of DuckDB) fails with its row, the old file whole", async () => {
  const path = tmp.path("deep.parquet");
  writeFileSync(path, "previous content");
  const n = Array.from({ length: 200_000 }, (_, i) => (i === 150_001 ? "many" : i));
  const text = n.map((_, i) => `row ${i} with some words`);
  const table = setColumnTypes(aq.table({ text, n }), { text: { kind: "string" }, n: { kind: "integer" } });
  await expect(writeExport(table, path)).rejects.toThrow('column "n" row 150001: value "many" does not fit type integer');
  expect(readFileSync(path, "utf8")).toBe("previous content");
  expect(readdirSync(tmp.dir).filter((name) => name.endsWith(".tmp"))).toEqual([]);
});

test("a declared day date that is not at UTC midnight is refused, not truncated", async () => {
  const table = setColumnTypes(aq.table({ d: [new Date("2024-01-02T10:00:00Z")] }), { d: { kind: "date" } });
  await expect(writeExport(table, tmp.path("d.parquet"))).rejects.toThrow(
    'column "d" row 0: value 2024-01-02T10:00:00.000Z does not fit type date',
  );
});

test("the Parquet engine (DuckDB's Node packages) loads under require as well as import", () => {
  // tslab runs notebook cells as CommonJS; the engine must load there too.
  const require = createRequire(import.meta.url);
  const api = require("@duckdb/node-api") as { DuckDBInstance: unknown; DuckDBTableFunction: unknown };
  const bindings = require("@duckdb/node-bindings") as { vector_assign_string_element_len: unknown };
  expect(typeof api.DuckDBInstance).toBe("function");
  expect(typeof api.DuckDBTableFunction).toBe("function");
  expect(typeof bindings.vector_assign_string_element_len).toBe("function");
});

test("an unterminated quoted CSV field is reported", async () => {
  const path = tmp.path("broken.csv");
  writeFileSync(path, 'a\r\n"open\r\n');
  await expect(readExport(path, { schemaSidecar: false })).rejects.toThrow("unterminated quoted field");
});

test.each(["parquet", "arrow", "csv", "jsonl"])(
  "%s: a missing output folder is created, as a user writing to out/ expects",
  async (format) => {
    const path = tmp.path(`new-folder-${format}/nested/t.${format}`);
    await writeExport(aq.table({ a: [1, 2] }), path);
    const back = await readExport(path);
    expect(back.array("a")).toEqual([1, 2]);
  },
);
