// The on-disk response cache: an LMDB environment (the `lmdb` package) under `responses-v3/`,
// keyed by the SHA-256 of each request's canonical key; each value is an entry (cache-entry.ts).
//
// Why LMDB. The cache's hot path is a warm notebook re-run: a get of 2,000 records is 2,000 hits.
// With a file per entry (format 1 kept two: an index file and a content-addressed body) every hit
// paid the file system's open, read and close, which on these machines cost more than parsing the
// body. LMDB serves a hit from a memory map with no system call, and gives what the cache needs
// from a maintained library: readers and writers in several processes at once (two kernels on one
// cache), transactions that a killed process leaves either whole or absent, and files that stay
// consistent across crashes. What LMDB cannot do is survive a damaged file: it follows page numbers
// and offsets from the file without checking them, and dies by SIGBUS or SIGSEGV. So the file is
// walked before LMDB maps it (cache-health.ts), and a damaged one is moved aside. Nor can LMDB know
// whether a value is what we wrote, so every hit checks the value's SHA-256; a value that fails,
// has another format or names another key reads as absent, so it is fetched again and overwritten.
import { createRequire } from "node:module";
import { accessSync, constants } from "node:fs";
import { readdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { RootDatabase } from "lmdb";
import { keyHash } from "./canonical-key.js";
import { entryValue, headerOf, CACHE_FORMAT, valueIntact, type IndexEntry } from "./cache-entry.js";
import { hitHeaderOf, type HitEntry } from "./hit-header.js";
import { currentFile, inspectCache, moveAside } from "./cache-health.js";
import { cacheMessages, diskProblem } from "./messages.js";

export { CACHE_FORMAT, type IndexEntry } from "./cache-entry.js";

const ROOT_PREFIX = "responses-v";
const ROOT = `${ROOT_PREFIX}${CACHE_FORMAT}`;

export interface StoredBody {
  entry: HitEntry;
  text: string;
}

/** A stored response as getMany() reads it: the body as its UTF-8 bytes, lent (see getMany). */
export interface LentBody {
  entry: HitEntry;
  bytes: Buffer;
}

interface ScannedEntry {
  /** The entry's id in the cache (the SHA-256 of its key). */
  id: string;
  entry: IndexEntry;
  /** The value's size: header and body. */
  bytes: number;
}

type Database = RootDatabase<Buffer, string>;

/**
 * An open cache as its sessions share it: the LMDB handle (null when there is no cache to use: a
 * read-only folder with none yet, say) and whether it is written. `read-only`: opened with LMDB's
 * `readOnly` (a read-only file system, where nothing else opens); `failed`: a write failed (a full
 * disk, an I/O error), so nothing more is written for the rest of the process's use of it.
 */
interface Opened {
  db: Database | null;
  writes: "yes" | "read-only" | "failed";
  /** Ways to give up on the writes still waiting for LMDB (see confirmed). */
  pending: Set<(error: unknown) => void>;
}

/** Warnings already given, per cache folder: one per damaged cache and process, however many sessions open it. */
const warned = new Set<string>();

/**
 * How long a write may go unconfirmed before it counts as failed. lmdb-js leaves a write's promise
 * pending when its write thread fails in some ways (a full disk mid-commit), and a cell awaiting it
 * would never finish; a healthy commit takes milliseconds.
 */
const WRITE_CONFIRM_MS = 15_000;

/** Errors of a disk or folder, not of the cache's content: the cache is used read-only or not at all. */
const DISK_ERRORS = new Set(["EROFS", "EACCES", "EPERM", "ENOSPC", "EDQUOT", "EIO", "ENOENT", "ENOTDIR"]);

function isDiskError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return typeof code === "string" && DISK_ERRORS.has(code);
}

