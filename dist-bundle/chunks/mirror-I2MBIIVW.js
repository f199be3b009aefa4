import {
  CORE_COLUMNS,
  LINK_FIELDS,
  LINK_TARGETS,
  MirrorLockedError,
  NotFoundError,
  clientOf,
  dateFilters,
  links,
  recordsToTable,
  runPool,
  startProgress
} from "./chunk-YL54ILGM.js";
import {
  isServiceId
} from "./chunk-EISH2INW.js";
import {
  CORES,
  FEED_CORES,
  INCLUDES,
  LIMITS
} from "./chunk-VJREQHXH.js";
import "./chunk-P6FUFX46.js";
import "./chunk-DXTUKQIR.js";
import "./chunk-XFNLBLKI.js";
import {
  columnTypes
} from "./chunk-LWM6EHWR.js";
import {
  UsageError
} from "./chunk-CTKS2RRK.js";
import {
  addDays,
  dayOfDate,
  daysBetween,
  isDay
} from "./chunk-VNTWYCCD.js";

// src/mirror/mirror.ts
import { existsSync, mkdirSync as mkdirSync2 } from "node:fs";
import { join as join4, resolve as resolve2 } from "node:path";

// src/mirror/database.ts
import { DuckDBInstance } from "@duckdb/node-api";
import { readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
var DATABASE_FILE = "mirror.duckdb";
var openHere = /* @__PURE__ */ new Set();
async function openDatabase(dir) {
  const path = join(dir, DATABASE_FILE);
  if (openHere.has(path)) throw new MirrorLockedError(dir);
  let instance;
  try {
    instance = await DuckDBInstance.create(path, { autoinstall_known_extensions: "false", autoload_known_extensions: "false" });
  } catch (error) {
    if (/lock/i.test(String(error?.message))) throw new MirrorLockedError(dir);
    throw error;
  }
  openHere.add(path);
  for (const name of readdirSync(dir)) if (/^\.staging-\d+\.jsonl$/.test(name)) rmSync(join(dir, name), { force: true });
  const con = await instance.connect();
  const run = async (sql) => {
    await con.run(sql);
  };
  return {
    con,
    run,
    async rows(sql) {
      const reader = await con.runAndReadAll(sql);
      return reader.getRowObjectsJS();
    },
    async transaction(work) {
      await run("BEGIN TRANSACTION");
      try {
        const result = await work();
        await run("COMMIT");
        return result;
      } catch (error) {
        await run("ROLLBACK").catch(() => {
        });
        throw error;
      }
    },
    close() {
      if (!openHere.delete(path)) return;
      con.closeSync();
      instance.closeSync();
    }
  };
}
function sqlString(text) {
  return `'${text.replaceAll("'", "''")}'`;
}
function ident(name) {
  return `"${name.replaceAll('"', '""')}"`;
}

// src/mirror/definition.ts
var DEFINITION_KEYS = ["searches", "ids", "follow"];
function checkDefinition(definition) {
  if (definition === null || typeof definition !== "object" || Array.isArray(definition)) {
    throw new UsageError(`mirror: the definition must be an object with ${DEFINITION_KEYS.join(", ")}`);
  }
  const d = definition;
  const unknown = Object.keys(d).filter((k) => !DEFINITION_KEYS.includes(k));
  if (unknown.length > 0) throw new UsageError(`mirror: unknown definition key ${unknown.join(", ")}; allowed: ${DEFINITION_KEYS.join(", ")}`);
  const searches = d.searches ?? [];
  const ids = d.ids ?? {};
  const follow = d.follow ?? [];
  if (!Array.isArray(searches)) throw new UsageError("mirror: searches must be a list of { core, params }");
  searches.forEach((s, i) => {
    if (!s || !CORES.includes(s.core)) {
      throw new UsageError(`mirror: searches[${i}].core must be one of ${CORES.join(", ")}; got ${JSON.stringify(s?.core)}`);
    }
    if (!s.params || typeof s.params !== "object" || typeof s.params.query !== "string") {
      throw new UsageError(`mirror: searches[${i}].params must be search parameters with a query`);
    }
    if (dateFilters(s.core).length === 0) {
      throw new UsageError(`mirror: searches[${i}]: ${s.core} has no date filter, so a search cannot go past the 300 cap; list its IDs or follow links to it`);
    }
  });
  if (typeof ids !== "object" || Array.isArray(ids)) throw new UsageError("mirror: ids must be an object { core: [service IDs] }");
  for (const [core, list] of Object.entries(ids)) {
    if (!CORES.includes(core)) {
      throw new UsageError(`mirror: ids.${core}: unknown core; allowed: ${CORES.join(", ")}`);
    }
    const bad = (list ?? []).filter((id) => !isServiceId(core, id));
    if (!Array.isArray(list) || bad.length > 0) {
      throw new UsageError(`mirror: ids.${core} must be ${core} service IDs; not: ${bad.slice(0, 3).map((x) => JSON.stringify(x)).join(", ")}`);
    }
  }
  if (!Array.isArray(follow)) throw new UsageError("mirror: follow must be a list of { from, field }");
  follow.forEach((hop, i) => {
    const fields = LINK_FIELDS[hop?.from] ?? [];
    if (!fields.includes(hop?.field)) {
      throw new UsageError(`mirror: follow[${i}]: ${JSON.stringify(hop?.field)} is not a link field of ${JSON.stringify(hop?.from)}; allowed: ${fields.join(", ") || "(none)"}`);
    }
  });
  return { searches, ids, follow };
}
function includesFor(definition, core) {
  const set = /* @__PURE__ */ new Set();
  for (const s of definition.searches) {
    if (s.core !== core) continue;
    const inc = s.params.include;
    for (const v of Array.isArray(inc) ? inc : inc === void 0 ? [] : [inc]) set.add(String(v));
  }
  const includable = INCLUDES[core];
  for (const hop of definition.follow) if (hop.from === core && includable.includes(hop.field)) set.add(hop.field);
  return [...set].sort();
}
function definitionCores(definition) {
  const cores = /* @__PURE__ */ new Set();
  for (const s of definition.searches) cores.add(s.core);
  for (const core of Object.keys(definition.ids)) cores.add(core);
  for (const hop of definition.follow) {
    cores.add(hop.from);
    cores.add(LINK_TARGETS[hop.field]);
  }
  return CORES.filter((c) => cores.has(c));
}

// src/mirror/export-parquet.ts
import { mkdirSync, rmSync as rmSync2, writeFileSync } from "node:fs";
import { join as join2, resolve } from "node:path";

// src/mirror/core-schema.ts
var META_COLUMNS = ["_updateDate", "_deletedOn", "_syncedOn", "_record"];
function coreColumnTypes(core) {
  const spec = CORE_COLUMNS[core];
  const types = { ...spec.defaults, ...spec.includes };
  for (const column of spec.derived) types[column.name] = column.type;
  return types;
}
function duckType(type) {
  switch (type.kind) {
    case "string":
      return "VARCHAR";
    case "integer":
      return "BIGINT";
    case "float":
      return "DOUBLE";
    case "boolean":
      return "BOOLEAN";
    case "date":
      return "DATE";
    case "list":
      return type.of.kind === "list" || type.of.kind === "struct" || type.of.kind === "json" ? "JSON" : `${duckType(type.of)}[]`;
    case "struct":
    case "json":
      return "JSON";
  }
}
function fromBody(name, type) {
  const path = sqlString(`$.${JSON.stringify(name)}`);
  const sqlType = duckType(type);
  if (sqlType === "JSON") return `json_extract(s.body, ${path})`;
  if (sqlType === "VARCHAR") return `json_extract_string(s.body, ${path})`;
  if (sqlType.endsWith("[]")) return `CAST(json_extract(s.body, ${path}) AS ${sqlType})`;
  return `CAST(json_extract_string(s.body, ${path}) AS ${sqlType})`;
}
function createCoreTableSql(core) {
  const columns = Object.entries(coreColumnTypes(core)).map(([name, type]) => `${ident(name)} ${duckType(type)}${name === "serviceId" ? " PRIMARY KEY" : ""}`);
  columns.push(`"_updateDate" VARCHAR`, `"_deletedOn" DATE`, `"_syncedOn" DATE`, `"_record" JSON`);
  return `CREATE TABLE IF NOT EXISTS ${ident(`${core}_all`)} (${columns.join(", ")});
CREATE OR REPLACE VIEW ${ident(core)} AS SELECT * EXCLUDE ("_updateDate", "_deletedOn", "_syncedOn", "_record") FROM ${ident(`${core}_all`)} WHERE "_deletedOn" IS NULL;`;
}
function upsertFromStagingSql(core) {
  const types = coreColumnTypes(core);
  const names = [...Object.keys(types), ...META_COLUMNS];
  const select = [
    ...Object.entries(types).map(([name, type]) => fromBody(name, type)),
    `s.updateDate`,
    `CAST(s.deletedOn AS DATE)`,
    `CAST(s.syncedOn AS DATE)`,
    `s.body`
  ];
  const table2 = ident(`${core}_all`);
  return `INSERT INTO ${table2} (${names.map(ident).join(", ")})
SELECT ${select.join(", ")} FROM _staging s WHERE s.core = ${sqlString(core)}
ON CONFLICT ("serviceId") DO UPDATE SET ${names.filter((n) => n !== "serviceId").map((n) => `${ident(n)} = excluded.${ident(n)}`).join(", ")}
WHERE excluded."_updateDate" >= ${table2}."_updateDate"`;
}

// src/mirror/export-parquet.ts
function partitionDate(core) {
  const columns = coreColumnTypes(core);
  const candidate = [...dateFilters(core), "createDate"].find((name) => columns[name]?.kind === "date");
  return candidate ?? null;
}
async function exportParquet(db, outDir, cores, asOf, definition) {
  if (typeof outDir !== "string" || outDir === "") throw new UsageError("mirror.exportParquet: dir must be a folder path");
  const out = resolve(outDir);
  mkdirSync(out, { recursive: true });
  const manifest = {
    format: "corebook-mirror-parquet",
    formatVersion: 1,
    asOf,
    layout: "core=<core>/year=<year>/*.parquet",
    cores: {},
    definition
  };
  for (const core of cores) {
    const by = partitionDate(core);
    const year = by ? `COALESCE(year(${ident(by)}), 0)` : "0";
    const count = await db.rows(`SELECT count(*) AS n FROM ${ident(core)}`);
    const rows = Number(count[0].n);
    manifest.cores[core] = { rows, partitionedBy: by, path: `core=${core}` };
    rmSync2(join2(out, `core=${core}`), { recursive: true, force: true });
    if (rows === 0) continue;
    const columns = Object.entries(coreColumnTypes(core)).map(([name, type]) => duckType(type) === "JSON" ? `CAST(${ident(name)} AS VARCHAR) AS ${ident(name)}` : ident(name));
    await db.run(`COPY (SELECT ${sqlString(core)} AS core, CAST(${year} AS INTEGER) AS year, ${columns.join(", ")} FROM ${ident(core)})
      TO ${sqlString(out)} (FORMAT PARQUET, PARTITION_BY (core, year), OVERWRITE_OR_IGNORE, FILENAME_PATTERN 'part_{i}', COMPRESSION ZSTD)`);
  }
  writeFileSync(join2(out, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
  return manifest;
}

// src/mirror/read.ts
import * as aq from "arquero";
function isJsonType(type) {
  return type.alias === "JSON";
}
function toTableValue(value, json) {
  if (value === null || value === void 0) return null;
  if (typeof value === "bigint") return Number(value);
  if (json && typeof value === "string") return JSON.parse(value);
  if (Array.isArray(value)) return value.map((v) => toTableValue(v, false));
  return value;
}
async function sqlTable(db, query) {
  if (typeof query !== "string" || query.trim() === "") throw new UsageError("mirror.sql: query must be a non-empty SQL string");
  const reader = await db.con.runAndReadAll(query);
  const names = reader.columnNames();
  const types = reader.columnTypes();
  const raw = reader.getColumnsObjectJS();
  const columns = {};
  names.forEach((name, i) => {
    columns[name] = (raw[name] ?? []).map((v) => toTableValue(v, isJsonType(types[i])));
  });
  return aq.table(columns, names);
}
function recordsFrom(rows) {
  return rows.map((row) => JSON.parse(row.r));
}
async function coreTable(db, core, include) {
  const rows = await db.rows(`SELECT CAST("_record" AS VARCHAR) AS r FROM ${ident(`${core}_all`)} WHERE "_deletedOn" IS NULL ORDER BY "serviceId"`);
  return recordsToTable(core, recordsFrom(rows), { include });
}
async function coreTableAsOf(db, core, day, include) {
  const d = `CAST(${sqlString(day)} AS DATE)`;
  const rows = await db.rows(`SELECT CAST(body AS VARCHAR) AS r FROM _history WHERE core = ${sqlString(core)}
    AND validFrom <= ${d} AND (validTo IS NULL OR validTo > ${d}) AND deletedOn IS NULL ORDER BY serviceId`);
  return recordsToTable(core, recordsFrom(rows), { include });
}

// src/mirror/store.ts
import { rmSync as rmSync3, writeFileSync as writeFileSync2 } from "node:fs";
import { join as join3 } from "node:path";
var FORMAT_VERSION = 1;
async function createSchema(db, cores) {
  await db.run(`CREATE TABLE IF NOT EXISTS _state (key VARCHAR PRIMARY KEY, value JSON)`);
  await db.run(`CREATE TABLE IF NOT EXISTS _history (core VARCHAR, serviceId VARCHAR, validFrom DATE, validTo DATE, deletedOn DATE, body JSON)`);
  await db.run(`CREATE TEMP TABLE IF NOT EXISTS _staging (core VARCHAR, serviceId VARCHAR, updateDate VARCHAR, deletedOn VARCHAR, syncedOn VARCHAR, body JSON)`);
  for (const core of cores) await db.run(createCoreTableSql(core));
}
async function readState(db) {
  const rows = await db.rows(`SELECT key, CAST(value AS VARCHAR) AS value FROM _state`);
  return Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value)]));
}
function stateSql(state) {
  return Object.entries(state).map(([key, value]) => `INSERT OR REPLACE INTO _state VALUES (${sqlString(key)}, ${sqlString(JSON.stringify(value ?? null))})`);
}
function bodyOf(core, record) {
  const derived = CORE_COLUMNS[core].derived;
  if (derived.length === 0) return record;
  const body = { ...record };
  for (const column of derived) if (!(column.name in body)) body[column.name] = column.from(record);
  return body;
}
async function writeBatch(db, dir, batch) {
  const upserts = batch.upserts ?? [];
  const tombstones = batch.tombstones ?? [];
  const staging = join3(dir, `.staging-${process.pid}.jsonl`);
  if (upserts.length > 0) {
    writeFileSync2(staging, upserts.map((u) => JSON.stringify({
      core: u.core,
      serviceId: u.record.serviceId,
      updateDate: u.updateDate,
      deletedOn: null,
      syncedOn: batch.day,
      body: JSON.stringify(bodyOf(u.core, u.record))
    })).join("\n") + "\n");
  }
  try {
    await db.transaction(async () => {
      if (upserts.length > 0) {
        await db.run(`DELETE FROM _staging`);
        await db.run(`INSERT INTO _staging SELECT core, serviceId, updateDate, deletedOn, syncedOn, CAST(body AS JSON) FROM read_json(${sqlString(staging)}, format = 'newline_delimited', columns = {core: 'VARCHAR', serviceId: 'VARCHAR', updateDate: 'VARCHAR', deletedOn: 'VARCHAR', syncedOn: 'VARCHAR', body: 'VARCHAR'})`);
        for (const core of new Set(upserts.map((u) => u.core))) {
          const table2 = ident(`${core}_all`);
          await db.run(`CREATE OR REPLACE TEMP TABLE _passing AS SELECT s.serviceId, s.body FROM _staging s
            LEFT JOIN ${table2} t ON t."serviceId" = s.serviceId
            WHERE s.core = ${sqlString(core)} AND (t."serviceId" IS NULL OR s.updateDate >= t."_updateDate")`);
          await db.run(`UPDATE _history SET validTo = ${sqlString(batch.day)} FROM _passing p
            WHERE _history.core = ${sqlString(core)} AND _history.validTo IS NULL AND _history.serviceId = p.serviceId`);
          await db.run(`INSERT INTO _history SELECT ${sqlString(core)}, serviceId, CAST(${sqlString(batch.day)} AS DATE), NULL, NULL, body FROM _passing`);
          await db.run(upsertFromStagingSql(core));
        }
      }
      for (const t of tombstones) {
        const table2 = ident(`${t.core}_all`);
        const where = `"serviceId" = ${sqlString(t.serviceId)} AND "_deletedOn" IS NULL`;
        await db.run(`UPDATE _history SET validTo = ${sqlString(batch.day)} WHERE core = ${sqlString(t.core)} AND serviceId = ${sqlString(t.serviceId)} AND validTo IS NULL
          AND serviceId IN (SELECT "serviceId" FROM ${table2} WHERE ${where})`);
        await db.run(`INSERT INTO _history SELECT ${sqlString(t.core)}, "serviceId", CAST(${sqlString(batch.day)} AS DATE), NULL, CAST(${sqlString(t.deletedOn)} AS DATE), "_record" FROM ${table2} WHERE ${where}`);
        await db.run(`UPDATE ${table2} SET "_deletedOn" = CAST(${sqlString(t.deletedOn)} AS DATE), "_updateDate" = ${sqlString(t.deletedOn)} WHERE ${where}`);
      }
      for (const sql of stateSql(batch.state ?? {})) await db.run(sql);
    });
  } finally {
    if (upserts.length > 0) rmSync3(staging, { force: true });
  }
}

