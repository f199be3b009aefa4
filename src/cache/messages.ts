// What this layer tells the user when a disk lets it down (full, read-only, failing) or another
// process holds a snapshot: each names the file or folder and the way out. One place, so the words
// stay the same wherever the fault is met.

/** The short form of a file system error: its code and message, e.g. "ENOSPC: no space left on device". */
export function diskProblem(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as NodeJS.ErrnoException).code;
  return code && typeof code === "string" && !error.message.startsWith(code) ? `${code}: ${error.message}` : error.message;
}

export const cacheMessages = {
  /** A write to the response cache failed (full disk, I/O error, quota): said once per cache and process. */
  writeFailed: (root: string, dir: string, problem: string) =>
    `corebook: could not write to the response cache ${root} (${problem}). The data asked for is still returned, ` +
    `but responses are no longer kept in this session. Free space on that disk, or run \`corebook cache prune --dir ${dir}\` ` +
    `(or \`corebook cache clear --dir ${dir}\`), or connect with cache: false (or cache: { dir } elsewhere)`,
  /** The cache folder cannot be written: stored responses are served, nothing is written. */
  readOnly: (root: string) =>
    `corebook: the response cache ${root} is on a read-only file system or folder: its stored responses are served, ` +
    `and new responses are not kept. To keep them, connect with cache: { dir } on a writable disk`,
  /** There is no cache to read and none can be made (a read-only folder with no cache yet, say). */
  unavailable: (root: string, problem: string) =>
    `corebook: the response cache ${root} cannot be opened or created (${problem}); this session runs without it ` +
    `(every request is sent). Connect with cache: { dir } on a writable disk, or cache: false to say so`,
  /** A damaged cache on a folder it cannot be moved out of: it is not opened (LMDB would crash on it). */
  damagedReadOnly: (root: string, problem: string) =>
    `corebook: the response cache ${root} is damaged (${problem}) and its folder is read-only, so it cannot be set aside: ` +
    `this session runs without it. Repair it where it can be written: \`corebook cache verify --repair --dir <folder>\``,
  /** A write the cache never confirmed: treated as failed so no cell waits on it forever. */
  writeUnconfirmed: (seconds: number) => `ETIMEDOUT: the cache did not confirm a write within ${seconds} s`,
} as const;

export const snapshotMessages = {
  /** A response could not be appended to a snapshot being recorded: said once per snapshot and session. */
  writeFailed: (path: string, problem: string) =>
    `corebook: could not write to the snapshot ${path} (${problem}); the data asked for is still returned, but this ` +
    `recording is incomplete and will not replace the file. Free space on that disk and record again ` +
    `(snapshot: { path, mode: "record" }), or record to another disk`,
  /** close() could not seal the recording. */
  sealFailed: (path: string, problem: string, kept: boolean) =>
    `could not finish the snapshot ${path} (${problem}); ` +
    (kept
      ? "the snapshot that was there before is left as it was"
      : "what is at that path is not a sealed snapshot (at most the responses appended before the failure)") +
    `. Free space on that disk and record it again (snapshot: { path, mode: "record" })`,
  /** Another process is recording or extending this snapshot. */
  locked: (path: string, holder: string) =>
    `the snapshot ${path} is being recorded or extended by ${holder}; two recorders of one file would lose responses. ` +
    `Close that session first (sv.close()), or record to another file (snapshot: { path: "other.cbsnap", mode: "record" })`,
} as const;
