// A success status whose body cannot be read (not JSON, cut off, not the documented envelope, or
// not the documented shape even for lenient parsing) is a transport accident on a read-only API:
// request.ts asks again with the 5xx backoff, and after the last retry raises one error that names
// the request and how often it was tried. Such a body is never returned, cached or counted as data.
// In strict mode a body that breaks the schema is the answer, not an accident: it is not retried.
import { ServiceError } from "./errors.js";

const refusedByStrictSchema = new WeakSet<object>();

/** Marks an INVALID_RESPONSE raised by a strict parse of a readable body (final, not retried). */
export function markStrictRefusal<E extends ServiceError>(err: E): E {
  refusedByStrictSchema.add(err);
  return err;
}

export function isUnreadableBody(err: unknown): err is ServiceError {
  return (
    err instanceof ServiceError &&
    err.code === "INVALID_RESPONSE" &&
    err.status !== null &&
    err.status < 400 &&
    !refusedByStrictSchema.has(err)
  );
}

export function gaveUp(err: ServiceError, attempts: number): ServiceError {
  const ErrorClass = err.constructor as typeof ServiceError;
  return new ErrorClass({
    status: err.status,
    code: err.code,
    detail: `${err.detail} (the same after ${attempts} attempts)`,
    in: err.in,
    method: err.method ?? undefined,
    path: err.path ?? undefined,
    retryAfter: err.retryAfter,
    cause: err.cause,
  });
}
