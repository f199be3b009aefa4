// Client-side pacing so a notebook never trips the service's limit (60 requests per 60 s per user
// and organization). One limiter per (key, base URL) in the process: two clients built with the same
// key share the quota on the server, so they must share the pacing here too.
//
// Why slots are stamped with the time the RESPONSE arrived, not the time the request left: the
// server counts a request when it arrives, which is some time after we send it. If we freed a slot
// W ms after sending, the next request could reach the server while the old one is still inside
// the server's window. The response proves the server has counted the request, so "response time
// + W" is a moment by which the server has surely let it go, whatever the latency. A request still
// in flight holds its slot.
import { BLIND_MAX_IN_FLIGHT, BlindPace } from "./blind-pace.js";
import { readClocks, toEpoch, toPerf } from "./clock-pair.js";
import { AbortError } from "./errors.js";
import { farResetRefusal, isFarReset } from "./far-reset.js";
import { PauseNotice } from "./pause-notice.js";
import { QuotaFile, type QuotaState } from "./quota-file.js";
import { DEFAULT_RETRY_POLICY } from "./retry.js";
import { mergeView, type ServerView } from "./server-view.js";
import { MisuseError } from "../errors/index.js";
import { nodeCrypto } from "../common/index.js";

/** Client-side pacing: at most `requests` requests in any sliding window of `windowMs` (the service allows 60 per 60 s). */
export interface RateLimitConfig {
  /** At most this many requests ... */
  requests: number;
  /** ... in any window of this many milliseconds. */
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitConfig = { requests: 60, windowMs: 60_000 };

/** What the server said about its own count (X-RateLimit-Remaining / X-RateLimit-Reset). */
interface ServerHint {
  remaining: number | null;
  /** Epoch milliseconds at which the server's window resets. */
  resetAt: number | null;
  /** X-RateLimit-Limit: requests per window on the server (null when not sent). */
  limit?: number | null;
}

export interface Ticket {
  /** True when the request had to wait in the queue. */
  readonly waited: boolean;
  readonly waitedMs: number;
  /**
   * Marks the request done; `headersAt` is performance.now() when its response arrived (default:
   * now). `counted: false` (a 429) frees its place in the window instead of stamping it, and
   * halves the pace when the server sends no rate headers.
   */
  release(headersAt?: number, counted?: boolean): void;
  /** Feeds the server's rate headers from this request's response. Call before release. */
  observe(hint: ServerHint): void;
}

interface AcquireOptions {
  signal?: AbortSignal;
  /** A retry of a request that already waited its turn goes to the front of the queue. */
  priority?: boolean;
}

export interface Limiter {
  acquire(options?: AcquireOptions): Promise<Ticket>;
  /** Holds every request back for `ms` (a 429 told us the server's window is full); says so when long. */
  pause(ms: number): void;
}

/** Safety margin added to every computed wait: timers may fire a little early. */
const MARGIN_MS = 1;
/** With a shared quota file, how often a waiting limiter looks again (another process may have learned more). */
const SHARED_POLL_MS = 25;
/** Added to the server's announced reset before a new window is probed. */
const RESET_MARGIN_MS = 5;
/** A probe whose process hangs is given up after this long. */
const PROBE_TIMEOUT_MS = 30_000;
/**
 * Added to answer times read from the quota file: they pass through whole-millisecond wall-clock
 * readings in two processes, so each may read up to a couple of milliseconds early.
 */
const CLOCK_MARGIN_MS = 5;
/** The shared window keeps at most this many answered requests (the service allows 60 a minute). */
const MAX_ANSWERED = 10_000;

interface Waiter {
  resolve(ticket: Ticket): void;
  reject(err: unknown): void;
  signal?: AbortSignal;
  onAbort?: () => void;
  enqueuedAt: number;
  /** Set when the limiter held it back; time spent only reading the quota file is not a wait. */
  held?: boolean;
}

class RateLimiter implements Limiter {
  private config: RateLimitConfig;
  /** Response times of recent requests; Infinity while a request is in flight. */
  private slots: number[] = [];
  private inFlight = 0;
  private queue: Waiter[] = [];
  private timer: NodeJS.Timeout | null = null;
  private timerAt = Infinity;
  private pausedUntil = 0;
  /** The server's own view: at most `allowance` grants until `until` (performance time). */
  private hint: ServerView | null = null;
  /**
   * Slow start: while the server sends rate headers (assumed until a response lacks them), a
   * moment without a fresh view of its count (the first request, a window that just reset, the
   * end of a 429 pause) lets one request go alone; its response tells how many may follow. The
   * configured rate is then only a ceiling, so a quota smaller than the client assumed (or shared
   * with other notebooks) draws no storm. When the last response had no rate headers, the limiter
   * is blind and paces evenly instead (blind-pace.ts).
   */
  private serverPaces = true;
  private probing = false;
  private readonly pace: BlindPace;
  /** A pause longer than this (a Retry-After of a day, or one left in the quota file) is not held. */
  private maxPauseMs: number;
  private readonly notice = new PauseNotice();

