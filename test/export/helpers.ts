// Comparison helpers for the export tests: a canonical JSON-like form of values (Dates as ISO,
// bigints as numbers, missing struct fields as null) and DuckDB access.
import { DuckDBInstance, type DuckDBConnection } from "@duckdb/node-api";
import type { ColumnTable } from "arquero";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ExportType } from "../../src/export/index.js";

export function canon(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return { date: value.toISOString() };
  if (typeof value === "bigint") return Number(value);
  if (Array.isArray(value) || ArrayBuffer.isView(value)) return Array.from(value as unknown as ArrayLike<unknown>, canon);
  if (typeof value === "object") {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, canon(v)] as const)
      .filter(([, v]) => v !== null);
    return Object.fromEntries(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }
  return value;
}

/** The values of one column, as a plain array. */
export function values(table: ColumnTable, name: string): unknown[] {
  return Array.from(table.array(name) as ArrayLike<unknown>);
}

/** Rows of a table as canonical values, column by column. */
export function canonColumns(table: ColumnTable): Record<string, unknown[]> {
  return Object.fromEntries(table.columnNames().map((name) => [name, values(table, name).map(canon)]));
}

/** The DuckDB type a column type should come out as when DuckDB reads our Parquet. */
export function duckdbType(type: ExportType): string {
  switch (type.kind) {
    case "string":
    case "json":
      return "VARCHAR";
    case "integer":
      return "BIGINT";
    case "float":
      return "DOUBLE";
    case "boolean":
      return "BOOLEAN";
    case "date":
      return "DATE";
    case "timestamp":
      return "TIMESTAMP WITH TIME ZONE";
    case "list":
      return `${duckdbType(type.of)}[]`;
    case "struct":
      return `STRUCT(${Object.entries(type.fields)
        .map(([name, t]) => `${name} ${duckdbType(t)}`)
        .join(", ")})`;
  }
}

/** DuckDB quotes reserved words in STRUCT field names ("type"); compare without quotes. */
export function unquote(typeName: string): string {
  return typeName.replaceAll('"', "");
}

export async function duckdb(): Promise<{ con: DuckDBConnection; close: () => void }> {
  const instance = await DuckDBInstance.create(":memory:");
  const con = await instance.connect();
  return {
    con,
    close: () => {
      con.closeSync();
      instance.closeSync();
    },
  };
}

export async function query(con: DuckDBConnection, sql: string): Promise<Record<string, unknown>[]> {
  const reader = await con.runAndReadAll(sql);
  return reader.getRowObjectsJS() as Record<string, unknown>[];
}

export function sqlString(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

export function tempDir(): { dir: string; path: (name: string) => string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "corebook-export-"));
  return { dir, path: (name) => join(dir, name), remove: () => rmSync(dir, { recursive: true, force: true }) };
}
