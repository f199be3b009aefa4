// A session: the six cores as table functions over one low-level client (one rate limiter, one
// credit ledger), plus follow, credits, capabilities, usage and close.
import type { ColumnTable } from "arquero";
import type { CallOptions, CoreApi, ServicePaceEstimate } from "../api/index.js";
import type { CapabilitiesData, CoreName, CreditsData, ChangesCoreName } from "../schema/index.js";
import {
  createCoreTables,
  createChangesCoreTables,
  createRegulatoryCoreTables,
  type CoreTables,
  type ChangesCoreTables,
  type RegulatoryCoreTables,
  type SessionDefaults,
} from "./core-tables.js";
import { follow, type FollowOptions } from "./follow.js";
import { hydrate } from "./hydrate.js";
import { checkOptionNames, GET_OPTIONS } from "./option-names.js";
import { setSessionFacts } from "./meter.js";
import { refreshChanged, type RefreshChangedResult } from "./refresh-changed.js";
import { withCoreNamesChecked } from "./session-names.js";
import type { CacheMode, SnapshotMode } from "../cache/index.js";

/** The session's counters at the moment `sv.usage` is read: requests, credits, retries, waits, errors and store hits. */
export interface SessionUsage {
  /** HTTP requests sent (retries included). */
  requests: number;
  /** Credits charged by the service. */
  credits: number;
  /** Requests sent again after a transient failure or a 429. */
  retries: number;
  /** Times a request waited for its turn under the rate limit (including after a 429). */
  rateLimitWaits: number;
  /**
   * Wall-clock milliseconds during which at least one request was waiting (rate limit or retry
   * backoff): the union of the waits, so never more than the time the session ran.
   */
  waitWallMs: number;
  /** The same waits' milliseconds added up request by request: 8 requests waiting 1 s together count 8 s. */
  waitSumMs: number;
  /** @deprecated The old name of `rateLimitWaits`; still read, not printed. */
  readonly waits: number;
  /** @deprecated The old name of `waitSumMs` (the sum, not the wall-clock time); still read, not printed. */
  readonly waitedMs: number;
  /** Error responses or failed connections. */
  errors: number;
  /** Responses served from the response cache or the snapshot: no request, no credits. */
  cacheHits: number;
  /** What those responses cost when first fetched. */
  creditsSaved: number;
  /**
   * On the unpaced offline sandbox: milliseconds the requests so far would take on the service at its 60 a minute, from the
   * first to the last. Null on the service and on a paced sandbox, where the wait is real.
   */
  serviceTimeMs: number | null;
}

/** `sv.cache`: the session's response cache and snapshot, and refreshChanged(). */
export interface SessionCache {
  /** The cache folder, or null when there is no cache (cache off, snapshot replay). */
  readonly dir: string | null;
  /** The cache's mode: use, refresh, offline or off. */
  readonly mode: CacheMode;
  /** The snapshot the session records or replays; null without one. */
  readonly snapshot: {
    /** The snapshot file, as an absolute path. */
    path: string;
    /** record, replay or extend: the mode given, or the one a bare path chose. */
    mode: SnapshotMode;
  } | null;
  /** Reads the change feeds since the last sync and forgets the stored records that changed. Searches still expire by age. */
  refreshChanged(options?: { cores?: readonly ChangesCoreName[] }): Promise<RefreshChangedResult>;
}

