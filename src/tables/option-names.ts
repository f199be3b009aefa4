// Option objects are checked by name: a misspelt option (`includes`, `To`, `apikey`) would
// otherwise be ignored and the call would quietly do something else than asked.
import { UsageError } from "../errors/index.js";

export function checkOptionNames(operation: string, options: unknown, allowed: readonly string[]): void {
  if (options === undefined || options === null) return;
  if (typeof options !== "object" || Array.isArray(options)) {
    throw new UsageError(`${operation}: options must be an object with any of ${allowed.join(", ")}; got ${JSON.stringify(options)}`, {
      parameter: "options",
      value: options,
      allowed,
    });
  }
  const unknown = Object.keys(options).filter((name) => !allowed.includes(name));
  if (unknown.length > 0) {
    const names = unknown.map((name) => JSON.stringify(name)).join(", ");
    throw new UsageError(`${operation}: unknown option${unknown.length > 1 ? "s" : ""} ${names}; allowed: ${allowed.join(", ")}`, {
      parameter: unknown[0],
      allowed,
    });
  }
}

/** Per-request options every call takes. */
export const CALL_OPTIONS = ["signal", "timeoutMs"] as const;
export const GET_OPTIONS = ["include", "concurrency", "onProgress", "onError"] as const;
export const SEARCH_ALL_OPTIONS = [
  "by",
  "from",
  "to",
  "windowDays",
  "concurrency",
  "onProgress",
  "onError",
  "estimate",
  "maxCredits",
] as const;
export const LOOKUP_OPTIONS = ["onProgress", "concurrency", "onError", ...CALL_OPTIONS] as const;
