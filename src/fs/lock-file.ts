// A lock file: one process at a time across processes (and, for async callers, one caller at a
// time within a process). The file holds its owner's identity (PID, start time, boot: see
// process-identity.ts), the time it was taken and a random token, and appears whole or not at all
// (written to a temporary file, then hard-linked into place, which fails if the lock exists).
//
// A lock found held is judged, never trusted:
// - its owner is gone (not running, or its PID now belongs to another process): taken over at once;
// - it has been held longer than `staleAfterMs` (the longest a healthy owner holds it): taken over,
//   with a warning when its owner still runs. The age is the larger of what its time stamp says and
//   how long this process has itself seen that very lock, on its own monotonic clock: a stamp in
//   the future (the clock was stepped back) cannot make a lock look young for ever;
// - otherwise it is waited for, asynchronously and for at most `timeoutMs`, then a LockTimeoutError
//   names the file, its owner and the way out.
import { linkSync, readFileSync, renameSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { hostname } from "node:os";
import { resolve } from "node:path";
import { CorebookError } from "../errors/index.js";
import { nodeCrypto } from "../common/index.js";
import { identityFrom, processRunning, thisProcess, type ProcessIdentity } from "./process-identity.js";
import { tempPathFor } from "./temp-files.js";

export interface LockOwner extends ProcessIdentity {
  /** When it was taken, on the owner's clock (epoch ms). */
  at: number;
  token: string;
  /** The owner's machine name (locks taken before it was recorded have none). */
  host?: string;
}

export interface LockOptions {
  /** The longest a healthy owner holds this lock; held longer (see above), it is taken over. */
  staleAfterMs: number;
  /** The longest to wait (async only); default staleAfterMs plus 10 s, past which a stale lock has been taken over. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Called once when the lock is found held by someone else (to tell the user what is being waited for). */
  onWait?: (owner: LockOwner | null) => void;
  /** Where a takeover from a running owner is reported; default console.warn. */
  warn?: (message: string) => void;
}

export interface HeldLock {
  readonly path: string;
  /** Removes the lock file if it is still this one (a lock taken over meanwhile belongs to its new owner). */
  release(): void;
}

export class LockTimeoutError extends CorebookError {
  constructor(
    readonly path: string,
    readonly owner: LockOwner | null,
    waitedMs: number,
  ) {
    const by = owner ? `process ${owner.pid} (running), since ${new Date(owner.at).toISOString()}` : "an unreadable lock file";
    super(
      `waited ${Math.round(waitedMs / 1000)} s for the lock ${path}, held by ${by}; ` +
        `if no corebook process is using it, delete ${path} and try again`,
    );
  }
}

interface Sighting {
  text: string;
  /** performance.now() when this process first saw the lock with this exact content. */
  since: number;
  /** A synchronous caller already waited its bound for this lock: later calls do not wait again. */
  waitedOut?: boolean;
}

const sightings = new Map<string, Sighting>();

type Attempt = { held: HeldLock } | { owner: LockOwner | null; sighting: Sighting };

function readLock(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return null;
    // A folder where the lock file should be (an older corebook locked with mkdir): unreadable.
    if (code === "EISDIR") return "(a folder)";
    throw err;
  }
}

function parseOwner(text: string): LockOwner | null {
  try {
    const value: unknown = JSON.parse(text);
    const identity = identityFrom(value);
    const { at, token } = value as Record<string, unknown>;
    const { host } = value as Record<string, unknown>;
    return identity && typeof at === "number"
      ? { ...identity, at, token: typeof token === "string" ? token : "", ...(typeof host === "string" ? { host } : {}) }
      : null;
  } catch {
    return null;
  }
}

