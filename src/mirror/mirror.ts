// sv.mirror(dir, definition): a local copy of the records a definition names, in one DuckDB file,
// kept current from the change feeds.
import { existsSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import type { ColumnTable } from "arquero";
import { CORES, type CoreName } from "../schema/index.js";
import type { ProgressListener, CoreSession } from "../tables/index.js";
import { DATABASE_FILE, deferredDatabase, openDatabase, type MirrorDatabase } from "./database.js";
import { checkDefinition, definitionCores, includesFor, type MirrorDefinition } from "./definition.js";
import { exportParquet, type ParquetManifest } from "./export-parquet.js";
import { coreTable, coreTableAsOf, sqlTable } from "./read.js";
import { createSchema, FORMAT_VERSION, readState } from "./mirror-tables.js";
import { rebuildChildTables } from "./child-tables.js";
import { runSync, type SyncOptions, type SyncReport } from "./sync.js";
import { daysBetween, isDay } from "../days/index.js";
import { MisuseError } from "../errors/index.js";
import { MirrorError } from "./mirror-errors.js";
import { WriteQueue } from "./write-queue.js";
import { MirrorFile } from "./mirror-file.js";

/** What `m.status()` reports: how current the mirror is, what it holds, and what it has cost. */
export interface MirrorStatus {
  /** The mirror's folder, as an absolute path. */
  dir: string;
  /** The last synced day of the service (null before the first sync). */
  asOf: string | null;
  /** Days between the service's today and the last sync. */
  lagDays: number | null;
  /**
   * A seed or sync that stopped before it finished (killed, or a failure): what it committed is
   * kept, and the next `sync()` resumes it. null when the last run finished.
   */
  interrupted: "seed" | "sync" | null;
  /** Counts per core the mirror holds (by core name, e.g. `trialcore`). */
  cores: Record<
    string,
    {
      /** Live records: the rows of `m.table(core)`. */
      records: number;
      /** Records the service deleted, kept in `<core>_all` with their deletion day (`_deletedOn`). */
      tombstones: number;
    }
  >;
  /** Requests sent by every seed and sync of this mirror, up to the last commit (a killed run included). */
  requests: number;
  /** Credits spent by every seed and sync of this mirror, up to the last commit (a killed run included). */
  credits: number;
  /** The mirror's storage format: 2 in this corebook (a format 1 mirror is upgraded when opened). */
  formatVersion: number;
}

/**
 * A local DuckDB copy of the records a definition names (`sv.mirror(dir, definition)`), kept current
 * by `sync()`. The file is open only while used: a sync holds the one writer, reads open it read-only (mirror-file.ts).
 */
export interface Mirror {
  /** The mirror's folder, as an absolute path; the DuckDB file is `mirror.duckdb` in it. */
  readonly dir: string;
  /** The definition stored in the mirror, every part present (a part not given is empty). */
  readonly definition: Required<MirrorDefinition>;
  /**
   * Seeds the mirror the first time, then applies the change feeds since the last sync; a run that
   * was stopped is resumed. `rerunSearches: true` runs again the searches a feed cannot check
   * (TrialCore, PatentCore); `onProgress` takes a progress listener, or false for none.
   */
  sync(options?: SyncOptions & { onProgress?: ProgressListener | false }): Promise<SyncReport>;
  /** The last synced day, how far behind the service it is, the records held per core and what the syncs cost. */
  status(): Promise<MirrorStatus>;
  /**
   * The live records of a core the mirror holds (tombstones left out), ordered by serviceId, with
   * exactly the columns of `sv[core].search()` tables.
   */
  table(core: CoreName): Promise<ColumnTable>;
  /**
   * Any DuckDB query on the mirror, as an Arquero table. Tables: `<core>`, `<core>_all` (with
   * tombstones), `flatten_<name>`, `_history`, `_state`, `_membership`. A query DuckDB refuses is a
   * MisuseError with DuckDB's message.
   */
  sql(query: string): Promise<ColumnTable>;
  /** The records as they stood at the end of `day` (YYYY-MM-DD): the state of the last sync on or before it. */
  asOf(day: string): {
    /** The day asked for, YYYY-MM-DD. */
    day: string;
    /** The records of a core the mirror holds as they stood at the end of `day`, with the columns of `table(core)`. */
    table(core: CoreName): Promise<ColumnTable>;
  };
  /**
   * Writes the live records as one hive-partitioned Parquet dataset, `dir/core=<core>/year=<year>/part_0.parquet`,
   * and its manifest beside the folder (`<dir>.manifest.json`); returns the manifest. An earlier
   * export of the same cores in `dir` is replaced.
   */
  exportParquet(dir: string): Promise<ParquetManifest>;
  /** Closes the DuckDB file, writing it out and letting another writer open the mirror. */
  close(): void;
}

/** The service's current day: the sandbox says its own (its clock can move); otherwise the session's day (UTC, or the recorded day offline). */
async function serviceToday(sv: CoreSession): Promise<string> {
  // `dataset` is the sandbox's own addition to the capabilities, kept by lenient parsing.
  const dataset: unknown = Reflect.get(await sv.capabilities(), "dataset");
  const today: unknown = dataset !== null && typeof dataset === "object" ? Reflect.get(dataset, "today") : undefined;
  return typeof today === "string" ? today : sv.api.now().toISOString().slice(0, 10);
}

function checkCore(core: unknown, held: CoreName[]): CoreName {
  if (!held.includes(core as CoreName)) {
    throw new MisuseError(
      `mirror: core must be one this mirror holds (${held.join(", ")}); got ${JSON.stringify(core)}` +
        ((CORES as readonly string[]).includes(core as string) ? " (not in the definition)" : ""),
    );
  }
  return core as CoreName;
}

function checkDay(day: unknown, name: string): string {
  if (!isDay(day)) {
    throw new MisuseError(`mirror: ${name} must be a day YYYY-MM-DD; got ${JSON.stringify(day)}`);
  }
  return day;
}

function noMirror(folder: string): string {
  return `mirror: ${folder} holds no mirror yet; pass a definition { searches, ids, follow } to create one`;
}

/**
 * Opens (or creates) the mirror in `dir`. A new mirror needs a definition; an existing one keeps
 * its stored definition, and a different one is refused rather than silently mixed in. A DuckDB
 * file that is not a mirror is refused untouched.
 */
export async function openMirror(sv: CoreSession, dir: string, definition?: MirrorDefinition): Promise<Mirror> {
  if (typeof dir !== "string" || dir === "") throw new MisuseError("mirror: dir must be a folder path");
  const folder = resolve(dir);
  // A bad definition is refused before anything is written.
  const given = definition === undefined ? undefined : checkDefinition(definition);
  if (given && definitionCores(given).length === 0)
    throw new MisuseError("mirror: the definition names no records: give searches, ids or follow");
  // Reading a folder that holds no mirror must not leave an empty one behind.
  if (given === undefined && !existsSync(join(folder, DATABASE_FILE))) throw new MisuseError(noMirror(folder));
  const file = MirrorFile.of(folder);
  if (given && !existsSync(join(folder, DATABASE_FILE))) {
    mkdirSync(folder, { recursive: true });
    // A new mirror: DuckDB loads and creates the file while the first sync sends its first
    // requests, rather than before. Were it to fail (no room, another process creating the same
    // mirror), the failure is the mirror's first call's, and a seed stops before its next search.
    const opening = openFile(folder, given, { mustCreate: true }).then((opened) => opened.db);
    file.holdNew(Promise.resolve(deferredDatabase(folder, opening)));
    const created = { definition: given, formatVersion: FORMAT_VERSION };
    return createMirror(sv, file, folder, given, definitionCores(given), created);
  }
  // An existing mirror is checked through a read-only handle, closed again before this returns: an
  // open mirror left idle holds no lock (mirror-file.ts). Only a mirror of an older format is
  // written to here, to upgrade it.
  const checked = await file.read((db) => checkFile(db, folder, given));
  if (checked.upgrade) await file.write((db) => createSchema(db, checked.cores, checked.storedFormat, checked.initialState));
  return createMirror(sv, file, folder, checked.definition, checked.cores, null);
}

interface CheckedFile {
  definition: Required<MirrorDefinition>;
  cores: CoreName[];
  /** The stored format version; null when no definition was stored (a creation that stopped). */
  storedFormat: number | null;
  /** What createSchema stores when no definition was: the definition and the format. */
  initialState: Record<string, unknown>;
  /** The file is of an older format, or lacks a table of its definition: createSchema brings it up to date. */
  upgrade: boolean;
}

/** Checks that an existing file is a mirror of the definition (if one is given), reading only. */
async function checkFile(db: MirrorDatabase, folder: string, given: Required<MirrorDefinition> | undefined): Promise<CheckedFile> {
  const tables = (await db.rows(`SELECT table_name AS t FROM duckdb_tables() WHERE NOT temporary`)).map((r) => r.t as string);
  if (tables.length > 0 && !tables.includes("_state")) {
    throw new MisuseError(
      `mirror: ${join(folder, DATABASE_FILE)} is a DuckDB database but not a mirror (tables ${tables.slice(0, 5).join(", ")}); ` +
        `it was left untouched: choose another folder`,
    );
  }
  const state = tables.length > 0 ? await readState(db) : {};
  const stored = state.definition as MirrorDefinition | undefined;
  if (!stored) {
    // A file whose creation stopped before its definition was committed: created again by a writer.
    if (given === undefined) throw new MisuseError(noMirror(folder));
    const initialState = { definition: given, formatVersion: FORMAT_VERSION };
    return { definition: given, cores: definitionCores(given), storedFormat: null, initialState, upgrade: true };
  }
  const formatVersion = Number(state.formatVersion ?? 1);
  if (formatVersion > FORMAT_VERSION) {
    throw new MirrorError(
      `mirror ${folder} has format version ${formatVersion}; this corebook reads up to ${FORMAT_VERSION}: upgrade corebook`,
      folder,
    );
  }
  const chosen = checkDefinition(stored);
  if (given && JSON.stringify(given) !== JSON.stringify(chosen)) {
    throw new MisuseError(
      `mirror: ${folder} was created with a different definition; open it without one to use it, or choose a new folder`,
    );
  }
  const cores = definitionCores(chosen);
  const missing = cores.some((core) => !tables.includes(`${core}_all`));
  return { definition: chosen, cores, storedFormat: formatVersion, initialState: {}, upgrade: formatVersion < FORMAT_VERSION || missing };
}

/** Opens a new mirror's file for writing, checks nobody created it meanwhile, and creates its tables. */
async function openFile(
  folder: string,
  given: Required<MirrorDefinition>,
  options: { mustCreate: boolean },
): Promise<{ db: MirrorDatabase }> {
  const db: MirrorDatabase = await openDatabase(folder, { create: true });
  try {
    const tables = (await db.rows(`SELECT table_name AS t FROM duckdb_tables() WHERE NOT temporary`)).map((r) => r.t as string);
    if (tables.length > 0 && options.mustCreate) {
      throw new MisuseError(`mirror: ${folder} was created by another process while this one was creating it; open it again`);
    }
    // One transaction: a mirror killed while it is being created holds either no definition (init
    // creates it again) or every table and the definition.
    await createSchema(db, definitionCores(given), null, { definition: given, formatVersion: FORMAT_VERSION });
    return { db };
  } catch (error) {
    db.close();
    throw error;
  }
}

/** `created`: the state of a mirror being created, which its first sync need not read back. */
function createMirror(
  sv: CoreSession,
  file: MirrorFile,
  dir: string,
  definition: Required<MirrorDefinition>,
  cores: CoreName[],
  created: Record<string, unknown> | null,
): Mirror {
  let known = created;
  let closed = false;
  const open = (doing: string) => {
    if (closed) throw new MisuseError(`mirror.${doing}: this mirror was closed; open it again with sv.mirror(${JSON.stringify(dir)})`);
  };
  const read = <T>(doing: string, work: (db: MirrorDatabase) => Promise<T>): Promise<T> => {
    open(doing);
    return file.read(work);
  };
  return {
    dir,
    definition,
    async sync(options = {}) {
      open("sync");
      if (options.rerunSearches !== undefined && typeof options.rerunSearches !== "boolean") {
        throw new MisuseError(`mirror.sync: rerunSearches must be true or false; got ${JSON.stringify(options.rerunSearches)}`);
      }
      // The service's day is asked while DuckDB opens and reads the state (a mirror being created
      // has the state it was created with, and may still be opening).
      const today = serviceToday(sv);
      today.catch(() => {});
      return file.write(async (db) => {
        const { requests, credits } = sv.usage;
        const usageAtStart = { requests, credits };
        // The run's DuckDB work goes through one queue, in order. A sync writes many small
        // transactions: spreading each over DuckDB's threads cost more CPU than it saved (a quarter
        // of the writes' CPU). Queries afterwards get every thread again.
        const writes = new WriteQueue();
        void writes.push(() => db.run("SET threads = 1"));
        try {
          const state = known ?? (await writes.push(() => readState(db)));
          known = null;
          const report = await runSync({
            sv,
            db,
            definition,
            day: await today,
            state,
            usageAtStart,
            onProgress: options.onProgress,
            options: { rerunSearches: options.rerunSearches },
            writes,
          });
          await rebuildChildTables(db, dir, definition, cores);
          return report;
        } finally {
          // Nothing is left running in DuckDB when the sync returns or throws (the caller may close).
          await writes.settle();
          await db.run("RESET threads").catch(() => {});
        }
      });
    },
    async status() {
      const today = serviceToday(sv);
      today.catch(() => {});
      const { state, counts } = await read("status", async (db) => {
        const counts: MirrorStatus["cores"] = {};
        for (const core of cores) {
          const [row] = await db.rows(
            `SELECT count(*) FILTER (WHERE "_deletedOn" IS NULL) AS live, count(*) FILTER (WHERE "_deletedOn" IS NOT NULL) AS dead FROM "${core}_all"`,
          );
          counts[core] = { records: Number(row.live), tombstones: Number(row.dead) };
        }
        return { state: await readState(db), counts };
      });
      const asOf = (state.lastSync as string | undefined) ?? null;
      const interrupted = state.running ? (asOf === null ? "seed" : "sync") : null;
      const usage = (state.usage as { requests: number; credits: number } | undefined) ?? { requests: 0, credits: 0 };
      return {
        dir,
        asOf,
        lagDays: asOf === null ? null : daysBetween(asOf, await today),
        interrupted,
        cores: counts,
        requests: usage.requests,
        credits: usage.credits,
        formatVersion: Number(state.formatVersion ?? FORMAT_VERSION),
      };
    },
    table: (core) => {
      const checked = checkCore(core, cores);
      return read("table", (db) => coreTable(db, checked, includesFor(definition, checked)));
    },
    sql: (query) => read("sql", (db) => sqlTable(db, query)),
    asOf(day) {
      const checked = checkDay(day, "asOf day");
      return {
        day: checked,
        table: (core: CoreName) => {
          const held = checkCore(core, cores);
          return read("asOf", (db) => coreTableAsOf(db, held, checked, includesFor(definition, held)));
        },
      };
    },
    exportParquet: (out) =>
      read("exportParquet", async (db) => {
        const state = await readState(db);
        return exportParquet(db, out, cores, (state.lastSync as string | undefined) ?? null, definition, { synthetic: sv.synthetic });
      }),
    close() {
      if (closed) return;
      closed = true;
      file.releaseNew();
    },
  };
}
