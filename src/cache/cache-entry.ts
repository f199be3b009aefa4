// One value of the response cache, in three lines: the SHA-256 of the rest of the value (64 hex
// characters), a one-line JSON header (the entry: which request, when fetched, what it cost, from
// which service), then the raw response body. The hash covers the header as well as the body, so a
// damaged byte anywhere, a fetch time or a credit count included, makes the entry read as absent
// rather than serve wrong provenance. JSON.stringify escapes every newline, so the header is
// exactly one line.
import { bytesHash, contentHash } from "./canonical-key.js";

/** Bump when the layout or the entry header changes; older caches are then ignored (and pruned). */
export const CACHE_FORMAT = 3;
const NEWLINE = 10;
const HASH_LENGTH = 64;
const HEADER_AT = HASH_LENGTH + 1;

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

/** A stored value: the hash line, the header line, then the body. */
export function entryValue(entry: IndexEntry, text: string): Buffer {
  const rest = `${JSON.stringify(entry)}\n${text}`;
  return Buffer.from(`${contentHash(rest)}\n${rest}`);
}

/** Whether the value is whole: everything after its first line hashes to that line. */
export function valueIntact(value: Buffer): boolean {
  return (
    value.length > HEADER_AT &&
    value[HASH_LENGTH] === NEWLINE &&
    bytesHash(value.subarray(HEADER_AT)) === value.toString("latin1", 0, HASH_LENGTH)
  );
}

/**
 * A stored value's header, or null when the value is not an entry of this format (its hash is not
 * checked here: see valueIntact). `forHit` checks only what serving it needs (its key is compared
 * next, and `fetchedAt` is read when it is served): a warm re-run reads thousands of headers.
 */
export function headerOf(value: Buffer, forHit = false): Header | null {
  const end = value.indexOf(NEWLINE, HEADER_AT);
  if (value[HASH_LENGTH] !== NEWLINE || end < 0) return null;
  const entry = parseHeader(value.toString("utf8", HEADER_AT, end), forHit ? isServable : isIndexEntry);
  return entry && { entry, bodyAt: end + 1 };
}

function parseHeader(line: string, valid: (value: unknown) => value is IndexEntry): IndexEntry | null {
  try {
    const parsed: unknown = JSON.parse(line);
    return valid(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function isServable(value: unknown): value is IndexEntry {
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
  const v = value as unknown as Record<string, unknown>;
  return (
    !Number.isNaN(Date.parse(v.fetchedAt as string)) &&
    typeof v.storedAt === "string" &&
    !Number.isNaN(Date.parse(v.storedAt)) &&
    typeof v.service === "string" &&
    typeof v.endpoint === "string"
  );
}
