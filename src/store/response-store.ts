// The on-disk response store: bodies content-addressed by their SHA-256, and one small index file
// per request key that names the body and says when it was fetched, what it cost and from which
// service. Every file is written whole then renamed into place (atomic-file.ts), so two kernels can
// share one store and a killed process never leaves a half entry behind. Reading is defensive: an
// index file that does not parse, has another format version, or names a body that is missing or
// whose hash does not match is treated as absent, so it is fetched again and overwritten.
import { readFileSync } from "node:fs";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { writeFileAtomic, TEMP_MARK } from "./atomic-file.js";
import { contentHash, keyHash } from "./canonical-key.js";

/** Bump when the layout or the index entry changes; older entries are then skipped and refetched. */
export const STORE_FORMAT = 1;
const ROOT = `responses-v${STORE_FORMAT}`;

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

export class ResponseStore {
  readonly root: string;

  constructor(readonly dir: string) {
    this.root = join(dir, ROOT);
  }

  // Plain concatenation: path.join normalises on every call, and the read path builds two paths
  // per entry (the root is already normalised by join in the constructor).
  private indexPath(hash: string): string {
    return `${this.root}/index/${hash.slice(0, 2)}/${hash}.json`;
  }

  private contentPath(hash: string): string {
    return `${this.root}/content/${hash.slice(0, 2)}/${hash}`;
  }

  /** The stored response for a key, or null when absent or damaged in any way. */
  async get(key: string): Promise<StoredBody | null> {
    // Synchronous reads on purpose: entries are a few kilobytes, and a round trip through libuv's
    // thread pool costs more than the read itself (a warm get of 2,000 records is 4,000 reads).
    const entry = this.readEntrySync(this.indexPath(keyHash(key)));
    if (!entry || entry.key !== key) return null;
    let text: string;
    try {
      // The "utf8" form reads in one native call (a Buffer read costs open, fstat, read and close
      // from JavaScript), which outweighs re-encoding the text for its hash.
      text = readFileSync(this.contentPath(entry.bodyHash), "utf8");
    } catch {
      return null;
    }
    if (contentHash(text) !== entry.bodyHash) return null;
    return { entry, text };
  }

  async put(entry: Omit<IndexEntry, "format" | "bodyHash" | "storedAt">, text: string): Promise<IndexEntry> {
    const full: IndexEntry = { format: STORE_FORMAT, ...entry, storedAt: new Date().toISOString(), bodyHash: contentHash(text) };
    // The body first: an index entry never names a body that is not there yet.
    await writeFileAtomic(this.contentPath(full.bodyHash), text);
    await writeFileAtomic(this.indexPath(keyHash(entry.key)), JSON.stringify(full));
    return full;
  }

  /** Drops the index entry of a key (its body stays until prune finds it unreferenced). */
  async forget(key: string): Promise<void> {
    await rm(this.indexPath(keyHash(key)), { force: true });
  }

  private readEntrySync(path: string): IndexEntry | null {
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(path, "utf8"));
    } catch {
      return null;
    }
    return isIndexEntry(parsed) ? parsed : null;
  }

  private async readEntry(path: string): Promise<IndexEntry | null> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(path, "utf8"));
    } catch {
      return null;
    }
    return isIndexEntry(parsed) ? parsed : null;
  }

  /** Every readable index entry with its file, and the paths of unreadable ones. */
  async scan(): Promise<{ entries: { path: string; entry: IndexEntry }[]; damaged: string[]; temporary: string[] }> {
    const entries: { path: string; entry: IndexEntry }[] = [];
    const damaged: string[] = [];
    const temporary: string[] = [];
    for (const path of await listFiles(join(this.root, "index"))) {
      if (path.includes(TEMP_MARK)) {
        temporary.push(path);
        continue;
      }
      const entry = await this.readEntry(path);
      if (entry) entries.push({ path, entry });
      else damaged.push(path);
    }
    for (const path of await listFiles(join(this.root, "content"))) {
      if (path.includes(TEMP_MARK)) temporary.push(path);
    }
    return { entries, damaged, temporary };
  }

  /** Body files with their hash (from the name) and size. */
  async bodies(): Promise<{ path: string; hash: string; bytes: number }[]> {
    const out: { path: string; hash: string; bytes: number }[] = [];
    for (const path of await listFiles(join(this.root, "content"))) {
      if (path.includes(TEMP_MARK)) continue;
      out.push({ path, hash: path.slice(path.lastIndexOf("/") + 1), bytes: (await stat(path)).size });
    }
    return out;
  }

  contentFile(hash: string): string {
    return this.contentPath(hash);
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

export async function listFiles(dir: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(dir, { recursive: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const name of names) {
    const path = join(dir, name);
    try {
      if ((await stat(path)).isFile()) files.push(path);
    } catch {
      // removed by another process meanwhile
    }
  }
  return files;
}
