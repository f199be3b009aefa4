// The server's quota is per user and organization: every notebook and process of a user spends
// from one budget. Processes on one machine that use one key (and base URL) therefore share that
// budget through a small file beside the response cache: the pacing record (pacing/record.ts),
// written as the limiter keeps it in memory, versioned:
//   <cache dir>/quota/<sha256 of base URL + key>.json    the record
//   <same>.lock                                          held for the milliseconds of an update
// The lock and the write are src/fs's: a lock whose owner is gone (kill -9, or its PID reused) or
// that has been held for over a second is taken over, so a killed or stuck process never blocks
// the others. Only a hash of the key is ever written.
import { mkdirSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { acquireLock, LockTimeoutError, processAlive, sweepTempFilesSync, writeFileAtomic } from "../fs/index.js";
import { defaultCacheDir } from "../cache/index.js";
import { emptyRecord, type PacingRecord, readRecord } from "./pacing/record.js";

/**
 * A running owner holding the lock longer is taken to be stuck (a dead one is taken over at once).
 * Healthy owners hold it for a read and a write, but on a loaded machine one can be descheduled while
 * holding it for over a second: taking the lock over then let two processes write at once and lose
 * updates (the quota test lost 50 of 4,500 at a load of 11 on 2 cores with 1 s).
 */
const STALE_LOCK_MS = 5000;
/** How long one try for the lock lasts; a busy lock is tried again (see update). */
const LOCK_WAIT_MS = STALE_LOCK_MS + 1000;

/** `COREBOOK_QUOTA_DIR` when set (tests), else `quota/` in the cache folder. */
export function defaultQuotaDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.COREBOOK_QUOTA_DIR || join(defaultCacheDir(env), "quota");
}

export class QuotaFile {
  private readonly path: string;
  private readonly lockPath: string;
  /** The state as this process last read and left it: used when the file cannot be. */
  private last: PacingRecord = emptyRecord();

  constructor(dir: string, keyHash: string) {
    mkdirSync(dir, { recursive: true });
    this.path = join(dir, `${keyHash}.json`);
    this.lockPath = `${this.path}.lock`;
    // Each update writes a temporary file; a process killed in between leaves one.
    sweepTempFilesSync(dir);
  }

  /**
   * Runs `update` on the shared record under the lock and writes back the record it returns (or,
   * returning nothing, the one it was given, as it left it). Every step on
   * the disk is asynchronous: the rate limiter batches its decisions into one update (rate-limiter.ts),
   * so a burst of thousands of requests costs a few reads and writes, and no turn of the event loop
   * waits on a lock or a file. When the lock cannot be made or the file cannot be written (a
   * read-only folder), `update` still runs, on the state as last read, and nothing is written.
   */
  // biome-ignore lint/suspicious/noConfusingVoidType: callers that edit the record in place return nothing
  async update(update: (state: PacingRecord) => PacingRecord | void): Promise<void> {
    let lock: Awaited<ReturnType<typeof acquireLock>> | null = null;
    for (;;) {
      try {
        lock = await acquireLock(this.lockPath, { staleAfterMs: STALE_LOCK_MS, timeoutMs: LOCK_WAIT_MS });
        break;
      } catch (err) {
        // Busy is not stuck (a stuck holder is taken over after STALE_LOCK_MS): wait on. A lock that
        // cannot be made at all (a read-only folder) leaves this process unshared.
        if (err instanceof LockTimeoutError) continue;
        break;
      }
    }
    try {
      const read = lock ? this.check(await this.read()) : this.check(structuredClone(this.last));
      const state = update(read) ?? read;
      this.last = state;
      if (lock) await writeFileAtomic(this.path, JSON.stringify(state)).catch(() => {});
    } finally {
      lock?.release();
    }
  }

  /** The record in the file; none, unreadable or of an unknown version: an empty one (record.ts). */
  private async read(): Promise<PacingRecord> {
    try {
      return readRecord(JSON.parse(await readFile(this.path, "utf8")));
    } catch {
      return emptyRecord();
    }
  }

  /** The state as read, with what dead processes held let go of. */
  private check(state: PacingRecord): PacingRecord {
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
}
