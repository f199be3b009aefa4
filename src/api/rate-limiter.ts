// Client-side pacing so a notebook never trips the service's limit (60 requests per 60 s per user
// and organization). One limiter per (key, base URL) in the process: two clients built with the same
// key share the quota on the server, so they must share the pacing here too.
//
// Every decision is pacing/decide.ts's, on one record (pacing/record.ts) that is both this
// limiter's state and, with a quota file, the file's content. The limiter keeps what cannot be pure:
// the queue of waiting requests, the timer, the clock, and the batching of its steps into updates
// of the quota file (quota-batch.ts).
import { nodeCrypto } from "../common/index.js";
import type { AcquireOptions, Limiter, Ticket } from "./limiter.js";
import { type Decision, decideAll, initialState, type PacingEvent } from "./pacing/decide.js";
import { farResetRefusal } from "./pacing/far-reset.js";
import { checkConfig, type Limits, type RateLimitConfig } from "./pacing/limits.js";
import { PauseNotice } from "./pacing/pause-notice.js";
import type { PacingRecord } from "./pacing/record.js";
import type { PacingState } from "./pacing/view.js";
import { PumpTimer } from "./pump-timer.js";
import { QuotaBatch } from "./quota-batch.js";
import { QuotaFile } from "./quota-file.js";
import { DEFAULT_RETRY_POLICY } from "./retry.js";
import { ticket } from "./ticket.js";
import { UnlimitedLimiter } from "./unlimited-limiter.js";
import { enqueue, markHeld, settleWaiter, type Waiter } from "./waiter.js";

export { DEFAULT_RATE_LIMIT, type RateLimitConfig } from "./pacing/limits.js";
export type { Limiter, Ticket } from "./limiter.js";

/** Safety margin added to every computed wait: timers may fire a little early. */
const MARGIN_MS = 1;
/** With a shared quota file, how often a waiting limiter looks again (another process may have learned more). */
const SHARED_POLL_MS = 25;
const LOOK: PacingEvent = { type: "look" };
/**
 * With a quota file, the most requests one update of the file lets go; the rest go at the next
 * update, a turn of the event loop later. The requests granted start in the update's turn: a burst
 * of thousands granted at once held that turn (3,000 gets: 1.4-1.6x the longest turn of the same
 * burst without the file, where each get starts in its caller's turn).
 */
const GRANTS_PER_UPDATE = 500;

class RateLimiter implements Limiter {
  private limits: Limits;
  private state: PacingState;
  private queue: Waiter[] = [];
  /** The one-event batch apply() hands decideAll (a new array per pump and per grant showed in a burst's CPU). */
  private readonly one: PacingEvent[] = [LOOK];
  private readonly timer = new PumpTimer(() => this.pump());
  private readonly notice = new PauseNotice();
  private readonly batch: QuotaBatch | null;
  /** How tickets feed their events back. */
  private readonly ticketHost = { shared: (events: PacingEvent[]) => this.shared(events), pump: () => this.pump() };

  constructor(config: RateLimitConfig, quota: QuotaFile | null, maxPauseMs: number) {
    // Answer times are whole wall-clock milliseconds: 1 ms of margin in one process, 5 across several (limits.ts).
    this.limits = { ...checkConfig(config), maxPauseMs, pid: process.pid, marginMs: quota ? 5 : 1 };
    this.state = initialState(this.limits);
    const host = {
      load: (file: PacingRecord) => this.load(file),
      apply: (events: PacingEvent[]) => this.applyAll(events),
      pumpNow: () => this.pumpNow(),
      record: () => this.state.record,
      fail: (err: unknown) => {
        for (const waiter of this.queue.splice(0)) waiter.reject(err);
      },
    };
    this.batch = quota ? new QuotaBatch(quota, host) : null;
  }

  /** Settles when the updates of the quota file under way are written. */
  get synced(): Promise<void> {
    return this.batch?.synced ?? Promise.resolve();
  }

  get settings(): RateLimitConfig {
    return { requests: this.limits.requests, windowMs: this.limits.windowMs };
  }

  /** Adopts a stricter configuration (used when a second client shares this limiter). */
  tighten(config: RateLimitConfig, maxPauseMs = this.limits.maxPauseMs): void {
    const next = checkConfig(config);
    const stricter = next.requests / next.windowMs < this.limits.requests / this.limits.windowMs;
    this.limits = { ...this.limits, ...(stricter ? next : {}), maxPauseMs: Math.min(this.limits.maxPauseMs, maxPauseMs) };
    if (stricter) this.apply({ type: "tightened" });
  }

  acquire(options: AcquireOptions = {}): Promise<Ticket> {
    const ticket = enqueue(this.queue, options, () => this.pump());
    this.pump();
    return ticket;
  }

  pause(ms: number): void {
    if (!(ms > 0)) return;
    const until = Date.now() + Math.min(ms, this.limits.maxPauseMs);
    // With a quota file the pause is written there too: the window is full for every process.
    this.shared([{ type: "paused", until }]);
    this.timer.clear();
    this.pump();
  }

  private apply(event: PacingEvent, now = Date.now()): Decision {
    // The limiter keeps only the state returned: it is decided on in place (decide.ts).
    this.one[0] = event;
    const step = decideAll(this.state, now, this.one, this.limits, true);
    this.state = step.state;
    return step.decisions[0];
  }

