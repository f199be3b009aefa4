// createClient: the low-level client of the six cores. Returns parsed records; tables/ builds on it.
import type { Agent, Dispatcher } from "undici";
import {
  parseCapabilities,
  parseCredits,
  type Capabilities,
  type CapabilitiesData,
  type CoreName,
  type Credits,
  type CreditsData,
  type WarningSink,
} from "../schema/index.js";
import { biomedcoreClient, type BiomedCoreClient } from "./biomedcore.js";
import type { CallOptions, ClientContext } from "./call-options.js";
import { drugcoreClient, type DrugCoreClient } from "./drugcore.js";
import { genecoreClient, type GeneCoreClient } from "./genecore.js";
import { CreditLedger, estimateCost, type CostParams, type Endpoint } from "./ledger.js";
import { patentcoreClient, type PatentCoreClient } from "./patentcore.js";
import { defaultQuotaDir } from "./quota-file.js";
import { DEFAULT_RATE_LIMIT, sharedLimiter, type RateLimitConfig } from "./rate-limiter.js";
import { regulatorycoreClient, type RegulatoryCoreClient } from "./regulatorycore.js";
import { parseWith } from "./response-parse.js";
import type { ParseOptions } from "../schema/index.js";
import { runRequest } from "./request.js";
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from "./retry.js";
import { DEFAULT_MAX_RESPONSE_BYTES } from "./response-body.js";
import { createTransport } from "./transport.js";
import { trialcoreClient, type TrialCoreClient } from "./trialcore.js";
import { Usage } from "./usage.js";
import type { ResponseCache } from "../cache/index.js";
import { MisuseError } from "../errors/index.js";

/** Options of `createClient`: only `apiKey` and `baseUrl` are required; an unknown option name is refused. */
export interface ClientOptions {
  /** Your service API key, sent as a Bearer token; it never appears in output, errors or stored files. */
  apiKey: string;
  /** e.g. `http://127.0.0.1:8080` or `https://host/api/v1` (with or without `/api/v1` and trailing slash). */
  baseUrl: string;
  /** Client-side pacing, shared by every client with the same key and base URL (default 60 per 60 s); false to turn off. */
  rateLimit?: RateLimitConfig | false;
  /** Retries after a 5xx, a lost connection or a timeout (default 4). */
  retries?: number;
  /**
   * Finer retry settings: backoff base and cap, 429 retries, and `maxRetryAfterMs`, the longest
   * Retry-After waited for (default 10 minutes; a 429 asking for more raises RateLimitError).
   */
  retry?: Partial<Omit<RetryPolicy, "retries">>;
  /** Per-request timeout (default 30 s). */
  timeoutMs?: number;
  /** Timeout for PatentCore requests that include claims or description (default 180 s). */
  longTimeoutMs?: number;
  /**
   * The largest response body read, in bytes (default 256 MiB, above the largest page the service
   * documents: 300 records with every include). A larger one raises ResponseTooLargeError, once.
   */
  maxResponseBytes?: number;
  /** Refuse any request whose price would take the credits spent by this client above this. */
  maxCredits?: number | null;
  /** Reject unknown fields and enum values in responses instead of keeping and reporting them. */
  strict?: boolean;
  /** Where warnings about unknown enum values go (default console.warn, once per field and value). */
  onWarning?: WarningSink;
  /** A dispatcher of your own (proxy, mock agent); the client then does not close it. */
  dispatcher?: Dispatcher;
  /** Options for the client's own keep-alive undici Agent. */
  agentOptions?: Agent.Options;
  /** The User-Agent header sent with every request (default `corebook`). */
  userAgent?: string;
  /** The response cache and snapshot in front of the service (src/cache); default none. */
  cache?: ResponseCache | null;
  /**
   * The service's current time (default the wall clock). The in-process sandbox passes its own day, so
   * fetch times in provenance and the cache, and default date ranges, follow the sandbox's clock.
   */
  now?: () => Date;
  /**
   * The name responses are stored under (default the base URL). The in-process sandbox, whose port
   * changes on every run, passes its dataset's name, so its stored responses and snapshots match.
   */
  serviceName?: string;
  /**
   * Folder of the file through which processes on this machine using the same key share the
   * server's quota (default `quota/` in the cache folder, or `COREBOOK_QUOTA_DIR`); false keeps the
   * pacing to this process. Only a hash of the key is written.
   */
  quotaDir?: string | false;
}

