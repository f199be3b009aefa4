// Writing to the mirror: one batch (records fetched for one feed page, one search window, one
// hop) goes in with the state that says how far the sync got, in one transaction. A crash before
// COMMIT loses the batch and its cursor together; a crash after keeps both.
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CoreName } from "../schema/index.js";
import { CORE_COLUMNS } from "../tables/index.js";
import { createCoreTableSql, insertFromPassingSql } from "./core-schema.js";
import { ident, sqlString, type MirrorDatabase } from "./database.js";

export const FORMAT_VERSION = 1;

export interface Upsert {
  core: CoreName;
  record: Record<string, unknown>;
  /** The date the guard compares: the record's lastUpdateDate, else the feed's updateDate, else the sync day. */
  updateDate: string;
}

export interface Tombstone {
  core: CoreName;
  serviceId: string;
  deletedOn: string;
}

export interface Batch {
  day: string;
  upserts?: Upsert[];
  tombstones?: Tombstone[];
  /** State keys to write with the rows (cursors, counters). */
  state?: Record<string, unknown>;
}

export async function createSchema(db: MirrorDatabase, cores: readonly CoreName[]): Promise<void> {
  await db.run(`CREATE TABLE IF NOT EXISTS _state (key VARCHAR PRIMARY KEY, value JSON)`);
  await db.run(`CREATE TABLE IF NOT EXISTS _history (core VARCHAR, serviceId VARCHAR, validFrom DATE, validTo DATE, deletedOn DATE, body JSON)`);
  // `seq` is the row's place in its batch: of two versions with the same update date, the later wins.
  await db.run(`CREATE TEMP TABLE IF NOT EXISTS _staging (core VARCHAR, serviceId VARCHAR, updateDate VARCHAR, seq BIGINT, body JSON)`);
  for (const core of cores) await db.run(createCoreTableSql(core));
}

export async function readState(db: MirrorDatabase): Promise<Record<string, unknown>> {
  const rows = await db.rows(`SELECT key, CAST(value AS VARCHAR) AS value FROM _state`);
  return Object.fromEntries(rows.map((r) => [r.key as string, JSON.parse(r.value as string)]));
}

function stateSql(state: Record<string, unknown>): string[] {
  return Object.entries(state).map(([key, value]) =>
    `INSERT OR REPLACE INTO _state VALUES (${sqlString(key)}, ${sqlString(JSON.stringify(value ?? null))})`);
}

/** The wire record plus GeneCore's derived columns, so SQL can read every column from one body. */
function bodyOf(core: CoreName, record: Record<string, unknown>): Record<string, unknown> {
  const derived = CORE_COLUMNS[core].derived;
  if (derived.length === 0) return record;
  const body = { ...record };
  for (const column of derived) if (!(column.name in body)) body[column.name] = column.from(record);
  return body;
}

/** One staging line; the body is written as JSON once, not as a string holding JSON. */
function stagingLine(upsert: Upsert, seq: number): string {
  const head = JSON.stringify({ core: upsert.core, serviceId: upsert.record.serviceId, updateDate: upsert.updateDate, seq });
  return `${head.slice(0, -1)},"body":${JSON.stringify(bodyOf(upsert.core, upsert.record))}}`;
}

/**
 * Upserts the staged rows of one core, guarded on the update date. The rows that pass (new keys, or
 * not older than the row they replace; one per key) are worked out once into `_passing`; their
 * history is closed and opened in bulk; then the rows they replace are deleted and they are
 * inserted, all inside the caller's transaction.
 */
async function upsertCore(db: MirrorDatabase, core: CoreName, day: string): Promise<void> {
  const table = ident(`${core}_all`);
  const c = sqlString(core);
  await db.run(`CREATE OR REPLACE TEMP TABLE _passing AS SELECT s.serviceId, s.updateDate, s.body FROM _staging s
    LEFT JOIN ${table} t ON t."serviceId" = s.serviceId
    WHERE s.core = ${c} AND (t."serviceId" IS NULL OR s.updateDate >= t."_updateDate")
    QUALIFY row_number() OVER (PARTITION BY s.serviceId ORDER BY s.updateDate DESC, s.seq DESC) = 1`);
  await db.run(`UPDATE _history SET validTo = ${sqlString(day)} FROM _passing p
    WHERE _history.core = ${c} AND _history.validTo IS NULL AND _history.serviceId = p.serviceId`);
  await db.run(`INSERT INTO _history SELECT ${c}, serviceId, CAST(${sqlString(day)} AS DATE), NULL, NULL, body FROM _passing`);
  await db.run(`DELETE FROM ${table} WHERE "serviceId" IN (SELECT serviceId FROM _passing)`);
  await db.run(insertFromPassingSql(core, day));
}

export async function writeBatch(db: MirrorDatabase, dir: string, batch: Batch): Promise<void> {
  const upserts = batch.upserts ?? [];
  const tombstones = batch.tombstones ?? [];
  const staging = join(dir, `.staging-${process.pid}.jsonl`);
  // Staging through a JSON Lines file: DuckDB parses it natively, far faster than row inserts.
  if (upserts.length > 0) writeFileSync(staging, upserts.map(stagingLine).join("\n") + "\n");
  try {
    await db.transaction(async () => {
      if (upserts.length > 0) {
        await db.run(`DELETE FROM _staging`);
        await db.run(`INSERT INTO _staging SELECT core, serviceId, updateDate, seq, body FROM read_json(${sqlString(staging)}, format = 'newline_delimited', columns = {core: 'VARCHAR', serviceId: 'VARCHAR', updateDate: 'VARCHAR', seq: 'BIGINT', body: 'JSON'})`);
        for (const core of new Set(upserts.map((u) => u.core))) await upsertCore(db, core, batch.day);
      }
      for (const t of tombstones) {
        const table = ident(`${t.core}_all`);
        const where = `"serviceId" = ${sqlString(t.serviceId)} AND "_deletedOn" IS NULL`;
        await db.run(`UPDATE _history SET validTo = ${sqlString(batch.day)} WHERE core = ${sqlString(t.core)} AND serviceId = ${sqlString(t.serviceId)} AND validTo IS NULL
          AND serviceId IN (SELECT "serviceId" FROM ${table} WHERE ${where})`);
        await db.run(`INSERT INTO _history SELECT ${sqlString(t.core)}, "serviceId", CAST(${sqlString(batch.day)} AS DATE), NULL, CAST(${sqlString(t.deletedOn)} AS DATE), "_record" FROM ${table} WHERE ${where}`);
        await db.run(`UPDATE ${table} SET "_deletedOn" = CAST(${sqlString(t.deletedOn)} AS DATE), "_updateDate" = ${sqlString(t.deletedOn)} WHERE ${where}`);
      }
      for (const sql of stateSql(batch.state ?? {})) await db.run(sql);
    });
  } finally {
    if (upserts.length > 0) rmSync(staging, { force: true });
  }
}
