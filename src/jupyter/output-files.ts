// The files a notebook wrote: the run's working folder (the notebook's own) is listed before the
// run and again after it, and every file that is new or whose size or modification time changed is
// an output, with its size and SHA-256. Hidden folders (.git, .ipynb_checkpoints, .cache),
// node_modules and corebook run's own products (executed copies, reports, records) are not outputs.
import { createHash } from "node:crypto";
import { createReadStream, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** What is known of a file without reading it. */
type FileStamp = { size: number; mtimeMs: number };
export type FolderListing = Map<string, FileStamp>;

export interface OutputFile {
  /** Relative to the working folder, with `/` separators. */
  path: string;
  bytes: number;
  sha256: string;
}

/** A working folder with more files than this is listed only this far (the record then says so). */
const MAX_FILES = 20_000;
const SKIPPED_DIRS = new Set(["node_modules"]);

/** The files under `dir` (relative path → size and time), leaving out `exclude` (absolute paths). */
export function listFolder(dir: string, exclude: ReadonlySet<string> = new Set()): { files: FolderListing; complete: boolean } {
  const files: FolderListing = new Map();
  const stack = [dir];
  while (stack.length > 0) {
    const folder = stack.pop() as string;
    let entries: import("node:fs").Dirent[];
    try {
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      continue; // removed while listed, or unreadable: not an output we can hash
    }
    for (const entry of entries) {
      if (entry.name.startsWith(".") || SKIPPED_DIRS.has(entry.name)) continue;
      const path = join(folder, entry.name);
      if (exclude.has(path)) continue;
      if (entry.isDirectory()) stack.push(path);
      else if (entry.isFile()) {
        if (files.size >= MAX_FILES) return { files, complete: false };
        try {
          const s = statSync(path);
          files.set(relative(dir, path).split(sep).join("/"), { size: s.size, mtimeMs: s.mtimeMs });
        } catch {
          // removed between the listing and the stat
        }
      }
    }
  }
  return { files, complete: true };
}

/** The files of `after` that are not in `before` or changed size or time, sorted by path. */
export function changedFiles(before: FolderListing, after: FolderListing): string[] {
  const changed: string[] = [];
  for (const [path, s] of after) {
    const was = before.get(path);
    if (!was || was.size !== s.size || was.mtimeMs !== s.mtimeMs) changed.push(path);
  }
  return changed.sort();
}

export function sha256File(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash("sha256");
    createReadStream(path)
      .on("data", (chunk) => hash.update(chunk))
      .on("error", reject)
      .on("end", () => resolve(hash.digest("hex")));
  });
}

/** Each of `paths` (relative to `dir`) with its size and SHA-256; a file gone since is left out. */
export async function describeOutputs(dir: string, paths: readonly string[]): Promise<OutputFile[]> {
  const out: OutputFile[] = [];
  for (const path of paths) {
    const full = join(dir, path);
    try {
      const bytes = statSync(full).size;
      out.push({ path, bytes, sha256: await sha256File(full) });
    } catch {
      // deleted by the notebook or another run after it was listed
    }
  }
  return out;
}
