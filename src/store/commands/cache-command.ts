// `corebook cache stats|verify|prune|clear [--dir DIR]`: look after the response store.
import { readFile, rm } from "node:fs/promises";
import { CommandUsageError } from "../../errors/index.js";
import { defaultCacheDir } from "../cache-dir.js";
import { contentHash } from "../canonical-key.js";
import { ResponseStore } from "../response-store.js";
import { parseBytes, parseDuration } from "./units.js";

export const CACHE_USAGE = `  cache stats|verify|clear [--dir DIR]
  cache prune [--older-than 30d] [--max-bytes 2GB] [--dir DIR]
      the response store (default COREBOOK_CACHE, else $XDG_CACHE_HOME/corebook, else ~/.cache/corebook):
      stats: entries, bytes, age and credits per core; verify: check every entry and body;
      prune: drop entries older than a duration, then the oldest until under a size, and unreferenced
      bodies and stray temporary files; clear: remove the whole store`;

export async function runCacheCommand(args: string[], print: (line: string) => void = console.log): Promise<number> {
  const [action, ...rest] = args;
  const options = parseFlags(rest, action === "prune" ? ["--dir", "--older-than", "--max-bytes"] : ["--dir"], `cache ${action}`);
  const store = new ResponseStore(options["--dir"] ?? defaultCacheDir());
  switch (action) {
    case "stats":
      return stats(store, print);
    case "verify":
      return verify(store, print);
    case "prune":
      return prune(store, print, options["--older-than"], options["--max-bytes"]);
    case "clear":
      await rm(store.root, { recursive: true, force: true });
      print(`cleared ${store.root}`);
      return 0;
    default:
      throw new CommandUsageError("cache", `cache needs one of stats, verify, prune, clear; got ${JSON.stringify(action ?? "")}`);
  }
}

export function parseFlags(args: string[], allowed: string[], command: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const flag = args[i];
    if (!allowed.includes(flag))
      throw new CommandUsageError("cache", `unknown option ${JSON.stringify(flag)} for ${command}; allowed: ${allowed.join(", ")}`, {
        parameter: flag,
        allowed,
      });
    const value = args[++i];
    if (value === undefined) throw new CommandUsageError("cache", `${flag} needs a value`, { parameter: flag });
    out[flag] = value;
  }
  return out;
}

async function stats(store: ResponseStore, print: (line: string) => void): Promise<number> {
  const { entries, damaged, temporary } = await store.scan();
  const bodies = await store.bodies();
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
  print(`store ${store.root}`);
  print(`${entries.length} entries, ${bodies.length} bodies, ${formatBytes(bodies.reduce((n, b) => n + b.bytes, 0))}`);
  for (const [core, row] of [...perCore].sort()) {
    print(
      `  ${core.padEnd(15)} ${String(row.entries).padStart(7)} entries  ${String(row.credits).padStart(8)} credits  fetched ${row.oldest.slice(0, 16)} .. ${row.newest.slice(0, 16)}`,
    );
  }
  if (damaged.length > 0) print(`${damaged.length} unreadable index entries (skipped; refetched when needed)`);
  if (temporary.length > 0) print(`${temporary.length} temporary files left by interrupted writes (removed by prune)`);
  return 0;
}

async function verify(store: ResponseStore, print: (line: string) => void): Promise<number> {
  const { entries, damaged } = await store.scan();
  let bad = damaged.length;
  for (const { path, entry } of entries) {
    let ok = false;
    try {
      ok = contentHash(await readFile(store.contentFile(entry.bodyHash), "utf8")) === entry.bodyHash;
    } catch {
      ok = false;
    }
    if (!ok) {
      bad++;
      print(`damaged: ${path} (its body is missing or does not match its hash)`);
    }
  }
  for (const path of damaged) print(`damaged: ${path} (not a readable index entry of this format)`);
  print(`${entries.length - (bad - damaged.length)} of ${entries.length + damaged.length} entries verified`);
  // Damaged entries do no harm (they are refetched), but say so with the exit code.
  return bad === 0 ? 0 : 1;
}

async function prune(store: ResponseStore, print: (line: string) => void, olderThan?: string, maxBytes?: string): Promise<number> {
  const maxAge = olderThan === undefined ? undefined : parseDuration(olderThan, "--older-than");
  const limit = maxBytes === undefined ? undefined : parseBytes(maxBytes, "--max-bytes");
  const { entries, damaged, temporary } = await store.scan();
  let removed = 0;
  for (const path of [...damaged, ...temporary]) await rm(path, { force: true });
  const now = Date.now();
  let kept = entries.sort((a, b) => (a.entry.storedAt < b.entry.storedAt ? 1 : -1));
  if (maxAge !== undefined) {
    const old = kept.filter(({ entry }) => now - Date.parse(entry.storedAt) > maxAge);
    for (const { path } of old) await rm(path, { force: true });
    removed += old.length;
    kept = kept.filter((e) => !old.includes(e));
  }
  const bodies = await store.bodies();
  const size = new Map(bodies.map((b) => [b.hash, b.bytes]));
  if (limit !== undefined) {
    // Newest first: keep entries while their bodies fit.
    let total = 0;
    const counted = new Set<string>();
    const fits: typeof kept = [];
    for (const item of kept) {
      const extra = counted.has(item.entry.bodyHash) ? 0 : (size.get(item.entry.bodyHash) ?? 0);
      if (total + extra <= limit) {
        total += extra;
        counted.add(item.entry.bodyHash);
        fits.push(item);
      } else {
        await rm(item.path, { force: true });
        removed++;
      }
    }
    kept = fits;
  }
  const referenced = new Set(kept.map(({ entry }) => entry.bodyHash));
  let freed = 0;
  for (const body of bodies) {
    if (!referenced.has(body.hash)) {
      await rm(body.path, { force: true });
      freed += body.bytes;
    }
  }
  print(
    `removed ${removed} entries, ${damaged.length} damaged entries and ${temporary.length} temporary files; freed ${formatBytes(freed)} of bodies; ${kept.length} entries kept`,
  );
  return 0;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}