  /** The view of the server's count shared with other processes on this key, when enabled. */
  private readonly quota: QuotaFile | null;
  /** Requests of other processes in flight (from the quota file). */
  private othersInFlight = 0;
  /** Steps waiting for the next update of the quota file, and whether one is under way (see shared). */
  private steps: Array<(state: QuotaState) => void> = [];
  private syncing = false;
  private pumpQueued = false;
  /** Settles when the updates under way are written (sync never rejects). */
  synced: Promise<void> = Promise.resolve();

  constructor(
    config: RateLimitConfig = DEFAULT_RATE_LIMIT,
    quota: QuotaFile | null = null,
    maxPauseMs = DEFAULT_RETRY_POLICY.maxRetryAfterMs,
  ) {
    this.config = checkConfig(config);
    this.quota = quota;
    this.pace = new BlindPace(this.config.requests);
    this.maxPauseMs = maxPauseMs;
  }

  /**
   * Runs a step of the limiter on the state shared with other processes. Without a quota file it
   * runs now. With one, it waits for the next update of the file: every step queued meanwhile (a
   * burst of thousands of acquires, the releases of a batch of answers) runs in one update, under
   * one lock, with one asynchronous read and write (quota-file.ts). No step touches the disk from
   * the caller's turn of the event loop: 10,000 gets fired at once used to hold one turn for 12 s,
   * locking, reading and renaming the file once per request.
   */
  private shared(step: (state: QuotaState | null) => void): void {
    if (!this.quota) {
      step(null);
      return;
    }
    this.steps.push(step);
    if (!this.syncing) this.synced = this.sync(this.quota);
  }

  private async sync(quota: QuotaFile): Promise<void> {
    this.syncing = true;
    try {
      while (this.steps.length > 0 || this.pumpQueued) {
        await quota.update((state) => {
          const steps = this.steps.splice(0);
          this.loadShared(state);
          for (const step of steps) step(state);
          // A pump asked for during the batch runs last, on the window as the batch left it.
          if (this.pumpQueued) {
            this.pumpQueued = false;
            this.loadSlots(state);
            this.pumpNow();
          }
          this.storeShared(state);
        });
      }
    } catch (err) {
      // Not expected (quota-file.ts absorbs the file's failures): fail the waiting requests, never hang them.
      for (const waiter of this.queue.splice(0)) waiter.reject(err);
    } finally {
      this.syncing = false;
    }
  }

  /** The other processes' view, read from the file before a batch of steps. */
  private loadShared(state: QuotaState): void {
    const clocks = readClocks();
    const nowEpoch = clocks.epoch;
    const perfOf = (epoch: number) => toPerf(clocks, epoch);
    // A view reaching past the cap is never shared (far-reset.ts): one held here stays until refused.
    const far = this.hint && isFarReset(this.hint.resetAt, nowEpoch, this.maxPauseMs) ? this.hint : null;
    this.hint =
      far ??
      (state.until > nowEpoch && !isFarReset(state.serverReset, nowEpoch, this.maxPauseMs)
        ? {
            allowance: state.allowance,
            granted: state.granted,
            until: perfOf(state.until),
            resetAt: state.serverReset,
            seenAt: state.viewSeenAt,
            provisional: state.viewProvisional === true,
          }
        : null);
    this.probing = state.probe !== null;
    this.othersInFlight = Object.entries(state.inFlight).reduce((n, [pid, k]) => n + (Number(pid) === process.pid ? 0 : k), 0);
    if (state.pace) this.pace.merge({ requests: state.pace.requests, nextAt: perfOf(state.pace.nextAt) });
    // A pause longer than the cap (written by a client with a larger one, or before caps existed)
    // is over: a fresh process with a healthy server is not held for a day.
    if (state.pausedUntil - nowEpoch > this.maxPauseMs) state.pausedUntil = 0;
    else if (perfOf(state.pausedUntil) > this.pausedUntil) {
      this.pausedUntil = perfOf(state.pausedUntil);
      this.notice.pause(state.pausedUntil, "another process");
    }
    this.loadSlots(state);
  }

