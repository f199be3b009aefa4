// The sandbox's raw JSON over HTTP, for the brute-force references of the semantic tests: records
// as the service sends them, read without corebook's client, parser or tables, so a reference never
// shares a code path with the helper it checks.
import { openSession, type CoreSession } from "../../../src/tables/index.js";

type Json = Record<string, any>;
export type RawRecord = Json;
type ParamValue = string | number | boolean | readonly string[];

/** A quiet session on the default sandbox (seed 42, scale small, the anchor day): what `connect()` starts in the README. */
export function semanticSession(): Promise<CoreSession> {
  return openSession({ env: {}, quiet: true, rateLimit: false, onProgress: false });
}

/** The sandbox's default key (the session's own key is not exposed, and the sandbox accepts its default). */
const KEY = "sandbox-key";

async function rawJson(sv: CoreSession, path: string, init?: RequestInit): Promise<{ status: number; body: Json; cost: number }> {
  const response = await fetch(`${sv.baseUrl}/api/v1${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json", ...(init?.headers ?? {}) },
  });
  const body = (await response.json()) as Json;
  return { status: response.status, body, cost: Number(response.headers.get("x-service-credit-cost") ?? 0) };
}

function query(params: Record<string, ParamValue | undefined>): string {
  const q = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) q.append(name, String(v));
    else q.append(name, String(value));
  }
  return q.toString();
}

/** One plain search, as the service answers it. */
export async function rawSearch(sv: CoreSession, core: string, params: Record<string, ParamValue | undefined>): Promise<RawRecord[]> {
  const { status, body } = await rawJson(sv, `/cores/${core}/records?${query(params)}`);
  if (status !== 200) throw new Error(`raw search ${core} ${JSON.stringify(params)}: ${status} ${JSON.stringify(body)}`);
  return body.data as RawRecord[];
}

/** The credits the service bills for one plain search (its X-Service-Credit-Cost header). */
export async function rawSearchCost(sv: CoreSession, core: string, params: Record<string, ParamValue | undefined>): Promise<number> {
  return (await rawJson(sv, `/cores/${core}/records?${query(params)}`)).cost;
}

/** One record by ID, or null when the service answers 404. */
export async function rawGet(sv: CoreSession, core: string, id: string, include: readonly string[] = []): Promise<RawRecord | null> {
  const { status, body } = await rawJson(sv, `/cores/${core}/records/${id}?${query({ include })}`);
  if (status === 404) return null;
  if (status !== 200) throw new Error(`raw get ${core} ${id}: ${status}`);
  return body.data as RawRecord;
}

/** Records by ID, one request each, in the order given (404s left out). */
export async function rawGetAll(
  sv: CoreSession,
  core: string,
  ids: Iterable<string>,
  include: readonly string[] = [],
): Promise<RawRecord[]> {
  const out = await Promise.all([...ids].map((id) => rawGet(sv, core, id, include)));
  return out.filter((r): r is RawRecord => r !== null);
}

/** The raw lookup answer: one entry per item. */
export async function rawLookup(sv: CoreSession, core: string, items: readonly object[]): Promise<Json[]> {
  const { status, body } = await rawJson(sv, `/cores/${core}/records/lookup`, { method: "POST", body: JSON.stringify({ items }) });
  if (status !== 200) throw new Error(`raw lookup ${core}: ${status} ${JSON.stringify(body)}`);
  return body.data as Json[];
}

/** Every change-feed entry from `since`, page after page, in arrival order. */
export async function rawChanges(sv: CoreSession, core: string, since: string, serviceId?: readonly string[]): Promise<Json[]> {
  const entries: Json[] = [];
  let cursor: string | undefined;
  do {
    const { status, body } = await rawJson(sv, `/cores/${core}/changes?${query({ since, serviceId, cursor, limit: 100 })}`);
    if (status !== 200) throw new Error(`raw changes ${core}: ${status} ${JSON.stringify(body)}`);
    entries.push(...(body.data as Json[]));
    cursor = body.nextCursor ?? undefined;
  } while (cursor);
  return entries;
}
