// Write-then-rename: a reader sees the old file or the whole new one, never half of one. The data
// goes to a temporary file beside the target (temp-files.ts), which is renamed over the target
// (atomic within a folder on POSIX file systems, and a replace on Windows). A writer killed midway
// leaves only a temporary file, removed by the next writer in the folder; a failed write removes
// its own.
//
// `durable` also flushes the file and then its folder to the disk before returning, so that a power
// cut right after cannot leave an empty or old file under the new name: for files a user keeps
// (snapshots). Caches and state that are rebuilt when lost skip it: a flush costs milliseconds
// to seconds.
import { mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { mkdir, open, rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { withLock, type LockOptions } from "./lock-file.js";
import { sweepTempFiles, tempPathFor } from "./temp-files.js";

interface AtomicWriteOptions {
  /** Flush to the disk before returning (default false). */
  durable?: boolean;
}

/** Flushes a folder's entries (the rename) to the disk; a system that cannot open folders (Windows) has nothing to flush. */
async function flushFolder(folder: string): Promise<void> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(folder, "r");
    await handle.sync();
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== "EISDIR" && code !== "EPERM" && code !== "EINVAL" && code !== "EBADF") throw err;
  } finally {
    await handle?.close();
  }
}

/** Writes `data` to `path` whole or not at all, creating its folder when missing. */
export async function writeFileAtomic(path: string, data: string | Uint8Array, options: AtomicWriteOptions = {}): Promise<void> {
  await writeFileAtomicChunks(path, [data], options);
}

/**
 * writeFileAtomic for data made piece by piece (a file larger than one string can be): each chunk
 * is written as it comes, so the whole never sits in memory.
 */
export async function writeFileAtomicChunks(
  path: string,
  chunks: Iterable<string | Uint8Array> | AsyncIterable<string | Uint8Array>,
  options: AtomicWriteOptions = {},
): Promise<void> {
  const folder = dirname(path);
  await mkdir(folder, { recursive: true });
  await sweepTempFiles(folder);
  const temp = tempPathFor(path);
  try {
    const handle = await open(temp, "wx");
    try {
      // writeFile on a handle writes from its position and loops until the whole chunk is written.
      for await (const chunk of chunks) await handle.writeFile(chunk);
      if (options.durable) await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => {});
    throw error;
  }
  if (options.durable) await flushFolder(folder);
}

/**
 * writeFileAtomic for synchronous callers of small files, never durable. The folder is not swept
 * here (a caller writing often sweeps once, with sweepTempFilesSync).
 */
export function writeFileAtomicSync(path: string, data: string | Uint8Array): void {
  const temp = tempPathFor(path);
  try {
    try {
      writeFileSync(temp, data, { flag: "wx" });
    } catch (err) {
      // The folder is looked at only when it is missing: callers write here often.
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(temp, data, { flag: "wx" });
    }
    renameSync(temp, path);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/** Flushes a finished temporary file before it is renamed into place. */
async function flushFile(path: string): Promise<void> {
  const handle = await open(path, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Several files that belong together (a data file and its sidecar): `write` fills one temporary
 * path per target, then all are renamed into place under a lock on the first target, so two writers
 * of the same targets never leave one's data beside the other's sidecar.
 */
export async function writeFilesAtomically(
  targets: string[],
  write: (tempPaths: string[]) => Promise<void>,
  options: AtomicWriteOptions & { lock?: Partial<LockOptions> } = {},
): Promise<void> {
  const folders = [...new Set(targets.map((target) => dirname(target)))];
  for (const folder of folders) {
    await mkdir(folder, { recursive: true });
    await sweepTempFiles(folder);
  }
  const temps = targets.map(tempPathFor);
  try {
    await write(temps);
    if (options.durable) for (const temp of temps) await flushFile(temp);
    await withLock(lockPathFor(targets[0]), { staleAfterMs: RENAME_LOCK_STALE_MS, ...options.lock }, async () => {
      for (let i = 0; i < targets.length; i++) await rename(temps[i], targets[i]);
    });
  } catch (error) {
    await Promise.all(temps.map((temp) => rm(temp, { force: true })));
    throw error;
  }
  if (options.durable) for (const folder of folders) await flushFolder(folder);
}

/** Renames take milliseconds; a lock held this long has an owner that is stuck. */
const RENAME_LOCK_STALE_MS = 5_000;

/** `.<name>.lock` beside the target: hidden, like the temporary files. */
function lockPathFor(target: string): string {
  return join(dirname(target), `.${basename(target)}.lock`);
}