/** Creates the lock file with its whole content, or returns false when it exists. */
function create(path: string, owner: LockOwner): boolean {
  const temp = tempPathFor(path);
  try {
    // Inside the try: on a full disk the temporary file is created and its write fails, and it must not stay behind.
    writeFileSync(temp, JSON.stringify(owner));
    linkSync(temp, path);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "ENOSYS") throw err;
    // A file system without hard links: exclusive create, then write (a reader may see it empty
    // for an instant, which is judged as unreadable, by the time it has been seen).
    try {
      writeFileSync(path, JSON.stringify(owner), { flag: "wx" });
      return true;
    } catch (inner) {
      if ((inner as NodeJS.ErrnoException).code === "EEXIST") return false;
      throw inner;
    }
  } finally {
    try {
      unlinkSync(temp);
    } catch {
      // Already gone: nothing left behind.
    }
  }
}

/**
 * Removes a stale lock whose content is `seen`. It is first renamed aside, so of several processes
 * taking it over at once only one succeeds; if what was renamed is not the stale lock (it was
 * released and taken afresh in between), it is put back.
 */
function removeStale(path: string, seen: string): void {
  const aside = `${path}.stale-${nodeCrypto().randomBytes(4).toString("hex")}`;
  try {
    renameSync(path, aside);
  } catch {
    return; // taken over, or released, by someone else
  }
  try {
    if (readLock(aside) !== seen) linkSync(aside, path);
  } catch {
    // The path was taken again meanwhile: the fresh lock stands.
  } finally {
    rmSync(aside, { recursive: true, force: true });
  }
}

/**
 * Whether a lock held by someone else is waited for ("wait") or taken over, with the warning to
 * give (null: its owner is gone, a killed process, which needs no word).
 */
function judge(owner: LockOwner | null, sighting: Sighting, staleAfterMs: number): "wait" | { warning: string | null } {
  if (owner && !processRunning(owner)) return { warning: null };
  const now = Date.now();
  const stamped = owner && owner.at <= now ? now - owner.at : 0;
  const seen = performance.now() - sighting.since;
  if (Math.max(stamped, seen) <= staleAfterMs) return "wait";
  const limit = `${Math.round(staleAfterMs / 1000)} s`;
  if (!owner) return { warning: `it has been unreadable for over ${limit}` };
  const future = owner.at > now ? ` (its time stamp, ${new Date(owner.at).toISOString()}, lies in the future)` : "";
  return { warning: `process ${owner.pid} still runs but has held it for over ${limit}${future}` };
}

/**
 * This machine's name, for a person reading who holds a lock; null where the runtime will not say
 * (Deno without --allow-sys refuses os.hostname(), and a lock must not fail for a label).
 */
function thisHost(): string | null {
  try {
    return hostname();
  } catch {
    return null;
  }
}

/** One try: takes the lock if it is free or stale, else says who holds it. */
function attempt(path: string, options: LockOptions): Attempt {
  for (;;) {
    const host = thisHost();
    const owner: LockOwner = {
      ...thisProcess(),
      at: Date.now(),
      token: nodeCrypto().randomBytes(8).toString("hex"),
      ...(host ? { host } : {}),
    };
    if (create(path, owner)) {
      sightings.delete(path);
      return { held: heldLock(path, owner.token) };
    }
    const text = readLock(path);
    if (text === null) continue; // released between our try and our look
    let sighting = sightings.get(path);
    if (!sighting || sighting.text !== text) {
      sighting = { text, since: performance.now() };
      sightings.set(path, sighting);
    }
    const holder = parseOwner(text);
    const verdict = judge(holder, sighting, options.staleAfterMs);
    if (verdict === "wait") return { owner: holder, sighting };
    if (verdict.warning) (options.warn ?? console.warn)(`corebook: took over the lock ${path}: ${verdict.warning}`);
    removeStale(path, text);
  }
}

function heldLock(path: string, token: string): HeldLock {
  let released = false;
  return {
    path,
    release() {
      if (released) return;
      released = true;
      try {
        const text = readLock(path);
        if (text !== null && parseOwner(text)?.token === token) unlinkSync(path);
      } catch {
        // Removed or taken over meanwhile: nothing of ours to release.
      }
    },
  };
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new Error("the wait for a lock was aborted");
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError(signal as AbortSignal));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolvePromise();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

