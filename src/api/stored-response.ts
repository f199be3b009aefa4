// The store's two touch points in the request loop (request.ts): before the budget and the limiter,
// a stored (or snapshotted) response is served and costs nothing; after a successful, parsed
// response, the body is kept. Only complete 2xx bodies that parsed are kept; error statuses,
// timeouts and lost connections never reach write. A body that echoes the API key in any form is
// not kept at all (it was read with the key redacted: echoed-key.ts), so the key can never land in
// the store or a snapshot, and a later run asks again rather than replay an altered answer.
import { DATASET_HEADER, parseDatasetHeader } from "../schema/dataset-header.js";
import type { StoredRequest } from "../store/canonical-key.js";
import type { ResponseCache } from "../store/response-cache.js";
import type { ApiRequest } from "./request.js";
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

/** The parsed stored response, or null when the request must be sent. */
export async function readStoredResponse<T>(deps: StoreHookDeps, req: ApiRequest<T>): Promise<{ value: T } | null> {
  if (!deps.cache || req.fresh) return null;
  const hit = await deps.cache.read(storedRequest(deps, req), deps.now());
  if (!hit) return null;
  let value: T;
  try {
    const body = JSON.parse(hit.text) as unknown;
    if (!body || typeof body !== "object" || Array.isArray(body) || !("data" in body)) return null;
    value = req.parse(body as Record<string, unknown>);
  } catch {
    // Kept by an older corebook whose records no longer parse: fetch it again.
    return null;
  }
  deps.usage.recordHit(hit.credits, hit.fetchedAt, parseDatasetHeader(hit.dataset));
  return { value };
}

export async function writeStoredResponse<T>(
  deps: StoreHookDeps,
  req: ApiRequest<T>,
  res: TransportResponse,
  credits: number,
): Promise<void> {
  // One time for the table's provenance and the stored entry, so a later run served from the store
  // reports (and exports) exactly the same asOf.
  const fetchedAt = deps.now();
  // The sandbox names its dataset on every response; kept with the body, so a re-run served from
  // the store still knows the data is synthetic and which dataset it is.
  const dataset = res.headers[DATASET_HEADER.toLowerCase()];
  deps.usage.recordFetch(fetchedAt, parseDatasetHeader(dataset));
  if (!deps.cache || res.status < 200 || res.status >= 300) return;
  const request = storedRequest(deps, req);
  if (deps.transport.holdsKey(res.text) || deps.transport.holdsKey(JSON.stringify(request))) return;
  try {
    await deps.cache.write(request, { text: res.text, credits, fetchedAt, ...(dataset !== undefined ? { dataset } : {}) });
  } catch (error) {
    // A full disk must not lose a response the caller already paid for: serve it, say why it was not kept.
    deps.usage.storeErrors++;
    if (deps.usage.storeErrors === 1) {
      console.warn(
        `corebook: could not write to the response store (${deps.transport.redact(error instanceof Error ? error.message : String(error))}); responses are served but not kept`,
      );
    }
  }
}
