// Where a table came from. Kept beside the table (not in it) so the table stays a plain Arquero
// table that every verb and exporter accepts. Tables built by corebook are CorebookTables
// (corebook-table.ts), whose derived tables (filter, select, join...) carry the entry forward.
import type { ColumnTable } from "arquero";
import type { SandboxDataset } from "../schema/index.js";
import type { CoreName } from "../schema/index.js";
import type { SchemaWarning } from "../schema/index.js";
import type { FailedItem } from "./partial-error.js";

/**
 * A slice of searchAll that could not be listed completely: a date window (from, to) and/or fixed
 * filter values (filters) whose search still reached the limit with nothing left to slice by, or
 * (with `reason`) records seen that no slice can reach, such as records without the slicing field.
 */
export interface TruncatedWindow {
  /** First day of the date window (`YYYY-MM-DD`); absent when the slice is not a date window. */
  from?: string;
  /** Last day of the date window (`YYYY-MM-DD`). */
  to?: string;
  /** The filter values fixed in this slice, by parameter name. */
  filters?: Record<string, string | boolean>;
  /** Records the full search returned; for records no slice reached (a reason saying so), about how many were not returned. */
  count: number;
  /** Why records could not be reached (e.g. they lack the slicing field); absent for a window that stayed at the limit. */
  reason?: string;
}

/** One key column's value as `info(joined).unmatched` lists it: days as `YYYY-MM-DD`, a missing value as null. */
export type JoinKeyValue = string | number | boolean | null;

/** An unmatched join key: the value for a join on one column, the values in key order for a join on several. */
export type UnmatchedKey = JoinKeyValue | JoinKeyValue[];

/**
 * One fetch behind a table: a search, searchAll, get, lookup or feed read, with what it asked and what it
 * cost. A table built from other tables lists the fetches of all of them, each once.
 */
export interface ProvenanceSource {
  /** The core fetched, or null. */
  core: CoreName | null;
  /** The parameters of that fetch, as the caller gave them. */
  params: Record<string, unknown>;
  /** HTTP requests it made. */
  requests: number;
  /** Credits it was charged. */
  credits: number;
  /** Responses it took from the cache or snapshot (hits) and from the service (misses). */
  cache: {
    /** Responses served from the response cache or snapshot. */
    hits: number;
    /** Responses fetched from the service. */
    misses: number;
  };
}

/** Where a table came from: what was asked, when, at what cost, and what is missing or uncertain. `info(table)` returns it. */
export interface Provenance {
  /** The core the rows are records of, or null for a table that mixes cores or has none. */
  core: CoreName | null;
  /** The parameters as the caller gave them (for get: { ids, include }). */
  params: Record<string, unknown>;
  /** When the newest response behind the table arrived from the service (it may have come from the cache since). */
  fetchedAt: Date;
  /** The oldest and newest fetch times of the responses behind the table; null when it used none. */
  asOf: {
    /** Fetch time of the oldest response. */
    oldest: Date;
    /** Fetch time of the newest response. */
    newest: Date;
  } | null;
  /**
   * The fetches behind the table, each once: one for a table a session fetched, the union of its
   * inputs' for a table built from others (joins, concat, follow, pairs, ...). A fetch is known by
   * identity, not by its parameters, so a table joined with a filtered copy of itself counts its
   * fetch once, while two separate searches with the same parameters count twice.
   */
  sources: ProvenanceSource[];
  /** HTTP requests made to build the table (retries included): the sum over `sources`. */
  requests: number;
  /** Credits charged for those requests (from X-Service-Credit-Cost): the sum over `sources`. */
  credits: number;
  /** Responses served from the cache or snapshot (hits) and fetched from the service (misses). */
  cache: {
    /** Responses served from the response cache or snapshot. */
    hits: number;
    /** Responses fetched from the service. */
    misses: number;
  };
  /** The snapshot file the session recorded into or replayed from, or null. */
  snapshot: string | null;
  /**
   * The session's day (`YYYY-MM-DD`) that date defaults (searchAll's `to`, ...) were taken from:
   * the service's or sandbox's day when fetched, the recorded day when a snapshot is replayed or the
   * cache is read offline; null for a table no session built.
   */
  day: string | null;
  /** True when the data is the sandbox's synthetic data. */
  synthetic: boolean;
  /** The sandbox dataset the responses came from (version, seed, scale), as the sandbox names it; null on the real service. */
  dataset: SandboxDataset | null;
  /** The corebook version that built the table. */
  corebookVersion: string;
  /** True when a search result count reached its limit: more records probably match. */
  truncated: boolean;
  /** IDs that were asked for and answered 404. */
  missing: string[];
  /** searchAll windows that stayed at the limit when one day wide (records may be missing). */
  truncatedWindows: TruncatedWindow[];
  /** Items that failed for good (after the client's retries): what a re-run fetches again. */
  failed: FailedItem[];
  /** Values lenient parsing kept although they drifted from the reference, once per (field, kind, value). */
  warnings: SchemaWarning[];
  /** joinOn: keys found on one side only (a value per key column; null where the key is missing, as such rows never match). */
  unmatched?: {
    /** Keys found only in the left table. */
    left: UnmatchedKey[];
    /** Keys found only in the right table. */
    right: UnmatchedKey[];
  };
  /** applyChanges: what the feed did to the local table. */
  changes?: {
    /** IDs removed: deleted in the feed, or gone (404) when refetched. */
    dropped: string[];
    /** IDs whose row was replaced by the refetched record. */
    replaced: string[];
    /** IDs new to the local table, added from the refetched records. */
    added: string[];
    /** IDs the feed reported changed that the refetched table does not hold: kept as they were. */
    stale: string[];
  };
}

