// When and how long to wait before trying a request again. Written once; request.ts runs the loop.
// Every endpoint of the service is read-only (lookups are POST but only read), so any request may be
// repeated safely.
import { ConnectionError, InternalServerError, RateLimitError, ServiceError } from "./errors.js";
import { clockTime, describeDuration } from "./pacing/pause-notice.js";
import { isUnreadableBody } from "./unreadable-body.js";

/** When and how long the client waits before sending a failed request again (429, 5xx, lost connection, timeout). */
export interface RetryPolicy {
  /** Retries after a 5xx, a dropped connection or a timeout (default 4). */
  retries: number;
  /** Retries after a 429 (default 10): these wait as told and are expected under load. */
  rateLimitRetries: number;
  /** First backoff ceiling (default 500 ms); doubles per attempt ... */
  baseDelayMs: number;
  /** ... up to this ceiling (default 20 s). */
  maxDelayMs: number;
  /**
   * The longest wait a 429's Retry-After is honoured for (default 10 minutes). A server asking for
   * more (a gateway saying "come back tomorrow") gets a RateLimitError at once, naming the wait,
   * instead of a process that sleeps for a day.
   */
  maxRetryAfterMs: number;
  /** Source of jitter; tests may fix it. */
  random: () => number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  retries: 4,
  rateLimitRetries: 10,
  baseDelayMs: 500,
  maxDelayMs: 20_000,
  maxRetryAfterMs: 10 * 60_000,
  random: Math.random,
};

const RETRYABLE_SERVER_STATUSES = new Set([500, 502, 503, 504]);

/**
 * Exponential backoff with full jitter: a uniform pick in [0, min(cap, base * 2^attempt)].
 * Full jitter spreads clients that failed together, so they do not come back together.
 * `attempt` counts from 0 (the wait before the first retry).
 */
export function backoffDelay(attempt: number, policy: Pick<RetryPolicy, "baseDelayMs" | "maxDelayMs" | "random">): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return policy.random() * ceiling;
}

type RetryKind = "rate-limit" | "transient" | "final";

/** 429 waits as told; 500/502/503/504, lost connections, timeouts and unreadable success bodies back off; the rest is final. */
export function retryKind(err: unknown): RetryKind {
  if (err instanceof RateLimitError) return "rate-limit";
  if (err instanceof InternalServerError) return err.status !== null && RETRYABLE_SERVER_STATUSES.has(err.status) ? "transient" : "final";
  if (err instanceof ConnectionError || isUnreadableBody(err)) return "transient"; // a TimeoutError is a ConnectionError
  // 408: the server gave up waiting for our request (a busy server, a slow network); a read-only
  // request can simply be sent again.
  if (err instanceof ServiceError && err.status === 408) return "transient";
  return "final";
}

/**
 * Milliseconds to wait before retry number `attempt` (0-based within its kind), or null when the
 * error must not be retried or the retries are spent.
 */
export function retryDelay(err: unknown, attempt: number, policy: RetryPolicy): number | null {
  const kind = retryKind(err);
  if (kind === "final") return null;
  if (kind === "rate-limit") {
    if (attempt >= policy.rateLimitRetries) return null;
    const after = (err as RateLimitError).retryAfter;
    return after !== null && after >= 0 ? after * 1000 : backoffDelay(attempt, policy);
  }
  if (attempt >= policy.retries) return null;
  return backoffDelay(attempt, policy);
}

/** The error for a 429 whose wait is longer than `maxRetryAfterMs`: what the server asked, and why it was not waited for. */
export function waitRefused(err: RateLimitError, waitMs: number, maxRetryAfterMs: number): RateLimitError {
  return new RateLimitError({
    status: err.status,
    code: err.code,
    detail:
      `${err.detail}; the service asked to wait ${describeDuration(waitMs)} (Retry-After, until ${clockTime(Date.now() + waitMs)}), ` +
      `longer than the ${describeDuration(maxRetryAfterMs)} this client waits (option retry.maxRetryAfterMs): not retried`,
    fields: err.fields,
    in: err.in,
    method: err.method ?? undefined,
    path: err.path ?? undefined,
    retryAfter: err.retryAfter ?? waitMs / 1000,
    cause: err.cause,
  });
}
