// The one path every request takes once its parameters are validated and encoded:
// budget check -> wait for a turn under the rate limit -> send -> read rate headers and cost ->
// error or parsed result -> retry when the failure is transient. Nothing else in api/ sends.
import type { WarningSink } from "../schema/index.js";
import { bodyWithoutKey } from "./echoed-key.js";
import { AbortError, type RateLimitError, ServiceError, type ErrorContext } from "./errors.js";
import { errorFromResponse } from "./error-response.js";
import { creditCostHeader, type CreditLedger } from "./ledger.js";
import { parseRemainingHeader, parseResetHeader } from "./rate-headers.js";
import type { Limiter, Ticket } from "./limiter.js";
import { retryDelay, retryKind, waitRefused, type RetryPolicy } from "./retry.js";
import { redactError } from "./redact-error.js";
import { gaveUp, isUnreadableBody } from "./unreadable-body.js";
import { lostBodyResponse, type Transport, type TransportResponse } from "./transport.js";
import type { Usage } from "./usage.js";
import type { ResponseCache } from "../cache/index.js";
import { readStoredResponse, writeStoredResponse } from "./stored-response.js";
import { withRequest } from "./pacing/far-reset.js";
import { creditCostRefused, isRedirect, redirectRefused } from "./refused-response.js";
import { noteInvalidUtf8, withWarnings } from "../schema/index.js";
import type { ApiRequest } from "./api-request.js";

export interface RequestDeps {
  transport: Transport;
  limiter: Limiter;
  ledger: CreditLedger;
  usage: Usage;
  retry: RetryPolicy;
  /** The response cache and snapshot (src/cache); null or absent: every request is sent. */
  cache?: ResponseCache | null;
  /** The service's current time: when a response counts as fetched. */
  now: () => Date;
  /** The name the cache files this service's responses under. */
  serviceName: string;
  /** Where a warning about a response goes (one that echoed the key); default the schema's sink. */
  onWarning?: WarningSink;
}

export async function runRequest<T>(deps: RequestDeps, req: ApiRequest<T>): Promise<T> {
  const { transport, limiter, ledger, usage } = deps;
  // Store hook (stored-response.ts): a stored response takes no budget, no limiter slot, no credits.
  // It comes first so that a warm get of thousands of records pays nothing of the send path below.
  const stored = await readStoredResponse(deps, req);
  if (stored) return stored.value;

  const ctx: ErrorContext = { method: req.method, path: transport.redact(req.path + (req.query ? `?${req.query}` : "")) };
  const attempts = { "rate-limit": 0, transient: 0 };

  for (let attempt = 0; ; attempt++) {
    const reservation = ledger.reserve(req.cost, ctx);
    let ticket: Ticket;
    try {
      ticket = await limiter.acquire({ signal: req.signal, priority: attempt > 0 });
    } catch (err) {
      reservation.cancel();
      throw withRequest(err, ctx);
    }
    if (ticket.waited) {
      usage.rateLimitWaits++;
      usage.noteWait(ticket.waitedMs);
    }
    usage.recordRequest();

    let res: TransportResponse | null = null;
    let failure: unknown;
    try {
      res = await transport.send({
        method: req.method,
        path: req.path,
        query: req.query,
        body: req.body,
        timeoutMs: req.timeoutMs,
        signal: req.signal,
      });
    } catch (err) {
      failure = err;
    }

    const entry = { core: req.core, endpoint: req.endpoint, method: req.method, path: ctx.path ?? req.path };
    // A response whose body was lost still had its headers read: the server billed and counted it.
    const received = res ?? lostBodyResponse(failure) ?? null;
    if (received === null) {
      // The server may have counted a request that failed on the way back: keep its slot.
      ticket.release();
      reservation.settle({ ...entry, status: null, credits: 0 });
    } else {
      const now = Date.now();
      ticket.observe({
        remaining: parseRemainingHeader(received.headers["x-ratelimit-remaining"]),
        resetAt: parseResetHeader(received.headers["x-ratelimit-reset"], now),
        limit: parseRemainingHeader(received.headers["x-ratelimit-limit"]),
      });
      // A 429 was refused, not served: it does not use up a place in the window.
      ticket.release(received.headersAt, received.status !== 429);
      const credits = creditCostHeader(received.headers);
      reservation.settle({ ...entry, status: received.status, credits: credits ?? 0 });
      usage.credits += credits ?? 0;
      if (credits !== null) req.onCharged?.(credits);
      // A cost that is not one, and a redirect, are refused whatever the body holds (both final).
      if (credits === null) failure = creditCostRefused(received, ctx, transport.redact);
      else if (res !== null && isRedirect(res.status)) {
        failure = redirectRefused(res, ctx, transport.redact);
      } else if (res !== null && res.status < 400) {
        let value: T | undefined;
        try {
          const json = bodyWithoutKey(res, `${req.method} ${transport.redact(req.path)}`, transport, deps.onWarning);
          value = parseSuccess(json, res, req, ctx);
        } catch (err) {
          const unreadable = isUnreadableBody(err);
          const redacted = redactError(err, transport.redact);
          // A garbled or cut-off success body is asked for again like a 5xx; nothing of it is kept.
          if (!unreadable) throw redacted;
          failure = redacted;
        }
        if (failure === undefined) {
          if (res.invalidUtf8) withWarnings(() => noteInvalidUtf8(`${req.method} ${ctx.path ?? req.path}`), deps.onWarning);
          // Store hook: only a body that parsed is kept.
          await writeStoredResponse(deps, req, res, credits, value);
          return value as T;
        }
      } else if (res !== null) {
        failure = errorFromResponse(res, ctx, transport.redact, now);
      }
    }

    usage.errors++;
    if (failure instanceof AbortError) throw failure;
    const kind = retryKind(failure);
    if (kind === "final") throw failure;
    const delay = retryDelay(failure, attempts[kind]++, deps.retry);
    if (delay === null) throw isUnreadableBody(failure) ? gaveUp(failure, attempt + 1) : failure;
    if (kind === "rate-limit") {
      if (delay > deps.retry.maxRetryAfterMs) throw waitRefused(failure as RateLimitError, delay, deps.retry.maxRetryAfterMs);
      // The server's window is full for everyone sharing this key, not only for this request.
      limiter.pause(delay);
      usage.rateLimitWaits++;
    }
    usage.retries++;
    const sleptFrom = performance.now();
    try {
      await sleep(delay, req.signal, ctx);
    } finally {
      usage.noteWait(performance.now() - sleptFrom);
    }
  }
}

function parseSuccess<T>(body: unknown, res: TransportResponse, req: ApiRequest<T>, ctx: ErrorContext): T {
  if (!body || typeof body !== "object" || Array.isArray(body) || !("data" in body)) {
    throw new ServiceError({
      status: res.status,
      code: "INVALID_RESPONSE",
      detail: `expected a JSON object with a "data" key; got ${res.text.length === 0 ? "an empty body" : `${res.text.length} characters that are not`}`,
      ...ctx,
    });
  }
  return req.parse(body as Record<string, unknown>);
}

function sleep(ms: number, signal: AbortSignal | undefined, ctx: ErrorContext): Promise<void> {
  if (ms <= 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AbortError({ code: "ABORTED", detail: "the request was aborted while waiting to retry", ...ctx }));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener("abort", onAbort, { once: true });
  });
}
