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
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import type { RootDatabase } from "lmdb";
import { keyHash } from "./canonical-key.js";
import { entryValue, headerOf, CACHE_FORMAT, valueIntact, type IndexEntry } from "./cache-entry.js";
import { hitHeaderOf, type HitEntry } from "./hit-header.js";
import { currentFile, inspectCache, moveAside } from "./cache-health.js";

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

/** Warnings already given, per cache folder: one per damaged cache and process, however many sessions open it. */
const warned = new Set<string>();

/**
 * One LMDB handle per cache folder and process, shared by every session that opens it (a notebook
 * that runs its connect() cell twice has two). A second handle on the same folder kept a read
 * snapshot from before the first one's writes, so a response the other session had just stored was
 * missed and paid for again; the folder is also checked for damage once, not by each session.
 */
const handles = new Map<string, { db: Promise<Database>; users: number }>();

export class CacheDatabase {
  readonly root: string;
  private db: Database | null = null;
  private opening: Promise<Database> | null = null;
  private handle: { db: Promise<Database>; users: number } | null = null;

  constructor(readonly dir: string) {
    this.root = join(dir, ROOT);
  }

  /**
   * Opened on first use, and loaded then too: a session that never touches the cache never loads
   * LMDB. Once open, a hit is one synchronous lookup.
   */
  private async open(): Promise<Database> {
    if (this.db) return this.db;
    if (!this.opening) {
      let handle = handles.get(this.root);
      if (!handle) {
        handle = { db: this.openChecked(), users: 0 };
        handles.set(this.root, handle);
        // A folder that failed to open is tried afresh by the next session.
        const opened = handle;
        opened.db.catch(() => handles.get(this.root) === opened && handles.delete(this.root));
      }
      handle.users++;
      this.handle = handle;
      this.opening = handle.db.then((db) => {
        this.db = db;
        return db;
      });
    }
    return this.opening;
  }

  private async openChecked(): Promise<Database> {
    const { open } = createRequire(import.meta.url)("lmdb") as typeof import("lmdb");
    // Uncompressed, so the bytes on disk are the responses as received: a scan of the cache for a
    // string (the tests scan every cache for the API key) sees what is really there.
    const options = { path: this.root, encoding: "binary" as const, compression: false };
    const { damaged, badKeys } = inspectCache(this.root);
    if (damaged) await this.setAside(damaged);
    else if (badKeys > 0) this.warnDamagedOnce(`${badKeys} entries whose key is damaged`);
    try {
      return open<Buffer, string>(options);
    } catch (error) {
      // A file LMDB recognises but refuses (another LMDB version, say): set aside like any damage.
      const file = currentFile(this.root);
      if (file === null) throw error;
      await this.setAside({ problem: `LMDB cannot open it (${(error as Error).message})`, file });
      return open<Buffer, string>(options);
    }
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
    const hit = this.lookup(this.db ?? (await this.open()), key);
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
    return this.lookupEach(this.db ?? (await this.open()), keys);
  }

  // A method, not a generator closed over `keys`: see freshHits (response-cache.ts).
  private *lookupEach(db: Database, keys: readonly string[]): Generator<LentBody | null> {
    for (const key of keys) yield this.lookup(db, key);
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

  async put(entry: Omit<IndexEntry, "format" | "storedAt">, text: string): Promise<IndexEntry> {
    const full: IndexEntry = { format: CACHE_FORMAT, ...entry, storedAt: new Date().toISOString() };
    await (await this.open()).put(keyHash(entry.key), entryValue(full, text));
    return full;
  }

  /** Stores a value as it was read elsewhere (a repair copying intact entries back), unless its id is taken. */
  async putValueIfAbsent(id: string, value: Buffer): Promise<boolean> {
    const db = await this.open();
    if (db.doesExist(id)) return false;
    await db.put(id, value);
    return true;
  }

  /** Drops the entry of a key. */
  async forget(key: string): Promise<void> {
    await this.remove(keyHash(key));
  }

  /** Drops an entry by its id (from scan). */
  async remove(id: string): Promise<void> {
    await (await this.open()).remove(id);
  }

  /** Every entry's header with its id and size (bodies are not checked: see `check`), and the ids of values that are not entries of this format. */
  async scan(): Promise<{ entries: ScannedEntry[]; damaged: string[] }> {
    const entries: ScannedEntry[] = [];
    const damaged: string[] = [];
    // Looking must not create a cache where there is none.
    if (!this.db && currentFile(this.root) === null) return { entries, damaged };
    for (const { key: id, value: lent } of (await this.open()).getRange()) {
      const value = lentValue(lent) as Buffer;
      const header = headerOf(value);
      if (header && keyHash(header.entry.key) === id) entries.push({ id, entry: header.entry, bytes: value.length });
      else damaged.push(id);
    }
    return { entries, damaged };
  }

  /** Whether an entry is whole: it matches its check and its header parses. */
  async check(id: string): Promise<boolean> {
    const value = (await this.open()).getBinary(id);
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
    const db = await opening.catch(() => null);
    if (!db || --handle.users > 0) return;
    if (handles.get(this.root) === handle) handles.delete(this.root);
    await db.close();
  }
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
