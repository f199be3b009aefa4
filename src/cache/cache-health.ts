// Whether the cache's LMDB file can be opened without crashing the process, decided before LMDB
// maps it (lmdb-file.ts walks it with ordinary reads), and what happens to a damaged one: it is
// moved aside (`responses-v3.damaged-<time>`) and an empty cache takes its place.
//
// The walk reads every page LMDB can reach (about 5 ms per thousand pages). It is skipped when the
// file is exactly as the last walk left it: after a walk that passed, the file's identity (device,
// inode, size, modification and change times in nanoseconds) is written to `checked.json` in the
// store folder. Any write to the file changes its change time, which no program can set back: one
// by this or another corebook process (LMDB's own transactions), and damage alike. So a cache that
// was only read since is not walked again, and one that was written is walked once by the next
// process that opens it.
import { readdirSync, readFileSync, renameSync, statSync, type BigIntStats } from "node:fs";
import { basename, dirname, join } from "node:path";
import { acquireLock, writeFileAtomicSync } from "../fs/index.js";
import { checkLmdbFile } from "./lmdb-file.js";

const DAMAGED = ".damaged-";
const FINGERPRINT = "checked.json";

export function dataFile(root: string): string {
  return join(root, "data.mdb");
}

function identity(stat: BigIntStats): string {
  return [stat.dev, stat.ino, stat.size, stat.mtimeNs, stat.ctimeNs].join(":");
}

function statOf(path: string): BigIntStats | null {
  try {
    return statSync(path, { bigint: true });
  } catch {
    return null;
  }
}

function fingerprintMatches(root: string, stat: BigIntStats): boolean {
  try {
    return (JSON.parse(readFileSync(join(root, FINGERPRINT), "utf8")) as { file?: unknown }).file === identity(stat);
  } catch {
    return false;
  }
}

/** A damaged cache: what is wrong, and which file was judged (its identity). */
interface Damaged {
  problem: string;
  file: string;
}

interface Inspection {
  /** Set when LMDB must not open the cache. */
  damaged: Damaged | null;
  /** Entries whose key was damaged: harmless (never found), but damage to report. */
  badKeys: number;
}

/**
 * Whether LMDB can open the cache at `root`: it is absent, empty (LMDB initialises it), as the last
 * walk left it, or walked now and found whole. `fresh` walks it whatever the fingerprint says. A
 * walk that finds damaged entries is not recorded, so every session reports them until repaired.
 */
export function inspectCache(root: string, options: { fresh?: boolean } = {}): Inspection {
  const whole: Inspection = { damaged: null, badKeys: 0 };
  const path = dataFile(root);
  const before = statOf(path);
  if (!before || before.size === 0n) return whole;
  if (!options.fresh && fingerprintMatches(root, before)) return whole;
  const result = checkLmdbFile(path);
  if (result.ok === false) return { damaged: { problem: result.problem, file: identity(before) }, badKeys: 0 };
  if (result.ok !== true) return whole;
  const after = statOf(path);
  // Written meanwhile by another process: what was walked is not what is there now.
  if (result.badKeys === 0 && after && identity(after) === identity(before)) {
    try {
      writeFileAtomicSync(join(root, FINGERPRINT), JSON.stringify({ file: identity(before), checkedAt: new Date().toISOString() }));
    } catch {
      // A read-only folder: the file is walked again next time, no more.
    }
  }
  return { damaged: null, badKeys: result.badKeys };
}

/** The identity of the cache's data file now (for a problem found by LMDB itself), or null when there is none. */
export function currentFile(root: string): string | null {
  const stat = statOf(dataFile(root));
  return stat ? identity(stat) : null;
}

/** Damaged stores moved aside beside `root`, oldest first. */
export function asideCopies(root: string): string[] {
  const prefix = `${basename(root)}${DAMAGED}`;
  let names: string[];
  try {
    names = readdirSync(dirname(root));
  } catch {
    return [];
  }
  return names
    .filter((name) => name.startsWith(prefix))
    .sort()
    .map((name) => join(dirname(root), name));
}

/**
 * Moves a damaged cache aside and returns where it went, or null when the file is no longer the
 * one judged (another process moved it aside and started afresh first: the new one stays).
 */
export async function moveAside(root: string, damaged: Damaged): Promise<string | null> {
  const lock = await acquireLock(join(dirname(root), `.${basename(root)}.repair.lock`), { staleAfterMs: 30_000 });
  try {
    if (currentFile(root) !== damaged.file) return null;
    const aside = `${root}${DAMAGED}${new Date().toISOString().replace(/[:.]/g, "-")}`;
    renameSync(root, aside);
    return aside;
  } finally {
    lock.release();
  }
}
