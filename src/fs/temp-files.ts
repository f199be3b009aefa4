// Temporary files live beside their target (same folder, same file system, so the final rename is
// atomic) under a name that says whose they are: `.<target name>.<pid>-<start>.<8 hex>.tmp`. A
// process killed mid-write leaves one behind; the next writer in that folder removes every such file
// whose owner is no longer running (by PID and start time, so a reused PID does not keep a
// leftover alive). No reader ever opens one: they are hidden and end in `.tmp`.
import { readdirSync, rmSync } from "node:fs";
import { readdir, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { nodeCrypto } from "../common/index.js";
import { processRunning, thisProcess, type ProcessIdentity } from "./process-identity.js";

// The start time is optional in the pattern: exports of the previous release named only the PID.
const TEMP = /^\.(.+)\.(\d+)(?:-(\d+))?\.[0-9a-f]{8}\.tmp$/;

/** A fresh temporary path for `target`, in its folder. */
export function tempPathFor(target: string): string {
  const { pid, start } = thisProcess();
  return join(dirname(target), `.${basename(target)}.${pid}${start ? `-${start}` : ""}.${nodeCrypto().randomBytes(4).toString("hex")}.tmp`);
}

/** Whose temporary file `name` is, or null when it is not one. */
function ownerOf(name: string): ProcessIdentity | null {
  const m = TEMP.exec(name);
  return m ? { pid: Number(m[2]), ...(m[3] ? { start: m[3] } : {}) } : null;
}

function leftover(name: string): boolean {
  const owner = ownerOf(name);
  return owner !== null && !processRunning(owner);
}

/** Removes the temporary files in `folder` whose owner is gone. Best effort: a folder that cannot be read has none to remove. */
export async function sweepTempFiles(folder: string): Promise<void> {
  const names = await readdir(folder).catch(() => []);
  await Promise.all(names.filter(leftover).map((name) => rm(join(folder, name), { force: true }).catch(() => {})));
}

/** sweepTempFiles for synchronous callers. */
export function sweepTempFilesSync(folder: string): void {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names.filter(leftover)) {
    try {
      rmSync(join(folder, name), { force: true });
    } catch {
      // Removed by another sweeper, or not ours to remove: either way nothing to do.
    }
  }
}