/** Whether a new file could be made in `path` (or, if it does not exist yet, in its nearest existing parent). */
function folderWritable(path: string): boolean {
  for (let at = path; ; at = dirname(at)) {
    try {
      accessSync(at, constants.W_OK);
      return true;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== "ENOENT" || dirname(at) === at) return false;
    }
  }
}

/** Says `message` once per cache folder and process. */
function warnOnce(root: string, kind: string, message: string): void {
  const key = `${kind}:${root}`;
  if (warned.has(key)) return;
  warned.add(key);
  console.warn(message);
}

/**
 * One LMDB handle per cache folder and process, shared by every session that opens it (a notebook
 * that runs its connect() cell twice has two). A second handle on the same folder kept a read
 * snapshot from before the first one's writes, so a response the other session had just stored was
 * missed and paid for again; the folder is also checked for damage once, not by each session.
 */
interface Handle {
  opened: Promise<Opened>;
  users: number;
}
const handles = new Map<string, Handle>();

export class CacheDatabase {
  readonly root: string;
  private db: Opened | null = null;
  private opening: Promise<Opened> | null = null;
  private handle: Handle | null = null;

  constructor(readonly dir: string) {
    this.root = join(dir, ROOT);
  }

  /**
   * Opened on first use, and loaded then too: a session that never touches the cache never loads
   * LMDB. Once open, a hit is one synchronous lookup.
   */
  private async open(): Promise<Opened> {
    if (this.db) return this.db;
    if (!this.opening) {
      let handle = handles.get(this.root);
      if (!handle) {
        handle = { opened: this.openChecked(), users: 0 };
        handles.set(this.root, handle);
        // A folder that failed to open is tried afresh by the next session.
        const opened = handle;
        opened.opened.catch(() => handles.get(this.root) === opened && handles.delete(this.root));
      }
      handle.users++;
      this.handle = handle;
      this.opening = handle.opened.then((db) => {
        this.db = db;
        return db;
      });
    }
    return this.opening;
  }

  /** The LMDB handle, or null when there is no cache to read. */
  private async database(): Promise<Database | null> {
    return (this.db ?? (await this.open())).db;
  }

  /** Options every open uses. */
  private options(readOnly: boolean) {
    // Uncompressed, so the bytes on disk are the responses as received: a scan of the cache for a
    // string (the tests scan every cache for the API key) sees what is really there.
    return { path: this.root, encoding: "binary" as const, compression: false, ...(readOnly ? { readOnly } : {}) };
  }

  private async openChecked(): Promise<Opened> {
    const { open } = createRequire(import.meta.url)("lmdb") as typeof import("lmdb");
    // On a read-only file system only LMDB's read-only open works, and nothing may be moved aside.
    if (!folderWritable(this.root)) return this.openReadOnly(open, null);
    const { damaged, badKeys } = inspectCache(this.root);
    if (damaged) await this.setAside(damaged);
    else if (badKeys > 0) this.warnDamagedOnce(`${badKeys} entries whose key is damaged`);
    try {
      return { db: open<Buffer, string>(this.options(false)), writes: "yes", pending: new Set() };
    } catch (error) {
      // The folder refuses writes (a read-only share, no space for the lock file): read what is there.
      if (isDiskError(error)) return this.openReadOnly(open, error);
      // A file LMDB recognises but refuses (another LMDB version, say): set aside like any damage.
      const file = currentFile(this.root);
      if (file === null) throw error;
      await this.setAside({ problem: `LMDB cannot open it (${(error as Error).message})`, file });
      return { db: open<Buffer, string>(this.options(false)), writes: "yes", pending: new Set() };
    }
  }

