// Pacing while the server does not say what its quota is. A response without X-RateLimit-Remaining
// and -Reset (a gateway or proxy that strips them, a test stub) leaves the limiter blind: it cannot
// tell a server allowing 10 requests per 2 s from one allowing 60 per minute. Sending everything
// the configured window allows at once would then draw a storm of 429s from the smaller one. Blind,
// requests are spread evenly at the configured rate (the service's documented 60 per 60 s: one a
// second) with at most a few in flight, and a 429 halves that rate; each answered request wins a
// little of it back (additive increase, multiplicative decrease: how TCP finds a link's capacity).

/** At most this many requests in flight while blind. */
export const BLIND_MAX_IN_FLIGHT = 4;
/** The rate never falls below one request per this many windows. */
const MIN_REQUESTS_PER_WINDOW = 1 / 8;

export interface BlindPaceState {
  /** Requests per window the pace currently allows (the configured count at most). */
  requests: number;
  /** The earliest moment (epoch milliseconds) the next blind request may go. */
  nextAt: number;
}

export class BlindPace {
  requests: number;
  nextAt = 0;

  constructor(private ceiling: number) {
    this.requests = ceiling;
  }

  /** The pace a record holds (none yet: the ceiling, free now), under this process's ceiling. */
  static of(state: BlindPaceState | null, ceiling: number): BlindPace {
    const pace = new BlindPace(ceiling);
    if (state) {
      pace.requests = state.requests;
      pace.nextAt = state.nextAt;
    }
    return pace;
  }

  /** The pace as the record keeps it. */
  get state(): BlindPaceState {
    return { requests: this.requests, nextAt: this.nextAt };
  }

  /** A stricter configuration shared in (a second client on the key). */
  setCeiling(requests: number): void {
    this.ceiling = requests;
    this.requests = Math.min(this.requests, requests);
  }

  /** Milliseconds until the next request may go (0: now). */
  waitFor(now: number): number {
    return Math.max(0, this.nextAt - now);
  }

  /** A request goes now: the next one is one interval later. */
  granted(now: number, windowMs: number): void {
    this.nextAt = Math.max(this.nextAt, now) + windowMs / this.requests;
  }

  /** An answer that was served: a little more rate, up to the configured ceiling. */
  served(): void {
    this.requests = Math.min(this.ceiling, this.requests + 1 / this.requests);
  }

  /** A 429 without rate headers: half the rate, and the next request waits a whole new interval. */
  refused(now: number, windowMs: number): void {
    this.requests = Math.max(MIN_REQUESTS_PER_WINDOW, this.requests / 2);
    this.nextAt = Math.max(this.nextAt, now + windowMs / this.requests);
  }

  /** Adopts what another process on the key learned last (a damaged value is ignored). */
  merge(shared: BlindPaceState): void {
    if (shared.requests > 0 && Number.isFinite(shared.requests)) this.requests = Math.min(this.ceiling, shared.requests);
    if (Number.isFinite(shared.nextAt)) this.nextAt = Math.max(this.nextAt, shared.nextAt);
  }
}
