// What the request loop (request.ts) sees of a limiter: a ticket per request, and a pause.
import { AbortError } from "./errors.js";

/** What the server said about its own count (X-RateLimit-Remaining / X-RateLimit-Reset). */
export interface ServerHint {
  remaining: number | null;
  /** Epoch milliseconds at which the server's window resets. */
  resetAt: number | null;
  /** X-RateLimit-Limit: requests per window on the server (null when not sent). */
  limit?: number | null;
}

export interface Ticket {
  /** True when the request had to wait in the queue. */
  readonly waited: boolean;
  readonly waitedMs: number;
  /**
   * Marks the request done; `headersAt` is performance.now() when its response arrived (default:
   * now). `counted: false` (a 429) frees its place in the window instead of stamping it, and
   * halves the pace when the server sends no rate headers.
   */
  release(headersAt?: number, counted?: boolean): void;
  /** Feeds the server's rate headers from this request's response. Call before release. */
  observe(hint: ServerHint): void;
}

export interface AcquireOptions {
  signal?: AbortSignal;
  /** A retry of a request that already waited its turn goes to the front of the queue. */
  priority?: boolean;
}

export interface Limiter {
  acquire(options?: AcquireOptions): Promise<Ticket>;
  /** Holds every request back for `ms` (a 429 told us the server's window is full); says so when long. */
  pause(ms: number): void;
}

export function abortError(): AbortError {
  return new AbortError({ code: "ABORTED", detail: "the request was aborted while waiting for its turn under the rate limit" });
}
