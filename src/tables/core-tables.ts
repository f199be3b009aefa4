// sv.<core>: the table functions of one core, on top of the low-level client of that core.
import type { ColumnTable } from "arquero";
import type {
  CallOptions,
  CoreApi,
  CoreClient,
  ChangesClient,
  LookupItemsOf,
  RecordOf,
  RegulatoryCoreClient,
  SectionRecord,
} from "../api/index.js";
import type { ChangeEntryOf, CoreName, ChangesCoreName, ChangesParams, IncludeOf, SearchParams } from "../schema/index.js";
import { hydrate, type GetTableOptions } from "./hydrate.js";
import { checkIncludes } from "./include-values.js";
import { lookupAsTable, type LookupTableOptions } from "./lookup-batches.js";
import { startMeter } from "./meter.js";
import { CALL_OPTIONS, checkOptionNames, GET_OPTIONS, LOOKUP_OPTIONS, SEARCH_ALL_OPTIONS } from "./option-names.js";
import type { ProgressListener } from "./progress.js";
import { setInfo } from "./provenance.js";
import { recordsToTable } from "./records-to-table.js";
import type { SearchAllOptions } from "./search-all/search-all.js";
import type { SearchAllEstimate } from "./search-all/estimate.js";
import { LIMITS } from "../schema/index.js";

/** searchAll's result: the table, or with `estimate: true` the expected cost. */
export type SearchAllResult<O> = O extends {
  /** Asked for the expected cost only (at most two scouting searches): the result is a `SearchAllEstimate`. */
  estimate: true;
}
  ? SearchAllEstimate
  : ColumnTable;

/** Options of `sv.<core>.record()`: the call options plus the optional fields to add. */
export interface RecordOptions<C extends CoreName = CoreName> extends CallOptions {
  /** Optional fields to add, named by the core's include values. */
  include?: readonly IncludeOf<C>[];
}

export type { LookupTableOptions };

/**
 * The table functions of one core (`sv.trialcore`, `sv.drugcore` ...): all but `record` return an Arquero table with one
 * row per record, and its provenance in `info(table)`.
 */
export interface CoreTables<C extends CoreName> {
  /** The core these functions read, e.g. `"drugcore"`. */
  readonly core: C;
  /** One search (at most `limit` records, default 20, max 300): one row per record. */
  search(params: SearchParams<C>, options?: CallOptions): Promise<ColumnTable>;
  /** Every match, sliced past the 300 cap (by dates and filters) and deduplicated. */
  searchAll<O extends SearchAllOptions = SearchAllOptions>(params: SearchParams<C>, options?: O): Promise<SearchAllResult<O>>;
  /** Many records by service ID (deduplicated, input order, concurrent, within budget). */
  get(ids: Iterable<string> | string, options?: GetTableOptions): Promise<ColumnTable>;
  /** One parsed record. */
  record(serviceId: string, options?: RecordOptions<C>): Promise<RecordOf<C>>;
  /** One row per (input item, resolved ID), with the item echoed and an error column. */
  lookup(items: readonly LookupItemsOf<C>[], options?: LookupTableOptions): Promise<ColumnTable>;
}

/** The table functions of a core that has a change feed: those of every core plus `changes`. */
export interface ChangesCoreTables<C extends ChangesCoreName> extends CoreTables<C> {
  /** Change-feed entries from `since` (optionally scoped to service IDs), page after page. */
  changes(params: ChangesParams, options?: CallOptions): AsyncIterable<ChangeEntryOf<C>>;
}

/** The table functions of RegulatoryCore: those of a feed core plus `section`, one document section's full text. */
export interface RegulatoryCoreTables extends ChangesCoreTables<"regulatorycore"> {
  /** One document section with its full content. */
  section(serviceId: string, documentSectionId: string, options?: CallOptions): Promise<SectionRecord>;
}

export interface SessionDefaults {
  concurrency: number;
  onProgress?: ProgressListener | false;
}

/**
 * The table functions of one core. `api` is `client[core]`, passed on its own because TypeScript
 * cannot narrow `client[core]` for a generic core.
 */
export function createCoreTables<C extends CoreName>(client: CoreApi, api: CoreClient<C>, defaults: SessionDefaults): CoreTables<C> {
  const core = api.core;
  const withDefaults = <O extends { concurrency?: number; onProgress?: ProgressListener | false }>(o: O | undefined) => ({
    ...o,
    concurrency: o?.concurrency ?? defaults.concurrency,
    onProgress: o?.onProgress ?? defaults.onProgress,
  });

  return {
    core,
    async search(params, options) {
      checkOptionNames(`${core}.search`, options, CALL_OPTIONS);
      const p = (params ?? {}) as Record<string, unknown>;
      const include = p.include === undefined ? [] : checkIncludes(core, p.include as string[]);
      const meter = startMeter(client);
      const records = await api.search(params, options);
      const limit = typeof p.limit === "number" ? p.limit : LIMITS.searchLimitDefault;
      return setInfo(recordsToTable(core, records, { include }), {
        core,
        params: p,
        ...meter.read(),
        truncated: records.length >= limit,
      });
    },
    searchAll: (async (params: SearchParams<C>, options?: SearchAllOptions) => {
      checkOptionNames(`${core}.searchAll`, options, SEARCH_ALL_OPTIONS);
      // Loaded on the first call: the slicing is nearly half of the tables layer's code, which
      // import("corebook") would otherwise compile for every notebook (bench/import.mjs).
      const { searchAll } = await import("./search-all/search-all.js");
      return searchAll(
        client,
        core,
        (params ?? {}) as Record<string, unknown>,
        withDefaults(options) as SearchAllOptions & { concurrency: number },
      );
    }) as CoreTables<C>["searchAll"],
    get: async (ids, options) => {
      checkOptionNames(`${core}.get`, options, GET_OPTIONS);
      return hydrate(client, core, ids, withDefaults(options));
    },
    record(serviceId, options = {}) {
      checkOptionNames(`${core}.record`, options, ["include", ...CALL_OPTIONS]);
      const { include, ...call } = options;
      const checked = checkIncludes(core, include);
      // Checked against INCLUDES[core] above; GetOptions<C> is not resolvable for a generic core.
      return api.get(serviceId, (checked.length > 0 ? { ...call, include: checked } : call) as never);
    },
    async lookup(items, options) {
      checkOptionNames(`${core}.lookup`, options, LOOKUP_OPTIONS);
      return lookupAsTable(client, core, items, withDefaults(options));
    },
  };
}

/** The table functions of a core with a change feed: those of every core plus `changes`. */
export function createChangesCoreTables<C extends ChangesCoreName>(
  client: CoreApi,
  api: CoreClient<C> & ChangesClient<C>,
  defaults: SessionDefaults,
): ChangesCoreTables<C> {
  return {
    ...createCoreTables(client, api, defaults),
    changes: (params: ChangesParams, options?: CallOptions) => api.changes(params, options),
  };
}

export function createRegulatoryCoreTables(client: CoreApi, api: RegulatoryCoreClient, defaults: SessionDefaults): RegulatoryCoreTables {
  return { ...createChangesCoreTables(client, api, defaults), section: api.section };
}
