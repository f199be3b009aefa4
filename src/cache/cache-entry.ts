// One value of the response cache, in three lines: a check of the rest of the value, a one-line
// JSON header (the entry: which request, when fetched, what it cost, from which service), then the
// raw response body. The check covers the header as well as the body, so a damaged byte anywhere,
// a fetch time or a credit count included, makes the entry read as absent rather than serve wrong
// provenance. JSON.stringify escapes every newline, so the header is exactly one line.
//
// The check is the CRC-32 of the rest in 8 hex digits. Entries written before it carry the SHA-256
// of the rest in 64 hex digits; they are still read (the length of the first line says which), so
// a cache filled by an older corebook is served, not fetched and paid for again. Why CRC-32: it is
// there to catch damage (a flipped bit, a torn page), not tampering, which anyone able to write the
// cache could re-hash; and a warm get of 2,000 records spent 6 ms hashing 5 MB with SHA-256 against
// 2.5 ms for CRC-32 (bench/cache-hits.mjs).
import { bytesHash } from "./canonical-key.js";
import { crc32 } from "./crc32.js";

/** Bump when the layout or the entry header changes; older caches are then ignored (and pruned). */
export const CACHE_FORMAT = 3;
const NEWLINE = 10;
/** Lengths of the check line: a CRC-32 in hex, or (older entries) a SHA-256 in hex. */
const CRC_LENGTH = 8;
const SHA_LENGTH = 64;

export interface IndexEntry {
  format: number;
  /** The canonical request key (canonical-key.ts). */
  key: string;
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
  /**
   * Set when the body's `data` passed the client's strict record schema unchanged: the fingerprint
   * of that schema (src/schema/verbatim.ts). While the client's schema has the same fingerprint, a
   * hit is served without parsing the records again.
   */
  verbatim?: string;
  /** The response's X-Corebook-Dataset header: the sandbox dataset it came from (absent for the real service). */
  dataset?: string;
}

interface Header {
  entry: IndexEntry;
  /** Where the body starts in the value. */
  bodyAt: number;
}

/** A stored value: the check line, the header line, then the body. */
export function entryValue(entry: IndexEntry, text: string): Buffer {
  const rest = Buffer.from(`${JSON.stringify(entry)}\n${text}`);
  const value = Buffer.allocUnsafe(CRC_LENGTH + 1 + rest.length);
  value.write(crc32(rest).toString(16).padStart(CRC_LENGTH, "0"), 0, "latin1");
  value[CRC_LENGTH] = NEWLINE;
  rest.copy(value, CRC_LENGTH + 1);
  return value;
}

/** Where the header starts: after a check line of either length; -1 when the value has neither. */
export function headerAt(value: Buffer): number {
  if (value[CRC_LENGTH] === NEWLINE) return CRC_LENGTH + 1;
  if (value[SHA_LENGTH] === NEWLINE) return SHA_LENGTH + 1;
  return -1;
}

/** Where the header line that starts at `at` ends (its newline); -1 when it has no start or no end. */
export function headerEnd(value: Buffer, at: number): number {
  return at < 0 ? -1 : value.indexOf(NEWLINE, at);
}

/** Whether the value is whole: everything after its first line matches the check that line holds. */
export function valueIntact(value: Buffer): boolean {
  const at = headerAt(value);
  if (at < 0 || value.length <= at) return false;
  if (at === CRC_LENGTH + 1) return crc32(value.subarray(at)) === hexNumber(value, CRC_LENGTH);
  return bytesHash(value.subarray(at)) === value.toString("latin1", 0, SHA_LENGTH);
}

/** The number written in the value's first `length` bytes as lowercase hex, or -1 when they are not. */
function hexNumber(value: Buffer, length: number): number {
  let n = 0;
  for (let i = 0; i < length; i++) {
    const c = value[i];
    const digit = c >= 48 && c <= 57 ? c - 48 : c >= 97 && c <= 102 ? c - 87 : -1;
    if (digit < 0) return -1;
    n = n * 16 + digit;
  }
  return n;
}

/**
 * A stored value's header, or null when the value is not an entry of this format (its check is not
 * made here: see valueIntact).
 */
export function headerOf(value: Buffer): Header | null {
  const at = headerAt(value);
  const end = headerEnd(value, at);
  if (end < 0) return null;
  const entry = parseHeader(value.toString("utf8", at, end), isIndexEntry);
  return entry && { entry, bodyAt: end + 1 };
}

export function parseHeader(line: string, valid: (value: unknown) => value is IndexEntry): IndexEntry | null {
  try {
    const parsed: unknown = JSON.parse(line);
    return valid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Whether a parsed header holds what serving a hit reads. */
export function isServable(value: unknown): value is IndexEntry {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    v.format === CACHE_FORMAT &&
    typeof v.key === "string" &&
    typeof v.fetchedAt === "string" &&
    typeof v.credits === "number" &&
    Array.isArray(v.serviceIds) &&
    (v.verbatim === undefined || typeof v.verbatim === "string") &&
    (v.dataset === undefined || typeof v.dataset === "string")
  );
}

function isIndexEntry(value: unknown): value is IndexEntry {
  if (!isServable(value)) return false;
  // What isServable checked is typed; the rest is read as the unknown it still is.
  const v: { [K in keyof IndexEntry]?: unknown } = value;
  return (
    !Number.isNaN(Date.parse(value.fetchedAt)) &&
    typeof v.storedAt === "string" &&
    !Number.isNaN(Date.parse(v.storedAt)) &&
    typeof v.service === "string" &&
    typeof v.endpoint === "string"
  );
}
