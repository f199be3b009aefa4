// The mirror's DuckDB file before DuckDB opens it for good: created whole, so that a process killed
// while DuckDB writes a new file's headers leaves no `mirror.duckdb` at all, and the leftovers of
// inits stopped that way (or by corebook versions that created the file in place) cleared.
import { randomBytes } from "node:crypto";
import { closeSync, existsSync, linkSync, openSync, readdirSync, readSync, renameSync, rmSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { openInstance } from "../duckdb/index.js";

const CREATING = ".creating-";

/**
 * Creates a DuckDB database at `path` whole: DuckDB writes it under a name of this process's own,
 * closes it, and only then is it linked to `path`. A kill at any point (DuckDB sizes the file, then
 * writes its headers one by one) leaves no file at `path`, or a complete empty database: never one
 * DuckDB calls damaged. Linking fails if `path` exists, so two processes creating the same mirror
 * at once end with one file, which DuckDB's lock then gives to one of them.
 */
export async function createDatabaseFile(path: string): Promise<void> {
  const temp = `${path}${CREATING}${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    const instance = await openInstance(temp);
    instance.closeSync();
    try {
      linkSync(temp, path);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === "EEXIST") return;
      // A filesystem without hard links: a rename, which replaces a file created meanwhile.
      if (code !== "EPERM" && code !== "ENOTSUP" && code !== "ENOSYS") throw error;
      if (!existsSync(path)) renameSync(temp, path);
    }
  } finally {
    rmSync(temp, { force: true });
    rmSync(`${temp}.wal`, { force: true });
  }
}

/** Removes files other processes left while creating `path`, once those processes are gone. */
export function removeAbandonedCreations(path: string): void {
  const prefix = `${basename(path)}${CREATING}`;
  for (const name of readdirSync(dirname(path))) {
    if (!name.startsWith(prefix)) continue;
    const pid = Number(name.slice(prefix.length).split("-")[0]);
    if (!alive(pid)) rmSync(join(dirname(path), name), { force: true });
  }
}

function alive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * A file DuckDB created in place (corebook before `createDatabaseFile`) and an init killed before
 * DuckDB wrote its first header left empty: DuckDB calls it "not a valid DuckDB database file". An empty file with no log holds
 * nothing, and DuckDB got past its lock to read it (so no other process is creating it): it is
 * removed, and the mirror is created (or reported missing) as if it had never been there.
 */
export function removeEmptyDatabase(path: string, message: string): boolean {
  if (!/not a valid DuckDB database file/i.test(message)) return false;
  if (!existsSync(path) || statSync(path).size !== 0 || existsSync(`${path}.wal`)) return false;
  rmSync(path, { force: true });
  return true;
}

/** A DuckDB file begins with three 4 KB headers, before any data. */
const HEADERS_BYTES = 3 * 4096;

/**
 * An init that created the file in place and was killed while DuckDB wrote its headers left one
 * or two of them, or none in a file already sized (all zeros), a file DuckDB cannot open. It holds no record; but a file cut short
 * after the fact looks the same in its first 4 KB, so it is moved aside rather than removed, and
 * said. Only an open that creates the mirror (a definition given) does this; a read reports the
 * file as damaged, as it cannot tell either.
 */
export function setAsideUnfinished(dir: string, path: string, message: string): boolean {
  if (!/Could not read enough bytes|not a valid DuckDB database file/i.test(message)) return false;
  if (!existsSync(path) || existsSync(`${path}.wal`)) return false;
  const size = statSync(path).size;
  if (size === 0 || (size >= HEADERS_BYTES && !headersUnwritten(path))) return false;
  const aside = `${path}.unfinished-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  renameSync(path, aside);
  console.warn(
    `corebook: mirror ${dir}: its ${basename(path)} was ${size} bytes, ${size < HEADERS_BYTES ? "shorter than a DuckDB file's headers" : "its headers never written"} (an init stopped while ` +
      `creating it, or the file was cut short), so it held no record; it was moved to ${aside} and the mirror is created anew`,
  );
  return true;
}

/**
 * Whether a file's header blocks are all zero bytes: DuckDB sized the new file before it wrote
 * them, and an init killed in between leaves a file of headers' length or more with nothing in it
 * (seen in test/mirror/init-crash.e2e.test.ts before files were created whole).
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
