// Parquet exports share one DuckDB instance per process (src/duckdb/table-scan.ts), each scanning its own
// table through `corebook_table(id)`: concurrent exports must each write their own rows, and one
// that fails must leave the others, and the next export, unharmed.
import { afterAll, expect, test } from "vitest";
import * as aq from "arquero";
import { writeExport, readExport } from "../../src/export/index.js";
import { setColumnTypes } from "../../src/tables/column-types.js";
import { tempDir } from "./helpers.js";

const tmp = tempDir();
afterAll(() => tmp.remove());

const numbers = (from: number, rows: number) => aq.table({ n: Array.from({ length: rows }, (_, i) => from + i) });

test("concurrent Parquet exports write their own rows; a failing one harms none", async () => {
  const misfit = setColumnTypes(aq.table({ n: [1, 2, "three"] }), { n: { kind: "integer" } });
  const results = await Promise.allSettled([
    writeExport(numbers(0, 5000), tmp.path("a.parquet")),
    writeExport(misfit, tmp.path("bad.parquet")),
    writeExport(numbers(100_000, 3000), tmp.path("b.parquet")),
  ]);
  expect(results.map((r) => r.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
  expect(String((results[1] as PromiseRejectedResult).reason)).toMatch('column "n" row 2: value "three" does not fit type integer');
  const a = await readExport(tmp.path("a.parquet"));
  const b = await readExport(tmp.path("b.parquet"));
  expect(a.array("n")).toEqual(numbers(0, 5000).array("n"));
  expect(b.array("n")).toEqual(numbers(100_000, 3000).array("n"));
  await writeExport(numbers(7, 2), tmp.path("after.parquet"));
  expect(Array.from((await readExport(tmp.path("after.parquet"))).array("n") as ArrayLike<number>)).toEqual([7, 8]);
});