/** The low-level client of the six cores, returned by `createClient`: parsed records, no tables. Close it when done. */
export interface CoreApi {
  /** Publications: search, get, lookup by PMID or DOI, change feed. */
  readonly biomedcore: BiomedCoreClient;
  /** Clinical trials: search, get, lookup by NCT or registry id, change feed. */
  readonly trialcore: TrialCoreClient;
  /** Drugs: search, get, lookup by ChEMBL id, change feed. */
  readonly drugcore: DrugCoreClient;
  /** FDA and EMA authorizations: search, get, lookup, document sections, change feed. */
  readonly regulatorycore: RegulatoryCoreClient;
  /** Genes: search, get, lookup by Ensembl, HGNC, Entrez, UniProt id or symbol, change feed. */
  readonly genecore: GeneCoreClient;
  /** Patents (preview core): search, get, lookup; no change feed. */
  readonly patentcore: PatentCoreClient;
  /** The organization's remaining credits (organization admins only; others get 403). Free. */
  credits(options?: CallOptions): Promise<CreditsData>;
  /** What the service offers: cores, their status, includes and filters. Free. */
  capabilities(options?: CallOptions): Promise<CapabilitiesData>;
  /** Live counters: requests, credits, retries, rate-limit waits. */
  readonly usage: Usage;
  /** Credits per request, per core and in total; the `maxCredits` budget. */
  readonly ledger: CreditLedger;
  /** The price of a call before making it. */
  estimateCost(core: CoreName | null, endpoint: Endpoint, params?: CostParams): number;
  /** The normalized base URL (never the key). */
  readonly baseUrl: string;
  /** The response cache and snapshot in use, or null. */
  readonly cache: ResponseCache | null;
  /** The service's current time (the wall clock, or the sandbox's day). */
  now(): Date;
  /** Closes the connection pool and lets go of the shared rate limiter. */
  close(): Promise<void>;
}

// Every ClientOptions key, in declaration order: a misspelt option (maxcredits) is refused rather than
// ignored, since ignoring it would quietly drop a budget or a timeout.
const CLIENT_OPTIONS = [
  "apiKey",
  "baseUrl",
  "rateLimit",
  "retries",
  "retry",
  "timeoutMs",
  "longTimeoutMs",
  "maxResponseBytes",
  "maxCredits",
  "strict",
  "quotaDir",
  "onWarning",
  "dispatcher",
  "agentOptions",
  "userAgent",
  "cache",
  "now",
  "serviceName",
] as const satisfies readonly (keyof ClientOptions)[];
// A new ClientOptions key that is not listed above fails to compile here.
const listsEveryOption: Exclude<keyof ClientOptions, (typeof CLIENT_OPTIONS)[number]> extends never ? true : never = true;
void listsEveryOption;

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_LONG_TIMEOUT_MS = 180_000;

/**
 * Creates the low-level client. Throws a `MisuseError` for a missing key or an unknown option; nothing is sent until the first
 * call.
 */