  /**
   * The window is the one all processes fill together: every answered request of every process,
   * and every request in flight anywhere (it holds its place until answered). An answer is kept as
   * long as its place counts, clock margin included.
   */
  private loadSlots(state: QuotaState): void {
    const clocks = readClocks();
    state.keepMs = Math.max(state.keepMs, this.config.windowMs);
    const keepFrom = clocks.epoch - state.keepMs - CLOCK_MARGIN_MS;
    state.answered = state.answered.filter((t) => t > keepFrom).slice(-MAX_ANSWERED);
    this.slots = state.answered.map((t) => toPerf(clocks, t) + CLOCK_MARGIN_MS);
    for (let i = this.inFlight + this.othersInFlight; i > 0; i--) this.slots.push(Infinity);
  }

  /** This process's view, written back after a batch of steps. */
  private storeShared(state: QuotaState): void {
    const clocks = readClocks();
    const nowEpoch = clocks.epoch;
    const epochOf = (perf: number) => toEpoch(clocks, perf);
    state.pausedUntil = Math.max(state.pausedUntil, epochOf(this.pausedUntil));
    // A view reaching past the cap is this process's to refuse by (far-reset.ts), never the others'.
    if (this.hint && !isFarReset(this.hint.resetAt, nowEpoch, this.maxPauseMs)) {
      state.allowance = this.hint.allowance;
      state.granted = this.hint.granted;
      state.until = epochOf(this.hint.until);
      state.serverReset = this.hint.resetAt;
      state.viewSeenAt = this.hint.seenAt;
      state.viewProvisional = this.hint.provisional;
    } else state.until = 0;
    state.pace = { requests: this.pace.requests, nextAt: epochOf(this.pace.nextAt) };
    if (this.inFlight > 0) state.inFlight[process.pid] = this.inFlight;
    else delete state.inFlight[process.pid];
    if (!this.probing) state.probe = null;
    else if (state.probe === null) state.probe = { pid: process.pid, until: nowEpoch + PROBE_TIMEOUT_MS };
  }

  get settings(): RateLimitConfig {
    return { ...this.config };
  }

  /** Adopts a stricter configuration (used when a second client shares this limiter). */
  tighten(config: RateLimitConfig, maxPauseMs = this.maxPauseMs): void {
    const next = checkConfig(config);
    if (next.requests / next.windowMs < this.config.requests / this.config.windowMs) {
      this.config = next;
      this.pace.setCeiling(next.requests);
    }
    this.maxPauseMs = Math.min(this.maxPauseMs, maxPauseMs);
  }

  acquire(options: AcquireOptions = {}): Promise<Ticket> {
    const { signal } = options;
    if (signal?.aborted) return Promise.reject(abortError());
    return new Promise<Ticket>((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, signal, enqueuedAt: performance.now() };
      if (signal) {
        waiter.onAbort = () => {
          const i = this.queue.indexOf(waiter);
          if (i !== -1) this.queue.splice(i, 1);
          reject(abortError());
          this.pump();
        };
        signal.addEventListener("abort", waiter.onAbort, { once: true });
      }
      if (options.priority) this.queue.unshift(waiter);
      else this.queue.push(waiter);
      this.pump();
    });
  }

  pause(ms: number): void {
    if (!(ms > 0)) return;
    const held = Math.min(ms, this.maxPauseMs);
    const until = performance.now() + held;
    // With a quota file the pause is written there too: the window is full for every process.
    this.shared(() => {
      this.pausedUntil = Math.max(this.pausedUntil, until);
      this.notice.pause(toEpoch(readClocks(), this.pausedUntil), "this process");
    });
    this.reschedule();
  }

