// What `sv.usage` shows: live counters for the whole client (all cores). A plain object with
// numbers, so it prints well in a notebook and serializes as is.

export interface UsageSnapshot {
  /** HTTP requests sent (each retry counts). */
  requests: number;
  /** Credits charged by the server (sum of X-Service-Credit-Cost). */
  credits: number;
  /** Requests sent again after a 429, 5xx, dropped connection or timeout. */
  retries: number;
  /** Times a request waited for its turn under the rate limit (including after a 429). */
  rateLimitWaits: number;
  /** Total milliseconds spent in those waits and in retry backoff. */
  waitedMs: number;
  /** Responses that were errors (any status >= 400) or no response at all. */
  errors: number;
}

export class Usage implements UsageSnapshot {
  requests = 0;
  credits = 0;
  retries = 0;
  rateLimitWaits = 0;
  waitedMs = 0;
  errors = 0;

  snapshot(): UsageSnapshot {
    return {
      requests: this.requests, credits: this.credits, retries: this.retries,
      rateLimitWaits: this.rateLimitWaits, waitedMs: Math.round(this.waitedMs), errors: this.errors,
    };
  }

  toJSON(): UsageSnapshot {
    return this.snapshot();
  }
}
