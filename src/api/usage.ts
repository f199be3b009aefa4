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
  /** Responses served from the response store or a snapshot (no request, no credits). */
  cacheHits: number;
  /** Credits those responses cost when they were first fetched. */
  creditsSaved: number;
}

/** Told of every response a table operation used, to build info().asOf and info().cache. */
export type ResponseObserver = (fetchedAt: Date, hit: boolean) => void;

export class Usage implements UsageSnapshot {
  requests = 0;
  credits = 0;
  retries = 0;
  rateLimitWaits = 0;
  waitedMs = 0;
  errors = 0;
  cacheHits = 0;
  creditsSaved = 0;
  /** Responses that could not be written to the store (served all the same). */
  storeErrors = 0;
  readonly #observers = new Set<ResponseObserver>();

  snapshot(): UsageSnapshot {
    return {
      requests: this.requests,
      credits: this.credits,
      retries: this.retries,
      rateLimitWaits: this.rateLimitWaits,
      waitedMs: Math.round(this.waitedMs),
      errors: this.errors,
      cacheHits: this.cacheHits,
      creditsSaved: this.creditsSaved,
    };
  }

  /** Calls `observer` for every response from now on; returns the function that stops it. */
  observe(observer: ResponseObserver): () => void {
    this.#observers.add(observer);
    return () => this.#observers.delete(observer);
  }

  recordHit(credits: number, fetchedAt: Date): void {
    this.cacheHits++;
    this.creditsSaved += credits;
    for (const observer of this.#observers) observer(fetchedAt, true);
  }

  recordFetch(fetchedAt: Date): void {
    for (const observer of this.#observers) observer(fetchedAt, false);
  }

  toJSON(): UsageSnapshot {
    return this.snapshot();
  }
}
