// What `sv.usage` shows: live counters for the whole client (all cores). A plain object with
// numbers, so it prints well in a notebook and serializes as is.
import { describeDataset, type SandboxDataset } from "../schema/index.js";

/** The client's counters at one moment, as plain numbers (`sv.usage` prints them). */
export interface UsageSnapshot {
  /** HTTP requests sent (each retry counts). */
  requests: number;
  /** Credits charged by the server (sum of X-Service-Credit-Cost). */
  credits: number;
  /** Requests sent again after a 429, 5xx, dropped connection or timeout. */
  retries: number;
  /** Times a request waited for its turn under the rate limit (including after a 429). */
  rateLimitWaits: number;
  /**
   * Milliseconds of those waits and of retry backoff, each request's own wait added up: concurrent
   * requests waiting together count once each, so this can exceed the time the session ran.
   */
  waitSumMs: number;
  /** Wall-clock milliseconds during which at least one request was waiting (the union of the waits): at most the session's time. */
  waitWallMs: number;
  /** @deprecated The old name of `waitSumMs` (the sum, not the wall-clock time); not printed. */
  readonly waitedMs: number;
  /** Responses that were errors (any status >= 400) or no response at all. */
  errors: number;
  /** Responses served from the response cache or a snapshot (no request, no credits). */
  cacheHits: number;
  /** Credits those responses cost when they were first fetched. */
  creditsSaved: number;
}

/** Told of every response a table operation used, to build info().asOf, info().cache and info().dataset. */
type ResponseObserver = (fetchedAt: Date, hit: boolean, dataset: SandboxDataset | null) => void;

/** Told of every request sent to the service (retries included), as it goes. */
type RequestObserver = () => void;
// Disjoint wait intervals kept to merge new waits into; past this many, the oldest is dropped (its
// time stays counted; only a later wait reaching back over it could be counted twice).
const KEPT_INTERVALS = 4096;

/** Live counters of a client, for all cores: requests, credits, retries, rate-limit waits, errors and store hits. */
export class Usage implements UsageSnapshot {
  requests = 0;
  credits = 0;
  retries = 0;
  rateLimitWaits = 0;
  waitSumMs = 0;
  waitWallMs = 0;
  errors = 0;
  cacheHits = 0;
  creditsSaved = 0;
  /** Responses that could not be written to the cache (served all the same). */
  storeErrors = 0;
  /** The sandbox dataset the first response that named one came from (null: the real service, or nothing yet). */
  dataset: SandboxDataset | null = null;
  readonly #mixedWarned = new Set<string>();
  readonly #observers = new Set<ResponseObserver>();
  readonly #requestObservers = new Set<RequestObserver>();

  /** Starts and ends (performance.now()) of the disjoint intervals in which something waited, in order. */
  readonly #starts: number[] = [];
  readonly #ends: number[] = [];

  /** @deprecated The old name of `waitSumMs`. */
  get waitedMs(): number {
    return this.waitSumMs;
  }

  /**
   * Counts a wait of `ms` that ended at `endAt` (performance.now(); the client calls this when the
   * wait is over). Waits are told in the order they end, so only the last intervals can overlap it.
   */
  noteWait(ms: number, endAt = performance.now()): void {
    if (!(ms > 0)) return;
    this.waitSumMs += ms;
    let start = endAt - ms;
    let end = endAt;
    while (this.#ends.length > 0 && this.#ends[this.#ends.length - 1] >= start) {
      const s = this.#starts.pop() as number;
      const e = this.#ends.pop() as number;
      this.waitWallMs -= e - s;
      start = Math.min(start, s);
      end = Math.max(end, e);
    }
    this.#starts.push(start);
    this.#ends.push(end);
    this.waitWallMs += end - start;
    if (this.#starts.length > KEPT_INTERVALS) {
      this.#starts.shift();
      this.#ends.shift();
    }
  }

  /** A copy of the counters now, which later requests do not change. */
  snapshot(): UsageSnapshot {
    const counters = {
      requests: this.requests,
      credits: this.credits,
      retries: this.retries,
      rateLimitWaits: this.rateLimitWaits,
      waitSumMs: Math.round(this.waitSumMs),
      waitWallMs: Math.round(this.waitWallMs),
      errors: this.errors,
      cacheHits: this.cacheHits,
      creditsSaved: this.creditsSaved,
    };
    // The old name still reads, but is not printed beside the two new ones.
    return Object.defineProperty(counters, "waitedMs", { value: counters.waitSumMs, enumerable: false }) as UsageSnapshot;
  }

  /** Calls `observer` for every response from now on; returns the function that stops it. */
  observe(observer: ResponseObserver): () => void {
    this.#observers.add(observer);
    return () => this.#observers.delete(observer);
  }

  /** Calls `observer` for every request sent from now on; returns the function that stops it. */
  observeRequests(observer: RequestObserver): () => void {
    this.#requestObservers.add(observer);
    return () => this.#requestObservers.delete(observer);
  }

  /** Counts one request sent to the service (the client calls this). */
  recordRequest(): void {
    this.requests++;
    for (const observer of this.#requestObservers) observer();
  }

  /**
   * Counts a response served from the response cache or a snapshot that cost `credits` when first fetched (the client calls
   * this).
   */
  recordHit(credits: number, fetchedAt: Date, dataset: SandboxDataset | null = null): void {
    this.cacheHits++;
    this.creditsSaved += credits;
    this.#noteDataset(dataset);
    for (const observer of this.#observers) observer(fetchedAt, true, dataset);
  }

  /** Notes a response fetched from the service at `fetchedAt`, for provenance (the client calls this). */
  recordFetch(fetchedAt: Date, dataset: SandboxDataset | null = null): void {
    this.#noteDataset(dataset);
    for (const observer of this.#observers) observer(fetchedAt, false, dataset);
  }

  /**
   * Responses of two sandbox dataset versions in one session (a cache or snapshot recorded before
   * an upgrade, served beside fresh responses) make tables that no single dataset holds: said once per version.
   */
  #noteDataset(dataset: SandboxDataset | null): void {
    if (dataset === null) return;
    if (this.dataset === null) {
      this.dataset = dataset;
      return;
    }
    const key = `${dataset.version}`;
    if (dataset.version === this.dataset.version || this.#mixedWarned.has(key)) return;
    this.#mixedWarned.add(key);
    console.warn(
      `corebook: this session mixes responses of ${describeDataset(this.dataset)} and ${describeDataset(dataset)} ` +
        "(a response cache or snapshot recorded before an upgrade): tables may combine records that no one dataset holds; " +
        'record the snapshot again or refresh the cache (cache: { mode: "refresh" })',
    );
  }

  /** What `JSON.stringify` shows: the snapshot's counters. */
  toJSON(): UsageSnapshot {
    return this.snapshot();
  }
}