export function createClient(options: ClientOptions): CoreApi {
  if (!options || typeof options.apiKey !== "string" || options.apiKey.trim() === "") {
    throw new MisuseError("createClient needs apiKey: a non-empty string (your service API key)");
  }
  checkKeyLength(options.apiKey);
  const unknown = Object.keys(options).filter((name) => !(CLIENT_OPTIONS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new MisuseError(
      `createClient: unknown option${unknown.length > 1 ? "s" : ""} ${unknown.map((n) => JSON.stringify(n)).join(", ")}; allowed: ${CLIENT_OPTIONS.join(", ")}`,
    );
  }
  if (typeof options.baseUrl !== "string") {
    throw new MisuseError('createClient needs baseUrl, e.g. "http://127.0.0.1:8080"');
  }
  const timeoutMs = positive("timeoutMs", options.timeoutMs, DEFAULT_TIMEOUT_MS);
  const longTimeoutMs = positive("longTimeoutMs", options.longTimeoutMs, DEFAULT_LONG_TIMEOUT_MS);
  const maxResponseBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  if (!Number.isInteger(maxResponseBytes) || maxResponseBytes < 1) {
    throw new MisuseError(`maxResponseBytes must be a positive whole number of bytes; got ${JSON.stringify(options.maxResponseBytes)}`, {
      parameter: "maxResponseBytes",
      value: options.maxResponseBytes,
    });
  }
  const retries = options.retries ?? DEFAULT_RETRY_POLICY.retries;
  if (!Number.isInteger(retries) || retries < 0)
    throw new MisuseError(`retries must be a non-negative integer; got ${JSON.stringify(retries)}`);
  const retry: RetryPolicy = { ...DEFAULT_RETRY_POLICY, ...options.retry, retries };
  if (typeof retry.maxRetryAfterMs !== "number" || !(retry.maxRetryAfterMs >= 0)) {
    throw new MisuseError(
      `retry.maxRetryAfterMs must be a number of milliseconds >= 0 (Infinity: wait as long as the server asks); got ${JSON.stringify(retry.maxRetryAfterMs)}`,
      { parameter: "retry.maxRetryAfterMs", value: retry.maxRetryAfterMs },
    );
  }

  const transport = createTransport({
    baseUrl: options.baseUrl,
    apiKey: options.apiKey,
    timeoutMs,
    dispatcher: options.dispatcher,
    agentOptions: options.agentOptions,
    userAgent: options.userAgent,
    maxResponseBytes,
  });
  const shared = sharedLimiter(
    options.apiKey,
    transport.baseUrl.href,
    options.rateLimit ?? DEFAULT_RATE_LIMIT,
    options.quotaDir ?? defaultQuotaDir(),
    retry.maxRetryAfterMs,
  );
  const ledger = new CreditLedger({ maxCredits: options.maxCredits });
  const usage = new Usage();
  const now = options.now ?? (() => new Date());
  const ctx: ClientContext = {
    deps: {
      transport,
      limiter: shared.limiter,
      ledger,
      usage,
      retry,
      cache: options.cache ?? null,
      now,
      serviceName: options.serviceName ?? transport.baseUrl.href,
      onWarning: options.onWarning,
    },
    parse: { strict: options.strict ?? false, onWarning: options.onWarning },
    timeoutMs,
    longTimeoutMs,
  };

  function free<T>(
    endpoint: "credits" | "capabilities",
    path: string,
    parser: (json: unknown, o: ParseOptions) => T,
    opts: CallOptions = {},
  ) {
    return runRequest(ctx.deps, {
      core: null,
      endpoint,
      method: "GET",
      path,
      cost: estimateCost(null, endpoint),
      timeoutMs: opts.timeoutMs ?? timeoutMs,
      signal: opts.signal,
      parse: (body) => parseWith(parser, body, { method: "GET", path }, ctx.parse),
    });
  }

  let closed = false;
  return {
    biomedcore: biomedcoreClient(ctx),
    trialcore: trialcoreClient(ctx),
    drugcore: drugcoreClient(ctx),
    regulatorycore: regulatorycoreClient(ctx),
    genecore: genecoreClient(ctx),
    patentcore: patentcoreClient(ctx),
    credits: async (opts) => (await free<Credits>("credits", "/api/v1/credits/api-credits", parseCredits, opts)).data,
    capabilities: async (opts) => (await free<Capabilities>("capabilities", "/api/v1/capabilities", parseCapabilities, opts)).data,
    usage,
    ledger,
    estimateCost,
    baseUrl: transport.baseUrl.href,
    cache: options.cache ?? null,
    now,
    async close() {
      if (closed) return;
      closed = true;
      await shared.release();
      // A snapshot that cannot be sealed throws (naming its path), after the connection is closed.
      try {
        await options.cache?.close();
      } finally {
        await transport.close();
      }
    },
  };
}

/**
 * Keys shorter than this are refused. The key is redacted wherever a server may echo it (tables,
 * files, messages), and redaction can only be exact for a key that ordinary text does not contain
 * by chance: a 2-character key is part of one record ID in a hundred, and redacting it there would
 * alter the data. Service keys are far longer; the sandbox's default is "sandbox-key".
 */
const MIN_API_KEY_LENGTH = 8;

function checkKeyLength(apiKey: string): void {
  if (apiKey.length >= MIN_API_KEY_LENGTH) return;
  // The message gives the length, never the key.
  throw new MisuseError(
    `apiKey (SV_API_KEY for connect()) is ${apiKey.length} character${apiKey.length === 1 ? "" : "s"} long; an API key has at least ${MIN_API_KEY_LENGTH}. ` +
      "A key this short cannot be told apart from ordinary text, so it could not be kept out of tables, files and messages; use the key the service issued",
    { parameter: "apiKey" },
  );
}

function positive(name: string, value: number | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== "number" || !(value > 0) || !Number.isFinite(value)) {
    throw new MisuseError(`${name} must be a positive number of milliseconds; got ${JSON.stringify(value)}`);
  }
  return value;
}