  /** A cache that cannot be written: its stored responses are served, nothing is written, and that is said once. */
  private openReadOnly(open: typeof import("lmdb").open, cause: unknown): Opened {
    const none: Opened = { db: null, writes: "read-only", pending: new Set() };
    if (currentFile(this.root) === null) {
      warnOnce(
        this.root,
        "unavailable",
        cacheMessages.unavailable(this.root, diskProblem(cause ?? Object.assign(new Error("read-only file system"), { code: "EROFS" }))),
      );
      return none;
    }
    const { damaged } = inspectCache(this.root);
    if (damaged) {
      warnOnce(this.root, "damaged", cacheMessages.damagedReadOnly(this.root, damaged.problem));
      return none;
    }
    try {
      const db = open<Buffer, string>(this.options(true));
      warnOnce(this.root, "read-only", cacheMessages.readOnly(this.root));
      return { db, writes: "read-only", pending: new Set() };
    } catch (error) {
      warnOnce(this.root, "unavailable", cacheMessages.unavailable(this.root, diskProblem(error)));
      return none;
    }
  }

  /**
   * Waits for one of LMDB's writes to be confirmed. A failed commit is reported on the write's
   * promise and again on `commitError`, which is handled here too; a write not confirmed in time
   * counts as failed. Either way the cache is written no more by this process: the disk is full or
   * failing, and each further attempt would fail (and print) again.
   */
  private async confirmed<T>(opened: Opened, write: Promise<T>): Promise<T> {
    // lmdb-js batches the writes of one event turn into a transaction that it starts with a write of
    // its own, in a task it queues (setImmediate) at the turn's first write. Nobody holds that
    // write's promise: when the commit fails (a full disk) it was rejected unhandled, which ends a
    // plain Node process. `committed` is the current transaction's promise; asked for right after
    // lmdb-js's task (tasks run in order), it is that one, and is handled here.
    const db = opened.db;
    if (db) setImmediate(() => db.committed.then(undefined, () => {}));
    // Each failed write's error carries its transaction's `commitError`, a promise lmdb-js rejects
    // with the file system's error and nobody else holds: unhandled, it ends a plain Node process
    // (and fails a notebook cell). Writes queued before the first failure fail in later
    // transactions, each with a commitError of its own, after this race is decided: every write
    // gets the handler, not only the one that lost the race.
    const handled = write.then(undefined, (error: unknown) => {
      (error as { commitError?: Promise<unknown> } | null)?.commitError?.then(undefined, () => {});
      throw error;
    });
    let timer: NodeJS.Timeout | undefined;
    let giveUp: (error: unknown) => void = () => {};
    // Settled by the first failure of any write (lmdb-js leaves the other writes of a failed
    // transaction pending), or by the timer. The timer keeps the process alive while a write is
    // pending, as the write itself would.
    const late = new Promise<never>((_, reject) => {
      giveUp = reject;
      timer = setTimeout(
        () => reject(Object.assign(new Error(cacheMessages.writeUnconfirmed(WRITE_CONFIRM_MS / 1000)), { code: "ETIMEDOUT" })),
        WRITE_CONFIRM_MS,
      );
    });
    opened.pending.add(giveUp);
    try {
      return await Promise.race([handled, late]);
    } catch (error) {
      opened.writes = "failed";
      // "Commit failed (see commitError for details)": the details are the file system's error.
      const details = (error as { commitError?: Promise<unknown> }).commitError;
      const cause = details
        ? ((await Promise.race([
            details.then(
              () => null,
              (e: unknown) => e,
            ),
            new Promise<null>((r) => setTimeout(r, 50, null)),
          ])) ?? error)
        : error;
      for (const other of opened.pending) if (other !== giveUp) other(cause);
      throw cause;
    } finally {
      opened.pending.delete(giveUp);
      clearTimeout(timer);
    }
  }

  /** Says once per cache and process that a write failed, with the way out. */
  private warnWriteFailed(error: unknown): void {
    warnOnce(this.root, "write", cacheMessages.writeFailed(this.root, this.dir, diskProblem(commitProblem(error))));
  }

