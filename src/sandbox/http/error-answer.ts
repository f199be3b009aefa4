// One error type for every failure the sandbox reports, so that every route answers with the
// service's error body `{ error: { status, code, message, fields?, in?, retryAfter? } }`.

import { CorebookError } from "../../errors/index.js";
import type { ErrorBody } from "../../schema/index.js";

type ErrorLocation = "query" | "path" | "body";

export class ErrorAnswer extends CorebookError {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: { fields?: Record<string, string>; in?: ErrorLocation; retryAfter?: number } = {},
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return { error: { status: this.status, code: this.code, message: this.message, ...this.extra } };
  }
}

export const badRequest = (message: string, where: ErrorLocation, fields: Record<string, string>): ErrorAnswer =>
  new ErrorAnswer(400, "BAD_REQUEST", message, { fields, in: where });

export const notFound = (message: string): ErrorAnswer => new ErrorAnswer(404, "NOT_FOUND", message);

export const unauthorized = (): ErrorAnswer =>
  new ErrorAnswer(401, "UNAUTHORIZED", "missing or invalid API key: send the header Authorization: Bearer <API_KEY>");

export const unsupportedMediaType = (message: string, fields: Record<string, string>): ErrorAnswer =>
  new ErrorAnswer(415, "UNSUPPORTED_MEDIA_TYPE", message, { fields, in: "body" });

export const forbidden = (message: string): ErrorAnswer => new ErrorAnswer(403, "FORBIDDEN", message);

export const insufficientCredits = (cost: number, remaining: number): ErrorAnswer =>
  new ErrorAnswer(
    402,
    "INSUFFICIENT_CREDITS",
    `the organization has run out of API credits (this request costs ${cost}, ${remaining} remaining)`,
  );

export const tooManyRequests = (retryAfter: number, limit: number, windowSeconds: number): ErrorAnswer =>
  new ErrorAnswer(
    429,
    "TOO_MANY_REQUESTS",
    `rate limit of ${limit} requests per ${windowSeconds} s exceeded; retry after ${retryAfter} s`,
    { retryAfter },
  );

export const internalError = (message = "internal server error"): ErrorAnswer => new ErrorAnswer(500, "INTERNAL_SERVER_ERROR", message);
