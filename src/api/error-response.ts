// Turns an error response into the matching ServiceError. Reads the service's error body
// `{ error: { status, code, message, fields?, in?, retryAfter? } }` but survives anything else a
// proxy may send (HTML, empty body), and scrubs the key from whatever the server echoed.
import { errorCodeForStatus, readErrorBody as readServiceErrorBody } from "../schema/index.js";
import { errorClassFor, type ErrorContext, type ServiceError } from "./errors.js";
import { parseRetryAfter } from "./rate-headers.js";

interface ErrorResponse {
  status: number;
  headers: Record<string, string>;
  json: unknown;
  text: string;
}

/** `redact` removes the key from any text (the transport's own redactor knows the key). */
export function errorFromResponse(res: ErrorResponse, ctx: ErrorContext, redact: (text: string) => string, now = Date.now()): ServiceError {
  const body = readErrorBody(res.json);
  const code = typeof body.code === "string" && body.code ? redact(body.code) : errorCodeForStatus(res.status);
  let detail = typeof body.message === "string" && body.message ? body.message : fallbackDetail(res);
  detail = redact(detail);
  const fields = isStringMap(body.fields) ? Object.fromEntries(Object.entries(body.fields).map(([k, v]) => [redact(k), redact(v)])) : null;
  const where = typeof body.in === "string" ? redact(body.in) : null;
  let retryAfter: number | null = null;
  if (res.status === 429) {
    // The body's number may be finer than the header's whole seconds; prefer it when present.
    retryAfter =
      typeof body.retryAfter === "number" && body.retryAfter >= 0 ? body.retryAfter : parseRetryAfter(res.headers["retry-after"], now);
  }
  const ErrorClass = errorClassFor(res.status);
  return new ErrorClass({
    status: res.status,
    code,
    detail,
    fields,
    in: where,
    retryAfter,
    method: ctx.method,
    path: ctx.path === undefined ? undefined : redact(ctx.path),
  });
}

function readErrorBody(json: unknown): Record<string, unknown> {
  const exact = readServiceErrorBody(json);
  if (exact) return exact.error;
  // Not the service's shape (a proxy, an older server): take what can be read.
  if (json && typeof json === "object" && "error" in json) {
    const e = (json as { error: unknown }).error;
    if (e && typeof e === "object") return e as Record<string, unknown>;
    if (typeof e === "string") return { message: e };
  }
  return {};
}

function fallbackDetail(res: ErrorResponse): string {
  const text = res.text.trim();
  if (!text) return "the server gave no explanation";
  // An HTML error page from a proxy says nothing useful beyond its size.
  if (text.startsWith("<")) return `the server answered with a non-JSON body (${text.length} characters)`;
  return text.length > 300 ? `${text.slice(0, 297)}...` : text;
}

function isStringMap(v: unknown): v is Record<string, string> {
  return (
    !!v && typeof v === "object" && !Array.isArray(v) && Object.values(v as Record<string, unknown>).every((x) => typeof x === "string")
  );
}
