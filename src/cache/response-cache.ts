// What api/'s request loop asks before sending and tells after a success: the cache (modes and
// maxAge) and the snapshot (record, replay, extend) behind one small interface. A read that returns
// null means "send it"; a read that must not send (cache offline, snapshot replay) throws a
// CacheMissError naming the request and how to get it.
import { canonicalKey, type StoredRequest } from "./canonical-key.js";
import { maxAgeFor, type MaxAge } from "./max-age.js";
import type { CacheDatabase, LentBody } from "./cache-database.js";
import type { HitEntry } from "./hit-header.js";
import { SnapshotDamagedError, type SnapshotContents } from "./snapshot-file.js";
import type { SnapshotRecording } from "./snapshot-recording.js";
import { CacheMissError } from "./cache-errors.js";
import { writeSessionDay } from "./session-day.js";

/**
 * What the response cache does: `use` serves entries younger than maxAge (the default with an API
 * key), `refresh` always fetches and then stores, `offline` never sends (a miss throws
 * CacheMissError), `off` no cache.
 */
export type CacheMode = "use" | "refresh" | "offline" | "off";
export const CACHE_MODES: readonly CacheMode[] = ["use", "refresh", "offline", "off"];
/**
 * What a snapshot file does: `record` records anew (the file is replaced), `replay` answers only
 * from the file (a request outside it throws CacheMissError), `extend` replays and records what is missing.
 */
export type SnapshotMode = "record" | "replay" | "extend";
export const SNAPSHOT_MODES: readonly SnapshotMode[] = ["record", "replay", "extend"];

export interface CachedResponse {
  text: string;
  fetchedAt: Date;
  credits: number;
  /** Where it came from. */
  from: "cache" | "snapshot";
  /** The fingerprint of the record schema the body's data passed unchanged, when the cache recorded one. */
  verbatim?: string;
  /** The X-Corebook-Dataset header the response came with (sandbox responses only). */
  dataset?: string;
}

/**
 * A response as readMany() serves it: either a CachedResponse, or (from the cache database) one
 * whose body is its UTF-8 bytes, lent: valid only until the next response is read
 * (CacheDatabase.getMany).
 */
export type ReadManyResponse = CachedResponse | (Omit<CachedResponse, "text"> & { bytes: Buffer });

/**
 * A response to keep: its body, what it cost, when it arrived, the schema its data passed unchanged
 * and the sandbox dataset it names.
 */
interface ResponseToKeep {
  text: string;
  credits: number;
  fetchedAt: Date;
  verbatim?: string;
  dataset?: string;
}

export interface ResponseCache {
  /** The stored response for `req`, if one is fresh at `now` (the service's current time). */
  read(req: StoredRequest, now?: Date): Promise<CachedResponse | null>;
  /**
   * read() for many requests (a warm get of thousands of records), as an iterable to go through
   * once, in order: each response is read as it is reached, so it can be used and dropped before the
   * next. Null for each that must be sent, where read() would throw CacheMissError (the send then
   * says so); other errors are thrown.
   */
  readMany(reqs: readonly StoredRequest[], now?: Date): Promise<Iterable<ReadManyResponse | null>>;
  /**
   * Keeps a response in the cache and the snapshot being recorded. Never throws for the disk: a
   * failed write is said once (the path and the way out). False when the cache did not keep it.
   */
  write(req: StoredRequest, res: ResponseToKeep): Promise<boolean>;
  /** Forgets every stored record response about one of these service IDs; returns how many. */
  expire(serviceIds: ReadonlySet<string>): Promise<number>;
  /**
   * Finishes a snapshot being recorded (its entries sorted by key, sealed, then renamed over the
   * path); the session calls it on close. Throws SnapshotWriteError (naming the path) when it
   * cannot be written; the cache is closed either way.
   */
  close(): Promise<void>;
  readonly store: CacheDatabase | null;
  readonly mode: CacheMode;
  readonly snapshot: { path: string; mode: SnapshotMode } | null;
}

// Endpoints whose answer is about the caller, not the data: never stored.
const UNSTORED_ENDPOINTS = new Set(["credits", "capabilities"]);

interface ResponseCacheConfig {
  store: CacheDatabase | null;
  mode: CacheMode;
  maxAge?: MaxAge;
  snapshot?: { path: string; given: string; mode: SnapshotMode; contents: SnapshotContents | null } | null;
  /** The recording of a snapshot in mode record or extend. */
  recording?: SnapshotRecording | null;
}

/** The IDs a request is about: the record of a get, the document of a section. */
function requestServiceIds(req: StoredRequest): string[] {
  const match = /\/records\/([^/?]+)/.exec(req.path);
  return match ? [decodeURIComponent(match[1])] : [];
}

/**
 * The store's hits as readMany() serves them: null where absent or older than its maxAge. A
 * function of the module, not a generator made per call: V8 keeps the last function a call site
 * called, and the young-generation collector treats that hold as strong, so a closure over `reqs`
 * would keep a whole pass's requests (and what they lead to) alive until the next full collection.
 */
function* freshHits(
  hits: Iterable<LentBody | null>,
  reqs: readonly StoredRequest[],
  now: Date,
  freshFetchedAt: (req: StoredRequest, entry: HitEntry, now: Date) => Date | null,
): Generator<ReadManyResponse | null> {
  let i = 0;
  for (const hit of hits) {
    const req = reqs[i++];
    const fetchedAt = hit && freshFetchedAt(req, hit.entry, now);
    if (!hit || !fetchedAt) yield null;
    else {
      const { credits, verbatim, dataset } = hit.entry;
      yield { bytes: hit.bytes, fetchedAt, credits, from: "cache" as const, verbatim, dataset };
    }
  }
}

