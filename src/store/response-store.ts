// The on-disk response store: an LMDB environment (the `lmdb` package) under `responses-v2/`,
// keyed by the SHA-256 of each request's canonical key. A value is a one-line JSON header (the
// entry: key, when fetched, what it cost, from which service, the body's SHA-256), then the raw
// response body.
//
// Why LMDB. The store's hot path is a warm notebook re-run: a get of 2,000 records is 2,000 hits.
// With a file per entry (format 1 kept two: an index file and a content-addressed body) every hit
// paid the file system's open, read and close, which on these machines cost more than parsing the
// body. LMDB serves a hit from a memory map with no system call, and gives what the store needs
// from a maintained library: readers and writers in several processes at once (two kernels on one
// store), transactions that a killed process leaves either whole or absent, and files that stay
// consistent across crashes. What LMDB cannot know is whether a value is what we wrote, so every
// hit still checks the body's SHA-256; a value that fails, has another format or names another key
// reads as absent, so it is fetched again and overwritten.
import { closeSync, existsSync, openSync, readSync, renameSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { RootDatabase } from "lmdb";
import { bytesHash, contentHash, keyHash } from "./canonical-key.js";

/** Bump when the layout or the entry header changes; older stores are then ignored (and pruned). */
export const STORE_FORMAT = 2;
const ROOT_PREFIX = "responses-v";
const ROOT = `${ROOT_PREFIX}${STORE_FORMAT}`;
const NEWLINE = 10;

export interface IndexEntry {
  format: number;
  /** The canonical request key (canonical-key.ts). */
  key: string;
  /** SHA-256 of the stored body text. */
  bodyHash: string;
  /** ISO time the response arrived, on the service's clock (the sandbox's day on the sandbox). */
  fetchedAt: string;
  /** ISO wall-clock time this machine wrote the entry: what `cache prune --older-than` judges. */
  storedAt: string;
  /** Credits the service charged for it. */
  credits: number;
  /** The normalized service address. */
  service: string;
  core: string | null;
  endpoint: string;
  /** Service IDs the response is about (get and section), for feed-driven expiry. */
  serviceIds: string[];
}

export interface StoredBody {
  entry: IndexEntry;
  text: string;
}

export interface ScannedEntry {
  /** The entry's id in the store (the SHA-256 of its key). */
  id: string;
  entry: IndexEntry;
  /** The value's size: header and body. */
  bytes: number;
}

type Database = RootDatabase<Buffer, string>;

export class ResponseStore {
  readonly root: string;
  private db: Database | null = null;

  constructor(readonly dir: string) {
    this.root = join(dir, ROOT);
  }

  /**
   * Opened on first use, and loaded then too: a session that never touches the store never loads
   * LMDB. Synchronous, so that a hit stays one synchronous lookup.
   */
  private open(): Database {
    if (this.db) return this.db;
    const { open } = createRequire(import.meta.url)("lmdb") as typeof import("lmdb");
    // Uncompressed, so the bytes on disk are the responses as received: a scan of the store for a
    // string (the tests scan every store for the API key) sees what is really there.
    const options = { path: this.root, encoding: "binary" as const, compression: false };
    // LMDB trusts its file: one that is not an LMDB file at all (truncated, overwritten) crashes the
    // process in open instead of throwing, so its meta page is looked at first.
    if (looksLikeLmdb(join(this.root, "data.mdb"))) {
      try {
        this.db = open<Buffer, string>(options);
      } catch {
        // Thrown for a file LMDB recognises but cannot use.
      }
    }
    if (!this.db) {
      // A damaged store must not stop the notebook: keep it aside for inspection and start an
      // empty one (its responses are fetched again).
      const aside = `${this.root}.damaged-${Date.now()}`;
      renameSync(this.root, aside);
      console.warn(`corebook: the response store could not be opened; it was moved to ${aside} and an empty one started`);
      this.db = open<Buffer, string>(options);
    }
    return this.db;
  }

  /** The stored response for a key, or null when absent or damaged in any way. */
  async get(key: string): Promise<StoredBody | null> {
    const value = lentValue(this.open().getBinaryFast(keyHash(key)));
    const header = value ? headerOf(value) : null;
    if (!value || !header || header.entry.key !== key) return null;
    if (!bodyIntact(value, header)) {
      this.warnDamagedOnce(key);
      return null;
    }
    return { entry: header.entry, text: value.toString("utf8", header.bodyAt) };
  }

  private warnedDamaged = false;

  /** A body that fails its hash is fetched again; the first one of a session is said, so damage is not silent. */
  private warnDamagedOnce(key: string): void {
    if (this.warnedDamaged) return;
    this.warnedDamaged = true;
    console.warn(
      `corebook: a stored response failed its hash check and is fetched again (${key}); ` +
        `\`corebook cache verify --dir ${this.dir}\` lists any others, \`--repair\` removes them`,
    );
  }

  async put(entry: Omit<IndexEntry, "format" | "bodyHash" | "storedAt">, text: string): Promise<IndexEntry> {
    const full: IndexEntry = { format: STORE_FORMAT, ...entry, storedAt: new Date().toISOString(), bodyHash: contentHash(text) };
    // JSON.stringify escapes every newline, so the header is exactly the first line.
    await this.open().put(keyHash(entry.key), Buffer.from(`${JSON.stringify(full)}\n${text}`));
    return full;
  }

  /** Drops the entry of a key. */
  async forget(key: string): Promise<void> {
    await this.remove(keyHash(key));
  }

  /** Drops an entry by its id (from scan). */
  async remove(id: string): Promise<void> {
    await this.open().remove(id);
  }

  /** Every entry's header with its id and size (bodies are not checked: see `check`), and the ids of values that are not entries of this format. */
  async scan(): Promise<{ entries: ScannedEntry[]; damaged: string[] }> {
    const entries: ScannedEntry[] = [];
    const damaged: string[] = [];
    // Looking must not create a store where there is none.
    if (!this.db && !existsSync(this.root)) return { entries, damaged };
    for (const { key: id, value: lent } of this.open().getRange()) {
      const value = lentValue(lent) as Buffer;
      const header = headerOf(value);
      if (header) entries.push({ id, entry: header.entry, bytes: value.length });
      else damaged.push(id);
    }
    return { entries, damaged };
  }

  /** Whether an entry is whole: its header parses and its body matches the hash it names. */
  async check(id: string): Promise<boolean> {
    const value = this.open().getBinary(id);
    const header = value ? headerOf(value) : null;
    return value !== undefined && header !== null && bodyIntact(value, header);
  }

  /** Stores an older corebook left beside this one (`responses-v1`, ...): never read, only pruned. */
  async otherFormats(): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => []);
    return names.filter((name) => name.startsWith(ROOT_PREFIX) && name !== ROOT).map((name) => join(this.dir, name));
  }

  async close(): Promise<void> {
    const db = this.db;
    this.db = null;
    await db?.close();
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

/** LMDB's magic number, at the start of the meta record of the file's first page (after the page header). */
const LMDB_MAGIC = 0xbeefc0de;
const LMDB_MAGIC_AT = 24;

/**
 * True for an LMDB file, or for none yet: no file, or an empty one (another process may have just
 * created it, and LMDB writes its first pages into an empty file); false for anything else.
 */
function looksLikeLmdb(path: string): boolean {
  if (!existsSync(path)) return true;
  const head = Buffer.alloc(LMDB_MAGIC_AT + 4);
  const fd = openSync(path, "r");
  try {
    const read = readSync(fd, head, 0, head.length, 0);
    return read === 0 || (read === head.length && head.readUInt32LE(LMDB_MAGIC_AT) === LMDB_MAGIC);
  } finally {
    closeSync(fd);
  }
}

interface Header {
  entry: IndexEntry;
  /** Where the body starts in the value. */
  bodyAt: number;
}

/** A stored value's header, or null when the value is not an entry of this format. */
function headerOf(value: Buffer): Header | null {
  const end = value.indexOf(NEWLINE);
  const entry = end < 0 ? null : parseHeader(value.toString("utf8", 0, end));
  return entry && { entry, bodyAt: end + 1 };
}

/** Whether the body hashes to what the header names. Hashed as the stored bytes, so a hit decodes the body once. */
function bodyIntact(value: Buffer, header: Header): boolean {
  return bytesHash(value.subarray(header.bodyAt)) === header.entry.bodyHash;
}

function parseHeader(line: string): IndexEntry | null {
  try {
    const parsed: unknown = JSON.parse(line);
    return isIndexEntry(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function isIndexEntry(value: unknown): value is IndexEntry {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    v.format === STORE_FORMAT &&
    typeof v.key === "string" &&
    typeof v.bodyHash === "string" &&
    /^[0-9a-f]{64}$/.test(v.bodyHash) &&
    typeof v.fetchedAt === "string" &&
    !Number.isNaN(Date.parse(v.fetchedAt)) &&
    typeof v.storedAt === "string" &&
    !Number.isNaN(Date.parse(v.storedAt)) &&
    typeof v.credits === "number" &&
    typeof v.service === "string" &&
    typeof v.endpoint === "string" &&
    Array.isArray(v.serviceIds)
  );
}
