// Reads success bodies through the schema layer's parsers. Lenient by default: unknown fields and
// enum values are kept (the service changes additively) and reported through the warning sink; a
// body that does not have the promised shape becomes a ServiceError naming the request and where
// the body broke.
import { SchemaParseError, type ParseOptions } from "../schema/index.js";
import { ServiceError, type ErrorContext } from "./errors.js";
import { markStrictRefusal } from "./unreadable-body.js";

/** Runs a schema parser; its failures become INVALID_RESPONSE errors that name the request. */
export function parseWith<T>(parser: (json: unknown, opts: ParseOptions) => T, json: unknown, ctx: ErrorContext, opts: ParseOptions): T {
  try {
    return parser(json, opts);
  } catch (err) {
    if (err instanceof SchemaParseError) {
      const problems = err.problems
        .slice(0, 5)
        .map((p) => `${p.path}: ${p.message}`)
        .join("; ");
      const more = err.problems.length > 5 ? ` and ${err.problems.length - 5} more` : "";
      const error = invalidResponse(ctx, `${err.what}: ${problems}${more}`, err);
      throw opts.strict ? markStrictRefusal(error) : error;
    }
    throw err;
  }
}

/** A success response whose body breaks the documented shape. */
export function invalidResponse(ctx: ErrorContext, detail: string, cause?: unknown): ServiceError {
  return new ServiceError({
    status: 200,
    code: "INVALID_RESPONSE",
    detail: `the response does not have the documented shape: ${detail}`,
    cause,
    ...ctx,
  });
}
