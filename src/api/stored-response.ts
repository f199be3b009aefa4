// The store's two touch points in the request loop (request.ts): before the budget and the limiter,
// a stored (or snapshotted) response is served and costs nothing; after a successful, parsed
// response, the body is kept. Only complete 2xx bodies that parsed are kept; error statuses,
// timeouts and lost connections never reach write. A body that echoes the API key in any form is
// not kept at all (it was read with the key redacted: echoed-key.ts), so the key can never land in
// the cache or a snapshot, and a later run asks again rather than replay an altered answer.
import { DATASET_HEADER, parseDatasetHeader, type SandboxDataset } from "../schema/index.js";
import { parsedVerbatim, recordSchemaFingerprint } from "../schema/index.js";
import type { CoreName } from "../schema/index.js";
import type { StoredRequest } from "../cache/index.js";
import { corebookVersion } from "../cache/index.js";
import type { ReadManyResponse, ResponseCache } from "../cache/response-cache.js";
import type { ApiRequest } from "./api-request.js";
import { StoredBodies } from "./stored-bodies.js";
import type { TransportResponse } from "./transport.js";
import type { Usage } from "./usage.js";

interface StoreHookDeps {
  cache?: ResponseCache | null;
  usage: Usage;
  now: () => Date;
  serviceName: string;
  transport: { baseUrl: { href: string }; redact(text: string): string; holdsKey(text: string): boolean };
}

function storedRequest<T>(deps: StoreHookDeps, req: ApiRequest<T>): StoredRequest {
  return {
    core: req.core,
    endpoint: req.endpoint,
    method: req.method,
    baseUrl: deps.serviceName,
    path: req.path,
    query: req.query,
    body: req.body,
  };
}

/** The fingerprint a stored body of these records is marked with when it parsed verbatim (src/schema/verbatim.ts). */
function schemaFingerprint(core: CoreName): string {
  return recordSchemaFingerprint(core, corebookVersion());
}

/** The parsed stored response, or null when the request must be sent. */
export async function readStoredResponse<T>(deps: StoreHookDeps, req: ApiRequest<T>): Promise<{ value: T } | null> {
  if (!deps.cache || req.fresh) return null;
  return served(deps, req, await deps.cache.read(storedRequest(deps, req), deps.now()));
}

/**
 * readStoredResponse() for many requests (a warm get of thousands of records): one pass over the
 * store. Null for each request that must be sent, including those a mode forbids sending (the
 * send then says so).
 */
export async function readStoredResponses<T>(deps: StoreHookDeps, reqs: readonly ApiRequest<T>[]): Promise<(StoredValue<T> | null)[]> {
  const values: (StoredValue<T> | null)[] = reqs.map(() => null);
  const cache = deps.cache;
  if (!cache) return values;
  const asked = reqs.flatMap((req, index) => (req.fresh ? [] : [index]));
  const hits = await cache.readMany(
    asked.map((index) => storedRequest(deps, reqs[index])),
    deps.now(),
  );
  // What every hit of one pass shares is worked out once: the schema fingerprint per core, and the
  // dataset header, which is the same string on every response of one sandbox.
  const pass = passState();
  // Verbatim bodies are parsed a batch at a time (stored-bodies.ts), the others one by one; either
  // way each is read (and its lent bytes copied or decoded) before the next. What waits for its
  // body is only what recording the hit needs, not the hit and its view of the bytes: whatever
  // waits stays alive through every scavenge until the last batch is parsed.
  const verbatim = new StoredBodies<PendingHit>();
  let i = 0;
  for (const hit of hits) {
    const index = asked[i++];
    if (!hit) continue;
    const req = reqs[index];
    if ("bytes" in hit && isVerbatim(req, hit, pass)) {
      const { credits, fetchedAt, dataset } = hit;
      verbatim.add({ index, credits, fetchedAt, dataset }, hit.bytes);
    } else values[index] = served(deps, req, hit, pass);
  }
  const { items, bodies } = verbatim.parsed();
  for (let j = 0; j < items.length; j++) {
    const data = dataOf(bodies[j]);
    if (data === undefined) continue;
    recordHit(deps, items[j], pass);
    values[items[j].index] = { value: data as T, verbatim: true };
  }
  return values;
}

interface PassState {
  fingerprint(core: CoreName): string;
  dataset(header: string | undefined): SandboxDataset | null;
}

/** Memos for one pass over the store (or one hit): see readStoredResponses. */
function passState(): PassState {
  return { fingerprint: memo(schemaFingerprint), dataset: memo(parseDatasetHeader) };
}

