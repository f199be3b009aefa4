// Lock files (src/fs/lock-file.ts): held locks are waited for asynchronously, and a lock is judged
// by its owner's identity and by how long this process has seen it, never by its PID or its time
// stamp alone.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { acquireLock, acquireLockSync, LockTimeoutError, withLock } from "../../src/fs/index.js";

const folder = () => mkdtempSync(join(tmpdir(), "corebook-lock-"));

/** The start time (field 22 of /proc/<pid>/stat) of a running process: its real identity. */
function startOf(pid: number): string {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
}
const boot = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();

/** A lock file as another process would leave it. */
function planted(path: string, owner: Record<string, unknown>): void {
  writeFileSync(path, JSON.stringify({ token: "someone-else", ...owner }));
}

/** Runs `during` while a 5 ms timer ticks; returns its result and the longest gap between ticks. */
async function watchingTheEventLoop<T>(during: () => Promise<T>): Promise<{ value: T; longestGapMs: number }> {
  let last = performance.now();
  let longestGapMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    longestGapMs = Math.max(longestGapMs, now - last);
    last = now;
  }, 5);
  try {
    return { value: await during(), longestGapMs };
  } finally {
    clearInterval(timer);
  }
}

test("callers in one process take turns, and a release frees the lock file", async () => {
  const path = join(folder(), "x.lock");
  const order: string[] = [];
  const step = (name: string) => async () => {
    order.push(`${name} in`);
    await new Promise((r) => setTimeout(r, 20));
    order.push(`${name} out`);
  };
  await Promise.all([withLock(path, { staleAfterMs: 5000 }, step("a")), withLock(path, { staleAfterMs: 5000 }, step("b"))]);
  expect(order).toEqual(["a in", "a out", "b in", "b out"]);
  expect(existsSync(path)).toBe(false);
});

test("a lock whose owner is gone is taken over at once, without a warning", async () => {
  const path = join(folder(), "x.lock");
  const dead = spawnSync("true").pid as number;
  planted(path, { pid: dead, at: Date.now() });
  const warnings: string[] = [];
  const started = performance.now();
  const lock = await acquireLock(path, { staleAfterMs: 60_000, warn: (m) => warnings.push(m) });
  expect(performance.now() - started).toBeLessThan(1000);
  expect(JSON.parse(readFileSync(path, "utf8")).pid).toBe(process.pid);
  lock.release();
  expect(warnings).toEqual([]);
});

test("a lock naming a running PID with another start time (the PID was reused) is taken over at once", async () => {
  const path = join(folder(), "x.lock");
  planted(path, { pid: process.ppid, start: "1", boot, at: Date.now() + 3_600_000 });
  const lock = await acquireLock(path, { staleAfterMs: 60_000, warn: () => {} });
  expect(JSON.parse(readFileSync(path, "utf8")).pid).toBe(process.pid);
  lock.release();
});

test("a lock of a previous boot is taken over at once", async () => {
  const path = join(folder(), "x.lock");
  planted(path, { pid: process.ppid, start: startOf(process.ppid), boot: "00000000-0000-0000-0000-000000000000", at: Date.now() });
  const lock = await acquireLock(path, { staleAfterMs: 60_000 });
  lock.release();
});

test("a lock stamped in the future by a running owner is taken over once seen for staleAfterMs, the event loop running throughout", async () => {
  const path = join(folder(), "x.lock");
  // The owner is really running (the test runner), and the clock that stamped it was an hour ahead.
  planted(path, { pid: process.ppid, start: startOf(process.ppid), boot, at: Date.now() + 3_600_000 });
  const warnings: string[] = [];
  const waits: unknown[] = [];
  const started = performance.now();
  const { value: lock, longestGapMs } = await watchingTheEventLoop(() =>
    acquireLock(path, { staleAfterMs: 400, warn: (m) => warnings.push(m), onWait: (owner) => waits.push(owner) }),
  );
  const tookMs = performance.now() - started;
  expect(tookMs).toBeGreaterThanOrEqual(400);
  expect(tookMs).toBeLessThan(10_000);
  expect(longestGapMs).toBeLessThan(200);
  expect(waits).toEqual([expect.objectContaining({ pid: process.ppid })]);
  expect(warnings).toEqual([
    expect.stringMatching(new RegExp(`took over the lock .*x\\.lock: process ${process.ppid} still runs.*lies in the future`)),
  ]);
  lock.release();
});

