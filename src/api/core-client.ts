// What every core offers (search, get-by-ID, batch lookup), written once over the core's parameter
// specs. Each step validates before sending; the request itself goes through runRequest.
import {
  CORE_TITLES,
  ID_PREFIX,
  SEARCH_PARAMS,
  creditCost,
  encodeQuery,
  getParamsSpec,
  parseRecord,
  parseRecords,
  validateParams,
  validateRecordPath,
  type CoreName,
  type GetParams,
  type ParamsSpec,
  type SearchParams,
} from "../schema/index.js";
import type { ErrorContext } from "./errors.js";
import { estimateCost, type CostParams } from "./ledger.js";
import { lookupInBatches, type LookupItemsOf, type LookupResult } from "./lookup.js";
import type { RecordOf } from "./records.js";
import { parseWith } from "./response-parse.js";
import type { ApiRequest } from "./api-request.js";
import { runRequest } from "./request.js";
import { readStoredResponses } from "./stored-response.js";
import { ensureValid, validationError } from "./validation.js";
import type { Endpoint } from "./ledger.js";
import type { CallOptions, ClientContext } from "./call-options.js";

/** Options of `search()`: the call options, and who is told what it was charged. */
export interface SearchCallOptions extends CallOptions {
  /**
   * Told the credits the service charged (X-Service-Credit-Cost) for each response this call got,
   * retries included, as they come; never for an answer from the response cache (nothing charged).
   * The one way to tell which of several concurrent calls was charged what (`usage` and the
   * ledger's total mix them).
   */
  onCharged?: (credits: number) => void;
}

/** Options of `get()`: the call options plus the get parameters (`include`). */
export type GetOptions<C extends CoreName> = CallOptions & GetParams<C>;

/** What every core offers: search, get-by-ID, batch lookup and a price estimate. Each call validates its input before sending. */
export interface CoreClient<C extends CoreName> {
  /** The core this client talks to, e.g. `"trialcore"`. */
  readonly core: C;
  /** One page of ranked results (at most `limit`, 1..300, default 20; a full page probably means truncated). */
  search(params: SearchParams<C>, options?: SearchCallOptions): Promise<RecordOf<C>[]>;
  /** One record by service ID, with the optional fields named in `include`. */
  get(serviceId: string, options?: GetOptions<C>): Promise<RecordOf<C>>;
  /**
   * The records of these gets that the response cache (or snapshot) holds, null where a get must
   * be sent: one sequential pass with none of the send path (no limiter, budget or retries), for
   * hydrating many IDs. Hits count in usage exactly as get's do.
   */
  stored(
    serviceIds: readonly string[],
    options?: GetOptions<C>,
  ): Promise<{
    /** One per ID, in order: the stored record, or null where it must be sent. */
    records: (RecordOf<C> | null)[];
    /** True when every record returned is stored data that passed the strict record schema unchanged (src/schema/verbatim.ts). */
    verbatim: boolean;
  }>;
  /** One result per input item, in input order; more than 100 items go as several requests. */
  lookup(items: readonly LookupItemsOf<C>[], options?: CallOptions): Promise<LookupResult[]>;
  /** The price of a call before making it (credits). */
  estimateCost(endpoint: Endpoint, params?: CostParams): number;
}

// Includes that make the server assemble texts long enough to need the long timeout (addendum).
const LONG_INCLUDES: Partial<Record<CoreName, readonly string[]>> = { patentcore: ["claims", "description"] };

export function recordsPath(core: CoreName): string {
  return `/api/v1/cores/${core}/records`;
}

function timeoutFor(ctx: ClientContext, core: CoreName, include: readonly string[] | undefined, options: CallOptions = {}): number {
  if (options.timeoutMs !== undefined) return options.timeoutMs;
  const long = LONG_INCLUDES[core];
  return long && include?.some((v) => long.includes(v)) ? ctx.longTimeoutMs : ctx.timeoutMs;
}

