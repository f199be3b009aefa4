// Reads success bodies through the schema layer. Lenient by default: unknown fields and enum
// values are kept (the service changes additively) and reported through the warning sink; a body
// that does not have the promised shape at all becomes a ServiceError naming where it broke.
import type { z } from "zod";
import type { WarningSink } from "../schema/index.js";
import { withWarnings } from "../schema/warnings.js";
import { ServiceError, type ErrorContext } from "./errors.js";

export function parseBody<T>(schema: z.ZodType<T>, body: unknown, ctx: ErrorContext, onWarning?: WarningSink): T {
  const result = withWarnings(() => schema.safeParse(body), onWarning);
  if (result.success) return result.data;
  const issues = result.error.issues.slice(0, 5).map((i) => `${i.path.join(".") || "(body)"}: ${i.message}`);
  const more = result.error.issues.length > 5 ? ` and ${result.error.issues.length - 5} more` : "";
  throw new ServiceError({
    status: 200, code: "INVALID_RESPONSE",
    detail: `the response does not have the documented shape: ${issues.join("; ")}${more}`,
    ...ctx,
  });
}

/** A success response whose body breaks the documented shape. */
export function invalidResponse(ctx: ErrorContext, detail: string): ServiceError {
  return new ServiceError({ status: 200, code: "INVALID_RESPONSE", detail: `the response does not have the documented shape: ${detail}`, ...ctx });
}