  /** Decides events now, or with a quota file in its next update (quota-batch.ts). */
  private shared(events: PacingEvent[]): void {
    if (this.batch) this.batch.add(events);
    else this.applyAll(events);
  }

  private applyAll(events: PacingEvent[]): void {
    this.state = decideAll(this.state, Date.now(), events, this.limits, true).state;
    if (events.some((e) => e.type === "paused")) this.notice.pause(this.state.record.pausedUntil, "this process");
  }

  /** The record another process left in the quota file, before a batch of steps. */
  private load(file: PacingRecord): void {
    const before = this.state.record.pausedUntil;
    this.apply({ type: "loaded", file });
    if (file.pausedUntil > before && this.state.record.pausedUntil === file.pausedUntil)
      this.notice.pause(file.pausedUntil, "another process");
  }

  /** Grants what may go now; with a quota file, at the next update of the file. */
  private pump(): void {
    if (!this.batch) this.pumpNow();
    else if (this.queue.length === 0) this.timer.clear();
    else this.batch.pump();
  }

  private pumpNow(): void {
    if (this.queue.length === 0) {
      this.timer.clear();
      return;
    }
    const now = Date.now();
    const look = this.apply(LOOK, now);
    const refused = look.kind === "refuse" ? this.queue.splice(0) : [];
    let wait = 0;
    let granted: Waiter[] = [];
    let probe = false;
    let capped = false;
    if (this.queue.length > 0) {
      // One decision for the whole pump: as many as may go, on one copy of the state.
      const max = this.batch ? Math.min(this.queue.length, GRANTS_PER_UPDATE) : this.queue.length;
      const take = this.apply({ type: "take", max }, now);
      if (take.kind === "taken") {
        granted = this.queue.splice(0, take.count);
        wait = take.waitMs;
        probe = take.probe;
        capped = take.count === max && wait === 0;
      }
      // Only the limit holds a request back; the cap on one update's grants does not.
      if (this.queue.length > 0 && !capped) markHeld(this.queue);
    }
    const grantedAt = granted.length > 0 ? performance.now() : 0;
    for (let i = 0; i < granted.length; i++) {
      const waiter = granted[i];
      const waitedMs = waiter.held ? grantedAt - waiter.enqueuedAt : 0;
      // A probe goes alone: it is the first and only one granted.
      settleWaiter(waiter, { ticket: ticket(this.ticketHost, probe && i === 0, waiter.held === true, waitedMs) });
    }
    for (const waiter of refused)
      settleWaiter(waiter, { error: farResetRefusal(look.kind === "refuse" ? look.resetAt : 0, this.limits.maxPauseMs) });
    if (this.queue.length === 0) {
      this.timer.clear();
      return;
    }
    if (capped) {
      this.timer.at(now);
      return;
    }
    const at = wait === Number.POSITIVE_INFINITY ? wait : now + wait + MARGIN_MS;
    this.timer.at(this.batch ? Math.min(at, now + SHARED_POLL_MS) : at);
  }
}

// ---- the process-wide registry -------------------------------------------------------------

const registry = new Map<string, { limiter: RateLimiter; refs: number }>();

/** The registry is keyed by a hash: the key itself is never stored, even in memory tables. */
export function limiterKey(apiKey: string, baseHref: string): string {
  return nodeCrypto().createHash("sha256").update(baseHref).update("\0").update(apiKey).digest("hex");
}

interface SharedLimiter {
  limiter: Limiter;
  /**
   * Drops this client's hold; the limiter is forgotten when no client holds it. Settles once what
   * this process knows is written to the quota file (a process that exits next leaves it current).
   */
  release(): Promise<void>;
}

/**
 * The one limiter for (apiKey, baseUrl) in this process; `false` gives an unlimited one. With a
 * `quotaDir`, its view of the server's count is shared with other processes through a file there.
 */
export function sharedLimiter(
  apiKey: string,
  baseHref: string,
  config: RateLimitConfig | false,
  quotaDir: string | false = false,
  maxPauseMs = DEFAULT_RETRY_POLICY.maxRetryAfterMs,
): SharedLimiter {
  if (config === false) return { limiter: new UnlimitedLimiter(), release: async () => {} };
  const key = limiterKey(apiKey, baseHref);
  const registryKey = `${key}\u0000${quotaDir || ""}`;
  let entry = registry.get(registryKey);
  if (entry) entry.limiter.tighten(config, maxPauseMs);
  else {
    entry = { limiter: new RateLimiter(config, quotaFileOrNone(quotaDir, key), maxPauseMs), refs: 0 };
    registry.set(registryKey, entry);
  }
  entry.refs++;
  const held = entry;
  let released = false;
  return {
    limiter: held.limiter,
    release() {
      if (!released) {
        released = true;
        held.refs--;
        if (held.refs === 0 && registry.get(registryKey) === held) registry.delete(registryKey);
      }
      return held.limiter.synced;
    },
  };
}

/** For tests and diagnostics: the hashed keys currently registered. */
export function registeredLimiterKeys(): string[] {
  return [...registry.keys()].map((k) => k.split("\u0000")[0]);
}

/** A folder that cannot be written (read-only home, say) only loses the sharing, never a request. */
function quotaFileOrNone(dir: string | false, keyHash: string): QuotaFile | null {
  if (dir === false) return null;
  try {
    return new QuotaFile(dir, keyHash);
  } catch {
    return null;
  }
}
