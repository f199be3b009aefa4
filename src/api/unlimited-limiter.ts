// For `rateLimit: false`: requests go at once (429s are still honoured by the retry loop).
import type { AcquireOptions, Limiter, Ticket } from "./limiter.js";
import { abortError } from "./limiter.js";
import { PauseNotice } from "./pacing/pause-notice.js";

export class UnlimitedLimiter implements Limiter {
  private readonly notice = new PauseNotice();

  acquire(options: AcquireOptions = {}): Promise<Ticket> {
    if (options.signal?.aborted) return Promise.reject(abortError());
    return Promise.resolve({ waited: false, waitedMs: 0, release() {}, observe() {} });
  }

  /** Holds nothing back (the request that drew the 429 sleeps in the retry loop), but says so. */
  pause(ms: number): void {
    this.notice.pause(Date.now() + ms, "this process");
  }
}
