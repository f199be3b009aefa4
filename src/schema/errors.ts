// The error body every endpoint uses (reference 7, addendum for 402 and 422).
import * as z from "zod";
import { obj, perMode } from "./mode.js";

export const ERROR_CODES = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  402: "INSUFFICIENT_CREDITS",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  422: "UNPROCESSABLE_ENTITY",
  429: "TOO_MANY_REQUESTS",
  500: "INTERNAL_SERVER_ERROR",
} as const;

/** The code for a status; statuses the table lacks fall back to their class. */
export function errorCodeForStatus(status: number): string {
  const code = (ERROR_CODES as Record<number, string>)[status];
  if (code) return code;
  return status >= 500 ? "INTERNAL_SERVER_ERROR" : "BAD_REQUEST";
}

const errorBodySchema = perMode((m) =>
  obj(m, {
    error: obj(m, {
      status: z.number().int(),
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
      in: z.string().optional(),
      retryAfter: z.number().optional(),
    }),
  }),
);

export type ErrorBody = z.infer<ReturnType<typeof errorBodySchema>>;

/** Builds an error body with the code of its status (used by the sandbox). */
export function errorBody(
  status: number,
  message: string,
  extra: { fields?: Record<string, string>; in?: string; retryAfter?: number } = {},
): ErrorBody {
  return { error: { status, code: errorCodeForStatus(status), message, ...extra } };
}

/** The error body of a response, or null when the body is not one (never throws). */
export function readErrorBody(json: unknown): ErrorBody | null {
  const r = errorBodySchema("lenient").safeParse(json);
  return r.success ? r.data : null;
}
