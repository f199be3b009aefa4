// Writing to the mirror: one batch (records fetched for one feed page, one search window, one
// hop) goes in with the state that says how far the sync got, in one transaction. A crash before
// COMMIT loses the batch and its cursor together; a crash after keeps both.
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CoreName } from "../schema/index.js";
import { CORE_COLUMNS } from "../tables/index.js";
import { createCoreTableSql, upsertFromStagingSql } from "./core-schema.js";
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
  await db.run(`CREATE TEMP TABLE IF NOT EXISTS _staging (core VARCHAR, serviceId VARCHAR, updateDate VARCHAR, deletedOn VARCHAR, syncedOn VARCHAR, body JSON)`);
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

export async function writeBatch(db: MirrorDatabase, dir: string, batch: Batch): Promise<void> {
  const upserts = batch.upserts ?? [];
  const tombstones = batch.tombstones ?? [];
  const staging = join(dir, `.staging-${process.pid}.jsonl`);
  if (upserts.length > 0) {
    // Staging through a JSON Lines file: DuckDB parses it natively, far faster than row inserts.
    writeFileSync(staging, upserts.map((u) => JSON.stringify({
      core: u.core, serviceId: u.record.serviceId, updateDate: u.updateDate, deletedOn: null, syncedOn: batch.day,
      body: JSON.stringify(bodyOf(u.core, u.record)),
    })).join("\n") + "\n");
  }
  try {
    await db.transaction(async () => {
      if (upserts.length > 0) {
        await db.run(`DELETE FROM _staging`);
        await db.run(`INSERT INTO _staging SELECT core, serviceId, updateDate, deletedOn, syncedOn, CAST(body AS JSON) FROM read_json(${sqlString(staging)}, format = 'newline_delimited', columns = {core: 'VARCHAR', serviceId: 'VARCHAR', updateDate: 'VARCHAR', deletedOn: 'VARCHAR', syncedOn: 'VARCHAR', body: 'VARCHAR'})`);
        for (const core of new Set(upserts.map((u) => u.core))) {
          const table = ident(`${core}_all`);
          // History first: only versions that pass the guard become a new version. The passing
          // rows are worked out once, into a temp table, not re-joined for each statement.
          await db.run(`CREATE OR REPLACE TEMP TABLE _passing AS SELECT s.serviceId, s.body FROM _staging s
            LEFT JOIN ${table} t ON t."serviceId" = s.serviceId
            WHERE s.core = ${sqlString(core)} AND (t."serviceId" IS NULL OR s.updateDate >= t."_updateDate")`);
          await db.run(`UPDATE _history SET validTo = ${sqlString(batch.day)} FROM _passing p
            WHERE _history.core = ${sqlString(core)} AND _history.validTo IS NULL AND _history.serviceId = p.serviceId`);
          await db.run(`INSERT INTO _history SELECT ${sqlString(core)}, serviceId, CAST(${sqlString(batch.day)} AS DATE), NULL, NULL, body FROM _passing`);
          await db.run(upsertFromStagingSql(core));
        }
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
