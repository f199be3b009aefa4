// Write-then-rename: a reader sees either the old file or the whole new one, never half of one.
// rename() is atomic within a folder on POSIX file systems, so two processes writing the same
// file at once leave one complete copy, and a process killed mid-write leaves only a stray
// temporary file (named *.tmp-*, which no reader opens). Snapshots and the feed-sync file use it;
// the response store itself is an LMDB database (response-store.ts).
import { randomBytes } from "node:crypto";
import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

const TEMP_MARK = ".tmp-";

export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}${TEMP_MARK}${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    await writeFile(temp, data);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
