// Option objects are checked by name: a misspelt option (`includes`, `To`, `apikey`) would
// otherwise be ignored and the call would quietly do something else than asked.
import { MisuseError } from "../errors/index.js";
import * as msg from "./messages.js";

export function checkOptionNames(operation: string, options: unknown, allowed: readonly string[]): void {
  if (options === undefined || options === null) return;
  if (typeof options !== "object" || Array.isArray(options)) {
    throw new MisuseError(msg.optionsNotObject(operation, options, allowed), {
      parameter: "options",
      value: options,
      allowed,
    });
  }
  const unknown = Object.keys(options).filter((name) => !allowed.includes(name));
  if (unknown.length > 0) {
    throw new MisuseError(msg.unknownOptions(operation, unknown, allowed), {
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
