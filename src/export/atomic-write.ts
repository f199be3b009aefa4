// Files appear whole or not at all: everything is written to temporary files in the target's
// folder (same file system, so the rename is atomic) and renamed into place only at the end.
//
// A data file and its schema sidecar are one unit: their renames run under a lock on the data
// path (in this process a queue, across processes a lock file naming its pid), so two exports to
// one path can never leave one's data beside the other's sidecar. Temporary files left by an
// export that was killed (their pid is gone) are removed by the next export to the folder.
import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, stat } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { processAlive } from "../store/process-alive.js";

const TEMP = /^\.(.+)\.(\d+)\.[0-9a-f]{8}\.tmp$/;
const STALE_LOCK_MS = 60_000;

function tempPathFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
}

/** Removes temporary files of exports whose process is gone. */
async function sweepLeftovers(folder: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return;
  }
  await Promise.all(
    names.map(async (name) => {
      const m = TEMP.exec(name);
      if (!m || processAlive(Number(m[2]))) return;
      await rm(join(folder, name), { force: true });
    }),
  );
}

const queues = new Map<string, Promise<void>>();

/** Runs `step` alone for `path` among this process's exports, and under a lock file across processes. */
async function exclusively(path: string, step: () => Promise<void>): Promise<void> {
  const before = queues.get(path) ?? Promise.resolve();
  const mine = before.then(() => withLockFile(path, step));
  const settled = mine.catch(() => {});
  queues.set(path, settled);
  try {
    await mine;
  } finally {
    if (queues.get(path) === settled) queues.delete(path);
  }
}

async function withLockFile(path: string, step: () => Promise<void>): Promise<void> {
  const shared = join(dirname(path), `.${basename(path)}.lock`);
  for (;;) {
    try {
      const handle = await open(shared, "wx");
      await handle.writeFile(JSON.stringify({ pid: process.pid, at: Date.now() }));
      await handle.close();
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      if (await lockIsStale(shared)) {
        await rm(shared, { force: true });
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  try {
    await step();
  } finally {
    await rm(shared, { force: true });
  }
}

async function lockIsStale(lock: string): Promise<boolean> {
  try {
    const { pid, at } = JSON.parse(await readFile(lock, "utf8")) as { pid: number; at: number };
    return !processAlive(pid) || Date.now() - at > STALE_LOCK_MS;
  } catch {
    // Being written this instant, or written by a process killed before it could: judge by age.
    try {
      return Date.now() - (await stat(lock)).mtimeMs > 1000;
    } catch {
      return false;
    }
  }
}

/** Calls `write` with one temporary path per target, then renames them all into place as one unit.
 *  Missing folders are created first, so `exportTable(t, "out/x.parquet")` works in a fresh folder. */
export async function writeAtomically(targets: string[], write: (tempPaths: string[]) => Promise<void>): Promise<void> {
  for (const folder of new Set(targets.map((target) => dirname(target)))) await mkdir(folder, { recursive: true });
  await sweepLeftovers(dirname(targets[0]));
  const temps = targets.map(tempPathFor);
  try {
    await write(temps);
    await exclusively(targets[0], async () => {
      for (let i = 0; i < targets.length; i++) await rename(temps[i], targets[i]);
    });
  } catch (error) {
    await Promise.all(temps.map((temp) => rm(temp, { force: true })));
    throw error;
  }
}
