// Client-side checks turn the schema layer's per-field messages into one ValidationError, thrown
// before anything is sent (so a typo never costs a request, a credit or a rate-limit slot).
import type { ParamsResult } from "../schema/index.js";
import { ValidationError, type ErrorContext } from "./errors.js";

export function ensureValid<V>(result: ParamsResult<V>, ctx: ErrorContext): V {
  if (result.ok) return result.value;
  throw validationError(result.fields, ctx);
}

export function validationError(fields: Record<string, string>, ctx: ErrorContext): ValidationError {
  const messages = Object.values(fields);
  const shown = messages.slice(0, 5).join("; ") + (messages.length > 5 ? `; and ${messages.length - 5} more` : "");
  return new ValidationError({ code: "INVALID_PARAMS", detail: shown, fields, in: "client", ...ctx });
}