function memo<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    if (made.has(key)) return made.get(key) as V;
    const value = make(key);
    made.set(key, value);
    return value;
  };
}

/** A stored response's value; `verbatim` when it is the stored data itself, which passed the strict record schema. */
export interface StoredValue<T> {
  value: T;
  verbatim: boolean;
}

/** Whether a hit's body is served as it is stored: its data passed the schema this client has, unchanged. */
function isVerbatim<T>(req: ApiRequest<T>, hit: ReadManyResponse, pass: PassState): boolean {
  return hit.verbatim !== undefined && req.records !== undefined && hit.verbatim === pass.fingerprint(req.records);
}

/** A body's `data`, or undefined when the body is not an object that has one. */
function dataOf(body: unknown): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body) || !("data" in body)) return undefined;
  return (body as { data: unknown }).data;
}

/** What recording a hit needs. */
type HitFacts = Pick<ReadManyResponse, "credits" | "fetchedAt" | "dataset">;
/** A hit whose body waits to be parsed. */
type PendingHit = HitFacts & { index: number };

function recordHit(deps: StoreHookDeps, hit: HitFacts, pass: PassState): void {
  deps.usage.recordHit(hit.credits, hit.fetchedAt, pass.dataset(hit.dataset));
}

/**
 * A stored response as the request's value. A body stored as parsing verbatim under the schema
 * this client has is served as it is: its records were checked when it was stored, and the cache
 * has just checked that it is byte for byte what was stored.
 */
function served<T>(
  deps: StoreHookDeps,
  req: ApiRequest<T>,
  hit: ReadManyResponse | null,
  pass: PassState = passState(),
): StoredValue<T> | null {
  if (!hit) return null;
  let value: T;
  let verbatim: boolean;
  try {
    const body: unknown = JSON.parse("text" in hit ? hit.text : hit.bytes.toString("utf8"));
    const data = dataOf(body);
    if (data === undefined) return null;
    verbatim = isVerbatim(req, hit, pass);
    value = verbatim ? (data as T) : req.parse(body as Record<string, unknown>);
  } catch {
    // Kept by an older corebook whose records no longer parse: fetch it again.
    return null;
  }
  recordHit(deps, hit, pass);
  return { value, verbatim };
}

/** The schema fingerprint to store a body with, when its records parsed to themselves. */
function verbatimMark<T>(req: ApiRequest<T>, text: string, value: T): string | undefined {
  if (req.records === undefined) return undefined;
  const { data } = JSON.parse(text) as { data?: unknown };
  return parsedVerbatim(req.records, data, value) ? schemaFingerprint(req.records) : undefined;
}

export async function writeStoredResponse<T>(
  deps: StoreHookDeps,
  req: ApiRequest<T>,
  res: TransportResponse,
  credits: number,
  value: T,
): Promise<void> {
  // One time for the table's provenance and the stored entry, so a later run served from the cache
  // reports (and exports) exactly the same asOf.
  const fetchedAt = deps.now();
  // The sandbox names its dataset on every response; kept with the body, so a re-run served from
  // the cache still knows the data is synthetic and which dataset it is.
  const dataset = res.headers[DATASET_HEADER.toLowerCase()];
  deps.usage.recordFetch(fetchedAt, parseDatasetHeader(dataset));
  if (!deps.cache || res.status < 200 || res.status >= 300) return;
  const request = storedRequest(deps, req);
  // A body read with U+FFFD for bytes that were not UTF-8 is not replayed as if it had come so.
  if (res.invalidUtf8) return;
  if (deps.transport.holdsKey(res.text) || deps.transport.holdsKey(JSON.stringify(request))) return;
  // A full or read-only disk never fails the read: the cache says so once (the path and the way
  // out), and the response the caller asked for is returned all the same.
  let kept = false;
  try {
    kept = await deps.cache.write(request, {
      text: res.text,
      credits,
      fetchedAt,
      verbatim: verbatimMark(req, res.text, value),
      ...(dataset !== undefined ? { dataset } : {}),
    });
  } catch (error) {
    // Anything else the cache meets (it says disk faults itself): serve the response, say why it was not kept.
    if (deps.usage.storeErrors === 0) {
      console.warn(
        `corebook: could not keep a response (${deps.transport.redact(error instanceof Error ? error.message : String(error))}); responses are served but may not be kept`,
      );
    }
  }
  if (!kept) deps.usage.storeErrors++;
}
