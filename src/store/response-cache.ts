// What api/'s request loop asks before sending and tells after a success: the store (modes and
// maxAge) and the snapshot (record, replay, extend) behind one small interface. A read that returns
// null means "send it"; a read that must not send (cache offline, snapshot replay) throws a
// StoreMissError naming the request and how to get it.
import { canonicalKey, type StoredRequest } from "./canonical-key.js";
import { maxAgeFor, type MaxAge } from "./max-age.js";
import type { ResponseStore } from "./response-store.js";
import { SnapshotDamagedError, snapshotAppender, type SnapshotContents, type SnapshotEntry } from "./snapshot-file.js";
import { StoreMissError } from "./store-errors.js";

export type CacheMode = "use" | "refresh" | "offline" | "off";
export const CACHE_MODES: readonly CacheMode[] = ["use", "refresh", "offline", "off"];
export type SnapshotMode = "record" | "replay" | "extend";
export const SNAPSHOT_MODES: readonly SnapshotMode[] = ["record", "replay", "extend"];

export interface CachedResponse {
  text: string;
  fetchedAt: Date;
  credits: number;
  /** Where it came from. */
  from: "store" | "snapshot";
}

export interface ResponseCache {
  /** The stored response for `req`, if one is fresh at `now` (the service's current time). */
  read(req: StoredRequest, now?: Date): Promise<CachedResponse | null>;
  write(req: StoredRequest, res: { text: string; credits: number; fetchedAt: Date }): Promise<void>;
  /** Forgets every stored record response about one of these service IDs; returns how many. */
  expire(serviceIds: ReadonlySet<string>): Promise<number>;
  /** Finishes a snapshot being recorded (its entries sorted by key); the session calls it on close. */
  close(): Promise<void>;
  readonly store: ResponseStore | null;
  readonly mode: CacheMode;
  readonly snapshot: { path: string; mode: SnapshotMode } | null;
}

// Endpoints whose answer is about the caller, not the data: never stored.
const UNSTORED_ENDPOINTS = new Set(["credits", "capabilities"]);

export interface ResponseCacheConfig {
  store: ResponseStore | null;
  mode: CacheMode;
  maxAge?: MaxAge;
  snapshot?: { path: string; given: string; mode: SnapshotMode; contents: SnapshotContents | null } | null;
}

/** The IDs a request is about: the record of a get, the document of a section. */
export function requestServiceIds(req: StoredRequest): string[] {
  const match = /\/records\/([^/?]+)/.exec(req.path);
  return match ? [decodeURIComponent(match[1])] : [];
}

export function createResponseCache(config: ResponseCacheConfig): ResponseCache {
  const { store, mode } = config;
  const snapshot = config.snapshot ?? null;
  const recorded = snapshot?.contents?.entries ?? new Map<string, SnapshotEntry>();
  const appender = snapshot && snapshot.mode !== "replay" ? snapshotAppender(snapshot.path) : null;
  const usable = (req: StoredRequest) => !UNSTORED_ENDPOINTS.has(req.endpoint);

  async function record(key: string, req: StoredRequest, res: { text: string; credits: number; fetchedAt: Date }) {
    if (!appender || recorded.has(key)) return;
    const entry = {
      key,
      fetchedAt: res.fetchedAt.toISOString(),
      credits: res.credits,
      core: req.core,
      endpoint: req.endpoint,
      serviceIds: requestServiceIds(req),
      body: res.text,
    };
    recorded.set(key, { ...entry, bodyHash: "" });
    await appender.append(entry);
  }

  return {
    store,
    mode,
    snapshot: snapshot && { path: snapshot.path, mode: snapshot.mode },
    async close() {
      await appender?.close();
      await store?.close();
    },
    async read(req, now = new Date()) {
      const key = canonicalKey(req);
      // Only a miss that must not be sent names the request; a hit builds no message.
      const shown = () => `${req.method} ${req.path}${req.query ? `?${req.query}` : ""}`;
      if (snapshot && snapshot.mode !== "record") {
        const hit = snapshot.contents?.entries.get(key);
        if (hit) return { text: hit.body, fetchedAt: new Date(hit.fetchedAt), credits: hit.credits, from: "snapshot" };
        if (snapshot.mode === "replay") {
          // Not found is "damaged" when the file is: the request may have been on a damaged line.
          const contents = snapshot.contents;
          if (contents && contents.damaged.length > 0)
            throw new SnapshotDamagedError(snapshot.given, contents.damaged, `${shown()} is not among the snapshot's intact responses`);
          const cut =
            contents?.seal === "open"
              ? ` (the file has no end line: its recording was not closed, or the file was cut short after line ${contents.lines})`
              : "";
          throw new StoreMissError(
            shown(),
            `it is not in the snapshot ${snapshot.given}${cut}; to add it, connect with ` +
              `snapshot: { path: ${JSON.stringify(snapshot.given)}, mode: "extend" } (or mode: "record" to record it anew) and an API key`,
          );
        }
      }
      if (!usable(req)) {
        if (mode === "offline") throw new StoreMissError(shown(), "the cache is in offline mode and this endpoint is never stored");
        return null;
      }
      if (store && (mode === "use" || mode === "offline")) {
        const hit = await store.get(key);
        const fetchedAt = hit ? Date.parse(hit.entry.fetchedAt) : Number.NaN;
        const fresh = hit && (mode === "offline" || now.getTime() - fetchedAt <= maxAgeFor(req.core, req.endpoint, config.maxAge));
        if (hit && fresh) {
          const res = { text: hit.text, fetchedAt: new Date(fetchedAt), credits: hit.entry.credits };
          await record(key, req, res);
          return { ...res, from: "store" };
        }
      }
      if (mode === "offline") {
        throw new StoreMissError(shown(), `it is not in the store at ${store?.dir}; connect with cache: { mode: "use" } to fetch it`);
      }
      return null;
    },
    async write(req, res) {
      if (!usable(req)) return;
      const key = canonicalKey(req);
      if (store && mode !== "off") {
        await store.put(
          {
            key,
            fetchedAt: res.fetchedAt.toISOString(),
            credits: res.credits,
            service: req.baseUrl,
            core: req.core,
            endpoint: req.endpoint,
            serviceIds: requestServiceIds(req),
          },
          res.text,
        );
      }
      await record(key, req, res);
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
}