  /** Milliseconds until the next request may go; 0 when it may go now; Infinity when only a release can free a slot. */
  private blockedFor(now: number): number {
    let wait = 0;
    if (now < this.pausedUntil) wait = this.pausedUntil - now;
    // Expired places matter only when the window looks full: pruning on every grant made a burst
    // of n grants cost n^2 (10,000 gets at once held one turn of the event loop for seconds).
    if (this.slots.length >= this.config.requests) {
      const horizon = now - this.config.windowMs;
      this.slots = this.slots.filter((t) => t > horizon);
    }
    if (this.slots.length >= this.config.requests) {
      // The earliest finished slot frees first; if all are in flight, a release will call pump().
      const earliest = Math.min(...this.slots);
      wait = Math.max(wait, earliest === Infinity ? Infinity : earliest + this.config.windowMs - now);
    }
    const hint = this.hint;
    if (hint) {
      if (now >= hint.until) this.hint = null;
      else if (hint.granted >= hint.allowance) {
        // Spent only by requests that were in flight and have all been answered since: a probe
        // finds out the true count rather than waiting for the reset (server-view.ts).
        if (hint.provisional && this.inFlight + this.othersInFlight === 0) this.hint = null;
        else wait = Math.max(wait, hint.until - now);
      }
    }
    if (this.serverPaces) {
      // Without a current view of the server's count, one request at a time finds it out.
      if (this.hint === null && this.probing) wait = Infinity;
    } else if (this.inFlight + this.othersInFlight >= BLIND_MAX_IN_FLIGHT) {
      wait = Infinity; // blind: a release frees a place
    } else wait = Math.max(wait, this.pace.waitFor(now));
    return wait;
  }

  /** Grants what may go now; with a quota file, at the next update of the file (see shared). */
  private pump(): void {
    if (!this.quota) {
      this.pumpNow();
      return;
    }
    if (this.queue.length === 0) {
      this.schedule(Infinity);
      return;
    }
    this.pumpQueued = true;
    if (!this.syncing) this.synced = this.sync(this.quota);
  }

  private pumpNow(): void {
    if (this.queue.length === 0) {
      this.schedule(Infinity);
      return;
    }
    const now = performance.now();
    // Every request that may go now is granted under one look at the shared state.
    const granted: Array<{ waiter: Waiter; ticket: Ticket }> = [];
    let refused: Waiter[] = [];
    let refusedReset = 0;
    let wait = 0;
    const farReset = this.spentUntilFarReset();
    if (farReset !== null) {
      refused = this.queue.splice(0);
      refusedReset = farReset;
      this.hint = null;
    }
    while (this.queue.length > 0) {
      wait = this.blockedFor(now);
      if (wait > 0) {
        for (const held of this.queue) held.held = true;
        break;
      }
      const waiter = this.queue.shift();
      if (!waiter) break;
      granted.push({ waiter, ticket: this.grant(waiter, now) });
    }
    for (const { waiter, ticket } of granted) {
      if (waiter.signal && waiter.onAbort) waiter.signal.removeEventListener("abort", waiter.onAbort);
      waiter.resolve(ticket);
    }
    for (const waiter of refused) {
      if (waiter.signal && waiter.onAbort) waiter.signal.removeEventListener("abort", waiter.onAbort);
      waiter.reject(farResetRefusal(refusedReset, this.maxPauseMs));
    }
    if (this.queue.length === 0) {
      this.schedule(Infinity);
      return;
    }
    const at = wait === Infinity ? Infinity : now + wait + MARGIN_MS;
    this.schedule(this.quota ? Math.min(at, now + SHARED_POLL_MS) : at);
  }

  /** The reset of a spent server view that lies past the cap (far-reset.ts), or null. */
  private spentUntilFarReset(): number | null {
    const hint = this.hint;
    // A provisional view may be spent only by requests in flight: their answers settle it soon.
    if (!hint || hint.provisional || hint.granted < hint.allowance || performance.now() >= hint.until) return null;
    return isFarReset(hint.resetAt, Date.now(), this.maxPauseMs) ? hint.resetAt : null;
  }

