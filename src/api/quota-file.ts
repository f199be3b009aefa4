// The server's quota is per user and organization: every notebook and process of a user spends
// from one budget. Processes on one machine that use one key (and base URL) therefore share that
// budget through a small file beside the response store: one sliding window they fill together,
// the server's last view of its count, and a 429 pause:
//   <cache dir>/quota/<sha256 of base URL + key>.json    the state below
//   <same>.lock                                          held for the few microseconds of an update
// The lock file names its owner's pid; a lock whose owner is gone (kill -9) or that is older than
// a second is taken over, so a killed process never blocks the others. Only a hash of the key is
// ever written.
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import { defaultCacheDir } from "../store/cache-dir.js";
import { processAlive } from "../store/process-alive.js";

/** What every process knows about the server's current window, in epoch milliseconds. */
export interface QuotaState {
  /** Grants the server's last answer left for its window, and how many were made since. */
  allowance: number;
  granted: number;
  /** When that view ends (0: no current view), the reset the server announced for it, and when
   * the latest response it rests on came back (server-view.ts). */
  until: number;
  serverReset: number;
  viewSeenAt: number;
  /** Requests in flight per process id: the server may not have counted them yet. */
  inFlight: Record<string, number>;
  /** A lone request finding out the server's count is out, by this pid, until this time. */
  probe: { pid: number; until: number } | null;
  /**
   * When the responses of counted requests arrived, from every process, oldest first: the one
   * sliding window all processes on the key fill together. Without it each process would pace
   * only its own requests and two processes would together send twice the limit.
   */
  answered: number[];
  /** No request goes before this time: a 429 told one process that the window is full for all. */
  pausedUntil: number;
  /** The even pace of requests while the server sends no rate headers (blind-pace.ts), or null. */
  pace: { requests: number; nextAt: number } | null;
  /** How long answers are kept: the longest window any process on the key paces by. */
  keepMs: number;
}

const EMPTY: QuotaState = {
  allowance: 0,
  granted: 0,
  until: 0,
  serverReset: 0,
  viewSeenAt: 0,
  inFlight: {},
  probe: null,
  answered: [],
  pausedUntil: 0,
  pace: null,
  keepMs: 0,
};
const STALE_LOCK_MS = 1000;

/** `COREBOOK_QUOTA_DIR` when set (tests), else `quota/` in the cache folder. */
export function defaultQuotaDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.COREBOOK_QUOTA_DIR || join(defaultCacheDir(env), "quota");
}

const pause = new Int32Array(new SharedArrayBuffer(4));

export class QuotaFile {
  private readonly path: string;
  private readonly lockPath: string;

  constructor(dir: string, keyHash: string) {
    mkdirSync(dir, { recursive: true });
    this.path = join(dir, `${keyHash}.json`);
    this.lockPath = `${this.path}.lock`;
  }

  /** Runs `update` on the shared state under the lock and writes back what it leaves. */
  update<T>(update: (state: QuotaState) => T): T {
    this.lock();
    try {
      const state = this.read();
      const result = update(state);
      const tmp = `${this.path}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(state));
      renameSync(tmp, this.path);
      return result;
    } finally {
      this.unlock();
    }
  }

  private read(): QuotaState {
    let state: QuotaState;
    try {
      state = { ...EMPTY, ...JSON.parse(readFileSync(this.path, "utf8")) };
    } catch {
      state = { ...EMPTY, inFlight: {}, answered: [] };
    }
    if (!Array.isArray(state.answered)) state.answered = [];
    // Processes that died hold nothing in flight and probe nothing.
    // Their requests may still have been counted by the server: they stay in the window as answered now.
    for (const [pid, n] of Object.entries(state.inFlight)) {
      if (processAlive(Number(pid))) continue;
      delete state.inFlight[pid];
      for (let i = 0; i < n; i++) state.answered.push(Date.now());
    }
    if (state.probe && (!processAlive(state.probe.pid) || state.probe.until < Date.now())) state.probe = null;
    return state;
  }

  private lock(): void {
    for (let attempt = 0; ; attempt++) {
      try {
        const fd = openSync(this.lockPath, "wx");
        writeSync(fd, JSON.stringify({ pid: process.pid, at: Date.now() }));
        closeSync(fd);
        return;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
        if (this.lockIsStale()) {
          try {
            unlinkSync(this.lockPath);
          } catch {
            /* another process took it over first */
          }
          continue;
        }
        // Updates take microseconds: a short synchronous pause is cheaper than a timer round.
        Atomics.wait(pause, 0, 0, Math.min(5, 1 + attempt));
      }
    }
  }

  private lockIsStale(): boolean {
    try {
      const { pid, at } = JSON.parse(readFileSync(this.lockPath, "utf8")) as { pid: number; at: number };
      return !processAlive(pid) || Date.now() - at > STALE_LOCK_MS;
    } catch {
      // Unreadable: its owner is between creating and writing it (the common case under
      // contention: taking it over would let two processes update at once), died right there,
      // or it is being removed. Only an old one is taken over.
      try {
        return Date.now() - statSync(this.lockPath).mtimeMs > STALE_LOCK_MS;
      } catch {
        // Gone: its owner released it. Calling it stale would remove the lock another process may
        // have taken in the meantime, and two processes would update the file at once (the cause
        // of the shared window's rare overflow under load). Trying again takes it properly.
        return false;
      }
    }
  }

  private unlock(): void {
    try {
      unlinkSync(this.lockPath);
    } catch {
      /* taken over as stale: nothing to release */
    }
  }
}