  /** A damaged cache must not stop the notebook: it is kept aside for repair and an empty one started. */
  private async setAside(damaged: { problem: string; file: string }): Promise<void> {
    const aside = await moveAside(this.root, damaged);
    if (!aside || warned.has(this.root)) return;
    warned.add(this.root);
    console.warn(
      `corebook: the response cache ${this.root} is damaged (${damaged.problem}). It was moved to ${aside} and an empty cache ` +
        `started: responses are fetched again as needed. To copy its intact responses back, run ` +
        `\`corebook cache verify --repair --dir ${this.dir}\`; \`corebook cache prune --dir ${this.dir}\` or deleting the folder discards it.`,
    );
  }

  /** The stored response for a key, or null when absent or damaged in any way. */
  async get(key: string): Promise<StoredBody | null> {
    const db = await this.database();
    const hit = db && this.lookup(db, key);
    return hit && { entry: hit.entry, text: hit.bytes.toString("utf8") };
  }

  /**
   * get() for many keys at once: one wait for the cache, then each key looked up as the result is
   * iterated (once, in order), so each body can be used and dropped before the next is read. A
   * body's bytes are lent, not copied: they are LMDB's read buffer, valid only until the next
   * entry is read, so they are decoded or copied at once. (Decoding each body into its own string
   * is what a warm get can spare: api/stored-bodies.ts parses many bodies in one text.)
   */
  async getMany(keys: readonly string[]): Promise<Iterable<LentBody | null>> {
    return this.lookupEach(await this.database(), keys);
  }

  // A method, not a generator closed over `keys`: see freshHits (response-cache.ts).
  private *lookupEach(db: Database | null, keys: readonly string[]): Generator<LentBody | null> {
    for (const key of keys) yield db && this.lookup(db, key);
  }

  private lookup(db: Database, key: string): LentBody | null {
    let value: Buffer | undefined;
    try {
      value = lentValue(db.getBinaryFast(keyHash(key)));
    } catch (error) {
      // LMDB reporting damage the walk before opening did not see: a miss, said once.
      this.warnDamagedOnce(`LMDB: ${(error as Error).message}`);
      return null;
    }
    if (!value) return null;
    // Another request's entry under this key's id is as damaged as one that fails its check.
    const header = valueIntact(value) ? hitHeaderOf(value, key) : null;
    if (!header) {
      this.warnDamagedOnce(key);
      return null;
    }
    return { entry: header.entry, bytes: value.subarray(header.bodyAt) };
  }

  private warnedDamaged = false;

  /** A damaged entry is fetched again; the first one of a session is said, so damage is not silent. */
  private warnDamagedOnce(what: string): void {
    if (this.warnedDamaged) return;
    this.warnedDamaged = true;
    console.warn(
      `corebook: the response cache ${this.root} holds damaged entries (first: ${what}); they are fetched again as needed. ` +
        `\`corebook cache verify --dir ${this.dir}\` lists them, \`--repair\` removes them`,
    );
  }

  /**
   * Keeps a response; returns the entry, or null when the cache is not written (read-only, or a
   * failed write earlier). A failed write never throws: it is said once (the path and the way out)
   * and the caller goes on with the response it has.
   */
  async put(entry: Omit<IndexEntry, "format" | "storedAt">, text: string): Promise<IndexEntry | null> {
    const full: IndexEntry = { format: CACHE_FORMAT, ...entry, storedAt: new Date().toISOString() };
    const opened = await this.open();
    if (!opened.db || opened.writes !== "yes") return null;
    try {
      await this.confirmed(opened, opened.db.put(keyHash(entry.key), entryValue(full, text)));
    } catch (error) {
      this.warnWriteFailed(error);
      return null;
    }
    return full;
  }

  /** Whether this process writes to the cache: false when it is read-only, absent, or a write failed. */
  async writable(): Promise<boolean> {
    return (await this.open()).writes === "yes";
  }

  /** Stores a value as it was read elsewhere (a repair copying intact entries back), unless its id is taken. */
  async putValueIfAbsent(id: string, value: Buffer): Promise<boolean> {
    const opened = await this.open();
    const db = this.writableDb(opened);
    if (db.doesExist(id)) return false;
    await this.confirmed(opened, db.put(id, value));
    return true;
  }

