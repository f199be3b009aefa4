// A snapshot: every response a session used, in one portable file beside the notebook. The format
// is JSON Lines: a header line (what, when, which service), then one line per response with its
// canonical key, when it was fetched, what it cost, its body and the body's SHA-256. Lines are
// appended as responses arrive, so a notebook that is never closed (the usual case in a kernel)
// still leaves a usable file, and a process killed mid-line leaves every earlier line readable.
//
// Format version 2 makes damage visible. Every line ends with `"lineHash"`, the SHA-256 of the line
// as it would read without it, so a changed byte anywhere in a line (its key included) shows; no
// two lines may hold the same request, so a repeated line shows; and when the session closes, the
// lines are sorted by key and an end line is added with their count and the SHA-256 of everything
// before it, so a line lost, reordered or cut off shows too. A file without an end line is one
// whose recording was not closed (still running, or killed): each line is still verified, but a cut
// at a line boundary cannot be told from the end of the recording. Version 1 files (no line hashes,
// no end line) are still read; `snapshot verify` says what it cannot check in them.
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { CorebookError } from "../errors/index.js";
import { nodeCrypto } from "../common/index.js";
import { contentHash } from "./canonical-key.js";

export const SNAPSHOT_FORMAT = "corebook-snapshot";
export const SNAPSHOT_VERSION = 2;

interface SnapshotHeader {
  format: typeof SNAPSHOT_FORMAT;
  version: number;
  /** ISO time the recording started. */
  createdAt: string;
  /**
   * The session's day when the recording started (`YYYY-MM-DD`, the service's or sandbox's day):
   * a replay takes every date default (searchAll's `to`, ...) from it, not from the machine's date.
   * Absent in files from before it was written; the day of `createdAt` stands in.
   */
  day?: string;
  /** The normalized service address the responses came from. */
  service: string;
  /** True when the responses came from the sandbox's synthetic data. */
  synthetic: boolean;
  /** The sandbox dataset (X-Corebook-Dataset) when known at the start of the recording; absent in files from before dataset versions. */
  dataset?: string | null;
  corebookVersion: string;
}

/**
 * A parsed first line that names the snapshot format: its other fields are the recorder's, read as
 * written (a version-1 file lacks the later ones, which SnapshotHeader marks optional).
 */
function isSnapshotHeader(value: Record<string, unknown> | null): value is Record<string, unknown> & SnapshotHeader {
  return value !== null && value.format === SNAPSHOT_FORMAT;
}

/** The day a snapshot was recorded on: its `day`, or the day of `createdAt` in older files. */
export function recordedDay(header: SnapshotHeader): string {
  return typeof header.day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(header.day) ? header.day : header.createdAt.slice(0, 10);
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
  /** The response's X-Corebook-Dataset header (sandbox responses only). */
  dataset?: string;
}

/** A line that cannot be used, and why (1-based line numbers). */
interface DamagedLine {
  line: number;
  why: string;
}

export interface SnapshotContents {
  path: string;
  header: SnapshotHeader;
  /** By canonical key. */
  entries: Map<string, SnapshotEntry>;
  damaged: DamagedLine[];
  /**
   * `sealed`: the end line is there and matches; `open`: no end line (the recording was not closed,
   * or the file was cut at a line boundary); `unverifiable`: a version 1 file.
   */
  seal: "sealed" | "open" | "unverifiable";
  /** Lines in the file, the header and a torn last line included. */
  lines: number;
  /** The file's identity (device, inode, size, modification time) when it was read. */
  identity: string;
}

export class SnapshotFormatError extends CorebookError {
  /** Always `"SnapshotFormatError"`. */
  override name = "SnapshotFormatError";
}

/** A request a replay cannot answer because the snapshot is damaged: names the file and the first damaged line. */
export class SnapshotDamagedError extends CorebookError {
  /** Always `"SnapshotDamagedError"`. */
  override name = "SnapshotDamagedError";
  constructor(
    /** The damaged snapshot file's path, as the message shows it (for `corebook snapshot verify`). */
    readonly path: string,
    /** The damaged lines in file order: each line's number (the header is line 1) and what is wrong with it. */
    readonly damaged: DamagedLine[],
    detail: string,
  ) {
    const [first] = damaged;
    const more = damaged.length > 1 ? ` (and ${damaged.length - 1} more line${damaged.length > 2 ? "s" : ""})` : "";
    super(
      `${detail}: the snapshot ${path} is damaged at line ${first.line}${more}: ${first.why}. ` +
        `\`corebook snapshot verify ${path}\` lists the damage; record the snapshot again (snapshot: { path, mode: "record" }) to replace it`,
    );
  }
}

