// What every request method of a core client takes: the client's context (how it sends and parses)
// and the per-call options. Apart from core-client.ts so that lookup.ts, which the core client
// calls, can name them without importing the client back.
import type { RecordParseOptions } from "./records.js";
import type { RequestDeps } from "./request.js";

/** What a core module needs from its client. */
export interface ClientContext {
  deps: RequestDeps;
  parse: RecordParseOptions;
  timeoutMs: number;
  /** For requests that make the server assemble long texts (PatentCore claims and descriptions). */
  longTimeoutMs: number;
}

/** Per-call options of every request method. */
export interface CallOptions {
  /** Aborts the call (also while it waits for the rate limit or a retry); it then rejects with an `AbortError`. */
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call. */
  timeoutMs?: number;
  /** Ask the service even when the response cache holds an answer (the new one is stored). */
  fresh?: boolean;
}
