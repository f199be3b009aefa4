// The mirror's DuckDB file. DuckDB lets one process open a file for writing; a second writer gets
// DuckDB's lock error, which we turn into a message that says what to do. Every DuckDB error is
// turned into a mirror error here (mirror-errors.ts): a lock conflict, damage, or a plain failure.
import { openInstance, type DuckDBConnection, type DuckDBInstance, type DuckDBResultReader } from "../duckdb/index.js";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { CorebookError, MisuseError } from "../errors/index.js";
import { createDatabaseFile, removeAbandonedCreations, removeEmptyDatabase, setAsideUnfinished } from "./database-file.js";
import { MirrorDamagedError, MirrorError, MirrorLockedError } from "./mirror-errors.js";

export const DATABASE_FILE = "mirror.duckdb";

export interface MirrorDatabase {
  readonly dir: string;
  run(sql: string): Promise<void>;
  rows(sql: string): Promise<Record<string, unknown>[]>;
  /** The whole result of a query (columns and their types), for tables built from it. */
  result(sql: string): Promise<DuckDBResultReader>;
  /**
   * Appends rows to a table through DuckDB's appender: no SQL text to build and parse, no file to
   * stage through. Values are text (VARCHAR or JSON columns), integers (INTEGER) or null.
   */
  append(table: string, rows: readonly (readonly (string | number | null)[])[]): Promise<void>;
  /** Runs `work` in one transaction: everything or nothing is kept. */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs statements that need nothing back in one transaction and one call into DuckDB: each call
   * crosses to DuckDB's threads and back, which on a busy machine cost more than a small statement.
   */
  script(statements: readonly string[]): Promise<void>;
  close(): void;
}

// Only DuckDB's lock on the file means another writer. Its damage messages (a block that fails
// its checksum, "could not read enough bytes", "not a valid DuckDB database file") must never be
// read as one, and an engine that hit a fatal or internal error cannot be trusted with the file.
const LOCK = /Could not set lock on file|Conflicting lock is held/i;
const DAMAGE =
  /Corrupt database file|checksum|not a valid DuckDB database file|Could not read enough bytes|INTERNAL Error|FATAL Error|database has been invalidated|Serialization Error|Failed to deserialize/i;

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A DuckDB error as the mirror error it means; corebook's own errors pass through. */
function mirrorErrorOf(error: unknown, dir: string, doing: string): Error {
  if (error instanceof CorebookError) return error;
  const message = messageOf(error);
  const reason = message.split("\n")[0];
  if (LOCK.test(message)) return new MirrorLockedError(dir, { cause: error });
  if (DAMAGE.test(message)) return new MirrorDamagedError(dir, join(dir, DATABASE_FILE), reason, { cause: error });
  return new MirrorError(`mirror ${dir}: DuckDB failed while ${doing}: ${reason}`, dir, { cause: error });
}

// Writers inside this process: DuckDB would share the instance, we refuse like another process.
const openHere = new Set<string>();

const createInstance = (path: string, readOnly: boolean) => openInstance(path, readOnly ? { access_mode: "READ_ONLY" } : {});

/**
 * Opens the mirror's file: for writing (one writer per file, across processes and in this one), or
 * `readOnly` for a reader, which any number of processes may be at once while none writes, and which
 * works on a read-only filesystem. A reader never creates, repairs or cleans up anything.
 */
export async function openDatabase(dir: string, options: { create: boolean; readOnly?: boolean }): Promise<MirrorDatabase> {
  const path = join(dir, DATABASE_FILE);
  if (options.readOnly) return connectTo(dir, path, { create: false, readOnly: true });
  if (openHere.has(path)) throw new MirrorLockedError(dir, { inThisProcess: true });
  // Taken before the first await: two opens of one path started together must not both get in.
  openHere.add(path);
  try {
    return await connectTo(dir, path, options);
  } catch (error) {
    openHere.delete(path);
    throw error;
  }
}

