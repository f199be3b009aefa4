// Client-side checks turn the schema layer's per-field messages into one ValidationError, thrown
// before anything is sent (so a typo never costs a request, a credit or a rate-limit slot).
import type { ParamsResult } from "../schema/index.js";
import { ValidationError, type ErrorContext } from "./errors.js";

/** `input` is what the caller passed: with one parameter at fault, its value goes into the error. */
export function ensureValid<V>(result: ParamsResult<V>, ctx: ErrorContext, input?: Record<string, unknown>): V {
  if (result.ok) return result.value;
  throw validationError(result.fields, ctx, input);
}

export function validationError(fields: Record<string, string>, ctx: ErrorContext, input?: Record<string, unknown>): ValidationError {
  const messages = Object.values(fields);
  const shown = messages.slice(0, 5).join("; ") + (messages.length > 5 ? `; and ${messages.length - 5} more` : "");
  const names = Object.keys(fields);
  const value = names.length === 1 ? input?.[names[0]] : undefined;
  return new ValidationError({ code: "INVALID_PARAMS", detail: shown, fields, in: "client", value, ...ctx });
}
