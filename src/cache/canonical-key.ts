// The identity of a request in the cache and in snapshots: method, normalized service address,
// path, query parameters in canonical order and the JSON body with sorted object keys. Two
// requests that the service must answer the same way get the same key, whatever order the caller
// gave the parameters in. The API key travels in a header and is never part of a request's key.
import { nodeCrypto } from "../common/index.js";

export interface StoredRequest {
  /** The core, or null for service-wide endpoints. */
  core: string | null;
  /** search, get, lookup, changes, section, ... (decides the default maxAge). */
  endpoint: string;
  method: string;
  /** The normalized base URL, e.g. `http://127.0.0.1:8080/`. */
  baseUrl: string;
  /** `/api/v1/...` */
  path: string;
  /** Encoded query string without `?`. */
  query?: string;
  body?: unknown;
}

export function canonicalKey(req: StoredRequest): string {
  const query = req.query ? canonicalQuery(req.query) : "";
  const base = req.baseUrl.endsWith("/") ? req.baseUrl : `${req.baseUrl}/`;
  const body = req.body === undefined ? "" : stableJson(req.body);
  return `${req.method.toUpperCase()} ${base}${req.path.replace(/^\//, "")}${query ? `?${query}` : ""}${body ? ` ${body}` : ""}`;
}

/** The query's parameters sorted by name, then value, and encoded again. */
function canonicalQuery(query: string): string {
  const pairs = [...new URLSearchParams(query).entries()].sort(([a, av], [b, bv]) =>
    a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0,
  );
  return new URLSearchParams(pairs).toString();
}

// crypto.hash is the one-shot form: for inputs of a few kilobytes it is about a third faster than
// createHash, and every cache hit hashes its key and its body.
export function keyHash(key: string): string {
  return nodeCrypto().hash("sha256", key, "hex");
}

export function contentHash(text: string): string {
  return nodeCrypto().hash("sha256", text, "hex");
}

/** contentHash of a text given as its UTF-8 bytes. */
export function bytesHash(bytes: Uint8Array): string {
  return nodeCrypto().hash("sha256", bytes, "hex");
}

/** JSON with object keys sorted at every depth (arrays keep their order: it is meaningful). */
function stableJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(",")}}`;
}
