// A full disk under the response cache and under a snapshot being recorded (a real tmpfs of 1 MB
// filled to about 40 KB free, as issue 44 reproduced it), in a plain Node process.
// The cache: an LMDB commit that fails (ENOSPC, or EIO as lmdb-js reports it) was an unhandled
// rejection, which ended the process with exit 1 before the data came back. Now: the 20 trials
// asked for come back, no rejection goes unhandled, one warning names the cache and the way out,
// and the process ends by itself (close() no longer waits for the failed commit for ever).
// The snapshot: re-recording a snapshot on a full disk replaced the sealed file with a damaged
// partial one, blamed the "response cache" and threw a raw ENOSPC without a path from close().
// Now the sealed file stays as it was, the warning names the snapshot, and close() throws a
// SnapshotWriteError naming the snapshot's path.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { fullDisk, unmountAll } from "../support/small-filesystems.js";
import { startSandboxProcess } from "./support/sandbox-process.js";

const KEY = "full-disk-test-key";
const SESSION = new URL("./fixtures/disk-fault-session.mjs", import.meta.url).pathname;

interface SessionResult {
  ids: number;
  rows: number;
  distinct: number;
  storeErrors: number;
  warnings: string[];
  closeError: { name: string; message: string; path: string | null } | null;
  unhandled: string[];
  ms: number;
}

let sandbox: Awaited<ReturnType<typeof startSandboxProcess>>;
beforeAll(async () => {
  sandbox = await startSandboxProcess(KEY);
});
afterAll(async () => {
  await sandbox?.stop();
  unmountAll();
});

/** Runs one session in a child process; its exit code, and its result line (null when it printed none). */
function session(
  options: object,
  ids: number | "windows" = 20,
): Promise<{ code: number | null; result: SessionResult | null; stderr: string }> {
  const child = spawn(process.execPath, [SESSION, sandbox.baseUrl, KEY, JSON.stringify(options), String(ids)], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, COREBOOK_QUOTA_DIR: join(process.env.COREBOOK_QUOTA_DIR ?? "/tmp", "full-disk") },
  });
  let out = "";
  let err = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk;
  });
  child.stderr.on("data", (chunk: Buffer) => {
    err += chunk;
  });
  // A session that never settles is the failure this guards against: killed, it fails the test.
  const timer = setTimeout(() => child.kill("SIGKILL"), 45_000);
  return new Promise((resolve) => {
    child.once("exit", (code) => {
      clearTimeout(timer);
      const last = out.trim().split("\n").pop() ?? "";
      resolve({ code, result: last.startsWith("{") ? (JSON.parse(last) as SessionResult) : null, stderr: err });
    });
  });
}

test("a full disk under the response cache: the data comes back, one warning, nothing unhandled, the process ends", async (ctx) => {
  const disk = fullDisk(1024, 40);
  if ("skipped" in disk) return ctx.skip(`no tmpfs: ${disk.skipped}`);
  const dir = join(disk.dir, "cache");
  const { code, result, stderr } = await session({ cache: { dir } });
  expect(result, stderr).not.toBeNull();
  expect(code).toBe(0);
  expect(result).toMatchObject({ ids: 20, rows: 20, distinct: 20, unhandled: [], closeError: null });
  expect(result!.storeErrors).toBeGreaterThan(0);
  expect(result!.warnings).toHaveLength(1);
  const [warning] = result!.warnings;
  expect(warning).toContain(join(dir, "responses-v3"));
  expect(warning).toMatch(/\((ENOSPC|EIO)[^)]*\)/);
  expect(warning).toMatch(
    /Free space on that disk, or run `corebook cache prune --dir .*` \(or `corebook cache clear --dir .*`\), or connect with cache: false/,
  );
  // A second session on the same full disk: the cache (whole, as its last good commit left it) is opened and read again.
  const again = await session({ cache: { dir } });
  expect(again.code).toBe(0);
  expect(again.result).toMatchObject({ rows: 20, unhandled: [] });
});

// Writes queued before the first failed commit fail in later transactions, each with a file
// system error of its own that lmdb-js rejects on a promise nobody held: 2 runs in 10 left one
// unhandled before every write's error was handled. Eight sessions on eight full disks, four at a time.
test("a full disk under many queued writes (a searchAll, then a get of the 500 or more it found): no rejection goes unhandled in eight sessions", async (ctx) => {
  const disks = Array.from({ length: 8 }, () => fullDisk(1024, 40));
  const skipped = disks.find((disk) => "skipped" in disk);
  if (skipped && "skipped" in skipped) return ctx.skip(`no tmpfs: ${skipped.skipped}`);
  const dirs = disks.map((disk) => join((disk as { dir: string }).dir, "cache"));
  const results = [];
  for (const pair of [dirs.slice(0, 4), dirs.slice(4)]) {
    results.push(...(await Promise.all(pair.map((dir) => session({ cache: { dir } }, "windows")))));
  }
  for (const { code, result, stderr } of results) {
    expect(result, stderr).not.toBeNull();
    expect(code).toBe(0);
    expect(result).toMatchObject({ unhandled: [], closeError: null });
    expect(result!.ids).toBeGreaterThan(500);
    expect([result!.rows, result!.distinct]).toEqual([result!.ids, result!.ids]);
    expect(result!.warnings).toHaveLength(1);
  }
}, 180_000);

test("a full disk while re-recording a snapshot: the sealed snapshot stays, the warning and close() name the snapshot", async (ctx) => {
  const disk = fullDisk(1024, 200);
  if ("skipped" in disk) return ctx.skip(`no tmpfs: ${disk.skipped}`);
  const path = join(disk.dir, "analysis.cbsnap");
  const first = await session({ cache: false, snapshot: { path, mode: "record" } }, 5);
  expect(first.result).toMatchObject({ rows: 5, closeError: null, unhandled: [] });
  const sealed = readFileSync(path);
  // Now fill the disk to one page free (4 KB), and record 40 trials (about 36 KB) over it.
  const { writeFileSync, statfsSync } = await import("node:fs");
  const { bavail, bsize } = statfsSync(disk.dir);
  writeFileSync(join(disk.dir, "more-filler"), Buffer.alloc(Math.max(0, bavail * bsize - 4 * 1024)));
  const { code, result, stderr } = await session({ cache: false, snapshot: { path, mode: "record" } }, 40);
  expect(result, stderr).not.toBeNull();
  expect(code).toBe(0);
  expect(result).toMatchObject({ rows: 40, unhandled: [] });
  expect(result!.closeError).toMatchObject({ name: "SnapshotWriteError", path });
  expect(result!.closeError!.message).toContain(path);
  expect(result!.closeError!.message).toMatch(/ENOSPC/);
  expect(result!.closeError!.message).toMatch(/the snapshot that was there before is left as it was/);
  expect(result!.warnings.join("\n")).not.toMatch(/response cache/);
  expect(readFileSync(path).equals(sealed)).toBe(true);

  // A first recording on the full disk: the warning names the snapshot, and close() says the file there is not sealed.
  const fresh = join(disk.dir, "fresh.cbsnap");
  const second = await session({ cache: false, snapshot: { path: fresh, mode: "record" } }, 40);
  expect(second.result).toMatchObject({ rows: 40, unhandled: [] });
  expect(second.result!.warnings).toHaveLength(1);
  expect(second.result!.warnings[0]).toMatch(/^corebook: could not write to the snapshot .*fresh\.cbsnap \(ENOSPC/);
  expect(second.result!.closeError).toMatchObject({ name: "SnapshotWriteError", path: fresh });
  expect(second.result!.closeError!.message).toMatch(/is not a sealed snapshot/);
});