// Within one process, async callers of one lock take turns here first, so they need not poll the
// file for each other.
const turns = new Map<string, Promise<void>>();

/** Takes the lock, waiting for it asynchronously (the event loop runs meanwhile). */
export async function acquireLock(path: string, options: LockOptions): Promise<HeldLock> {
  const key = resolve(path);
  const before = turns.get(key) ?? Promise.resolve();
  let done = () => {};
  const mine = new Promise<void>((r) => {
    done = r;
  });
  const chained = before.then(() => mine);
  turns.set(key, chained);
  const finish = () => {
    done();
    if (turns.get(key) === chained) turns.delete(key);
  };
  try {
    await before;
    const lock = await acquireFileLock(path, options);
    return {
      path: lock.path,
      release() {
        lock.release();
        finish();
      },
    };
  } catch (error) {
    finish();
    throw error;
  }
}

async function acquireFileLock(path: string, options: LockOptions): Promise<HeldLock> {
  const started = performance.now();
  const timeoutMs = options.timeoutMs ?? options.staleAfterMs + 10_000;
  let delay = 2;
  let told = false;
  for (;;) {
    if (options.signal?.aborted) throw abortError(options.signal);
    const result = attempt(path, options);
    if ("held" in result) return result.held;
    if (!told) {
      options.onWait?.(result.owner);
      told = true;
    }
    const waited = performance.now() - started;
    if (waited >= timeoutMs) throw new LockTimeoutError(path, result.owner, waited);
    await sleep(Math.min(delay, timeoutMs - waited), options.signal);
    delay = Math.min(delay * 2, 250);
  }
}

/** Runs `step` holding the lock. */
export async function withLock<T>(path: string, options: LockOptions, step: () => Promise<T>): Promise<T> {
  const lock = await acquireLock(path, options);
  try {
    return await step();
  } finally {
    lock.release();
  }
}

const pause = new Int32Array(new SharedArrayBuffer(4));
/** The longest a synchronous take waits in all, however often the lock changes hands. */
const SYNC_WAIT_CAP_MS = 5000;

/**
 * Takes the lock from synchronous code; null when it stays held. Only for locks held for
 * microseconds (a read-modify-write of a small file): the wait is a blocking Atomics.wait in 1 ms
 * slices, which yields the CPU to the owner (a spin would compete with it). How long it waits on one
 * holder depends on what the lock says: a holder that stamped it at a sane time is healthy until
 * `staleAfterMs` (on a loaded machine it can be descheduled while holding it, and giving up then
 * would lose this process's update), while an unreadable lock or one stamped in the future (a clock
 * stepped back) gets `maxWaitMs`. A lock that changes hands is busy, not stuck: the bound starts
 * again for each holder, within SYNC_WAIT_CAP_MS in all. A lock this process has already waited out
 * is not waited for again: it is stuck, and is taken over once it has been seen for `staleAfterMs`.
 */
export function acquireLockSync(path: string, options: LockOptions & { maxWaitMs: number }): HeldLock | null {
  const started = performance.now();
  let holder: Sighting | undefined;
  let holderSince = started;
  for (;;) {
    const result = attempt(path, options);
    if ("held" in result) return result.held;
    if (result.sighting.waitedOut) return null;
    const now = performance.now();
    if (result.sighting !== holder) {
      holder = result.sighting;
      holderSince = now;
    }
    const sane = result.owner !== null && result.owner.at <= Date.now();
    const bound = sane ? Math.max(options.maxWaitMs, options.staleAfterMs) : options.maxWaitMs;
    if (now - holderSince >= bound || now - started >= SYNC_WAIT_CAP_MS) {
      result.sighting.waitedOut = true;
      return null;
    }
    Atomics.wait(pause, 0, 0, 1);
  }
}