/** What a table is without any responses; new Provenance fields get their empty value here. */
export function emptyProvenance(): Provenance {
  return {
    core: null,
    params: {},
    fetchedAt: new Date(),
    asOf: null,
    sources: [],
    requests: 0,
    credits: 0,
    cache: { hits: 0, misses: 0 },
    snapshot: null,
    day: null,
    synthetic: false,
    dataset: null,
    corebookVersion: "unknown",
    truncated: false,
    missing: [],
    truncatedWindows: [],
    failed: [],
    warnings: [],
  };
}

const provenance = new WeakMap<object, Provenance>();

/**
 * Gives `table` its provenance. Without `sources`, the table is a fetch of its own: its one source
 * is made from the values given (core, params, requests, credits, cache). Tables derived from others
 * pass the composed sources (`inheritedProvenance`) instead.
 */
export function setInfo<T extends ColumnTable>(table: T, value: Partial<Provenance>): T {
  const full = { ...emptyProvenance(), ...value };
  if (value.sources === undefined) {
    full.sources = [{ core: full.core, params: full.params, requests: full.requests, credits: full.credits, cache: { ...full.cache } }];
  }
  provenance.set(table, full);
  return table;
}

/** Provenance of a table built by a session (or derived from one by Arquero verbs), or undefined. */
export function info(table: ColumnTable): Provenance | undefined {
  return provenance.get(table);
}

/** Each item once, by a key, in first-seen order. */
function distinctBy<T>(items: T[], key: (item: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

/**
 * What a table built from `sources` inherits from them. Its fetches are the union of theirs, each
 * fetch once (by identity: a filter, join or flatten of a table hands on the same fetch entries),
 * and its cost is their sum, so a join of two fetched tables costs what both did and a join of a
 * table with its own derivative costs what the table did. It is as old as the newest of them
 * (fetchedAt), spans their responses (asOf), is synthetic when any is, and keeps their warnings,
 * missing and failed IDs and truncation. Helpers that combine tables (joins, concat, follow, pairs,
 * applied feeds) use it, so a derived table never takes the wall clock's time and a re-run gives the
 * same provenance. Fields the caller sets after it (core, params, ...) describe the new table.
 */
export function inheritedProvenance(...sources: ColumnTable[]): Partial<Provenance> {
  const known = sources.map((t) => provenance.get(t)).filter((p): p is Provenance => p !== undefined);
  if (known.length === 0) return {};
  const newest = known.reduce((a, b) => (b.fetchedAt > a.fetchedAt ? b : a));
  const spans = known.map((p) => p.asOf).filter((a): a is { oldest: Date; newest: Date } => a !== null);
  const asOf =
    spans.length === 0
      ? null
      : {
          oldest: spans.reduce((a, b) => (b.oldest < a.oldest ? b : a)).oldest,
          newest: spans.reduce((a, b) => (b.newest > a.newest ? b : a)).newest,
        };
  const fetches = [...new Set(known.flatMap((p) => p.sources))];
  const sum = (pick: (s: ProvenanceSource) => number) => fetches.reduce((n, s) => n + pick(s), 0);
  return {
    fetchedAt: newest.fetchedAt,
    asOf,
    sources: fetches,
    requests: sum((s) => s.requests),
    credits: sum((s) => s.credits),
    cache: { hits: sum((s) => s.cache.hits), misses: sum((s) => s.cache.misses) },
    synthetic: known.some((p) => p.synthetic),
    dataset: known.find((p) => p.dataset)?.dataset ?? null,
    snapshot: known.find((p) => p.snapshot !== null)?.snapshot ?? null,
    corebookVersion: newest.corebookVersion,
    truncated: known.some((p) => p.truncated),
    missing: [...new Set(known.flatMap((p) => p.missing))],
    truncatedWindows: distinctBy(
      known.flatMap((p) => p.truncatedWindows),
      (w) => JSON.stringify(w),
    ),
    failed: distinctBy(
      known.flatMap((p) => p.failed),
      (f) => JSON.stringify(f),
    ),
    warnings: distinctBy(
      known.flatMap((p) => p.warnings),
      (w) => `${w.path}\u0000${w.kind}\u0000${w.value}`,
    ),
  };
}
