// Turns connect()'s `cache` and `snapshot` options into the ResponseCache the client uses, with
// errors that name the option and its allowed values before anything is sent.
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { defaultCacheDir } from "./cache-dir.js";
import { corebookVersion } from "./corebook-version.js";
import { checkMaxAge, type MaxAge } from "./max-age.js";
import {
  CACHE_MODES,
  createResponseCache,
  SNAPSHOT_MODES,
  type CacheMode,
  type ResponseCache,
  type SnapshotMode,
} from "./response-cache.js";
import { CacheDatabase } from "./cache-database.js";
import {
  readSnapshot,
  SNAPSHOT_VERSION,
  SNAPSHOT_FORMAT,
  SnapshotDamagedError,
  unchangedSince,
  type SnapshotContents,
} from "./snapshot-file.js";
import { lockSnapshot, SnapshotRecording } from "./snapshot-recording.js";
import { MisuseError } from "../errors/index.js";

/** The response cache's options: `connect({ cache: { dir, mode, maxAge } })`; `cache: false` turns it off. */
export interface CacheOptions {
  /** Default: COREBOOK_CACHE, else $XDG_CACHE_HOME/corebook, else ~/.cache/corebook. */
  dir?: string;
  /** use (default with an API key), refresh, offline, off. */
  mode?: CacheMode;
  /** Milliseconds, or { <core>: milliseconds } (default: trialcore and biomedcore a day, the others a week). */
  maxAge?: MaxAge;
}

/**
 * `connect({ snapshot })`: a file path (replayed when the file exists, recorded otherwise), or
 * `{ path, mode }` to choose.
 */
export type SnapshotOption =
  | string
  | {
      /** The snapshot file, e.g. `"analysis.cbsnap"` next to the notebook. */
      path: string;
      /** record, replay or extend; default: replay when the file exists, else record. */
      mode?: SnapshotMode;
    };

interface ResolvedSnapshot {
  path: string;
  /** The path as the caller wrote it: what messages show (the absolute one differs per machine). */
  given: string;
  mode: SnapshotMode;
  /** The file's responses (replay and extend), or null when recording anew. */
  contents: SnapshotContents | null;
}

const CACHE_KEYS = ["dir", "mode", "maxAge"];

export function checkCacheOption(option: unknown): CacheOptions | false | undefined {
  if (option === undefined || option === false) return option;
  if (option === null || typeof option !== "object" || Array.isArray(option)) {
    throw new MisuseError(`connect: cache must be false or { dir, mode, maxAge }; got ${JSON.stringify(option)}`);
  }
  const o = option as Record<string, unknown>;
  const unknown = Object.keys(o).filter((k) => !CACHE_KEYS.includes(k));
  if (unknown.length > 0)
    throw new MisuseError(
      `connect: unknown cache option ${unknown.map((k) => JSON.stringify(k)).join(", ")}; allowed: ${CACHE_KEYS.join(", ")}`,
      { parameter: `cache.${unknown[0]}`, allowed: CACHE_KEYS },
    );
  if (o.dir !== undefined && (typeof o.dir !== "string" || o.dir === ""))
    throw new MisuseError(`connect: cache.dir must be a folder path; got ${JSON.stringify(o.dir)}`);
  if (o.mode !== undefined && !CACHE_MODES.includes(o.mode as CacheMode)) {
    throw new MisuseError(`connect: cache.mode must be one of ${CACHE_MODES.join(", ")}; got ${JSON.stringify(o.mode)}`, {
      parameter: "cache.mode",
      value: o.mode,
      allowed: CACHE_MODES,
    });
  }
  checkMaxAge(o.maxAge);
  return o as CacheOptions;
}

