// Writing to the mirror: one batch (records fetched for part of a feed page, one search, part of a
// hop) goes in with the state that says how far the sync got, in one transaction. A crash before
// COMMIT loses the batch and its progress together; a crash after keeps both.
import type { CoreName } from "../schema/index.js";
import { CORE_COLUMNS } from "../tables/index.js";
import { bodyHashSql, createCoreTableSql, insertRowsSql } from "./core-schema.js";
import { ident, sqlString, type MirrorDatabase } from "./database.js";

/**
 * 2: `_membership` (why each record is held), bare tombstones for IDs never found, `_bodyHash`, and
 * the open history row without a body.
 */
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
  /**
   * Every upsert is of a record the mirror has no row for (the caller fetched only IDs it does not
   * hold): written without the guard's join. Were one held after all, its key would refuse the
   * insert and the batch would fail whole, never write twice.
   */
  allNew?: boolean;
  /** State keys to write with the rows (cursors, counters). */
  state?: Record<string, unknown>;
}

/**
 * The mirror's tables, created where missing, and `state` written with them; a mirror of an older
 * format (`stored`) is brought up to this one first. One transaction and one call into DuckDB (a
 * mirror killed while it is being created holds every table and the state, or nothing): each call
 * crosses to DuckDB's threads and back, which cost more than the statements on a busy machine.
 */
export async function createSchema(
  db: MirrorDatabase,
  cores: readonly CoreName[],
  stored: number | null,
  state: Record<string, unknown> = {},
): Promise<void> {
  await db.script([
    `CREATE TABLE IF NOT EXISTS _state (key VARCHAR PRIMARY KEY, value JSON)`,
    // `body` is null on a record's open (current) version: that body is the row's `_record`.
    `CREATE TABLE IF NOT EXISTS _history (core VARCHAR, serviceId VARCHAR, validFrom DATE, validTo DATE, deletedOn DATE, body JSON)`,
    `CREATE TABLE IF NOT EXISTS _membership (core VARCHAR, serviceId VARCHAR, via VARCHAR)`,
    ...(stored !== null && stored < 2 ? upgradeFromFormat1Sql(cores) : []),
    ...cores.map(createCoreTableSql),
    ...stateSql(state),
  ]);
}

/**
 * Format 1 kept every history row's body, had no body hash, and did not record why it holds a
 * record: every record becomes a source of every hop, as it was then. Its history rows keep their
 * bodies (readers take a row's own body when it has one).
 */
function upgradeFromFormat1Sql(cores: readonly CoreName[]): string[] {
  const statements = cores.flatMap((core) => {
    const table = ident(`${core}_all`);
    return [
      `ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS "_bodyHash" UBIGINT`,
      `UPDATE ${table} SET "_bodyHash" = ${bodyHashSql(`"_record"`)}`,
      membershipSql(`SELECT ${sqlString(core)} AS core, "serviceId" AS serviceId, 'ids' AS via FROM ${table}`),
    ];
  });
  return [...statements, ...stateSql({ formatVersion: FORMAT_VERSION })];
}

