// Every response the sandbox sends is built here, headers and all: the JSON body, the dataset it is
// served from (X-Corebook-Dataset), the rate-limit headers, the credit cost and Retry-After. They go
// in as one plain object when the Response is made: @hono/node-server writes such a response
// straight to the socket, while setting a header on a finished one turns it into a WHATWG Headers
// object that is slow to build and to write out (bench/sandbox.mjs: the server's CPU per request).
import { DATASET_HEADER } from "../../schema/index.js";
import type { Ctx } from "./request-context.js";
import type { RequestWindow } from "./rate-limit.js";
import type { ErrorAnswer } from "./error-answer.js";

const JSON_TYPE = "application/json; charset=UTF-8";
/** What the request was charged (reference 5.x), on every response that cost something. */
const COST_HEADER = "X-Service-Credit-Cost";

export class Replies {
  constructor(
    private readonly datasetHeader: string,
    private readonly limiter: RequestWindow | null,
  ) {}

  /** A success: `{ data, ... }` with status 200. */
  ok(c: Ctx, body: unknown): Response {
    return new Response(JSON.stringify(body), { status: 200, headers: this.headers(c) });
  }

  /** The service's error body with the error's status. */
  error(c: Ctx, err: ErrorAnswer): Response {
    const headers = this.headers(c);
    if (err.extra.retryAfter !== undefined) headers["Retry-After"] = String(err.extra.retryAfter);
    return new Response(JSON.stringify(err.toBody()), { status: err.status, headers });
  }

  private headers(c: Ctx): Record<string, string> {
    const headers: Record<string, string> = { "content-type": JSON_TYPE, [DATASET_HEADER]: this.datasetHeader };
    if (this.limiter) {
      // Requests refused before they reached a bucket (a bad key) still get the headers.
      const rate = c.get("rate") ?? this.limiter.peek("anonymous");
      headers["X-RateLimit-Limit"] = String(rate.limit);
      headers["X-RateLimit-Remaining"] = String(Math.max(0, rate.remaining));
      headers["X-RateLimit-Reset"] = new Date(rate.resetAt).toISOString();
    }
    const cost = c.get("cost");
    if (cost !== null && cost !== undefined) headers[COST_HEADER] = String(cost);
    return headers;
  }
}