const LINE_HASH = /,"lineHash":"([0-9a-f]{64})"\}$/;
export const END_KEY = "end";

/** A line with its own hash appended. */
export function sealedLine(value: object): string {
  const text = JSON.stringify(value);
  return `${text.slice(0, -1)},"lineHash":"${contentHash(text)}"}`;
}

/** The line's JSON without its hash, or null when the hash is missing or does not match. */
function lineText(line: string): string | null {
  const m = LINE_HASH.exec(line);
  if (!m) return null;
  const text = `${line.slice(0, m.index)}}`;
  return contentHash(text) === m[1] ? text : null;
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A parsed line that holds a whole entry (its other keys, if any, are not read). */
function isEntry(value: Record<string, unknown>): value is Record<string, unknown> & SnapshotEntry {
  return (
    typeof value.key === "string" &&
    typeof value.body === "string" &&
    typeof value.bodyHash === "string" &&
    typeof value.fetchedAt === "string" &&
    typeof value.credits === "number" &&
    typeof value.endpoint === "string" &&
    Array.isArray(value.serviceIds) &&
    (value.dataset === undefined || typeof value.dataset === "string") &&
    contentHash(value.body) === value.bodyHash
  );
}

function entryOf(value: SnapshotEntry, keepBody: boolean): SnapshotEntry {
  const { key, fetchedAt, credits, core, endpoint, serviceIds, bodyHash, dataset } = value;
  const body = keepBody ? value.body : "";
  return {
    key,
    fetchedAt,
    credits,
    core: core ?? null,
    endpoint,
    serviceIds,
    bodyHash,
    body,
    ...(dataset !== undefined ? { dataset } : {}),
  };
}

/** What reading a snapshot keeps: `keep: false` drops each body once `each` has seen it (verify, info: a file of any size). */
interface ReadOptions {
  keep?: boolean;
  each?: (entry: SnapshotEntry) => void;
}

/** The end line's digest of the requests a recording holds: the SHA-256 of their keys, sorted, one a line. */
export function keysDigest(keys: Iterable<string>): string {
  const digest = nodeCrypto().createHash("sha256");
  for (const key of [...keys].sort()) digest.update(`${key}\n`);
  return digest.digest("hex");
}

/**
 * Reads a snapshot line by line: a file is never one string (V8 refuses strings past about 512 MB,
 * and a snapshot of large bodies passes that), and `keep: false` keeps no body either.
 */
export async function readSnapshot(path: string, options: ReadOptions = {}): Promise<SnapshotContents> {
  const keep = options.keep !== false;
  const lines = fileLines(path);
  const first = await lines.next();
  if (first.done) throw new SnapshotFormatError(`${path} is not a corebook snapshot (it is empty)`);
  const headerLine = first.value;
  const headerText = lineText(headerLine.text);
  // Parsed as it stands: a version 1 header has no hash, and a damaged one is told apart below.
  const header = parseObject(headerLine.text);
  if (!isSnapshotHeader(header)) {
    if (headerLine.text.startsWith(`{"format":"${SNAPSHOT_FORMAT}"`))
      throw new SnapshotDamagedError(path, [{ line: 1, why: "the header does not parse" }], "cannot read it");
    throw new SnapshotFormatError(`${path} is not a corebook snapshot (its first line is not a snapshot header)`);
  }
  const version1 = header.version === 1;
  if (!version1 && header.version !== SNAPSHOT_VERSION) {
    throw new SnapshotFormatError(
      `${path} is a snapshot of format version ${JSON.stringify(header.version)}; this corebook reads versions 1 and ${SNAPSHOT_VERSION}: update corebook, or record it again`,
    );
  }
  if (!version1 && headerText === null)
    throw new SnapshotDamagedError(path, [{ line: 1, why: "the header's content does not match its hash" }], "cannot read it");
  const contents: SnapshotContents = {
    path,
    header,
    entries: new Map(),
    damaged: [],
    seal: version1 ? "unverifiable" : "open",
    lines: 1,
    identity: await fileIdentity(path),
  };
  const damage = (line: number, why: string) => contents.damaged.push({ line, why });
  const keep1 = (value: SnapshotEntry) => {
    const entry = entryOf(value, keep);
    options.each?.(entryOf(value, true));
    contents.entries.set(value.key, entry);
  };
  // Everything before the end line, hashed as it is read (the end line's fileHash covers it).
  const before = nodeCrypto().createHash("sha256");
  if (headerLine.complete) before.update(headerLine.bytes).update("\n");
  else damage(1, "the line is cut off (the file ends in the middle of it)");
  const lineOf = new Map<string, number>();
  /** The end line seen so far, and what it said; a line after it makes it "an end line before the last line". */
  let end: { line: number; value: Record<string, unknown>; hashed: string } | null = null;
  for (let next = await lines.next(); !next.done; next = await lines.next()) {
    const { text: raw, bytes, complete } = next.value;
    const line = ++contents.lines;
    if (!complete) {
      if (end) damage(end.line, "an end line before the last line");
      end = null;
      damage(line, "the line is cut off (the file ends in the middle of it)");
      break;
    }
    if (end) {
      damage(end.line, "an end line before the last line");
      end = null;
    }
    if (version1) {
      if (raw === "") continue;
      const value = parseObject(raw);
      if (!value || !isEntry(value)) damage(line, "not a complete entry, or its body does not match its hash");
      else keep1(value);
      continue;
    }
    const textOk = lineText(raw);
    const value = textOk === null ? null : parseObject(textOk);
    if (value && value[END_KEY] === true) {
      end = { line, value, hashed: before.copy().digest("hex") };
    } else if (raw === "") damage(line, "an empty line");
    else if (textOk === null) damage(line, "its content does not match its hash");
    else if (!value || !isEntry(value)) damage(line, "not a complete response entry");
    else if (lineOf.has(value.key)) damage(line, `it repeats the response of line ${lineOf.get(value.key)}`);
    else {
      lineOf.set(value.key, line);
      keep1(value);
    }
    before.update(bytes).update("\n");
  }
  if (end) {
    const { value } = end;
    if (value.entries !== end.line - 2 || value.fileHash !== end.hashed)
      damage(end.line, "the end line does not match the lines before it (a line was lost, added, changed or moved)");
    else if (typeof value.keysHash === "string" && value.keysHash !== keysDigest(lineOf.keys()))
      damage(end.line, "the end line's record of the requests recorded does not match the file's (responses were lost or added)");
    else contents.seal = "sealed";
  }
  return contents;
}

/** The file's identity when read: an extension re-reads a file that changed since (under its lock). */
async function fileIdentity(path: string): Promise<string> {
  const s = await stat(path, { bigint: true });
  return [s.dev, s.ino, s.size, s.mtimeNs].join(":");
}

/** Whether the file at `path` is still the one `contents` was read from. */
export async function unchangedSince(contents: SnapshotContents): Promise<boolean> {
  return (await fileIdentity(contents.path).catch(() => null)) === contents.identity;
}

interface FileLine {
  text: string;
  /** The line's bytes as they are in the file, without the newline. */
  bytes: Buffer;
  /** False for a last line with no newline after it (a file cut short). */
  complete: boolean;
}

/** A file's lines, split at each newline byte (never at a carriage return, which a JSON line cannot hold). */
async function* fileLines(path: string): AsyncGenerator<FileLine> {
  let pending: Buffer[] = [];
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 }) as AsyncIterable<Buffer>) {
    let from = 0;
    for (let at = chunk.indexOf(10, from); at !== -1; at = chunk.indexOf(10, from)) {
      const piece = chunk.subarray(from, at);
      const bytes = pending.length === 0 ? piece : Buffer.concat([...pending, piece]);
      pending = [];
      yield { text: bytes.toString("utf8"), bytes, complete: true };
      from = at + 1;
    }
    if (from < chunk.length) pending.push(chunk.subarray(from));
  }
  if (pending.length > 0) {
    const bytes = Buffer.concat(pending);
    yield { text: bytes.toString("utf8"), bytes, complete: false };
  }
}
