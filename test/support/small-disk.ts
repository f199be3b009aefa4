// Real small and read-only filesystems for fault tests: a tmpfs of a few kilobytes fills up the way
// a full disk does (ENOSPC from the kernel, not from a stub), and a read-only bind mount refuses
// writes with EROFS. Both need root (CI runs as root); elsewhere `mountable()` says why not and the
// tests that need them report the reason as they skip.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A mounted folder and how to take it down again. */
export interface Mounted {
  readonly path: string;
  unmount(): void;
}

function mount(args: string[]): void {
  execFileSync("mount", args, { stdio: "pipe" });
}

/** null when this process can mount filesystems, else the reason it cannot. */
export function mountable(): string | null {
  if (process.platform !== "linux") return `mounting tmpfs needs Linux (this is ${process.platform})`;
  if (process.getuid?.() !== 0) return "mounting tmpfs needs root";
  const probe = mkdtempSync(join(tmpdir(), "corebook-mount-probe-"));
  try {
    mount(["-t", "tmpfs", "-o", "size=16k", "tmpfs", probe]);
    execFileSync("umount", [probe], { stdio: "pipe" });
    return null;
  } catch (error) {
    return `mount -t tmpfs failed: ${(error as Error).message.split("\n")[0]}`;
  } finally {
    rmSync(probe, { recursive: true, force: true });
  }
}

function unmounter(path: string, root: string): () => void {
  return () => {
    try {
      execFileSync("umount", ["-l", path], { stdio: "pipe" });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  };
}

/** A tmpfs of `kilobytes` KB: writing more than that fails with ENOSPC. */
export function smallDisk(kilobytes: number): Mounted {
  const root = mkdtempSync(join(tmpdir(), "corebook-small-disk-"));
  const path = join(root, "disk");
  mkdirSync(path);
  mount(["-t", "tmpfs", "-o", `size=${kilobytes}k`, "tmpfs", path]);
  return { path, unmount: unmounter(path, root) };
}

/** `folder` seen through a read-only bind mount: reads work, every write fails with EROFS. */
export function readOnlyView(folder: string): Mounted {
  const root = mkdtempSync(join(tmpdir(), "corebook-read-only-"));
  const path = join(root, "view");
  mkdirSync(path);
  mount(["--bind", folder, path]);
  mount(["-o", "remount,bind,ro", path]);
  return { path, unmount: unmounter(path, root) };
}
