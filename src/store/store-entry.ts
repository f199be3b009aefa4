// One value of the response store: a one-line JSON header (the entry: which request, when fetched,
// what it cost, from which service, the body's SHA-256), then the raw response body. JSON.stringify
// escapes every newline, so the header is exactly the first line.
import { bytesHash } from "./canonical-key.js";

/** Bump when the layout or the entry header changes; older stores are then ignored (and pruned). */
export const STORE_FORMAT = 2;
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

export interface Header {
  entry: IndexEntry;
  /** Where the body starts in the value. */
  bodyAt: number;
}

/** A stored value: the header line, then the body. */
export function entryValue(entry: IndexEntry, text: string): Buffer {
  return Buffer.from(`${JSON.stringify(entry)}\n${text}`);
}

/** A stored value's header, or null when the value is not an entry of this format. */
export function headerOf(value: Buffer): Header | null {
  const end = value.indexOf(NEWLINE);
  const entry = end < 0 ? null : parseHeader(value.toString("utf8", 0, end));
  return entry && { entry, bodyAt: end + 1 };
}

/** Whether the body hashes to what the header names. Hashed as the stored bytes, so a hit decodes the body once. */
export function bodyIntact(value: Buffer, header: Header): boolean {
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
