// The on-disk response store: one file per request key, named by the key's SHA-256, holding a
// one-line JSON header (the entry: key, when fetched, what it cost, from which service, the body's
// SHA-256) and then the raw response body. Every file is written whole then renamed into place
// (atomic-file.ts), so two kernels can share one store and a killed process never leaves a half
// entry behind. Reading is defensive: a file whose header does not parse, has another format
// version, names another key, or whose body does not match its hash reads as absent, so it is
// fetched again and overwritten.
//
// Format 1 kept bodies content-addressed in a second file per entry. A hit then cost two file
// reads, and on this hot path (a warm get of 2,000 records is 2,000 hits) the reads were most of
// the store's cost; identical bodies under two keys were rare enough that sharing them saved
// next to nothing. Format 2 keeps the integrity check (the body's hash, in the header) and reads
// one file per hit.
import { readFileSync } from "node:fs";
import { open, readdir, readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { TEMP_MARK, writeFileAtomic } from "./atomic-file.js";
import { contentHash, keyHash } from "./canonical-key.js";

/** Bump when the layout or the entry header changes; older stores are then ignored (and pruned). */
export const STORE_FORMAT = 2;
const ROOT_PREFIX = "responses-v";
const ROOT = `${ROOT_PREFIX}${STORE_FORMAT}`;

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
  path: string;
  entry: IndexEntry;
  /** The file's size: header and body. */
  bytes: number;
}

export class ResponseStore {
  readonly root: string;

  constructor(readonly dir: string) {
    this.root = join(dir, ROOT);
  }

  // Plain concatenation: path.join normalises on every call (the root is normalised once above).
  private entryPath(key: string): string {
    const hash = keyHash(key);
    return `${this.root}/${hash.slice(0, 2)}/${hash}`;
  }

  /** The stored response for a key, or null when absent or damaged in any way. */
  async get(key: string): Promise<StoredBody | null> {
    // A synchronous read on purpose: entries are a few kilobytes, and a round trip through libuv's
    // thread pool costs more than the read itself. The "utf8" form reads in one native call.
    let file: string;
    try {
      file = readFileSync(this.entryPath(key), "utf8");
    } catch {
      return null;
    }
    const stored = parseEntryFile(file);
    return stored && stored.entry.key === key ? stored : null;
  }

  async put(entry: Omit<IndexEntry, "format" | "bodyHash" | "storedAt">, text: string): Promise<IndexEntry> {
    const full: IndexEntry = { format: STORE_FORMAT, ...entry, storedAt: new Date().toISOString(), bodyHash: contentHash(text) };
    // JSON.stringify escapes every newline, so the header is exactly the first line.
    await writeFileAtomic(this.entryPath(entry.key), `${JSON.stringify(full)}\n${text}`);
    return full;
  }

  /** Drops the entry of a key. */
  async forget(key: string): Promise<void> {
    await rm(this.entryPath(key), { force: true });
  }

  /**
   * Every entry's header with its file and size (bodies are not read or checked: see `check`),
   * the files that are not entries of this format, and temporary files of interrupted writes.
   */
  async scan(): Promise<{ entries: ScannedEntry[]; damaged: string[]; temporary: string[] }> {
    const entries: ScannedEntry[] = [];
    const damaged: string[] = [];
    const temporary: string[] = [];
    for (const { path, bytes } of await listFiles(this.root)) {
      if (path.includes(TEMP_MARK)) {
        temporary.push(path);
        continue;
      }
      const entry = await readHeader(path);
      if (entry) entries.push({ path, entry, bytes });
      else damaged.push(path);
    }
    return { entries, damaged, temporary };
  }

  /** Whether an entry file is whole: its header parses and its body matches the hash it names. */
  async check(path: string): Promise<boolean> {
    try {
      return parseEntryFile(await readFile(path, "utf8")) !== null;
    } catch {
      return false;
    }
  }

  /** Stores an older corebook left beside this one (`responses-v1`, ...): never read, only pruned. */
  async otherFormats(): Promise<string[]> {
    const names = await readdir(this.dir).catch(() => []);
    return names.filter((name) => name.startsWith(ROOT_PREFIX) && name !== ROOT).map((name) => join(this.dir, name));
  }
}

function parseEntryFile(file: string): StoredBody | null {
  const end = file.indexOf("\n");
  if (end < 0) return null;
  const entry = parseHeader(file.slice(0, end));
  if (!entry) return null;
  const text = file.slice(end + 1);
  return contentHash(text) === entry.bodyHash ? { entry, text } : null;
}

function parseHeader(line: string): IndexEntry | null {
  try {
    const parsed: unknown = JSON.parse(line);
    return isIndexEntry(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The header of an entry file, reading no more of it than the first line. */
async function readHeader(path: string): Promise<IndexEntry | null> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(path, "r");
    let buffer = Buffer.alloc(4096);
    let filled = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, filled, buffer.length - filled, filled);
      const end = buffer.indexOf(10, filled);
      filled += bytesRead;
      if (end >= 0 && end < filled) return parseHeader(buffer.toString("utf8", 0, end));
      if (bytesRead === 0) return null; // no newline: not an entry file
      if (filled === buffer.length) buffer = Buffer.concat([buffer, Buffer.alloc(buffer.length)]);
    }
  } catch {
    return null;
  } finally {
    await handle?.close();
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

/** Every file under `dir` with its size (none when the folder does not exist). */
async function listFiles(dir: string): Promise<{ path: string; bytes: number }[]> {
  let names: string[];
  try {
    names = await readdir(dir, { recursive: true });
  } catch {
    return [];
  }
  const files: { path: string; bytes: number }[] = [];
  for (const name of names) {
    const path = join(dir, name);
    try {
      const info = await stat(path);
      if (info.isFile()) files.push({ path, bytes: info.size });
    } catch {
      // removed by another process meanwhile
    }
  }
  return files;
}