  private grant(waiter: Waiter, now: number): Ticket {
    this.slots.push(Infinity);
    this.inFlight++;
    if (this.hint) this.hint.granted++;
    const probe = this.serverPaces && this.hint === null;
    if (probe) this.probing = true;
    // A probe may find the server sends no rate headers: the blind pace then counts from it.
    if (probe || !this.serverPaces) this.pace.granted(now, this.config.windowMs);
    const waitedMs = waiter.held ? now - waiter.enqueuedAt : 0;
    const sentAt = Date.now();
    let released = false;
    /** When the response arrived, epoch milliseconds (set on release). */
    let headersAtEpoch = sentAt;
    let observed: ServerHint | null = null;
    return {
      // Only a request the limit held back waited: a grant delayed by a read of the quota file
      // (or a microtask) did not, and counting it made rateLimitWaits depend on disk speed.
      waited: waiter.held === true,
      waitedMs,
      observe: (hint) => {
        // Read under the same lock as the release that follows: one shared update per answer.
        if (released) this.shared(() => this.observeLocked(hint, sentAt, headersAtEpoch));
        else observed = hint;
      },
      release: (headersAt = performance.now(), counted = true) => {
        if (released) return;
        released = true;
        headersAtEpoch = toEpoch(readClocks(), headersAt);
        this.shared((state) => {
          if (observed) this.observeLocked(observed, sentAt, headersAtEpoch);
          this.inFlight--;
          if (probe) this.probing = false;
          if (observed && !this.serverPaces) {
            if (counted) this.pace.served();
            else this.pace.refused(performance.now(), this.config.windowMs);
          }
          if (state) {
            // The shared window: this request's place becomes its answer time (or is freed).
            if (counted) insertSorted(state.answered, headersAtEpoch);
            return;
          }
          const i = this.slots.indexOf(Infinity);
          if (i !== -1) {
            if (counted) this.slots[i] = headersAt;
            else this.slots.splice(i, 1);
          }
        });
        this.pump();
      },
    };
  }

  /** Takes in the rate headers of a response to a request sent at `sentAt` that came back at `seenAt` (epoch ms). */
  private observeLocked(hint: ServerHint, sentAt: number, seenAt: number): void {
    const clocks = readClocks();
    const nowPerf = clocks.perf;
    this.serverPaces = hint.remaining !== null && hint.resetAt !== null;
    if (hint.remaining === null || hint.resetAt === null) return;
    if (this.hint && nowPerf >= this.hint.until) this.hint = null;
    // Never trust a reset far in the future (clock skew): a window is the longest we hold back.
    // The margin keeps the next probe from arriving a hair before the server's own reset (clocks
    // and the header's millisecond rounding), which would draw a 429 and a whole-second Retry-After.
    const untilPerf = nowPerf + Math.min(Math.max(0, hint.resetAt - clocks.epoch), this.config.windowMs * 2) + RESET_MARGIN_MS;
    // Requests in flight besides this one may not have been counted by the server yet.
    const allowance = Math.max(0, hint.remaining - Math.max(0, this.inFlight + this.othersInFlight - 1));
    const provisional = allowance < hint.remaining;
    this.hint = mergeView(this.hint, { allowance, until: untilPerf, resetAt: hint.resetAt, seenAt, sentAt, provisional });
  }

  private schedule(at: number): void {
    if (at === this.timerAt) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = at;
    if (at === Infinity) return;
    this.timer = setTimeout(
      () => {
        this.timer = null;
        this.timerAt = Infinity;
        this.pump();
      },
      Math.max(0, at - performance.now()),
    );
  }

  private reschedule(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.timerAt = Infinity;
    this.pump();
  }
}

/** For `rateLimit: false`: requests go at once (429s are still honoured by the retry loop). */
class UnlimitedLimiter implements Limiter {
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

function insertSorted(list: number[], value: number): void {
  let i = list.length;
  while (i > 0 && list[i - 1] > value) i--;
  list.splice(i, 0, value);
}

function checkConfig(config: RateLimitConfig): RateLimitConfig {
  const { requests, windowMs } = config;
  if (!Number.isInteger(requests) || requests < 1) {
    throw new MisuseError(`rateLimit.requests must be a positive integer; got ${JSON.stringify(requests)}`);
  }
  if (typeof windowMs !== "number" || !(windowMs > 0) || !Number.isFinite(windowMs)) {
    throw new MisuseError(`rateLimit.windowMs must be a positive number of milliseconds; got ${JSON.stringify(windowMs)}`);
  }
  return { requests, windowMs };
}

function abortError(): AbortError {
  return new AbortError({ code: "ABORTED", detail: "the request was aborted while waiting for its turn under the rate limit" });
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
