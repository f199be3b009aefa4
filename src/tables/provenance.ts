// Where a table came from. Kept beside the table (not in it) so the table stays a plain Arquero
// table that every verb and exporter accepts. Tables built by corebook are CorebookTables
// (corebook-table.ts), whose derived tables (filter, select, join...) carry the entry forward.
import type { ColumnTable } from "arquero";
import type { SandboxDataset } from "../schema/dataset-header.js";
import type { CoreName } from "../schema/enums.js";
import type { SchemaWarning } from "../schema/warnings.js";
import type { FailedItem } from "./failures.js";

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
  /** HTTP requests made to build the table (retries included). */
  requests: number;
  /** Credits charged for those requests (from X-Service-Credit-Cost). */
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
  /** joinOn: key values found on one side only (several keys joined with "|"). */
  unmatched?: {
    /** Keys found only in the left table. */
    left: string[];
    /** Keys found only in the right table. */
    right: string[];
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

export function setInfo<T extends ColumnTable>(table: T, value: Partial<Provenance>): T {
  provenance.set(table, { ...emptyProvenance(), ...value });
  return table;
}

/** Provenance of a table built by a session (or derived from one by Arquero verbs), or undefined. */
export function info(table: ColumnTable): Provenance | undefined {
  return provenance.get(table);
}

/**
 * What a table built from `sources` inherits from them: as old as the newest of them (fetchedAt), the
 * span of their responses (asOf), synthetic when any is, and their snapshot and version. Helpers that
 * combine tables (joins, pairs, applied feeds) use it, so a derived table never takes the wall
 * clock's time and a re-run gives the same provenance.
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
  return {
    fetchedAt: newest.fetchedAt,
    asOf,
    synthetic: known.some((p) => p.synthetic),
    dataset: known.find((p) => p.dataset)?.dataset ?? null,
    snapshot: known.find((p) => p.snapshot !== null)?.snapshot ?? null,
    corebookVersion: newest.corebookVersion,
  };
}
