// The mirror's DuckDB file. DuckDB lets one process open a file for writing; a second writer gets
// DuckDB's lock error, which we turn into a message that says what to do. Every DuckDB error is
// turned into a mirror error here (mirror-errors.ts): a lock conflict, damage, or a plain failure.
import { openInstance, type DuckDBConnection, type DuckDBInstance, type DuckDBResultReader } from "../duckdb/index.js";
import { closeSync, existsSync, openSync, readdirSync, readSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { CorebookError, MisuseError } from "../errors/index.js";
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
 * An init killed between DuckDB creating the file and writing its first header leaves it empty,
 * and DuckDB then calls it "not a valid DuckDB database file". An empty file with no log holds
 * nothing, and DuckDB got past its lock to read it (so no other process is creating it): it is
 * removed, and the mirror is created (or reported missing) as if it had never been there.
 */
function removeEmptyDatabase(path: string, error: unknown): boolean {
  if (!/not a valid DuckDB database file/i.test(messageOf(error))) return false;
  if (!existsSync(path) || statSync(path).size !== 0 || existsSync(`${path}.wal`)) return false;
  rmSync(path, { force: true });
  return true;
}

/** A DuckDB file begins with three 4 KB headers, before any data. */
const HEADERS_BYTES = 3 * 4096;

/**
 * An init killed while DuckDB wrote the headers of a new file leaves one or two of them, a file
 * DuckDB cannot open ("could not read enough bytes"). It holds no record; but a file cut short
 * after the fact looks the same in its first 4 KB, so it is moved aside rather than removed, and
 * said. Only an open that creates the mirror (a definition given) does this; a read reports the
 * file as damaged, as it cannot tell either.
 */
function setAsideUnfinished(dir: string, path: string, error: unknown): boolean {
  if (!/Could not read enough bytes|not a valid DuckDB database file/i.test(messageOf(error))) return false;
  if (!existsSync(path) || existsSync(`${path}.wal`)) return false;
  const size = statSync(path).size;
  if (size === 0 || (size >= HEADERS_BYTES && !headersUnwritten(path))) return false;
  const aside = `${path}.unfinished-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  renameSync(path, aside);
  console.warn(
    `corebook: mirror ${dir}: its ${DATABASE_FILE} was ${size} bytes, ${size < HEADERS_BYTES ? "shorter than a DuckDB file's headers" : "its headers never written"} (an init stopped while ` +
      `creating it, or the file was cut short), so it held no record; it was moved to ${aside} and the mirror is created anew`,
  );
  return true;
}

/**
 * Whether a file's header blocks are all zero bytes: DuckDB sized the new file before it wrote
 * them, and an init killed in between leaves a file of headers' length or more with nothing in it
 * (seen in test/mirror/init-crash.e2e.test.ts's random kill points).
 */
function headersUnwritten(path: string): boolean {
  const fd = openSync(path, "r");
  try {
    const head = Buffer.alloc(HEADERS_BYTES);
    const read = readSync(fd, head, 0, HEADERS_BYTES, 0);
    return read === HEADERS_BYTES && head.every((byte) => byte === 0);
  } finally {
    closeSync(fd);
  }
}

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
    instance = await createInstance(path, readOnly);
  } catch (error) {
    if (readOnly) throw mirrorErrorOf(error, dir, "opening the database to read");
    const cleared = removeEmptyDatabase(path, error) || (options.create && setAsideUnfinished(dir, path, error));
    if (!cleared) throw mirrorErrorOf(error, dir, "opening the database");
    if (!options.create) {
      throw new MisuseError(
        `mirror: ${dir} holds no mirror: its ${DATABASE_FILE} was empty (0 bytes: an init stopped while creating it, or the file was emptied), ` +
          `so it held nothing to read, and was removed; ` +
          `pass a definition { searches, ids, follow } to create the mirror`,
      );
    }
    try {
      instance = await createInstance(path, false);
    } catch (again) {
      throw mirrorErrorOf(again, dir, "creating the database");
    }
  }
  // Staging files of a writer that was killed: we hold the lock now, so none is in use.
  if (!readOnly) {
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