export function createResponseCache(config: ResponseCacheConfig): ResponseCache {
  const { store, mode } = config;

  /** A stored entry's fetch time, or null when it is older than its maxAge at `now` (then it is not served). */
  function freshFetchedAt(req: StoredRequest, entry: HitEntry, now: Date): Date | null {
    const { fetchedAt } = entry;
    if (Number.isNaN(fetchedAt)) return null;
    if (mode !== "offline" && now.getTime() - fetchedAt > maxAgeFor(req.core, req.endpoint, config.maxAge)) return null;
    return new Date(fetchedAt);
  }

  const snapshot = config.snapshot ?? null;
  const recording = config.recording ?? null;
  const usable = (req: StoredRequest) => !UNSTORED_ENDPOINTS.has(req.endpoint);
  // The day of the newest response stored, written when it changes (once a session, as a rule).
  let storedDay: string | null = null;

  async function record(key: string, req: StoredRequest, res: ResponseToKeep) {
    if (!recording || recording.has(key)) return;
    await recording.add({
      key,
      fetchedAt: res.fetchedAt.toISOString(),
      credits: res.credits,
      core: req.core,
      endpoint: req.endpoint,
      serviceIds: requestServiceIds(req),
      ...(res.dataset !== undefined ? { dataset: res.dataset } : {}),
      body: res.text,
    });
  }

  const cache: ResponseCache = {
    store,
    mode,
    snapshot: snapshot && { path: snapshot.path, mode: snapshot.mode },
    async close() {
      try {
        await recording?.close();
      } finally {
        await store?.close();
      }
    },
    async read(req, now = new Date()) {
      const key = canonicalKey(req);
      // Only a miss that must not be sent names the request; a hit builds no message.
      const shown = () => `${req.method} ${req.path}${req.query ? `?${req.query}` : ""}`;
      if (snapshot && snapshot.mode !== "record") {
        const hit = snapshot.contents?.entries.get(key);
        if (hit)
          return { text: hit.body, fetchedAt: new Date(hit.fetchedAt), credits: hit.credits, dataset: hit.dataset, from: "snapshot" };
        if (snapshot.mode === "replay") {
          // Not found is "damaged" when the file is: the request may have been on a damaged line.
          const contents = snapshot.contents;
          if (contents && contents.damaged.length > 0)
            throw new SnapshotDamagedError(snapshot.given, contents.damaged, `${shown()} is not among the snapshot's intact responses`);
          const cut =
            contents?.seal === "open"
              ? ` (the file has no end line: its recording was not closed, or the file was cut short after line ${contents.lines})`
              : "";
          throw new CacheMissError(
            shown(),
            `it is not in the snapshot ${snapshot.given}${cut}; to add it, connect with ` +
              `snapshot: { path: ${JSON.stringify(snapshot.given)}, mode: "extend" } (or mode: "record" to record it anew) and an API key`,
          );
        }
      }
      if (!usable(req)) {
        if (mode === "offline") throw new CacheMissError(shown(), "the cache is in offline mode and this endpoint is never stored");
        return null;
      }
      if (store && (mode === "use" || mode === "offline")) {
        const hit = await store.get(key);
        const fetchedAt = hit && freshFetchedAt(req, hit.entry, now);
        if (hit && fetchedAt) {
          const { credits, verbatim, dataset } = hit.entry;
          const served: CachedResponse = { text: hit.text, fetchedAt, credits, from: "cache", verbatim, dataset };
          await record(key, req, served);
          return served;
        }
      }
      if (mode === "offline") {
        throw new CacheMissError(shown(), `it is not in the cache at ${store?.dir}; connect with cache: { mode: "use" } to fetch it`);
      }
      return null;
    },
    async readMany(reqs, now = new Date()) {
      // Only the cache, no snapshot: every request in one pass over the cache.
      if (snapshot === null && store !== null && (mode === "use" || mode === "offline") && reqs.every(usable)) {
        return freshHits(await store.getMany(reqs.map(canonicalKey)), reqs, now, freshFetchedAt);
      }
      return Promise.all(
        reqs.map((req) =>
          cache.read(req, now).catch((error: unknown) => {
            if (error instanceof CacheMissError) return null;
            throw error;
          }),
        ),
      );
    },
    async write(req, res) {
      if (!usable(req)) return true;
      const key = canonicalKey(req);
      let kept = true;
      if (store && mode !== "off") {
        const entry = await store.put(
          {
            key,
            fetchedAt: res.fetchedAt.toISOString(),
            credits: res.credits,
            service: req.baseUrl,
            core: req.core,
            endpoint: req.endpoint,
            serviceIds: requestServiceIds(req),
            ...(res.verbatim ? { verbatim: res.verbatim } : {}),
            ...(res.dataset !== undefined ? { dataset: res.dataset } : {}),
          },
          res.text,
        );
        kept = entry !== null;
        const day = res.fetchedAt.toISOString().slice(0, 10);
        if (kept && (storedDay === null || day > storedDay)) {
          storedDay = day;
          // The day offline reads default to; a disk that refuses it costs only that default, never the answer.
          await writeSessionDay(store.dir, req.baseUrl, day).catch(() => {});
        }
      }
      await record(key, req, res);
      return kept;
    },
    async expire(serviceIds) {
      if (!store) return 0;
      let count = 0;
      const { entries } = await store.scan();
      for (const { entry } of entries) {
        if (entry.serviceIds.some((id) => serviceIds.has(id))) {
          await store.forget(entry.key);
          count++;
        }
      }
      return count;
    },
  };
  return cache;
}