async function connectTo(dir: string, path: string, options: { create: boolean; readOnly?: boolean }): Promise<MirrorDatabase> {
  const readOnly = options.readOnly === true;
  let instance: DuckDBInstance;
  try {
    if (!readOnly && options.create && !existsSync(path)) await createDatabaseFile(path);
    instance = await createInstance(path, readOnly);
  } catch (error) {
    if (readOnly) throw mirrorErrorOf(error, dir, "opening the database to read");
    const message = messageOf(error);
    const cleared = removeEmptyDatabase(path, message) || (options.create && setAsideUnfinished(dir, path, message));
    if (!cleared) throw mirrorErrorOf(error, dir, "opening the database");
    if (!options.create) {
      throw new MisuseError(
        `mirror: ${dir} holds no mirror: its ${DATABASE_FILE} was empty (0 bytes: an init stopped while creating it, or the file was emptied), ` +
          `so it held nothing to read, and was removed; ` +
          `pass a definition { searches, ids, follow } to create the mirror`,
      );
    }
    try {
      await createDatabaseFile(path);
      instance = await createInstance(path, false);
    } catch (again) {
      throw mirrorErrorOf(again, dir, "creating the database");
    }
  }
  // Staging files of a writer that was killed: we hold the lock now, so none is in use.
  if (!readOnly) {
    removeAbandonedCreations(path);
    for (const name of readdirSync(dir)) if (/^\.staging-\d+(-\w+)?\.jsonl$/.test(name)) rmSync(join(dir, name), { force: true });
  }
  let con: DuckDBConnection;
  try {
    con = await instance.connect();
    // FSST (DuckDB's string compression) was most of what writing a mirror's blocks cost at a
    // checkpoint (546 records of a seed: 258 -> 97 ms CPU at close) for a file 3-5% larger: JSON
    // bodies share few of the short substrings it looks for.
    if (!readOnly) await con.run("SET disabled_compression_methods = 'fsst'");
  } catch (error) {
    instance.closeSync();
    throw mirrorErrorOf(error, dir, "connecting");
  }
  const guard = async <T>(doing: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw mirrorErrorOf(error, dir, doing);
    }
  };
  let closed = false;
  const run = (sql: string) =>
    guard("writing", async () => {
      await con.run(sql);
    });
  return {
    dir,
    run,
    append: (table, rows) =>
      guard("writing", async () => {
        const appender = await con.createAppender(table);
        try {
          for (const row of rows) {
            for (const value of row) {
              if (value === null) appender.appendNull();
              else if (typeof value === "number") appender.appendInteger(value);
              else appender.appendVarchar(value);
            }
            appender.endRow();
          }
          appender.flushSync();
        } finally {
          appender.closeSync();
        }
      }),
    rows: (sql) => guard("reading", async () => (await con.runAndReadAll(sql)).getRowObjectsJS() as Record<string, unknown>[]),
    result: (sql) => guard("reading", () => con.runAndReadAll(sql)),
    async transaction(work) {
      await run("BEGIN TRANSACTION");
      try {
        const result = await work();
        await run("COMMIT");
        return result;
      } catch (error) {
        await run("ROLLBACK").catch(() => {});
        throw error;
      }
    },
    async script(statements) {
      if (statements.length === 0) return;
      try {
        await run(["BEGIN TRANSACTION", ...statements, "COMMIT"].join(";\n"));
      } catch (error) {
        await run("ROLLBACK").catch(() => {});
        throw error;
      }
    },
    close() {
      if (closed) return;
      closed = true;
      if (!readOnly) openHere.delete(path);
      // Everything written was committed already; a close that fails (a damaged file DuckDB cannot
      // checkpoint) loses nothing, and DuckDB replays its log when the file is next opened.
      try {
        con.closeSync();
        instance.closeSync();
      } catch {
        // Nothing to tell: see above.
      }
    },
  };
}

/**
 * A database still being opened: each call waits for the open and then runs, or throws what the
 * open failed with. `close()` closes it at once if it is open, else as soon as it is.
 */
export function deferredDatabase(dir: string, opening: Promise<MirrorDatabase>): MirrorDatabase {
  let open: MirrorDatabase | null = null;
  opening.then(
    (db) => {
      open = db;
    },
    () => {},
  );
  return {
    dir,
    run: async (sql) => (await opening).run(sql),
    append: async (table, rows) => (await opening).append(table, rows),
    rows: async (sql) => (await opening).rows(sql),
    result: async (sql) => (await opening).result(sql),
    transaction: async (work) => (await opening).transaction(work),
    script: async (statements) => (await opening).script(statements),
    close() {
      if (open) open.close();
      else opening.then((db) => db.close()).catch(() => {});
    },
  };
}

export function sqlString(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
