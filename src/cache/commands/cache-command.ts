// `corebook cache stats|verify|prune|clear [--dir DIR]`: look after the response cache. None of
// them opens a damaged cache with LMDB (that would crash the process): they report the damage, and
// `verify --repair` and `prune` put it right (cache-repair.ts).
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { resolve } from "node:path";
import { parseCommandArgs } from "../../cli/index.js";
import { CommandMisuseError, CorebookError } from "../../errors/index.js";
import { defaultCacheDir } from "../cache-dir.js";
import { CacheDatabase } from "../cache-database.js";
import { asideCopies, inspectCache } from "../cache-health.js";
import { repairCache, type RepairReport } from "../cache-repair.js";
import { parseBytes, parseDuration } from "./units.js";
import * as msg from "./messages.js";

export const CACHE_USAGE = {
  stats: `  cache stats [--dir DIR]
      the response cache (default COREBOOK_CACHE, else $XDG_CACHE_HOME/corebook, else ~/.cache/corebook):
      entries, bytes, age and credits per core`,
  verify: `  cache verify [--repair] [--dir DIR]
      check the cache's file and every entry against its checksum; exits 1 when one is damaged.
      --repair: set a damaged cache aside, copy the intact entries of every cache set aside back,
      remove damaged entries`,
  prune: `  cache prune [--older-than 30d] [--max-bytes 2GB] [--dir DIR]
      what verify --repair does, then drop entries older than a duration, then the oldest until
      under a size, and stores of an older format`,
  clear: `  cache clear [--dir DIR]
      remove the whole response cache`,
} as const;

const DIR_OPTION = { dir: { type: "string", value: "DIR" } } as const;
const CACHE_OPTIONS = {
  stats: DIR_OPTION,
  verify: { repair: { type: "boolean" }, ...DIR_OPTION },
  prune: { "older-than": { type: "string", value: "DURATION" }, "max-bytes": { type: "string", value: "SIZE" }, ...DIR_OPTION },
  clear: DIR_OPTION,
} as const;

export async function runCacheCommand(args: string[], print: (line: string) => void = console.log): Promise<number> {
  const [action, ...rest] = args;
  if (!isCacheAction(action))
    throw new CommandMisuseError("cache", `cache needs one of stats, verify, prune, clear; got ${JSON.stringify(action ?? "")}`, {
      parameter: "action",
      value: action,
      allowed: Object.keys(CACHE_OPTIONS),
    });
  const { values } = parseCommandArgs(`cache ${action}`, CACHE_OPTIONS[action], rest, []);
  const store = new CacheDatabase(resolve(values.dir ?? defaultCacheDir()));
  // Reading a folder that holds no cache would create an empty one there (LMDB makes its folder on
  // open) and report "0 entries": a mistyped --dir must say so instead.
  if (action !== "clear" && !(await holdsCache(store))) throw new CorebookError(msg.noCache(action, store.dir));
  try {
    switch (action) {
      case "stats":
        return await stats(store, print);
      case "verify":
        return await verify(store, print, "repair" in values && values.repair === true);
      case "prune":
        return await prune(
          store,
          print,
          "older-than" in values ? values["older-than"] : undefined,
          "max-bytes" in values ? values["max-bytes"] : undefined,
        );
      default:
        await store.close();
        for (const root of [store.root, ...(await store.otherFormats()), ...asideCopies(store.root)])
          await rm(root, { recursive: true, force: true });
        print(`cleared ${store.root}`);
        return 0;
    }
  } finally {
    await store.close();
  }
}

/** Whether the folder holds a cache of this format, of an older one, or one set aside as damaged. */
async function holdsCache(store: CacheDatabase): Promise<boolean> {
  return existsSync(store.root) || (await store.otherFormats()).length > 0 || asideCopies(store.root).length > 0;
}

function isCacheAction(action: string | undefined): action is keyof typeof CACHE_OPTIONS {
  return action !== undefined && Object.hasOwn(CACHE_OPTIONS, action);
}

/** Says what is wrong with a damaged cache, and returns true; a whole one is not mentioned. */
function reportDamage(store: CacheDatabase, print: (line: string) => void): boolean {
  const { damaged } = inspectCache(store.root);
  if (!damaged) return false;
  print(`damaged: the cache ${store.root} cannot be opened safely (${damaged.problem}); it was not opened`);
  print(`  \`corebook cache verify --repair --dir ${store.dir}\` sets it aside and copies its intact entries into a fresh cache`);
  return true;
}

function reportAsides(store: CacheDatabase, print: (line: string) => void): void {
  const copies = asideCopies(store.root);
  if (copies.length === 0) return;
  print(`${copies.length} damaged cache(s) set aside: ${copies.join(", ")}`);
  print(
    `  \`corebook cache verify --repair --dir ${store.dir}\` copies their intact entries back; \`cache prune\` does too, then removes them`,
  );
}

