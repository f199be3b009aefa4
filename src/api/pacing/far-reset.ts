// A server view that says the window is spent until a reset further away than the client waits
// for a Retry-After (retry.maxRetryAfterMs): "X-RateLimit-Remaining: 0" with a reset tomorrow. The
// limiter used to hold every request for two windows (its ceiling on a reset), probe, and be told
// the same again: a silent two-minute wait per request, here and, through the quota file, in every
// fresh process. Such a view is treated like a long Retry-After instead: the requests waiting on it
// get a RateLimitError at once naming the reset, the view is dropped (the next request asks the
// server again), and it is never written to or read from the quota file.
import { RateLimitError, type ErrorContext } from "../errors.js";
import { clockTime, describeDuration } from "./pause-notice.js";

/** Whether a reset (epoch ms) lies further ahead than the longest wait the client accepts. */
export function isFarReset(resetAt: number, nowEpoch: number, maxWaitMs: number): boolean {
  return resetAt - nowEpoch > maxWaitMs;
}

/** The error for a request that would wait on such a view; `ctx` names the request once known. */
export function farResetRefusal(resetAt: number, maxWaitMs: number, ctx: ErrorContext = {}): RateLimitError {
  const waitMs = Math.max(0, resetAt - Date.now());
  return new RateLimitError({
    status: null,
    code: "TOO_MANY_REQUESTS",
    detail:
      `the service's rate headers say no request is left until ${clockTime(resetAt)} (X-RateLimit-Remaining: 0, X-RateLimit-Reset, ` +
      `${describeDuration(waitMs)} away), longer than the ${describeDuration(maxWaitMs)} this client waits (option retry.maxRetryAfterMs): not sent`,
    retryAfter: Math.ceil(waitMs / 1000),
    ...ctx,
  });
}

/** The same refusal, naming the request it stopped (the limiter does not know it). */
export function withRequest(err: unknown, ctx: ErrorContext): unknown {
  if (!(err instanceof RateLimitError) || err.path !== null || err.status !== null) return err;
  return new RateLimitError({ status: null, code: err.code, detail: err.detail, retryAfter: err.retryAfter, ...ctx });
}