export function createCoreClient<C extends CoreName>(core: C, ctx: ClientContext): CoreClient<C> {
  const searchSpec = SEARCH_PARAMS[core] as ParamsSpec;
  const getSpec = getParamsSpec(core) as ParamsSpec;

  async function search(params: SearchParams<C>, options: SearchCallOptions = {}): Promise<RecordOf<C>[]> {
    const path = recordsPath(core);
    const where: ErrorContext = { method: "GET", path };
    const input = (params ?? {}) as Record<string, unknown>;
    const value = ensureValid(validateParams(searchSpec, input), where, input) as Record<string, unknown>;
    const query = encodeQuery(searchSpec, value).toString();
    return runRequest(ctx.deps, {
      core,
      endpoint: "search",
      method: "GET",
      path,
      query,
      cost: creditCost("search", { limit: value.limit as number }),
      timeoutMs: timeoutFor(ctx, core, value.include as string[] | undefined, options),
      signal: options.signal,
      fresh: options.fresh,
      onCharged: options.onCharged,
      records: core,
      parse: (body) =>
        parseWith((json, o) => parseRecords(core, json, o), body.data, { method: "GET", path: `${path}?${query}` }, ctx.parse),
    });
  }

  /**
   * The requests of gets with these options, validated (throws before anything is sent). The
   * options are checked once, on the first ID: a warm get of thousands of stored records builds
   * thousands of requests.
   */
  function getRequests(options: GetOptions<C>): (serviceId: string) => ApiRequest<RecordOf<C>> {
    const { signal, timeoutMs, fresh, ...params } = options;
    let checked: { query: string | undefined; timeoutMs: number } | undefined;
    return (serviceId) => {
      const path = `${recordsPath(core)}/${typeof serviceId === "string" ? encodeURIComponent(serviceId) : "{serviceId}"}`;
      const shape = validateRecordPath(core, serviceId);
      if (!shape.ok) {
        const message = `${CORE_TITLES[core]} get() takes a ${ID_PREFIX[core]} service ID; ${shape.fields.serviceId}`;
        throw validationError({ serviceId: message }, { method: "GET", path: `${recordsPath(core)}/{serviceId}` });
      }
      if (!checked) {
        const where: ErrorContext = { method: "GET", path };
        const value = ensureValid(validateParams(getSpec, params as Record<string, unknown>), where, params) as Record<string, unknown>;
        checked = {
          query: encodeQuery(getSpec, value).toString() || undefined,
          timeoutMs: timeoutFor(ctx, core, value.include as string[] | undefined, { timeoutMs }),
        };
      }
      return {
        core,
        endpoint: "get",
        method: "GET",
        path,
        query: checked.query,
        cost: creditCost("get"),
        timeoutMs: checked.timeoutMs,
        signal,
        fresh,
        records: core,
        parse: (body) => parseWith((json, o) => parseRecord(core, json, o), body.data, { method: "GET", path }, ctx.parse),
      };
    };
  }

  async function get(serviceId: string, options: GetOptions<C> = {} as GetOptions<C>): Promise<RecordOf<C>> {
    return runRequest(ctx.deps, getRequests(options)(serviceId));
  }

  async function stored(
    serviceIds: readonly string[],
    options: GetOptions<C> = {} as GetOptions<C>,
  ): Promise<{ records: (RecordOf<C> | null)[]; verbatim: boolean }> {
    if (!ctx.deps.cache) return { records: serviceIds.map(() => null), verbatim: true };
    // One pass over the cache. Offline or replaying and not there: null, and the get itself says
    // so, with the rest of its kind.
    const served = await readStoredResponses(ctx.deps, serviceIds.map(getRequests(options)));
    return { records: served.map((hit) => hit?.value ?? null), verbatim: served.every((hit) => hit === null || hit.verbatim) };
  }

  return {
    core,
    search,
    get,
    stored,
    lookup: (items, options = {}) => lookupInBatches(core, ctx, items, options),
    estimateCost: (endpoint, params) => estimateCost(core, endpoint, params),
  };
}

/** Every core's client, as the session's `api` holds them. */
type CoreClients = { readonly [K in CoreName]: CoreClient<K> };

/** The client of a core named at run time (`client[core]` alone is a union of six client types,
 * whose methods TypeScript cannot call with one core's parameters). */
export function clientOf<C extends CoreName>(clients: CoreClients, core: C): CoreClient<C> {
  return clients[core];
}