// src/mirror/records.ts
function tableToRecords(core, table2) {
  const types = columnTypes(table2) ?? {};
  const derived = new Set(CORE_COLUMNS[core].derived.map((c) => c.name));
  const names = table2.columnNames().filter((n) => !derived.has(n));
  const columns = names.map((n) => table2.array(n));
  const records = [];
  for (let i = 0; i < table2.numRows(); i++) {
    const record = {};
    names.forEach((name, c) => {
      const value = columns[c][i];
      record[name] = types[name]?.kind === "date" && value instanceof Date ? value.toISOString().slice(0, 10) : value ?? null;
    });
    records.push(record);
  }
  return records;
}

// src/mirror/sync.ts
var RESUME_DAYS_BACK = 2;
var CORE_FEED_PAGE = 1e3;
var SEED_FROM = "1900-01-01";
var SCOPED_FEED_PAGE = 100;
var SYNC_CONCURRENCY = 8;
async function heldIds(db, core) {
  const rows = await db.rows(`SELECT "serviceId" AS id FROM ${ident(`${core}_all`)} WHERE "_deletedOn" IS NULL ORDER BY 1`);
  return rows.map((r) => r.id);
}
function guardDate(record, fallback, day) {
  const own = record.lastUpdateDate;
  return typeof own === "string" ? own : fallback ?? day;
}
async function fetchRecords(ctx, core, ids, updateDates = /* @__PURE__ */ new Map(), fresh = false) {
  const api = clientOf(ctx.sv.api, core);
  const include = includesFor(ctx.definition, core);
  const upserts = [];
  const tombstones = [];
  const progress = startProgress("get", core, ids.length, ctx.onProgress);
  try {
    await runPool(ids, SYNC_CONCURRENCY, async (id) => {
      try {
        const record = await api.get(id, { ...include.length > 0 ? { include } : {}, ...fresh ? { fresh } : {} });
        upserts.push({ core, record, updateDate: guardDate(record, updateDates.get(id), ctx.day) });
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        tombstones.push({ core, serviceId: id, deletedOn: ctx.day });
      }
      progress.add(1);
    });
  } finally {
    progress.finish();
  }
  return { upserts, tombstones };
}
async function followHops(ctx) {
  let fetched = 0;
  for (const hop of ctx.definition.follow) {
    const target = LINK_TARGETS[hop.field];
    const rows = await ctx.db.rows(`SELECT CAST("_record" AS VARCHAR) AS r FROM ${ident(`${hop.from}_all`)} WHERE "_deletedOn" IS NULL`);
    const records = rows.map((row) => JSON.parse(row.r));
    const held = new Set(await ctx.db.rows(`SELECT "serviceId" AS id FROM ${ident(`${target}_all`)}`).then((r) => r.map((x) => x.id)));
    const wanted = [...new Set(links(records, hop.field).array("toId"))].filter((id) => !held.has(id));
    if (wanted.length === 0) continue;
    const batch = await fetchRecords(ctx, target, wanted);
    await writeBatch(ctx.db, ctx.dir, { day: ctx.day, ...batch });
    fetched += batch.upserts.length;
  }
  return fetched;
}
async function seed(ctx) {
  let fetched = 0;
  for (const search of ctx.definition.searches) {
    const range = dateFilters(search.core).length > 0 ? { from: search.from ?? SEED_FROM, by: search.by } : {};
    const table2 = await ctx.sv[search.core].searchAll(search.params, { ...range, onProgress: ctx.onProgress });
    const records = tableToRecords(search.core, table2);
    await writeBatch(ctx.db, ctx.dir, {
      day: ctx.day,
      upserts: records.map((record) => ({ core: search.core, record, updateDate: guardDate(record, null, ctx.day) }))
    });
    fetched += records.length;
  }
  for (const [core, ids] of Object.entries(ctx.definition.ids)) {
    const batch = await fetchRecords(ctx, core, [...new Set(ids)]);
    await writeBatch(ctx.db, ctx.dir, { day: ctx.day, ...batch });
    fetched += batch.upserts.length;
  }
  fetched += await followHops(ctx);
  return fetched;
}
function planFeed(held, days, entriesPerDay) {
  const scoped = Math.max(1, Math.ceil(held / LIMITS.feedServiceIdsMax));
  if (scoped <= 1) return "scoped";
  const core = entriesPerDay === null ? 1 : Math.max(1, Math.ceil(days * entriesPerDay / CORE_FEED_PAGE));
  return core < scoped ? "core" : "scoped";
}
function chunks(ids) {
  const out = [];
  for (let i = 0; i < ids.length; i += LIMITS.feedServiceIdsMax) out.push(ids.slice(i, i + LIMITS.feedServiceIdsMax));
  return out;
}
async function syncFeed(ctx, core, state, report) {
  const key = `feed.${core}`;
  const last = state[key];
  let progress = state[`progress.${core}`];
  const held = await heldIds(ctx.db, core);
  if (!progress) {
    const since = addDays(last?.lastDay ?? ctx.day, -RESUME_DAYS_BACK);
    const days2 = Math.max(1, (Date.parse(ctx.day) - Date.parse(since)) / 864e5);
    const plan = planFeed(held.length, days2, last?.entriesPerDay ?? null);
    progress = { since, scopes: plan === "core" ? null : chunks(held), scopeIndex: 0, cursor: null };
  }
  const heldSet = new Set(held);
  const feed = ctx.sv.api[core];
  const scopes = progress.scopes;
  const bar = startProgress("sync", core, scopes === null ? 1 : scopes.length, ctx.onProgress);
  let entriesSeen = 0;
  try {
    for (; scopes === null ? progress.scopeIndex < 1 : progress.scopeIndex < scopes.length; ) {
      const scope = scopes?.[progress.scopeIndex];
      const params = {
        since: progress.since,
        limit: scope ? SCOPED_FEED_PAGE : CORE_FEED_PAGE,
        ...scope ? { serviceId: scope } : {},
        ...progress.cursor ? { cursor: progress.cursor } : {}
      };
      for await (const page of feed.changePages(params, { fresh: true })) {
        report.feedPages++;
        entriesSeen += page.data.length;
        const refetch = /* @__PURE__ */ new Map();
        const deleted = /* @__PURE__ */ new Map();
        const sectionWork = [];
        for (const entry of page.data) {
          if (!heldSet.has(entry.serviceId)) continue;
          if (entry.updateType === "deleted") {
            deleted.set(entry.serviceId, entry.updateDate ?? ctx.day);
            refetch.delete(entry.serviceId);
            continue;
          }
          deleted.delete(entry.serviceId);
          if (entry.updateType !== "unchanged") refetch.set(entry.serviceId, entry.updateDate);
          else if (entry.documentSections && entry.documentSections.length > 0) sectionWork.push({ serviceId: entry.serviceId, sections: entry.documentSections });
        }
        const batch = await fetchRecords(ctx, core, [...refetch.keys()], refetch, true);
        if (core === "regulatorycore") {
          batch.upserts.push(...await refreshSections(ctx, sectionWork.filter((w) => !refetch.has(w.serviceId) && !deleted.has(w.serviceId))));
        }
        for (const [serviceId, deletedOn] of deleted) batch.tombstones.push({ core, serviceId, deletedOn });
        const nextCursor = page.nextCursor;
        const next = nextCursor === null ? { ...progress, scopeIndex: progress.scopeIndex + 1, cursor: null } : { ...progress, cursor: nextCursor };
        await writeBatch(ctx.db, ctx.dir, {
          day: ctx.day,
          ...batch,
          state: { [`progress.${core}`]: next, usage: usageOf(ctx, state) }
        });
        progress = next;
        report.fetched += batch.upserts.length;
        report.deleted += batch.tombstones.length;
        if (nextCursor === null) bar.add(1);
      }
    }
  } finally {
    bar.finish();
  }
  const days = Math.max(1, (Date.parse(ctx.day) - Date.parse(progress.since)) / 864e5);
  await writeBatch(ctx.db, ctx.dir, {
    day: ctx.day,
    state: {
      [key]: { lastDay: ctx.day, entriesPerDay: scopes === null ? entriesSeen / days : last?.entriesPerDay ?? null },
      [`progress.${core}`]: null
    }
  });
}
async function refreshSections(ctx, work) {
  const upserts = [];
  for (const { serviceId, sections } of work) {
    const rows = await ctx.db.rows(`SELECT CAST("_record" AS VARCHAR) AS r, "_updateDate" AS u FROM "regulatorycore_all" WHERE "serviceId" = ${sqlString(serviceId)}`);
    if (rows.length === 0) continue;
    const record = JSON.parse(rows[0].r);
    let toc = Array.isArray(record.documentSections) ? [...record.documentSections] : [];
    for (const s of sections) {
      if (s.updateType === "deleted") {
        toc = toc.filter((t) => t.documentSectionId !== s.documentSectionId);
        continue;
      }
      const section = await ctx.sv.api.regulatorycore.section(serviceId, s.documentSectionId, { fresh: true });
      const at = toc.findIndex((t) => t.documentSectionId === s.documentSectionId);
      const shape = at >= 0 ? Object.keys(toc[at]) : Object.keys(toc[0] ?? section).filter((k) => k !== "content");
      const entry = Object.fromEntries(shape.map((k) => [k, section[k] ?? null]));
      if (at >= 0) toc[at] = entry;
      else toc.push(entry);
    }
    upserts.push({ core: "regulatorycore", record: { ...record, documentSections: toc }, updateDate: rows[0].u });
  }
  return upserts;
}
async function newFromSearches(ctx, since) {
  let fetched = 0;
  for (const search of ctx.definition.searches) {
    const filters = dateFilters(search.core);
    if (!filters.includes("lastUpdateDate")) continue;
    const by = search.by ?? filters[0];
    const params = { ...search.params };
    if (by !== "lastUpdateDate") params[`min${by.charAt(0).toUpperCase()}${by.slice(1)}`] = search.from ?? SEED_FROM;
    const table2 = await ctx.sv[search.core].searchAll(params, { from: since, by: "lastUpdateDate", onProgress: ctx.onProgress });
    const held = new Set(await heldIds(ctx.db, search.core));
    const records = tableToRecords(search.core, table2).filter((r) => !held.has(r.serviceId));
    if (records.length === 0) continue;
    await writeBatch(ctx.db, ctx.dir, {
      day: ctx.day,
      upserts: records.map((record) => ({ core: search.core, record, updateDate: guardDate(record, null, ctx.day) }))
    });
    fetched += records.length;
  }
  return fetched;
}
function usageOf(ctx, state) {
  const before = state.usage ?? { requests: 0, credits: 0 };
  const start = state["usage.sessionStart"] ?? { requests: 0, credits: 0 };
  const now = ctx.sv.usage;
  return { requests: before.requests + now.requests - start.requests, credits: before.credits + now.credits - start.credits };
}
async function runSync(ctx, state) {
  const report = { day: ctx.day, seeded: false, fetched: 0, deleted: 0, feedPages: 0 };
  const u = ctx.sv.usage;
  state["usage.sessionStart"] = { requests: u.requests, credits: u.credits };
  const lastSync = state.lastSync;
  if (!lastSync) {
    report.fetched += await seed(ctx);
    report.seeded = true;
    const feeds = Object.fromEntries(definitionCores(ctx.definition).filter((c) => FEED_CORES.includes(c)).map((c) => [`feed.${c}`, { lastDay: ctx.day, entriesPerDay: null }]));
    await writeBatch(ctx.db, ctx.dir, { day: ctx.day, state: { ...feeds, lastSync: ctx.day, seededOn: ctx.day, usage: usageOf(ctx, state) } });
    return report;
  }
  for (const core of definitionCores(ctx.definition)) {
    if (FEED_CORES.includes(core)) await syncFeed(ctx, core, state, report);
  }
  report.fetched += await newFromSearches(ctx, addDays(lastSync, -RESUME_DAYS_BACK));
  report.fetched += await followHops(ctx);
  await writeBatch(ctx.db, ctx.dir, { day: ctx.day, state: { lastSync: ctx.day, usage: usageOf(ctx, state) } });
  return report;
}

