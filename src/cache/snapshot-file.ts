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
import { hash } from "node:crypto";
import { appendFile, readFile } from "node:fs/promises";
import { CorebookError } from "../errors/index.js";
import { writeFileAtomic } from "../fs/index.js";
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
const END_KEY = "end";

/** A line with its own hash appended. */
function sealedLine(value: object): string {
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

function isEntry(value: Record<string, unknown>): boolean {
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

function entryOf(value: Record<string, unknown>): SnapshotEntry {
  const { key, fetchedAt, credits, core, endpoint, serviceIds, bodyHash, body, dataset } = value as unknown as SnapshotEntry;
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

export async function readSnapshot(path: string): Promise<SnapshotContents> {
  const text = await readFile(path, "utf8");
  const lines = text.split("\n");
  // A complete file ends with a newline: the last piece is empty. Anything else is a torn line.
  const torn = lines.pop() as string;
  const count = lines.length + (torn === "" ? 0 : 1);
  const first = lines[0] ?? torn;
  const headerText = lineText(first);
  // Parsed as it stands: a version 1 header has no hash, and a damaged one is told apart below.
  const header = parseObject(first);
  if (!header || header.format !== SNAPSHOT_FORMAT) {
    if (first.startsWith(`{"format":"${SNAPSHOT_FORMAT}"`))
      throw new SnapshotDamagedError(path, [{ line: 1, why: "the header does not parse" }], "cannot read it");
    throw new SnapshotFormatError(`${path} is not a corebook snapshot (its first line is not a snapshot header)`);
  }
  if (header.version === 1) return readVersion1(path, header as unknown as SnapshotHeader, lines, torn, count);
  if (header.version !== SNAPSHOT_VERSION) {
    throw new SnapshotFormatError(
      `${path} is a snapshot of format version ${JSON.stringify(header.version)}; this corebook reads versions 1 and ${SNAPSHOT_VERSION}: update corebook, or record it again`,
    );
  }
  if (headerText === null)
    throw new SnapshotDamagedError(path, [{ line: 1, why: "the header's content does not match its hash" }], "cannot read it");
  const contents: SnapshotContents = {
    path,
    header: header as unknown as SnapshotHeader,
    entries: new Map(),
    damaged: [],
    seal: "open",
    lines: count,
  };
  const lineOf = new Map<string, number>();
  let bytes = first.length + 1;
  for (let i = 1; i < lines.length; i++) {
    const line = i + 1;
    const damage = (why: string) => contents.damaged.push({ line, why });
    const raw = lines[i];
    const textOk = lineText(raw);
    const value = textOk === null ? null : parseObject(textOk);
    if (value && value[END_KEY] === true) {
      if (i !== lines.length - 1 || torn !== "") damage("an end line before the last line");
      else if (value.entries !== i - 1 || value.fileHash !== hash("sha256", text.slice(0, bytes), "hex"))
        damage("the end line does not match the lines before it (a line was lost, added, changed or moved)");
      else contents.seal = "sealed";
      bytes += raw.length + 1;
      continue;
    }
    bytes += raw.length + 1;
    if (raw === "") damage("an empty line");
    else if (textOk === null) damage("its content does not match its hash");
    else if (!value || !isEntry(value)) damage("not a complete response entry");
    else if (lineOf.has(value.key as string)) damage(`it repeats the response of line ${lineOf.get(value.key as string)}`);
    else {
      lineOf.set(value.key as string, line);
      contents.entries.set(value.key as string, entryOf(value));
    }
  }
  if (torn !== "") contents.damaged.push({ line: count, why: "the line is cut off (the file ends in the middle of it)" });
  return contents;
}

/** Version 1: no line hashes, no end line; a key recorded twice keeps its last line. */
function readVersion1(path: string, header: SnapshotHeader, lines: string[], torn: string, count: number): SnapshotContents {
  const contents: SnapshotContents = { path, header, entries: new Map(), damaged: [], seal: "unverifiable", lines: count };
  for (let i = 1; i < lines.length; i++) {
    if (lines[i] === "") continue;
    const value = parseObject(lines[i]);
    if (!value || !isEntry(value)) contents.damaged.push({ line: i + 1, why: "not a complete entry, or its body does not match its hash" });
    else contents.entries.set(value.key as string, entryOf(value));
  }
  if (torn !== "") contents.damaged.push({ line: count, why: "the line is cut off (the file ends in the middle of it)" });
  return contents;
}

/** Starts a recording: the header alone. */
export async function startSnapshot(path: string, header: SnapshotHeader): Promise<void> {
  await writeFileAtomic(path, `${sealedLine(header)}\n`, { durable: true });
}

/**
 * Reopens a snapshot to extend it: rewritten as version 2 without its end line (it is sealed again
 * when the session closes). Only an intact snapshot is extended: a damaged one would carry its
 * damage on under a fresh seal.
 */
export async function reopenSnapshot(contents: SnapshotContents): Promise<void> {
  if (contents.damaged.length > 0) throw new SnapshotDamagedError(contents.path, contents.damaged, "cannot extend it");
  const header = { ...contents.header, version: SNAPSHOT_VERSION };
  const lines = [sealedLine(header), ...[...contents.entries.values()].map((entry) => sealedLine(entry))];
  await writeFileAtomic(contents.path, `${lines.join("\n")}\n`, { durable: true });
}

/**
 * Seals a finished recording: its entries in key order (concurrent requests arrive in any order;
 * sorted, the same session gives the same bytes every time), then the end line.
 */
async function sealSnapshot(path: string): Promise<void> {
  const [header, ...entries] = (await readFile(path, "utf8")).split("\n").filter((line) => line !== "");
  const keyed = entries.map((line) => {
    const value = parseObject(lineText(line) ?? "");
    return { key: typeof value?.key === "string" ? value.key : "\uffff", line, end: value?.[END_KEY] === true };
  });
  const kept = keyed.filter((k) => !k.end).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const body = `${[header, ...kept.map((k) => k.line)].join("\n")}\n`;
  const end = sealedLine({ [END_KEY]: true, entries: kept.length, fileHash: hash("sha256", body, "hex") });
  await writeFileAtomic(path, `${body}${end}\n`, { durable: true });
}

/** Appends entries one after another: concurrent responses of one session never interleave lines. */
export function snapshotAppender(path: string): { append(entry: Omit<SnapshotEntry, "bodyHash">): Promise<void>; close(): Promise<void> } {
  let chain: Promise<void> = Promise.resolve();
  return {
    append(entry) {
      const line = `${sealedLine({ ...entry, bodyHash: contentHash(entry.body) })}\n`;
      chain = chain.then(() => appendFile(path, line));
      return chain;
    },
    async close() {
      await chain;
      await sealSnapshot(path);
    },
  };
}