async function stats(store: CacheDatabase, print: (line: string) => void): Promise<number> {
  print(`cache ${store.root}`);
  if (reportDamage(store, print)) return 1;
  const { entries, damaged } = await store.scan();
  const perCore = new Map<string, { entries: number; credits: number; oldest: string; newest: string }>();
  for (const { entry } of entries) {
    const name = entry.core ?? "(service)";
    const row = perCore.get(name) ?? { entries: 0, credits: 0, oldest: entry.fetchedAt, newest: entry.fetchedAt };
    row.entries++;
    row.credits += entry.credits;
    if (entry.fetchedAt < row.oldest) row.oldest = entry.fetchedAt;
    if (entry.fetchedAt > row.newest) row.newest = entry.fetchedAt;
    perCore.set(name, row);
  }
  print(`${entries.length} entries, ${formatBytes(entries.reduce((n, e) => n + e.bytes, 0))}`);
  for (const [core, row] of [...perCore].sort()) {
    print(
      `  ${core.padEnd(15)} ${String(row.entries).padStart(7)} entries  ${String(row.credits).padStart(8)} credits  fetched ${row.oldest.slice(0, 16)} .. ${row.newest.slice(0, 16)}`,
    );
  }
  if (damaged.length > 0) print(`${damaged.length} unreadable entries (skipped; refetched when needed; removed by prune)`);
  reportAsides(store, print);
  const older = await store.otherFormats();
  if (older.length > 0) print(`${older.join(", ")}: left by an older corebook, never read (removed by prune)`);
  return 0;
}

/** What a repair did; the damaged entries it removed are left to the caller's own summary when `entries` is false. */
function printRepair(report: RepairReport, print: (line: string) => void, entries = true): void {
  if (report.setAside) print(`set aside the damaged cache (${report.setAside.problem}): ${report.setAside.aside}`);
  for (const problem of report.problems) print(`  damage: ${problem}`);
  if (report.copies.length > 0)
    print(
      `copied ${report.copiedBack} intact entries back from ${report.copies.length} cache(s) set aside` +
        `${report.lost > 0 ? `; ${report.lost} damaged entries could not be` : ""}; removed ${report.copies.join(", ")}`,
    );
  if (entries && report.removedEntries > 0) print(`removed ${report.removedEntries} damaged entries`);
}

async function verify(store: CacheDatabase, print: (line: string) => void, repair: boolean): Promise<number> {
  if (repair) printRepair(await repairCache(store), print);
  else if (reportDamage(store, print)) return 1;
  const { entries, damaged } = await store.scan();
  let bad = damaged.length;
  for (const { id, entry } of entries) {
    if (!(await store.check(id))) {
      bad++;
      print(`damaged: ${entry.key} (it does not match its checksum)`);
    }
  }
  for (const id of damaged) print(`damaged: entry ${id} (not a readable entry of this format)`);
  print(`${entries.length - (bad - damaged.length)} of ${entries.length + damaged.length} entries verified`);
  if (!repair) reportAsides(store, print);
  if (bad > 0 && !repair)
    print(`  \`corebook cache verify --repair --dir ${store.dir}\` removes them (they are fetched again when needed)`);
  // Damaged entries do no harm (they are refetched), but say so with the exit code.
  return bad === 0 ? 0 : 1;
}

async function prune(store: CacheDatabase, print: (line: string) => void, olderThan?: string, maxBytes?: string): Promise<number> {
  const maxAge = olderThan === undefined ? undefined : parseDuration(olderThan, "--older-than");
  const limit = maxBytes === undefined ? undefined : parseBytes(maxBytes, "--max-bytes");
  const repaired = await repairCache(store);
  printRepair(repaired, print, false);
  const older = await store.otherFormats();
  for (const path of older) await rm(path, { recursive: true, force: true });
  const { entries } = await store.scan();
  const now = Date.now();
  // Newest first, so a size limit keeps the most recent entries.
  const sorted = entries.sort((a, b) => (a.entry.storedAt < b.entry.storedAt ? 1 : -1));
  let total = 0;
  let freed = 0;
  let removed = 0;
  const removing: string[] = [];
  for (const item of sorted) {
    const tooOld = maxAge !== undefined && now - Date.parse(item.entry.storedAt) > maxAge;
    if (tooOld || (limit !== undefined && total + item.bytes > limit)) {
      removing.push(item.id);
      removed++;
      freed += item.bytes;
    } else {
      total += item.bytes;
    }
  }
  // Together, so LMDB removes them in one transaction rather than one commit each.
  await Promise.all(removing.map((id) => store.remove(id)));
  print(
    `removed ${removed} entries and ${repaired.removedEntries} damaged entries; freed ${formatBytes(freed)} (LMDB reuses the space; the file does not shrink); ${sorted.length - removed} entries kept` +
      (older.length > 0 ? `; removed ${older.length} cache(s) of an older format` : ""),
  );
  return 0;
}

function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}
