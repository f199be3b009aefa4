// Reading a mirror: tables with the search tables' columns, SQL results as Arquero tables, and the
// state on an earlier synced day from the kept history.
import * as aq from "arquero";
import type { ColumnTable } from "arquero";
import type { DuckDBResultReader, DuckDBType } from "../duckdb/index.js";
import type { CoreName } from "../schema/index.js";
import { recordsToTable } from "../tables/index.js";
import { ident, sqlString, type MirrorDatabase } from "./database.js";
import { MisuseError } from "../errors/index.js";
import { MirrorDamagedError, MirrorError, MirrorLockedError } from "./mirror-errors.js";

function isJsonType(type: DuckDBType): boolean {
  return (type as { alias?: string }).alias === "JSON";
}

/** DuckDB values as the tables layer holds them: bigints as numbers, JSON parsed, lists as arrays. */
function toTableValue(value: unknown, json: boolean): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === "bigint") return Number(value);
  if (json && typeof value === "string") return JSON.parse(value);
  if (Array.isArray(value)) return value.map((v) => toTableValue(v, false));
  return value;
}

/**
 * A query of the user's. DuckDB refusing it (a typo, an unknown column) is a MisuseError with
 * DuckDB's message; damage found while running it is the mirror's damage (MirrorDamagedError).
 */
export async function sqlTable(db: MirrorDatabase, query: string): Promise<ColumnTable> {
  if (typeof query !== "string" || query.trim() === "") throw new MisuseError("mirror.sql: query must be a non-empty SQL string");
  let reader: DuckDBResultReader;
  try {
    reader = await db.result(query);
  } catch (error) {
    if (!(error instanceof MirrorError) || error instanceof MirrorDamagedError || error instanceof MirrorLockedError) throw error;
    const duckdb = error.cause instanceof Error ? error.cause.message : error.message;
    throw new MisuseError(`mirror.sql: DuckDB refused the query: ${duckdb}`, { parameter: "query", value: query, cause: error.cause });
  }
  const names = reader.columnNames();
  const types = reader.columnTypes();
  const raw = reader.getColumnsObjectJS();
  const columns: Record<string, unknown[]> = {};
  names.forEach((name, i) => {
    columns[name] = (raw[name] ?? []).map((v) => toTableValue(v, isJsonType(types[i])));
  });
  return aq.table(columns, names);
}

function recordsFrom(rows: Record<string, unknown>[]): Record<string, unknown>[] {
  return rows.map((row) => JSON.parse(row.r as string) as Record<string, unknown>);
}

/** The live records of a core (tombstones hidden) as a search table, ordered by serviceId. */
export async function coreTable(db: MirrorDatabase, core: CoreName, include: string[]): Promise<ColumnTable> {
  const rows = await db.rows(
    `SELECT CAST("_record" AS VARCHAR) AS r FROM ${ident(`${core}_all`)} WHERE "_deletedOn" IS NULL ORDER BY "serviceId"`,
  );
  return recordsToTable(core, recordsFrom(rows), { include });
}

/** The records of a core as they stood at the end of `day` (the last sync on or before it). */
export async function coreTableAsOf(db: MirrorDatabase, core: CoreName, day: string, include: string[]): Promise<ColumnTable> {
  const d = `CAST(${sqlString(day)} AS DATE)`;
  // An open version's body is the row's `_record` (mirror-tables.ts keeps it once).
  const rows = await db.rows(`SELECT CAST(COALESCE(h.body, t."_record") AS VARCHAR) AS r FROM _history h
    LEFT JOIN ${ident(`${core}_all`)} t ON h.validTo IS NULL AND t."serviceId" = h.serviceId
    WHERE h.core = ${sqlString(core)} AND h.validFrom <= ${d} AND (h.validTo IS NULL OR h.validTo > ${d}) AND h.deletedOn IS NULL
    ORDER BY h.serviceId`);
  return recordsToTable(core, recordsFrom(rows), { include });
}
