// Writing to the mirror: one batch (records fetched for part of a feed page, one search, part of a
// hop) goes in with the state that says how far the sync got, in one transaction. A crash before
// COMMIT loses the batch and its progress together; a crash after keeps both.
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { CoreName } from "../schema/index.js";
import { CORE_COLUMNS } from "../tables/index.js";
import { createCoreTableSql, insertFromPassingSql } from "./core-schema.js";
import { ident, sqlString, type MirrorDatabase } from "./database.js";

/** 2: `_membership` (why each record is held) and bare tombstones for IDs that were never found. */
export const FORMAT_VERSION = 2;

export interface Upsert {
  core: CoreName;
  record: Record<string, unknown>;
  /** The date the guard compares: the record's lastUpdateDate, else the feed's updateDate, else the sync day. */
  updateDate: string;
  /** Why the mirror holds it (see Member); absent for a re-fetch of a record held already. */
  via?: string;
}

export interface Tombstone {
  core: CoreName;
  serviceId: string;
  deletedOn: string;
}

/**
 * One reason a record is held: `searches`, `ids`, or `follow:<i>` (linked by the definition's
 * i-th hop). A hop follows the links of the records held for the reasons before it, so following
 * a field that links a core to itself (references, parent, citedPatents...) goes one level deep,
 * at the seed and at every sync, instead of one level more each time.
 */
export interface Member {
  core: CoreName;
  serviceId: string;
  via: string;
}

export interface Batch {
  day: string;
  upserts?: Upsert[];
  /** Records gone from the service; an ID the mirror never held is kept as a bare tombstone, so it is not asked for again. */
  tombstones?: Tombstone[];
  members?: Member[];
  /** State keys to write with the rows (cursors, counters). */
  state?: Record<string, unknown>;
}

export async function createSchema(db: MirrorDatabase, cores: readonly CoreName[]): Promise<void> {
  await db.run(`CREATE TABLE IF NOT EXISTS _state (key VARCHAR PRIMARY KEY, value JSON)`);
  await db.run(
    `CREATE TABLE IF NOT EXISTS _history (core VARCHAR, serviceId VARCHAR, validFrom DATE, validTo DATE, deletedOn DATE, body JSON)`,
  );
  await db.run(`CREATE TABLE IF NOT EXISTS _membership (core VARCHAR, serviceId VARCHAR, via VARCHAR, PRIMARY KEY (core, serviceId, via))`);
  // `seq` is the row's place in its batch: of two versions with the same update date, the later wins.
  await db.run(
    `CREATE TEMP TABLE IF NOT EXISTS _staging (core VARCHAR, serviceId VARCHAR, updateDate VARCHAR, seq BIGINT, via VARCHAR, body JSON)`,
  );
  for (const core of cores) await db.run(createCoreTableSql(core));
}

/** A format 1 mirror did not record why it holds a record: every record becomes a source of every hop, as it was then. */
export async function upgradeFormat(db: MirrorDatabase, cores: readonly CoreName[], stored: number): Promise<void> {
  if (stored >= FORMAT_VERSION) return;
  for (const core of cores) {
    await db.run(`INSERT OR IGNORE INTO _membership SELECT ${sqlString(core)}, "serviceId", 'ids' FROM ${ident(`${core}_all`)}`);
  }
  for (const sql of stateSql({ formatVersion: FORMAT_VERSION })) await db.run(sql);
}

export async function readState(db: MirrorDatabase): Promise<Record<string, unknown>> {
  const rows = await db.rows(`SELECT key, CAST(value AS VARCHAR) AS value FROM _state`);
  return Object.fromEntries(rows.map((r) => [r.key as string, JSON.parse(r.value as string)]));
}

function stateSql(state: Record<string, unknown>): string[] {
  return Object.entries(state).map(
    ([key, value]) => `INSERT OR REPLACE INTO _state VALUES (${sqlString(key)}, ${sqlString(JSON.stringify(value ?? null))})`,
  );
}

/**
 * The wire record plus GeneCore's derived columns, keys in one order and top-level nulls left out,
 * so SQL can read every column from one body and the same record compares equal as text however
 * it was fetched: a search table's column order and its null for a field the service left out, a
 * get's wire order. Readers rebuild the left-out fields as null (recordsToTable declares them).
 */
function bodyOf(core: CoreName, record: Record<string, unknown>): Record<string, unknown> {
  const full: Record<string, unknown> = { ...record };
  for (const column of CORE_COLUMNS[core].derived) if (!(column.name in full)) full[column.name] = column.from(record);
  const body: Record<string, unknown> = {};
  for (const key of Object.keys(full).sort()) if (full[key] !== null && full[key] !== undefined) body[key] = full[key];
  return body;
}

/** One staging line; the body is written as JSON once, not as a string holding JSON. */
function stagingLine(upsert: Upsert, seq: number): string {
  const head = JSON.stringify({
    core: upsert.core,
    serviceId: upsert.record.serviceId,
    updateDate: upsert.updateDate,
    seq,
    via: upsert.via ?? null,
  });
  return `${head.slice(0, -1)},"body":${JSON.stringify(bodyOf(upsert.core, upsert.record))}}`;
}

/**
 * Upserts the staged rows of one core, guarded on the update date. The rows that pass (new keys, or
 * not older than the row they replace and not the very body it holds; one per key) are worked out
 * once into `_passing`; their history is closed and opened in bulk; then the rows they replace are
 * deleted and they are inserted, all inside the caller's transaction. A body the mirror holds
 * already (a redelivered feed entry, a sync run twice on one day) writes nothing: no history row
 * that starts and ends on the same day.
 */
