// How long requests sent to an unpaced server would have taken on the service, which answers at
// most `requests` per `windowMs` (60 a minute). The in-process sandbox serves without pacing so an
// offline notebook runs fast; this estimate is what keeps the real service's pace from surprising
// anyone later. The same requests are replayed in order: each keeps the gap the program left before
// it (the work between two awaited calls), and none goes earlier than one window after the request
// `requests` places before it (the service's window, whatever the latency).
import { DEFAULT_RATE_LIMIT, type RateLimitConfig } from "./limits.js";

export class ServicePaceEstimate {
  /** Sent times of the last `requests` requests, replayed at the service's pace (a ring). */
  readonly #paced: number[] = [];
  #count = 0;
  #firstSent: number | null = null;
  #lastSent = 0;
  #lastPaced = 0;

  constructor(
    readonly config: RateLimitConfig = DEFAULT_RATE_LIMIT,
    private readonly clock: () => number = () => performance.now(),
  ) {}

  /** Notes one request sent now. */
  sent(): void {
    const t = this.clock();
    if (this.#firstSent === null) {
      this.#firstSent = t;
      this.#lastSent = t;
      this.#lastPaced = t;
    }
    const slot = this.#count % this.config.requests;
    const freed = this.#count >= this.config.requests ? this.#paced[slot] + this.config.windowMs : Number.NEGATIVE_INFINITY;
    const paced = Math.max(this.#lastPaced + (t - this.#lastSent), freed);
    this.#paced[slot] = paced;
    this.#lastSent = t;
    this.#lastPaced = paced;
    this.#count++;
  }

  /** Requests noted. */
  get requests(): number {
    return this.#count;
  }

  /** Milliseconds from the first request sent to the last, as they went. */
  get actualMs(): number {
    return this.#firstSent === null ? 0 : this.#lastSent - this.#firstSent;
  }

  /** Milliseconds from the first request to the last at the service's pace. */
  get serviceMs(): number {
    return this.#firstSent === null ? 0 : this.#lastPaced - this.#firstSent;
  }
}
