// What one process paces by: its configured ceiling and the rules it holds itself to. These are
// never shared (each process may be configured differently); the state they act on is (record.ts).
import { MisuseError } from "../../errors/index.js";

/** Client-side pacing: at most `requests` requests in any sliding window of `windowMs` (the service allows 60 per 60 s). */
export interface RateLimitConfig {
  /** At most this many requests ... */
  requests: number;
  /** ... in any window of this many milliseconds. */
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitConfig = { requests: 60, windowMs: 60_000 };

/** The configuration and the process facts every decision takes (decide.ts). */
export interface Limits extends RateLimitConfig {
  /** A pause or a server reset further away than this is refused, never waited for (far-reset.ts). */
  maxPauseMs: number;
  /** This process: its entry in the record's `inFlight`, its probe. */
  pid: number;
  /**
   * Added to every answer time before it frees a place. Answer times are whole wall-clock
   * milliseconds (Date.now() truncates), read in one process (1 ms) or in several (5 ms: two
   * processes' readings, each up to a couple of milliseconds early).
   */
  marginMs: number;
}

/** Answer times kept in the shared window at most (the service allows 60 a minute). */
export const MAX_ANSWERED = 10_000;
/** Added to the server's announced reset before a new window is probed. */
export const RESET_MARGIN_MS = 5;
/** A probe whose process hangs is given up after this long. */
export const PROBE_TIMEOUT_MS = 30_000;

export function checkConfig(config: RateLimitConfig): RateLimitConfig {
  const { requests, windowMs } = config;
  if (!Number.isInteger(requests) || requests < 1) {
    throw new MisuseError(`rateLimit.requests must be a positive integer; got ${JSON.stringify(requests)}`);
  }
  if (typeof windowMs !== "number" || !(windowMs > 0) || !Number.isFinite(windowMs)) {
    throw new MisuseError(`rateLimit.windowMs must be a positive number of milliseconds; got ${JSON.stringify(windowMs)}`);
  }
  return { requests, windowMs };
}
