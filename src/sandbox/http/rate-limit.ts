// A fixed window per principal: the window opens at its first request and closes `windowMs`
// later, which is what the X-RateLimit-Reset timestamp announces.

export interface RequestWindowConfig {
  requests: number;
  windowMs: number;
}

export interface RateState {
  limit: number;
  remaining: number;
  resetAt: number;
  allowed: boolean;
}

export class RequestWindow {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly config: RequestWindowConfig,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request for `id` and says whether it is allowed. */
  take(id: string): RateState {
    const t = this.now();
    let w = this.windows.get(id);
    if (!w || t >= w.start + this.config.windowMs) {
      w = { start: t, count: 0 };
      this.windows.set(id, w);
    }
    const allowed = w.count < this.config.requests;
    if (allowed) w.count += 1;
    return { limit: this.config.requests, remaining: this.config.requests - w.count, resetAt: w.start + this.config.windowMs, allowed };
  }

  /** Whole seconds until the window of `state` reopens (at least 1). */
  retryAfterSeconds(state: RateState): number {
    return Math.max(1, Math.ceil((state.resetAt - this.now()) / 1000));
  }

  /** The state without counting (for responses to requests that never reached a bucket). */
  peek(id: string): RateState {
    const t = this.now();
    const w = this.windows.get(id);
    if (!w || t >= w.start + this.config.windowMs) {
      return { limit: this.config.requests, remaining: this.config.requests, resetAt: t + this.config.windowMs, allowed: true };
    }
    return {
      limit: this.config.requests,
      remaining: Math.max(0, this.config.requests - w.count),
      resetAt: w.start + this.config.windowMs,
      allowed: true,
    };
  }
}
