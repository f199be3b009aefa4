// One error class per failure the caller may want to tell apart (by `instanceof` or by `status`/`code`),
// all sharing the same fields so a notebook can print any of them the same way. Messages are written
// for people: "<status> <code> on <METHOD> <path>: <what the server said>". The root of the family
// is CorebookError (src/errors/); a ValidationError is bad input, so it is a MisuseError, not a
// ServiceError, and its message says the request was not sent.
import { CorebookError, MisuseError } from "../errors/index.js";

/** Where a failure happened, as known to the client. `path` holds path and query, never the key. */
export interface ErrorContext {
  method?: string;
  path?: string;
}

interface ServiceErrorInit extends ErrorContext {
  status?: number | null;
  code: string;
  /** The bare reason (what the server or validator said), without the status/method/path prefix. */
  detail: string;
  fields?: Record<string, string> | null;
  in?: string | null;
  retryAfter?: number | null;
  cause?: unknown;
}

/**
 * A request that was sent (or tried) and failed: an HTTP error answer, a broken response, a connection failure, a timeout,
 * an abort or the credit budget. Subclasses tell the cases apart; all have the same fields and a message of the form
 * `404 NOT_FOUND on GET /api/v1/cores/...: <reason>`.
 */
export class ServiceError extends CorebookError {
  /** HTTP status, or null when no response was received (connection, timeout, client-side checks). */
  readonly status: number | null;
  /**
   * The service's error code (`BAD_REQUEST`, `NOT_FOUND`, `TOO_MANY_REQUESTS` ...) or the client's own
   * (`CONNECTION_ERROR`, `TIMEOUT`, `ABORTED`, `BUDGET_EXCEEDED`, `INVALID_RESPONSE`).
   */
  readonly code: string;
  /** Per-field messages (server `error.fields`, or the client validator's). */
  readonly fields: Record<string, string> | null;
  /** The part of the request at fault (server `error.in`, e.g. "query" or "body"). */
  readonly in: string | null;
  /** HTTP method of the request (`GET` or `POST`), or null when not known. */
  readonly method: string | null;
  /** Path and query of the request (`/api/v1/...?...`); the base URL and the API key are never part of it. */
  readonly path: string | null;
  /** Seconds to wait before retrying, when the server said so (429). */
  readonly retryAfter: number | null;
  /** The reason alone, without the prefix that `message` adds. */
  readonly detail: string;

  constructor(init: ServiceErrorInit) {
    super(formatMessage(init), { cause: init.cause });
    this.status = init.status ?? null;
    this.code = init.code;
    this.detail = init.detail;
    this.fields = init.fields ?? null;
    this.in = init.in ?? null;
    this.method = init.method ?? null;
    this.path = init.path ?? null;
    this.retryAfter = init.retryAfter ?? null;
  }

  /** What `JSON.stringify` shows: `name`, `status`, `code`, `message`, `fields`, `in`, `method`, `path`, `retryAfter`. */
  toJSON(): Record<string, unknown> {
    return requestErrorJSON(this);
  }
}

/** What JSON.stringify shows of a request error, sent or not: the same keys for both kinds. */
function requestErrorJSON(e: ServiceError | ValidationError): Record<string, unknown> {
  return {
    name: e.name,
    status: e.status,
    code: e.code,
    message: e.message,
    fields: e.fields,
    in: e.in,
    method: e.method,
    path: e.path,
    retryAfter: e.retryAfter,
  };
}

function formatMessage(init: ServiceErrorInit, sent = true): string {
  const head = init.status ? `${init.status} ${init.code}` : init.code;
  const request = init.method && init.path ? `${init.method} ${stripQuery(init.path)}` : "";
  const where = sent ? (request ? ` on ${request}` : "") : `: ${request ? `${request} was` : "the request was"} not sent`;
  // Servers often put the useful part in `fields` and a generic sentence in `message`: show both,
  // unless the detail already says what the fields say.
  const unsaid = Object.entries(init.fields ?? {}).filter(([, v]) => !init.detail.includes(v));
  const extra =
    unsaid
      .slice(0, 5)
      .map(([k, v]) => `${k}: ${v}`)
      .join("; ") + (unsaid.length > 5 ? `; and ${unsaid.length - 5} more` : "");
  const detail = [init.detail, extra ? `(${extra})` : ""].filter(Boolean).join(" ");
  return `${head}${where}: ${detail || "no details given"}`;
}

