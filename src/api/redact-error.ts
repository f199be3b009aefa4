// An error may carry text from a response body (a parse problem quoting an unknown key, a message
// echoing the request) at any depth: its message, its stack, its own fields (a SchemaParseError's
// `problems`) and every error down its `cause` chain. `console.log(err)` prints all of that, so
// every level is checked, and an error that holds the secret anywhere is rebuilt with each text
// redacted; a cause becomes a plain Error carrying only redacted copies of its texts.
import { ServiceError, ValidationError } from "./errors.js";

type Redact = (text: string) => string;

function ownTexts(err: Error): string {
  let own = "";
  try {
    own = JSON.stringify(Object.fromEntries(Object.entries(err)));
  } catch {
    own = "";
  }
  return `${err.name}\n${err.message}\n${err.stack ?? ""}\n${own}`;
}

function holdsSecret(err: unknown, redact: Redact, depth = 0): boolean {
  if (!(err instanceof Error) || depth > 8) return typeof err === "string" && redact(err) !== err;
  const text = ownTexts(err);
  return redact(text) !== text || holdsSecret(err.cause, redact, depth + 1);
}

/** A cause rebuilt from redacted copies of its message, stack and own string or JSON-able fields. */
function redactedCause(cause: unknown, redact: Redact, depth: number): unknown {
  if (!(cause instanceof Error)) return typeof cause === "string" ? redact(cause) : undefined;
  const copy = new Error(
    redact(cause.message),
    depth < 8 && cause.cause !== undefined ? { cause: redactedCause(cause.cause, redact, depth + 1) } : undefined,
  );
  copy.name = cause.name;
  copy.stack = redact(cause.stack ?? "");
  for (const [key, value] of Object.entries(cause)) {
    if (key === "cause") continue;
    try {
      Reflect.set(copy, redact(key), JSON.parse(redact(JSON.stringify(value) ?? "null")));
    } catch {
      // A field that cannot be written as JSON is left out rather than copied unredacted.
    }
  }
  return copy;
}

export function redactError(err: unknown, redact: Redact): unknown {
  if (!(err instanceof Error) || !holdsSecret(err, redact)) return err;
  const cause = err.cause === undefined ? undefined : redactedCause(err.cause, redact, 0);
  if (err instanceof ValidationError) {
    const rebuilt = new ValidationError({
      code: redact(err.code),
      detail: redact(err.detail),
      fields: err.fields && redactFields(err.fields, redact),
      in: err.in === null ? null : redact(err.in),
      method: err.method ?? undefined,
      path: err.path === null ? undefined : redact(err.path),
      cause,
    });
    rebuilt.stack = redact(rebuilt.stack ?? "");
    return rebuilt;
  }
  if (!(err instanceof ServiceError)) {
    const copy = new Error(redact(err.message), cause === undefined ? undefined : { cause });
    copy.name = err.name;
    copy.stack = redact(err.stack ?? "");
    return copy;
  }
  const ErrorClass = err.constructor as typeof ServiceError;
  const rebuilt = new ErrorClass({
    status: err.status,
    code: redact(err.code),
    detail: redact(err.detail),
    fields: err.fields && redactFields(err.fields, redact),
    in: err.in === null ? null : redact(err.in),
    method: err.method ?? undefined,
    path: err.path === null ? undefined : redact(err.path),
    retryAfter: err.retryAfter,
    cause,
  });
  rebuilt.stack = redact(rebuilt.stack ?? "");
  return rebuilt;
}

function redactFields(fields: Record<string, string>, redact: Redact): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [redact(k), redact(v)]));
}