/** Which snapshot file and mode; a bare path replays the file when it exists and records it otherwise. */
export async function resolveSnapshot(option: unknown): Promise<ResolvedSnapshot | null> {
  if (option === undefined) return null;
  const given = typeof option === "string" ? { path: option } : option;
  if (
    !given ||
    typeof given !== "object" ||
    typeof (given as { path?: unknown }).path !== "string" ||
    (given as { path: string }).path === ""
  ) {
    throw new MisuseError(
      `connect: snapshot must be a file path ("analysis.cbsnap") or { path, mode: ${SNAPSHOT_MODES.join(" | ")} }; got ${JSON.stringify(option)}`,
    );
  }
  const { path: rawPath, mode: rawMode, ...rest } = given as { path: string; mode?: unknown };
  if (Object.keys(rest).length > 0)
    throw new MisuseError(
      `connect: unknown snapshot option ${Object.keys(rest)
        .map((k) => JSON.stringify(k))
        .join(", ")}; allowed: path, mode`,
    );
  if (rawMode !== undefined && !SNAPSHOT_MODES.includes(rawMode as SnapshotMode)) {
    throw new MisuseError(`connect: snapshot.mode must be one of ${SNAPSHOT_MODES.join(", ")}; got ${JSON.stringify(rawMode)}`, {
      parameter: "snapshot.mode",
      value: rawMode,
      allowed: SNAPSHOT_MODES,
    });
  }
  const path = resolve(rawPath);
  const exists = existsSync(path);
  const mode = (rawMode as SnapshotMode | undefined) ?? (exists ? "replay" : "record");
  if (mode === "replay" && !exists) {
    throw new MisuseError(
      `connect: snapshot ${path} does not exist, so it cannot be replayed; use snapshot: { path, mode: "record" } with an API key to record it`,
    );
  }
  const contents = mode !== "record" && exists ? await readSnapshot(path) : null;
  if (contents && contents.damaged.length > 0) {
    const [first] = contents.damaged;
    console.warn(
      `corebook: the snapshot ${rawPath} is damaged at line ${first.line} (${first.why})${contents.damaged.length > 1 ? ` and ${contents.damaged.length - 1} more lines` : ""}; ` +
        `requests it cannot answer say so. \`corebook snapshot verify ${rawPath}\` lists the damage`,
    );
  }
  return { path, given: rawPath, mode, contents };
}

interface OpenCacheContext {
  /** The mode when the caller names none: use with an API key, off on the in-process sandbox. */
  defaultMode: CacheMode;
  service: string;
  synthetic: boolean;
  /** The sandbox dataset (X-Corebook-Dataset value) when known before any response: the in-process sandbox's. */
  dataset?: string;
  /** When the snapshot counts as made (the service's time; default now). */
  createdAt?: Date;
}

export async function openResponseCache(
  cache: CacheOptions | false | undefined,
  snapshot: ResolvedSnapshot | null,
  ctx: OpenCacheContext,
): Promise<ResponseCache | null> {
  const mode: CacheMode = cache === false ? "off" : (cache?.mode ?? ctx.defaultMode);
  if (mode === "off" && !snapshot) return null;
  const store = mode === "off" ? null : new CacheDatabase(dirOf(cache) ?? defaultCacheDir());
  const recording = snapshot && snapshot.mode !== "replay" ? await startRecording(snapshot, ctx) : null;
  return createResponseCache({ store, mode, maxAge: cache ? cache.maxAge : undefined, snapshot, recording });
}

/**
 * Takes the snapshot's lock and starts its recording. An extension reads the file again when it
 * changed since it was read (another recorder sealed it before this one got the lock).
 */
async function startRecording(snapshot: ResolvedSnapshot, ctx: OpenCacheContext): Promise<SnapshotRecording> {
  const lock = await lockSnapshot(snapshot.path, snapshot.given);
  const createdAt = ctx.createdAt ?? new Date();
  try {
    const existed = existsSync(snapshot.path);
    if (snapshot.mode === "extend" && snapshot.contents && !(await unchangedSince(snapshot.contents)))
      snapshot.contents = existed ? await readSnapshot(snapshot.path) : null;
    const contents = snapshot.mode === "extend" ? snapshot.contents : null;
    // Only an intact snapshot is extended: a damaged one would carry its damage on under a fresh seal.
    if (contents && contents.damaged.length > 0) throw new SnapshotDamagedError(contents.path, contents.damaged, "cannot extend it");
    return await SnapshotRecording.start({
      path: snapshot.path,
      given: snapshot.given,
      header: {
        format: SNAPSHOT_FORMAT,
        version: SNAPSHOT_VERSION,
        createdAt: createdAt.toISOString(),
        // The session's day: a replay takes its date defaults from it, not from the machine's date.
        day: createdAt.toISOString().slice(0, 10),
        service: ctx.service,
        synthetic: ctx.synthetic,
        dataset: ctx.dataset ?? null,
        corebookVersion: corebookVersion(),
      },
      contents,
      existed,
      lock,
    });
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** The store folder the caller chose, resolved; undefined for the default. */
function dirOf(cache: CacheOptions | false | undefined): string | undefined {
  return cache !== false && cache?.dir ? resolve(cache.dir) : undefined;
}
