// Files appear whole or not at all: everything is written to temporary files in the target's
// folder (same file system, so the rename is atomic) and renamed into place only at the end.
import { randomBytes } from "node:crypto";
import { mkdir, rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

function tempPathFor(path: string): string {
  return join(dirname(path), `.${basename(path)}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
}

/** Calls `write` with one temporary path per target, then renames them all into place.
 *  Missing folders are created first, so `exportTable(t, "out/x.parquet")` works in a fresh folder. */
export async function writeAtomically(
  targets: string[],
  write: (tempPaths: string[]) => Promise<void>,
): Promise<void> {
  for (const folder of new Set(targets.map((target) => dirname(target)))) await mkdir(folder, { recursive: true });
  const temps = targets.map(tempPathFor);
  try {
    await write(temps);
    for (let i = 0; i < targets.length; i++) await rename(temps[i], targets[i]);
  } catch (error) {
    await Promise.all(temps.map((temp) => rm(temp, { force: true })));
    throw error;
  }
}
