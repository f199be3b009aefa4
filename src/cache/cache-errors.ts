// The one error this layer raises to callers: a response was needed and could not be served
// without sending a request, which the mode forbids (cache offline, snapshot replay).
import { CorebookError } from "../errors/index.js";
export class CacheMissError extends CorebookError {
  /** `"CacheMissError"`; match with `instanceof CacheMissError` (the deprecated StoreMissError is the same class). */
  override name = "CacheMissError";
  constructor(
    /** The request that was needed, as a person reads it (method, path, query). */
    readonly request: string,
    /** What to do: fetch it with the cache in "use" mode, or extend the snapshot. */
    readonly hint: string,
  ) {
    super(`${request} is not stored and cannot be sent: ${hint}`);
  }
}

/**
 * @deprecated The earlier name of {@link CacheMissError}: "cache" is the one word for the response cache.
 * @group Errors
 */
export const StoreMissError = CacheMissError;
/**
 * @deprecated The earlier name of {@link CacheMissError}.
 * @group Errors
 */
export type StoreMissError = CacheMissError;
