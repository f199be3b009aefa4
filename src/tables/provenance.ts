// Where a table came from. Kept beside the table (not in it) so the table stays a plain Arquero
// table that every verb and exporter accepts; derived tables (filter, join...) have no entry.
import type { ColumnTable } from "arquero";
import type { CoreName } from "../schema/enums.js";
import type { SchemaWarning } from "../schema/warnings.js";
import type { FailedItem } from "./failures.js";

/** A date window of searchAll whose result count still reached the limit at one day wide. */
export interface TruncatedWindow {
  from: string;
  to: string;
  count: number;
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
  /** Items that failed for good (after the client's retries): what a re-run fetches again. */
  failed: FailedItem[];
  /** Values lenient parsing kept although they drifted from the reference, once per (field, kind, value). */
  warnings: SchemaWarning[];
}

const provenance = new WeakMap<object, Provenance>();

export function setInfo<T extends ColumnTable>(table: T, value: Partial<Provenance>): T {
  provenance.set(table, {
    core: null, params: {}, fetchedAt: new Date(), requests: 0, credits: 0, truncated: false, missing: [],
    truncatedWindows: [], failed: [], warnings: [], ...value,
  });
  return table;
}

/** Provenance of a table built by a session, or undefined for other tables. */
export function info(table: ColumnTable): Provenance | undefined {
  return provenance.get(table);
}