export async function readState(db: MirrorDatabase): Promise<Record<string, unknown>> {
  const rows = await db.rows(`SELECT key, CAST(value AS VARCHAR) AS value FROM _state`);
  return Object.fromEntries(rows.map((r) => [r.key as string, JSON.parse(r.value as string)]));
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

/**
 * One row of `_incoming` (see INCOMING_SQL). `seq` is the row's place in its batch: of two
 * versions with the same update date, the later wins.
 */
function incomingRow(upsert: Upsert, seq: number): (string | number | null)[] {
  return [
    upsert.core,
    String(upsert.record.serviceId),
    upsert.updateDate,
    seq,
    upsert.via ?? null,
    JSON.stringify(bodyOf(upsert.core, upsert.record)),
  ];
}

/** A batch's records, appended (DuckDB's appender) before the batch's statements read them. */
const INCOMING_SQL = `CREATE OR REPLACE TEMP TABLE _incoming (core VARCHAR, serviceId VARCHAR, updateDate VARCHAR, seq INTEGER, via VARCHAR, body JSON)`;

/**
 * Upserts the incoming rows of one core, guarded on the update date. The rows that pass (new keys,
 * or not older than the row they replace and not the very body it holds; one per key) are worked
 * out once into `_passing`. The history row of the version they replace is closed and given that
 * version's body; theirs is opened without one (the open version's body is the row's `_record`, so
 * a record is stored once, not twice). Then the rows they replace are deleted and they are
 * inserted. A body the mirror holds already (a redelivered feed entry, a sync run twice on one day)
 * writes nothing: no history row that starts and ends on the same day.
 */
function upsertSql(core: CoreName, day: string): string[] {
  const table = ident(`${core}_all`);
  const c = sqlString(core);
  const d = `CAST(${sqlString(day)} AS DATE)`;
  return [
    `CREATE OR REPLACE TEMP TABLE _passing AS SELECT s.serviceId, s.updateDate, s.body, s.bodyHash
    FROM (SELECT *, ${bodyHashSql("body")} AS bodyHash FROM _incoming WHERE core = ${c}) s
    LEFT JOIN ${table} t ON t."serviceId" = s.serviceId
    WHERE t."serviceId" IS NULL OR (s.updateDate >= t."_updateDate" AND (t."_deletedOn" IS NOT NULL OR t."_bodyHash" IS DISTINCT FROM s.bodyHash))
    QUALIFY row_number() OVER (PARTITION BY s.serviceId ORDER BY s.updateDate DESC, s.seq DESC) = 1`,
    closeHistorySql(core, `SELECT serviceId FROM _passing`, day),
    `INSERT INTO _history SELECT ${c}, serviceId, ${d}, NULL, NULL, NULL FROM _passing`,
    `DELETE FROM ${table} WHERE "serviceId" IN (SELECT serviceId FROM _passing)`,
    insertRowsSql(core, day, "_passing"),
  ];
}

/** Records the caller knows the mirror has no row for: no guard, no history to close, no reason held. */
function insertNewSql(core: CoreName, day: string): string[] {
  const c = sqlString(core);
  const rows = `(SELECT serviceId, updateDate, body, ${bodyHashSql("body")} AS bodyHash FROM _incoming WHERE core = ${c})`;
  return [
    `INSERT INTO _history SELECT ${c}, serviceId, CAST(${sqlString(day)} AS DATE), NULL, NULL, NULL FROM _incoming WHERE core = ${c}`,
    insertRowsSql(core, day, rows),
  ];
}

/** Closes the open history rows of these IDs on `day`, keeping the body of the version they end. */
function closeHistorySql(core: CoreName, ids: string, day: string): string {
  const table = ident(`${core}_all`);
  return `UPDATE _history SET validTo = CAST(${sqlString(day)} AS DATE), body = COALESCE(_history.body, t."_record") FROM ${table} t
    WHERE _history.core = ${sqlString(core)} AND _history.validTo IS NULL AND _history.serviceId = t."serviceId" AND t."serviceId" IN (${ids})`;
}

/**
 * Tombstones of one core, set-based: a held live row is closed in history and marked deleted; an
 * ID with no row at all gets a bare row (no record) that only says it was not found.
 */
function tombstoneSql(core: CoreName, tombstones: Tombstone[], day: string): string[] {
  const table = ident(`${core}_all`);
  const c = sqlString(core);
  const d = `CAST(${sqlString(day)} AS DATE)`;
  const values = tombstones.map((t) => `(${sqlString(t.serviceId)}, CAST(${sqlString(t.deletedOn)} AS DATE))`).join(", ");
  const live = `SELECT "serviceId" FROM ${table} WHERE "_deletedOn" IS NULL AND "serviceId" IN (SELECT serviceId FROM _dead)`;
  return [
    `CREATE OR REPLACE TEMP TABLE _dead AS SELECT DISTINCT ON (serviceId) * FROM (VALUES ${values}) v(serviceId, deletedOn)`,
    `CREATE OR REPLACE TEMP TABLE _dying AS ${live}`,
    closeHistorySql(core, `SELECT "serviceId" FROM _dying`, day),
    `INSERT INTO _history SELECT ${c}, x.serviceId, ${d}, NULL, x.deletedOn, NULL FROM _dead x WHERE x.serviceId IN (SELECT "serviceId" FROM _dying)`,
    `UPDATE ${table} SET "_deletedOn" = x.deletedOn, "_updateDate" = CAST(x.deletedOn AS VARCHAR) FROM _dead x
    WHERE ${table}."serviceId" = x.serviceId AND ${table}."_deletedOn" IS NULL`,
    `INSERT INTO ${table} ("serviceId", "_updateDate", "_deletedOn", "_syncedOn")
    SELECT serviceId, CAST(deletedOn AS VARCHAR), deletedOn, ${d} FROM _dead WHERE serviceId NOT IN (SELECT "serviceId" FROM ${table})`,
  ];
}

/** New reasons only: `_membership` has no key index (DuckDB's would cost more to keep than this anti-join). */
function membershipSql(from: string): string {
  return `INSERT INTO _membership SELECT DISTINCT n.core, n.serviceId, n.via FROM (${from}) n
    WHERE NOT EXISTS (SELECT 1 FROM _membership m WHERE m.core = n.core AND m.serviceId = n.serviceId AND m.via = n.via)`;
}

function stateSql(state: Record<string, unknown>): string[] {
  const entries = Object.entries(state);
  if (entries.length === 0) return [];
  const values = entries.map(([key, value]) => `(${sqlString(key)}, ${sqlString(JSON.stringify(value ?? null))})`);
  const keys = entries.map(([key]) => sqlString(key));
  // DELETE + INSERT: DuckDB's INSERT OR REPLACE cost 1.8 ms of CPU for one row (0.5 ms this way).
  return [`DELETE FROM _state WHERE key IN (${keys.join(", ")})`, `INSERT INTO _state VALUES ${values.join(", ")}`];
}

/**
 * Writes one batch in one transaction. Its records are appended to the temporary `_incoming` first
 * (a table of this connection, nothing durable); the statements that read them are one call.
 */
export async function writeBatch(db: MirrorDatabase, batch: Batch): Promise<void> {
  const upserts = batch.upserts ?? [];
  const tombstones = batch.tombstones ?? [];
  const members = batch.members ?? [];
  const statements: string[] = [];
  if (upserts.length > 0) {
    await db.run(INCOMING_SQL);
    await db.append("_incoming", upserts.map(incomingRow));
    for (const core of new Set(upserts.map((u) => u.core))) statements.push(...(batch.allNew ? insertNewSql : upsertSql)(core, batch.day));
    if (upserts.some((u) => u.via !== undefined)) {
      const reasons = `SELECT core, serviceId, via FROM _incoming WHERE via IS NOT NULL`;
      statements.push(batch.allNew ? `INSERT INTO _membership SELECT DISTINCT * FROM (${reasons})` : membershipSql(reasons));
    }
  }
  for (const core of new Set(tombstones.map((t) => t.core))) {
    statements.push(
      ...tombstoneSql(
        core,
        tombstones.filter((t) => t.core === core),
        batch.day,
      ),
    );
  }
  if (members.length > 0) {
    const values = members.map((m) => `(${sqlString(m.core)}, ${sqlString(m.serviceId)}, ${sqlString(m.via)})`).join(", ");
    statements.push(membershipSql(`SELECT * FROM (VALUES ${values}) v(core, serviceId, via)`));
  }
  statements.push(...stateSql(batch.state ?? {}));
  await db.script(statements);
}