  /** The handle of a cache a command must change; a read-only or failed one is an error naming it. */
  private writableDb(opened: Opened): Database {
    if (opened.db && opened.writes === "yes") return opened.db;
    throw Object.assign(
      new Error(`the response cache ${this.root} cannot be written (${opened.writes === "failed" ? "a write failed" : "read-only"})`),
      {
        code: opened.writes === "failed" ? "EIO" : "EROFS",
      },
    );
  }

  /** Drops the entry of a key. */
  async forget(key: string): Promise<void> {
    await this.remove(keyHash(key));
  }

  /** Drops an entry by its id (from scan). */
  async remove(id: string): Promise<void> {
    const opened = await this.open();
    await this.confirmed(opened, this.writableDb(opened).remove(id));
  }

  /** Every entry's header with its id and size (bodies are not checked: see `check`), and the ids of values that are not entries of this format. */
  async scan(): Promise<{ entries: ScannedEntry[]; damaged: string[] }> {
    const entries: ScannedEntry[] = [];
    const damaged: string[] = [];
    // Looking must not create a cache where there is none.
    if (!this.db && currentFile(this.root) === null) return { entries, damaged };
    const db = await this.database();
    if (!db) return { entries, damaged };
    for (const { key: id, value: lent } of db.getRange()) {
      const value = lentValue(lent) as Buffer;
      const header = headerOf(value);
      if (header && keyHash(header.entry.key) === id) entries.push({ id, entry: header.entry, bytes: value.length });
      else damaged.push(id);
    }
    return { entries, damaged };
  }

  /** Whether an entry is whole: it matches its check and its header parses. */
  async check(id: string): Promise<boolean> {
    const value = (await this.database())?.getBinary(id);
    return value !== undefined && valueIntact(value) && headerOf(value) !== null;
  }

  /** Caches an older corebook left beside this one (`responses-v1`, ...): never read, only pruned. */
  async otherFormats(): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => []);
    return names
      .filter((name) => name.startsWith(ROOT_PREFIX) && name !== ROOT && !name.includes(".damaged-"))
      .map((name) => join(this.dir, name));
  }

  /** Lets go of the shared handle; the last session to close it closes LMDB. */
  async close(): Promise<void> {
    const { opening, handle } = this;
    if (!opening || !handle) return;
    this.db = null;
    this.opening = null;
    this.handle = null;
    const opened = await opening.catch(() => null);
    if (!opened || --handle.users > 0) return;
    if (handles.get(this.root) === handle) handles.delete(this.root);
    if (!opened.db) return;
    if (opened.writes !== "failed") return opened.db.close();
    // After a failed commit lmdb-js's close waits for that commit for ever: asked, not awaited.
    opened.db.close().catch(() => {});
  }
}

/** The file system error behind lmdb-js's "Commit failed (see commitError for details)", when it has one already. */
function commitProblem(error: unknown): unknown {
  const code = (error as { code?: unknown }).code;
  if (typeof code === "number" && code === 28) return Object.assign(new Error("no space left on device"), { code: "ENOSPC" });
  if (typeof code === "number" && code === 5) return Object.assign(new Error("input/output error"), { code: "EIO" });
  return error;
}

/**
 * getBinaryFast lends lmdb-js's shared read buffer (the next read reuses it): a 16 MB Buffer whose
 * `length` lmdb-js overrides, as an own property, with the value's size. Node 20 and 22 honour that
 * property in subarray() and toString(); Node 24 takes the end from the typed array itself, so the
 * body hashed there was the value plus the rest of the 16 MB, and no hit was ever served. A real
 * view of the value's bytes behaves the same on every version.
 */
function lentValue(value: Buffer | undefined): Buffer | undefined {
  return value?.subarray(0, value.length);
}
