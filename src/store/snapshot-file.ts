// A snapshot: every response a session used, in one portable file beside the notebook. The format
// is JSON Lines: a header line (what, when, which service), then one line per response with its
// canonical key, when it was fetched, what it cost, its body and the body's SHA-256. Lines are
// appended as responses arrive, so a notebook that is never closed (the usual case in a kernel)
// still leaves a complete file, and a process killed mid-line leaves every earlier line readable:
// a torn last line is ignored on reading and reported by `corebook snapshot verify`.
import { CorebookError } from "../errors/index.js";
import { appendFile, readFile } from "node:fs/promises";
import { writeFileAtomic } from "../fs/index.js";
import { contentHash } from "./canonical-key.js";

export const SNAPSHOT_FORMAT = "corebook-snapshot";
export const SNAPSHOT_VERSION = 1;

export interface SnapshotHeader {
  format: typeof SNAPSHOT_FORMAT;
  version: number;
  /** ISO time the recording started. */
  createdAt: string;
  /** The normalized service address the responses came from. */
  service: string;
  /** True when the responses came from the sandbox's synthetic data. */
  synthetic: boolean;
  corebookVersion: string;
}

export interface SnapshotEntry {
  key: string;
  fetchedAt: string;
  credits: number;
  core: string | null;
  endpoint: string;
  serviceIds: string[];
  bodyHash: string;
  body: string;
}

export interface SnapshotContents {
  header: SnapshotHeader;
  /** By canonical key; a key recorded twice keeps its last line. */
  entries: Map<string, SnapshotEntry>;
  /** Lines that did not parse or whose body does not match its hash (1-based line numbers). */
  damagedLines: number[];
}

export class SnapshotFormatError extends CorebookError {
  override name = "SnapshotFormatError";
}

export async function readSnapshot(path: string): Promise<SnapshotContents> {
  const text = await readFile(path, "utf8");
  const lines = text.split("\n");
  let header: unknown;
  try {
    header = JSON.parse(lines[0]);
  } catch {
    header = null;
  }
  const h = header as Partial<SnapshotHeader> | null;
  if (!h || h.format !== SNAPSHOT_FORMAT) {
    throw new SnapshotFormatError(`${path} is not a corebook snapshot (its first line is not a snapshot header)`);
  }
  if (h.version !== SNAPSHOT_VERSION) {
    throw new SnapshotFormatError(
      `${path} is a snapshot of format version ${h.version}; this corebook reads version ${SNAPSHOT_VERSION}: record it again`,
    );
  }
  const entries = new Map<string, SnapshotEntry>();
  const damagedLines: number[] = [];
  for (let i = 1; i < lines.length; i++) {
    if (lines[i] === "") continue;
    let entry: SnapshotEntry | null = null;
    try {
      entry = JSON.parse(lines[i]) as SnapshotEntry;
    } catch {
      entry = null;
    }
    if (!entry || typeof entry.key !== "string" || typeof entry.body !== "string" || contentHash(entry.body) !== entry.bodyHash) {
      damagedLines.push(i + 1);
      continue;
    }
    entries.set(entry.key, entry);
  }
  return { header: h as SnapshotHeader, entries, damagedLines };
}

export async function startSnapshot(path: string, header: SnapshotHeader): Promise<void> {
  await writeFileAtomic(path, `${JSON.stringify(header)}\n`);
}

/**
 * Rewrites a finished snapshot with its entries in key order. Entries are appended as responses
 * arrive (so a kernel that dies leaves a usable file), and concurrent requests arrive in any order;
 * sorted on close, the same session gives the same bytes every time.
 */
export async function sortSnapshot(path: string): Promise<void> {
  const lines = (await readFile(path, "utf8")).split("\n").filter((line) => line !== "");
  const [header, ...entries] = lines;
  const keyed = entries.map((line) => {
    try {
      return { key: String((JSON.parse(line) as { key?: unknown }).key), line };
    } catch {
      return { key: "\uffff", line };
    }
  });
  keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  await writeFileAtomic(path, `${[header, ...keyed.map((k) => k.line)].join("\n")}\n`);
}

/** Appends entries one after another: concurrent responses of one session never interleave lines. */
export function snapshotAppender(path: string): { append(entry: Omit<SnapshotEntry, "bodyHash">): Promise<void>; close(): Promise<void> } {
  let chain: Promise<void> = Promise.resolve();
  return {
    append(entry) {
      const line = `${JSON.stringify({ ...entry, bodyHash: contentHash(entry.body) })}\n`;
      chain = chain.then(() => appendFile(path, line));
      return chain;
    },
    async close() {
      await chain;
      await sortSnapshot(path);
    },
  };
}
