// Which files a mirror export owns. An export writes `core=<core>/year=<year>/part_<n>.parquet`
// under the folder the user names and lists them in its manifest (beside the folder); the next
// export into that folder removes exactly those, so a file of the user's that happens to lie
// there (a note, another tool's output) is never deleted. A Parquet part that no manifest lists is
// not ours to delete, and would mix its rows with the new export's: the export refuses instead.
import { existsSync, readdirSync, readFileSync, rmdirSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { MisuseError } from "../errors/index.js";

const FORMAT = "corebook-mirror-parquet";
const PART = /^part_\d+\.parquet$/;
const OWN_PATH = /^core=[a-z]+\/year=[^/]+\/part_\d+\.parquet$/;

/** Where the manifest of an export to `dir` is written: beside the folder, never in it. */
export function manifestPath(dir: string): string {
  return `${resolve(dir)}.manifest.json`;
}

function readManifest(path: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, "utf8"));
    return parsed !== null && typeof parsed === "object" && Reflect.get(parsed, "format") === FORMAT
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** True for the `manifest.json` an export of format 1 left inside the folder (engines read it as data). */
export function isOurOldManifest(path: string): boolean {
  return existsSync(path) && readManifest(path) !== null;
}

/** The part files under `core=<core>/year=*`, relative to the folder. */
export function partFiles(out: string, core: string): string[] {
  const coreDir = join(out, `core=${core}`);
  if (!existsSync(coreDir)) return [];
  const files: string[] = [];
  for (const year of readdirSync(coreDir).sort()) {
    const yearDir = join(coreDir, year);
    if (!year.startsWith("year=") || !statSync(yearDir).isDirectory()) continue;
    for (const name of readdirSync(yearDir).sort()) if (PART.test(name)) files.push(`core=${core}/${year}/${name}`);
  }
  return files;
}

/**
 * The files an earlier export into `out` wrote: its manifest's list, or, for a manifest written
 * before the list was kept, the parts of the cores it names (its layout is ours).
 */
export function readEarlierFiles(out: string): string[] {
  const manifest = readManifest(manifestPath(out)) ?? readManifest(join(out, "manifest.json"));
  if (manifest === null) return [];
  const files = manifest.files;
  if (Array.isArray(files)) return files.filter((f): f is string => typeof f === "string" && OWN_PATH.test(f));
  const cores = manifest.cores !== null && typeof manifest.cores === "object" ? Object.keys(manifest.cores) : [];
  return cores.flatMap((core) => partFiles(out, core));
}

function removeIfEmpty(dir: string): void {
  if (existsSync(dir) && readdirSync(dir).length === 0) rmdirSync(dir);
}

/** Removes the earlier export's files, then the year and core folders they leave empty. */
export function removeEarlierExport(out: string, files: readonly string[]): void {
  for (const file of files) {
    rmSync(join(out, file), { force: true });
    const [core, year] = file.split("/");
    removeIfEmpty(join(out, core, year));
    removeIfEmpty(join(out, core));
  }
}

/** Refuses to write a core whose folder still holds Parquet parts no manifest of ours lists. */
export function refuseForeignParts(out: string, core: string): void {
  const foreign = partFiles(out, core);
  if (foreign.length === 0) return;
  throw new MisuseError(
    `mirror.exportParquet: ${join(out, `core=${core}`)} holds Parquet files no earlier export's manifest lists ` +
      `(${foreign.slice(0, 3).join(", ")}${foreign.length > 3 ? ", …" : ""}); their rows would mix with this export's. ` +
      `Nothing was deleted: move them away, or export to another folder.`,
    { parameter: "dir", value: out },
  );
}