// src/mirror/mirror.ts
async function serviceToday(sv) {
  const dataset = Reflect.get(await sv.capabilities(), "dataset");
  const today = dataset !== null && typeof dataset === "object" ? Reflect.get(dataset, "today") : void 0;
  return typeof today === "string" ? today : dayOfDate(/* @__PURE__ */ new Date());
}
function checkCore(core, held) {
  if (!held.includes(core)) {
    throw new UsageError(`mirror: core must be one this mirror holds (${held.join(", ")}); got ${JSON.stringify(core)}` + (CORES.includes(core) ? " (not in the definition)" : ""));
  }
  return core;
}
function checkDay(day, name) {
  if (!isDay(day)) {
    throw new UsageError(`mirror: ${name} must be a day YYYY-MM-DD; got ${JSON.stringify(day)}`);
  }
  return day;
}
async function openMirror(sv, dir, definition) {
  if (typeof dir !== "string" || dir === "") throw new UsageError("mirror: dir must be a folder path");
  const folder = resolve2(dir);
  if (definition === void 0 && !existsSync(join4(folder, DATABASE_FILE))) {
    throw new UsageError(`mirror: ${folder} holds no mirror yet; pass a definition { searches, ids, follow } to create one`);
  }
  mkdirSync2(folder, { recursive: true });
  const db = await openDatabase(folder);
  try {
    await db.run(`CREATE TABLE IF NOT EXISTS _state (key VARCHAR PRIMARY KEY, value JSON)`);
    const state = await readState(db);
    const stored = state.definition;
    if (stored && typeof state.formatVersion === "number" && state.formatVersion > FORMAT_VERSION) {
      throw new Error(`mirror ${folder} has format version ${state.formatVersion}; this corebook reads up to ${FORMAT_VERSION}: upgrade corebook`);
    }
    let chosen;
    if (definition === void 0) {
      if (!stored) throw new UsageError(`mirror: ${folder} holds no mirror yet; pass a definition { searches, ids, follow } to create one`);
      chosen = checkDefinition(stored);
    } else {
      chosen = checkDefinition(definition);
      if (stored && JSON.stringify(checkDefinition(stored)) !== JSON.stringify(chosen)) {
        throw new UsageError(`mirror: ${folder} was created with a different definition; open it without one to use it, or choose a new folder`);
      }
    }
    const cores = definitionCores(chosen);
    if (cores.length === 0) throw new UsageError("mirror: the definition names no records: give searches, ids or follow");
    await createSchema(db, cores);
    if (!stored) await writeBatch(db, folder, { day: "1970-01-01", state: { definition: chosen, formatVersion: FORMAT_VERSION } });
    return createMirror(sv, db, folder, chosen, cores);
  } catch (error) {
    db.close();
    throw error;
  }
}
function createMirror(sv, db, dir, definition, cores) {
  return {
    dir,
    definition,
    async sync(options = {}) {
      const day = await serviceToday(sv);
      const state = await readState(db);
      return runSync({ sv, db, dir, definition, day, onProgress: options.onProgress }, state);
    },
    async status() {
      const state = await readState(db);
      const counts = {};
      for (const core of cores) {
        const [row] = await db.rows(`SELECT count(*) FILTER (WHERE "_deletedOn" IS NULL) AS live, count(*) FILTER (WHERE "_deletedOn" IS NOT NULL) AS dead FROM "${core}_all"`);
        counts[core] = { records: Number(row.live), tombstones: Number(row.dead) };
      }
      const asOf = state.lastSync ?? null;
      const today = await serviceToday(sv);
      const usage = state.usage ?? { requests: 0, credits: 0 };
      return {
        dir,
        asOf,
        lagDays: asOf === null ? null : daysBetween(asOf, today),
        cores: counts,
        requests: usage.requests,
        credits: usage.credits,
        formatVersion: Number(state.formatVersion ?? FORMAT_VERSION)
      };
    },
    table: (core) => coreTable(db, checkCore(core, cores), includesFor(definition, core)),
    sql: (query) => sqlTable(db, query),
    asOf(day) {
      const checked = checkDay(day, "asOf day");
      return { day: checked, table: (core) => coreTableAsOf(db, checkCore(core, cores), checked, includesFor(definition, core)) };
    },
    async exportParquet(out) {
      const state = await readState(db);
      return exportParquet(db, out, cores, state.lastSync ?? null, definition);
    },
    close: () => db.close()
  };
}
export {
  openMirror
};