export interface CoreSession {
  /** Publications as tables: search, searchAll, get, record, lookup, changes. */
  readonly biomedcore: ChangesCoreTables<"biomedcore">;
  /** Clinical trials as tables: search, searchAll, get, record, lookup, changes. */
  readonly trialcore: ChangesCoreTables<"trialcore">;
  /** Drugs as tables: search, searchAll, get, record, lookup, changes. */
  readonly drugcore: ChangesCoreTables<"drugcore">;
  /** FDA and EMA authorizations as tables: search, searchAll, get, record, lookup, changes, and document sections. */
  readonly regulatorycore: RegulatoryCoreTables;
  /** Genes as tables: search, searchAll, get, record, lookup, changes. */
  readonly genecore: ChangesCoreTables<"genecore">;
  /** Patents (preview core) as tables: search, searchAll, get, record, lookup; no change feed. */
  readonly patentcore: CoreTables<"patentcore">;
  /**
   * The records a link field of `table` points to: one row per distinct linked record, in the order the links first
   * name them, with a `via` list column after `serviceId` holding the distinct source serviceIds that link to it.
   */
  follow(table: ColumnTable | readonly object[], field: string, options?: FollowOptions): Promise<ColumnTable>;
  /** The organization's remaining credits (admin keys only). */
  credits(options?: CallOptions): Promise<CreditsData>;
  /** What the service offers: cores, their status, includes and filters. */
  capabilities(options?: CallOptions): Promise<CapabilitiesData>;
  /** Counters for the whole session, read live. */
  readonly usage: SessionUsage;
  /** The low-level client (parsed records instead of tables). */
  readonly api: CoreApi;
  /** The service address in use (never the key). */
  readonly baseUrl: string;
  /** True when no service is reached over the network by its key: the in-process sandbox or a snapshot replay. */
  readonly offline: boolean;
  /** True when the data is the sandbox's synthetic data: the session started it, or a response said so (X-Corebook-Dataset). */
  readonly synthetic: boolean;
  /** The response cache and snapshot of this session. */
  readonly cache: SessionCache;
  /** Closes the client and, when offline, stops the sandbox. */
  close(): Promise<void>;
}

export function createSession(
  client: CoreApi,
  defaults: SessionDefaults,
  extra: { offline: boolean; synthetic: boolean; onClose?: () => Promise<void>; servicePace?: ServicePaceEstimate | null },
): CoreSession {
  setSessionFacts(client, { synthetic: extra.synthetic });
  const cores: Pick<CoreSession, CoreName> = {
    biomedcore: createChangesCoreTables(client, client.biomedcore, defaults),
    trialcore: createChangesCoreTables(client, client.trialcore, defaults),
    drugcore: createChangesCoreTables(client, client.drugcore, defaults),
    regulatorycore: createRegulatoryCoreTables(client, client.regulatorycore, defaults),
    genecore: createChangesCoreTables(client, client.genecore, defaults),
    patentcore: createCoreTables(client, client.patentcore, defaults),
  };
  let closed = false;
  return withCoreNamesChecked<CoreSession>({
    ...cores,
    follow: async (table, field, options = {}) => {
      checkOptionNames("follow", options, GET_OPTIONS);
      return follow(table, field, options, (core, ids, o) =>
        hydrate(client, core, ids, {
          ...o,
          concurrency: o.concurrency ?? defaults.concurrency,
          onProgress: o.onProgress ?? defaults.onProgress,
        }),
      );
    },
    credits: (options) => client.credits(options),
    capabilities: (options) => client.capabilities(options),
    get usage(): SessionUsage {
      const u = client.usage.snapshot();
      const counters = {
        requests: u.requests,
        credits: u.credits,
        retries: u.retries,
        rateLimitWaits: u.rateLimitWaits,
        waitWallMs: u.waitWallMs,
        waitSumMs: u.waitSumMs,
        errors: u.errors,
        cacheHits: u.cacheHits,
        creditsSaved: u.creditsSaved,
        serviceTimeMs: extra.servicePace ? Math.round(extra.servicePace.serviceMs) : null,
      };
      // The old names still read, but are not printed beside the clear ones.
      return Object.defineProperties(counters, {
        waits: { value: u.rateLimitWaits, enumerable: false },
        waitedMs: { value: u.waitSumMs, enumerable: false },
      }) as SessionUsage;
    },
    cache: {
      dir: client.cache?.store?.dir ?? null,
      mode: client.cache?.mode ?? "off",
      snapshot: client.cache?.snapshot ?? null,
      refreshChanged: (options = {}) => refreshChanged(client, options.cores),
    },
    get synthetic(): boolean {
      return extra.synthetic || client.usage.dataset !== null;
    },
    api: client,
    baseUrl: client.baseUrl,
    offline: extra.offline,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        await extra.onClose?.();
      }
    },
  });
}
