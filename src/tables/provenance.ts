// Where a table came from. Kept beside the table (not in it) so the table stays a plain Arquero
// table that every verb and exporter accepts; derived tables (filter, join...) have no entry.
import type { ColumnTable } from "arquero";
import type { CoreName } from "../schema/enums.js";

/**
 * A slice of searchAll that could not be listed completely: a date window (from, to) and/or fixed
 * filter values (filters) whose search still reached the limit with nothing left to slice by, or
 * (with `reason`) records seen that no slice can reach, such as records without the slicing field.
 */
export interface TruncatedWindow {
  from?: string;
  to?: string;
  filters?: Record<string, string | boolean>;
  /** Records the full search returned (or, with a reason, how many unreachable ones were seen). */
  count: number;
  reason?: string;
}

export interface Provenance {
  core: CoreName | null;
  /** The parameters as the caller gave them (for get: { ids, include }). */
  params: Record<string, unknown>;
  /** When the last response arrived. */
  fetchedAt: Date;
  /** HTTP requests made to build the table (retries included). */
  requests: number;
  /** Credits charged for those requests (from X-Service-Credit-Cost). */
  credits: number;
  /** True when a search result count reached its limit: more records probably match. */
  truncated: boolean;
  /** IDs that were asked for and answered 404. */
  missing: string[];
  /** searchAll windows that stayed at the limit when one day wide (records may be missing). */
  truncatedWindows: TruncatedWindow[];
  /** joinOn: key values found on one side only (several keys joined with "|"). */
  unmatched?: { left: string[]; right: string[] };
  /** applyChanges: what the feed did to the local table. */
  changes?: { dropped: string[]; replaced: string[]; added: string[]; stale: string[] };
}

const provenance = new WeakMap<object, Provenance>();

export function setInfo<T extends ColumnTable>(table: T, value: Partial<Provenance>): T {
  provenance.set(table, {
    core: null, params: {}, fetchedAt: new Date(), requests: 0, credits: 0, truncated: false, missing: [],
    truncatedWindows: [], ...value,
  });
  return table;
}

/** Provenance of a table built by a session, or undefined for other tables. */
export function info(table: ColumnTable): Provenance | undefined {
  return provenance.get(table);
}