async function upsertCore(db: MirrorDatabase, core: CoreName, day: string): Promise<void> {
  const table = ident(`${core}_all`);
  const c = sqlString(core);
  await db.run(`CREATE OR REPLACE TEMP TABLE _passing AS SELECT s.serviceId, s.updateDate, s.body FROM _staging s
    LEFT JOIN ${table} t ON t."serviceId" = s.serviceId
    WHERE s.core = ${c} AND (t."serviceId" IS NULL OR (s.updateDate >= t."_updateDate"
      AND (t."_deletedOn" IS NOT NULL OR t."_record" IS NULL OR CAST(s.body AS VARCHAR) <> CAST(t."_record" AS VARCHAR))))
    QUALIFY row_number() OVER (PARTITION BY s.serviceId ORDER BY s.updateDate DESC, s.seq DESC) = 1`);
  await db.run(`UPDATE _history SET validTo = ${sqlString(day)} FROM _passing p
    WHERE _history.core = ${c} AND _history.validTo IS NULL AND _history.serviceId = p.serviceId`);
  await db.run(`INSERT INTO _history SELECT ${c}, serviceId, CAST(${sqlString(day)} AS DATE), NULL, NULL, body FROM _passing`);
  await db.run(`DELETE FROM ${table} WHERE "serviceId" IN (SELECT serviceId FROM _passing)`);
  await db.run(insertFromPassingSql(core, day));
}

/**
 * Tombstones of one core, set-based: a held live row is closed in history and marked deleted; an
 * ID with no row at all gets a bare row (no record) that only says it was not found.
 */
async function tombstoneCore(db: MirrorDatabase, core: CoreName, tombstones: Tombstone[], day: string): Promise<void> {
  const table = ident(`${core}_all`);
  const c = sqlString(core);
  const d = `CAST(${sqlString(day)} AS DATE)`;
  const values = tombstones.map((t) => `(${sqlString(t.serviceId)}, CAST(${sqlString(t.deletedOn)} AS DATE))`).join(", ");
  await db.run(`CREATE OR REPLACE TEMP TABLE _dead AS SELECT DISTINCT ON (serviceId) * FROM (VALUES ${values}) v(serviceId, deletedOn)`);
  const live = `SELECT "serviceId" FROM ${table} WHERE "_deletedOn" IS NULL AND "serviceId" IN (SELECT serviceId FROM _dead)`;
  await db.run(`UPDATE _history SET validTo = ${d} WHERE core = ${c} AND validTo IS NULL AND serviceId IN (${live})`);
  await db.run(`INSERT INTO _history SELECT ${c}, t."serviceId", ${d}, NULL, x.deletedOn, t."_record" FROM ${table} t
    JOIN _dead x ON x.serviceId = t."serviceId" WHERE t."_deletedOn" IS NULL`);
  await db.run(`UPDATE ${table} SET "_deletedOn" = x.deletedOn, "_updateDate" = CAST(x.deletedOn AS VARCHAR) FROM _dead x
    WHERE ${table}."serviceId" = x.serviceId AND ${table}."_deletedOn" IS NULL`);
  await db.run(`INSERT INTO ${table} ("serviceId", "_updateDate", "_deletedOn", "_syncedOn")
    SELECT serviceId, CAST(deletedOn AS VARCHAR), deletedOn, ${d} FROM _dead WHERE serviceId NOT IN (SELECT "serviceId" FROM ${table})`);
}

async function insertMembers(db: MirrorDatabase, members: Member[]): Promise<void> {
  const CHUNK = 1000;
  for (let i = 0; i < members.length; i += CHUNK) {
    const values = members
      .slice(i, i + CHUNK)
      .map((m) => `(${sqlString(m.core)}, ${sqlString(m.serviceId)}, ${sqlString(m.via)})`)
      .join(", ");
    await db.run(`INSERT OR IGNORE INTO _membership VALUES ${values}`);
  }
}

export async function writeBatch(db: MirrorDatabase, dir: string, batch: Batch): Promise<void> {
  const upserts = batch.upserts ?? [];
  const tombstones = batch.tombstones ?? [];
  const staging = join(dir, `.staging-${process.pid}.jsonl`);
  // Staging through a JSON Lines file: DuckDB parses it natively, far faster than row inserts.
  if (upserts.length > 0) writeFileSync(staging, `${upserts.map(stagingLine).join("\n")}\n`);
  try {
    await db.transaction(async () => {
      if (upserts.length > 0) {
        await db.run(`DELETE FROM _staging`);
        await db.run(
          `INSERT INTO _staging SELECT core, serviceId, updateDate, seq, via, body FROM read_json(${sqlString(staging)}, format = 'newline_delimited', columns = {core: 'VARCHAR', serviceId: 'VARCHAR', updateDate: 'VARCHAR', seq: 'BIGINT', via: 'VARCHAR', body: 'JSON'})`,
        );
        for (const core of new Set(upserts.map((u) => u.core))) await upsertCore(db, core, batch.day);
        if (upserts.some((u) => u.via !== undefined)) {
          await db.run(`INSERT OR IGNORE INTO _membership SELECT DISTINCT core, serviceId, via FROM _staging WHERE via IS NOT NULL`);
        }
      }
      for (const core of new Set(tombstones.map((t) => t.core))) {
        await tombstoneCore(
          db,
          core,
          tombstones.filter((t) => t.core === core),
          batch.day,
        );
      }
      if (batch.members && batch.members.length > 0) await insertMembers(db, batch.members);
      for (const sql of stateSql(batch.state ?? {})) await db.run(sql);
    });
  } finally {
    if (upserts.length > 0) rmSync(staging, { force: true });
  }
}