test("a lock that is not a lock file at all (damaged, or a folder left by an older corebook) is taken over once seen for staleAfterMs", async () => {
  const dir = folder();
  writeFileSync(join(dir, "a.lock"), "\u0000\u0000garbage");
  mkdirSync(join(dir, "b.lock"));
  for (const name of ["a.lock", "b.lock"]) {
    const warnings: string[] = [];
    const lock = await acquireLock(join(dir, name), { staleAfterMs: 200, warn: (m) => warnings.push(m) });
    expect(warnings).toEqual([expect.stringMatching(/unreadable for over/)]);
    expect(JSON.parse(readFileSync(join(dir, name), "utf8")).pid).toBe(process.pid);
    lock.release();
  }
});

test("a wait past timeoutMs fails with an error naming the file, its owner and the way out; an abort stops the wait", async () => {
  const path = join(folder(), "x.lock");
  const held = await acquireLock(path, { staleAfterMs: 60_000 });
  try {
    // A second caller of this process queues behind the first; a planted lock of a running
    // process is what another process's wait looks like.
    const other = join(folder(), "y.lock");
    planted(other, { pid: process.ppid, start: startOf(process.ppid), boot, at: Date.now() });
    const error = await acquireLock(other, { staleAfterMs: 60_000, timeoutMs: 150 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LockTimeoutError);
    expect((error as Error).message).toMatch(
      new RegExp(`lock .*y\\.lock, held by process ${process.ppid} \\(running\\).*delete .*y\\.lock`),
    );
    const abort = new AbortController();
    setTimeout(() => abort.abort(new Error("stopped by the caller")), 50);
    await expect(acquireLock(other, { staleAfterMs: 60_000, signal: abort.signal })).rejects.toThrow("stopped by the caller");
  } finally {
    held.release();
  }
});

test("a release removes only its own lock: one taken over meanwhile stays with its new owner", async () => {
  const path = join(folder(), "x.lock");
  const lock = await acquireLock(path, { staleAfterMs: 60_000 });
  planted(path, { pid: process.ppid, start: startOf(process.ppid), boot, at: Date.now() });
  lock.release();
  expect(JSON.parse(readFileSync(path, "utf8")).token).toBe("someone-else");
});

test("a synchronous caller waits at most maxWaitMs, does not wait again for a stuck lock, and takes it over after staleAfterMs", async () => {
  const path = join(folder(), "x.lock");
  planted(path, { pid: process.ppid, start: startOf(process.ppid), boot, at: Date.now() + 3_600_000 });
  // Waits are compared with maxWaitMs, not with a fixed few milliseconds, so a loaded machine that
  // deschedules the test does not fail it.
  const options = { staleAfterMs: 600, maxWaitMs: 200, warn: () => {} };
  const firstSeen = performance.now();
  let started = firstSeen;
  expect(acquireLockSync(path, options)).toBeNull();
  const firstWait = performance.now() - started;
  expect(firstWait).toBeGreaterThanOrEqual(190);
  expect(firstWait).toBeLessThan(600);
  started = performance.now();
  expect(acquireLockSync(path, options)).toBeNull();
  expect(performance.now() - started).toBeLessThan(100);
  await new Promise((r) => setTimeout(r, firstSeen + 650 - performance.now()));
  const lock = acquireLockSync(path, options);
  expect(lock).not.toBeNull();
  lock?.release();
  expect(existsSync(path)).toBe(false);
});
