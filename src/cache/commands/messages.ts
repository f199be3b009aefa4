// Every message of the `corebook cache` and `corebook snapshot` commands that is not a line of a
// report: what was given, what is wrong with it and what to do, in one place.

/** `cache stats|verify|prune` on a folder that holds no cache: nothing was opened or created there. */
export const noCache = (action: string, dir: string) =>
  `cache ${action}: there is no response cache in ${dir}; pass --dir with the folder of one ` +
  "(the default is COREBOOK_CACHE, else ~/.cache/corebook; a session fills one there with connect({ cache: { dir } }))";

/** `snapshot info|verify|diff` given a path that cannot be read as a file. */
export function unreadableSnapshot(action: string, path: string, code: string | undefined, reason: string): string {
  const what =
    code === "ENOENT"
      ? "there is no such file"
      : code === "EISDIR"
        ? "it is a folder, not a file"
        : code === "EACCES" || code === "EPERM"
          ? "it cannot be read (permission denied)"
          : reason;
  return (
    `snapshot ${action}: cannot read the snapshot ${path}: ${what}; ` +
    'give the path of a snapshot file (connect({ snapshot: "analysis.cbsnap" }) records one)'
  );
}
