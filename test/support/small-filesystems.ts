// Real small file systems for fault tests: a tiny tmpfs (a full disk) and a read-only bind mount of
// a folder (a read-only share). Mounting needs root (CI runs as root); where it is not permitted
// the helpers return null with the reason, and the test says it skipped and why. Every mount is
// made in a scratch folder of its own and unmounted (lazily, if busy) by `unmountAll`.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmdirSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const mounted: string[] = [];

function run(command: string, args: string[]): string | null {
  try {
    execFileSync(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    return null;
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString().trim();
    return `${command} ${args.join(" ")}: ${stderr || (error as Error).message}`;
  }
}

/** Why mounting cannot work here, or null when it can be tried. */
function mountRefused(): string | null {
  if (process.platform !== "linux") return `mount is Linux-only here (platform ${process.platform})`;
  if (process.getuid?.() !== 0) return "mounting needs root (CI runs as root)";
  return null;
}

export type Mounted = { dir: string } | { skipped: string };

/**
 * A tmpfs of `sizeKb` at a fresh folder, filled so that about `freeKb` remain free (a full disk
 * with a little room, as a user meets it).
 */
export function fullDisk(sizeKb: number, freeKb: number): Mounted {
  const refused = mountRefused();
  if (refused) return { skipped: refused };
  const dir = mkdtempSync(join(tmpdir(), "corebook-fulldisk-"));
  const failed = run("mount", ["-t", "tmpfs", "-o", `size=${sizeKb}k`, "tmpfs", dir]);
  if (failed) {
    rmSync(dir, { recursive: true, force: true });
    return { skipped: failed };
  }
  mounted.push(dir);
  const { bavail, bsize } = statfsSync(dir);
  const fill = Math.max(0, bavail * bsize - freeKb * 1024);
  writeFileSync(join(dir, "filler"), Buffer.alloc(fill));
  mkdirSync(join(dir, "work"));
  return { dir: join(dir, "work") };
}

/** Free bytes on the file system of `path`. */
export function freeBytes(path: string): number {
  const { bavail, bsize } = statfsSync(path);
  return bavail * bsize;
}

/** A read-only view of `source` (a bind mount remounted read-only): what a read-only share looks like. */
export function readOnlyView(source: string): Mounted {
  const refused = mountRefused();
  if (refused) return { skipped: refused };
  const dir = mkdtempSync(join(tmpdir(), "corebook-readonly-"));
  const failed = run("mount", ["--bind", source, dir]) ?? run("mount", ["-o", "remount,bind,ro", dir]);
  if (failed) {
    run("umount", [dir]);
    try {
      rmdirSync(dir);
    } catch {
      // Still mounted: left in place rather than removed through the mount.
    }
    return { skipped: failed };
  }
  mounted.push(dir);
  return { dir };
}

/** Unmounts everything these helpers mounted (lazily when still busy) and removes the mount points. */
export function unmountAll(): void {
  for (const dir of mounted.splice(0).reverse()) {
    if (run("umount", [dir])) run("umount", ["-l", dir]);
    // Only the empty mount point: never recursively, which through a mount still in place would reach its source.
    try {
      rmdirSync(dir);
    } catch {
      // Still busy: left for the system's temp cleaning.
    }
  }
}
