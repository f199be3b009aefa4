// CSV written by exportTable, read by DuckDB's read_csv: row count, header and every value.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import type { DuckDBConnection } from "@duckdb/node-api";
import { readFileSync } from "node:fs";
import * as aq from "arquero";
import { writeExport } from "../../src/export/index.js";
import { FIXTURES, fixtureTable, TRICKY } from "./fixtures.js";
import { canon, values, duckdb, query, sqlString, tempDir } from "./helpers.js";

const tmp = tempDir();
let db: { con: DuckDBConnection; close: () => void };
beforeAll(async () => {
  db = await duckdb();
});
afterAll(() => {
  db.close();
  tmp.remove();
});

/** The text a cell should hold, as DuckDB sees it with all_varchar. */
function expectedText(value: unknown, kind: string): unknown {
  if (value === null || value === undefined) return null;
  if (kind === "date") return (value as Date).toISOString().slice(0, 10);
  if (kind === "list" || kind === "struct" || kind === "json") return canon(value);
  return String(value);
}

describe.each(FIXTURES)("CSV of $name read by DuckDB", (fixture) => {
  test.each([false, true])("empty=%s: header, row count and every value", async (empty) => {
    const table = fixtureTable(fixture, empty);
    const path = tmp.path(`${fixture.name}-${empty}.csv`);
    await writeExport(table, path);
    // allow_quoted_nulls=false keeps "" (empty string) apart from an empty field (null).
    const rows = await query(
      db.con,
      `SELECT * FROM read_csv(${sqlString(path)}, header = true, all_varchar = true, allow_quoted_nulls = false)`,
    );
    const columns = await query(db.con, `DESCRIBE SELECT * FROM read_csv(${sqlString(path)}, header = true, all_varchar = true)`);
    expect(columns.map((row) => row.column_name)).toEqual(Object.keys(fixture.types));
    expect(rows.length).toBe(table.numRows());
    for (const [name, type] of Object.entries(fixture.types)) {
      const nested = type.kind === "list" || type.kind === "struct" || type.kind === "json";
      const got = rows.map((row) => {
        const text = row[name] as string | null;
        return nested && text !== null ? canon(JSON.parse(text)) : text;
      });
      expect(got, name).toEqual(values(table, name).map((v) => expectedText(v, type.kind)));
    }
  });
});

test("DuckDB's type sniffing finds DATE, BIGINT, DOUBLE and BOOLEAN columns", async () => {
  const day = (text: string) => new Date(`${text}T00:00:00Z`);
  const table = aq.table({
    serviceId: ["SVTC_a", "SVTC_b", "SVTC_c"],
    startDate: [day("2020-01-31"), null, day("1999-12-31")],
    enrollment: [10, null, 2500],
    value: [1.5, -0.25, null],
    hasResults: [true, false, null],
    title: [TRICKY, "", " padded "],
  });
  const path = tmp.path("sniff.csv");
  await writeExport(table, path);
  const described = await query(db.con, `DESCRIBE SELECT * FROM read_csv(${sqlString(path)})`);
  expect(Object.fromEntries(described.map((row) => [row.column_name, row.column_type]))).toEqual({
    serviceId: "VARCHAR",
    startDate: "DATE",
    enrollment: "BIGINT",
    value: "DOUBLE",
    hasResults: "BOOLEAN",
    title: "VARCHAR",
  });
  const rows = await query(db.con, `SELECT title FROM read_csv(${sqlString(path)}, allow_quoted_nulls = false)`);
  expect(rows.map((row) => row.title)).toEqual([TRICKY, "", " padded "]);
});

test("CSV is UTF-8 without BOM, CRLF line ends by default, LF on request", async () => {
  const table = aq.table({ a: ["x", "y"] });
  const crlf = tmp.path("crlf.csv");
  const lf = tmp.path("lf.csv");
  await writeExport(table, crlf, { schemaSidecar: false });
  await writeExport(table, lf, { newline: "\n", schemaSidecar: false });
  expect(readFileSync(crlf, "utf8")).toBe("a\r\nx\r\ny\r\n");
  expect(readFileSync(lf, "utf8")).toBe("a\nx\ny\n");
});