function stripQuery(path: string): string {
  const q = path.indexOf("?");
  return q === -1 ? path : path.slice(0, q);
}

/** 400 BAD_REQUEST: the service refused the parameters; `fields` and `in` say which. */
export class BadRequestError extends ServiceError {}
/** 401 UNAUTHORIZED: the API key is missing or invalid. */
export class AuthenticationError extends ServiceError {}
/** 402 INSUFFICIENT_CREDITS: the organization has run out of API credits. */
export class InsufficientCreditsError extends ServiceError {}
/** 403 FORBIDDEN: the key is valid but lacks the permission. */
export class PermissionDeniedError extends ServiceError {}
/** 404 NOT_FOUND: no record (or document section) with that ID; only get-by-ID requests give it. */
export class NotFoundError extends ServiceError {}
/** 422: the input is well-formed but semantically invalid. */
export class UnprocessableEntityError extends ServiceError {}
/** 429 TOO_MANY_REQUESTS after the client's retries ran out (or a Retry-After too long to wait); `retryAfter` gives the seconds. */
export class RateLimitError extends ServiceError {}
/** 500 and every other 5xx. */
export class InternalServerError extends ServiceError {}
/** No usable response: refused, reset or dropped connection, DNS failure. */
export class ConnectionError extends ServiceError {}
/** The request took longer than its timeout (a kind of connection failure: retried the same way). */
export class TimeoutError extends ConnectionError {}

type ValidationErrorInit = Omit<ServiceErrorInit, "status" | "retryAfter"> & {
  /** The value the caller gave, when one parameter is at fault. */
  value?: unknown;
};

/** The request was refused by the client before sending: a parameter, ID or item is invalid.
 * It carries the fields a ServiceError has (`code`, `fields`, `in`, `method`, `path`), with
 * `status` null, so code that prints either kind needs no case for it. */
export class ValidationError extends MisuseError {
  /** Always null: the request was not sent, so there is no HTTP status. */
  readonly status = null;
  /** `INVALID_PARAMS` for a bad parameter, ID or lookup item. */
  readonly code: string;
  /** Per-parameter messages from the client's validator. */
  readonly fields: Record<string, string> | null;
  /** `client`: the client's own validator refused the request. */
  readonly in: string | null;
  /** HTTP method the request would have had (`GET` or `POST`), or null when not known. */
  readonly method: string | null;
  /** Path and query the request would have had. */
  readonly path: string | null;
  /** Always null: there is nothing to wait for, the input must change. */
  readonly retryAfter = null;
  /** The reason alone, without the prefix that `message` adds. */
  readonly detail: string;

  constructor(init: ValidationErrorInit) {
    const names = Object.keys(init.fields ?? {});
    super(formatMessage(init, false), { cause: init.cause, parameter: names.length === 1 ? names[0] : undefined, value: init.value });
    this.code = init.code;
    this.detail = init.detail;
    this.fields = init.fields ?? null;
    this.in = init.in ?? null;
    this.method = init.method ?? null;
    this.path = init.path ?? null;
  }

  /** What `JSON.stringify` shows: the same keys as a `ServiceError`'s, with `status` null. */
  toJSON(): Record<string, unknown> {
    return requestErrorJSON(this);
  }
}
/** The request was refused before sending: its cost would exceed what is left of `maxCredits`. */
export class BudgetExceededError extends ServiceError {}
/** A success body larger than the client's `maxResponseBytes`: read no further, not kept, not retried. */
export class ResponseTooLargeError extends ServiceError {}
/** A redirect (3xx): not followed (the key would go with it); the message names the target host. Not retried. */
export class RedirectError extends ServiceError {}
/**
 * A response that breaks the protocol in a way no retry mends: a credit cost that is not a
 * non-negative whole number. Not retried; nothing of it is counted.
 */
export class ProtocolError extends ServiceError {}
/** The caller aborted the request through its AbortSignal. */
export class AbortError extends ServiceError {}

/** Picks the class for an HTTP error status (and code, for the statuses that share one). */
export function errorClassFor(status: number): typeof ServiceError {
  switch (status) {
    case 400:
      return BadRequestError;
    case 401:
      return AuthenticationError;
    case 402:
      return InsufficientCreditsError;
    case 403:
      return PermissionDeniedError;
    case 404:
      return NotFoundError;
    case 422:
      return UnprocessableEntityError;
    case 429:
      return RateLimitError;
    default:
      return status >= 500 ? InternalServerError : ServiceError;
  }
}
