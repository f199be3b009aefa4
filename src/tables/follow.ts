// sv.follow(table, field): the records a link field points to, one row per distinct linked record
// (in the order the links first name them), with a `via` list column right after serviceId: the
// distinct source serviceIds that link to it, in first-seen order. So a trial linked from two drugs
// is one row (counted once by every chart and rollup) and nothing is lost: `via` keeps which
// sources led to it, and links(table, field) still gives one row per (source, target) link.
// Linked records are fetched once each through get (budgeted); linked IDs that 404 are in
// info(result).missing and have no row; linked IDs that failed for good are in info(result).failed
// (get's rules: the rest is fetched, then PartialResultError or "keep"). The result's provenance
// composes the source table's and the get's: info(result).requests is what both cost.
import type { ColumnTable } from "arquero";
import { columnTypes, setColumnTypes } from "./column-types.js";
import { strings } from "./columns/shorthand.js";
import { LINK_TARGETS, linkEdges } from "./links.js";
import { PartialResultError } from "./partial-error.js";
import { info, inheritedProvenance, setInfo } from "./provenance.js";
import type { CoreName } from "../schema/index.js";
import { corebookTable } from "./corebook-table.js";
import * as msg from "./messages.js";

/** Options of `sv.follow(table, field, options)`, which fetches the records a link field points to. */
export interface FollowOptions {
  /** Optional fields to add to the linked records, as the linked core's `include` values. */
  include?: readonly string[];
  /** Requests in flight at once (default: the session's, 8). */
  concurrency?: number;
  /** Progress listener for this call; false for none (default: the session's). */
  onProgress?: import("./progress.js").ProgressListener | false;
  /** On linked records that fail for good: "throw" (default) a PartialResultError at the end, or "keep" the partial table. */
  onError?: import("./failures.js").OnError;
}

/** The linked records in order of first link, each once, with `via` (its distinct sources) after serviceId. */
function withVia(edges: ColumnTable, linked: ColumnTable): ColumnTable {
  const row = new Map<unknown, number>();
  for (const [i, id] of Array.from(linked.array("serviceId")).entries()) row.set(id, i);
  const sources = new Map<unknown, Set<string>>();
  const toIds = edges.array("toId");
  const fromIds = edges.array("fromId");
  for (let i = 0; i < toIds.length; i++) {
    if (!row.has(toIds[i])) continue;
    const via = sources.get(toIds[i]) ?? new Set<string>();
    via.add(fromIds[i] as string);
    sources.set(toIds[i], via);
  }
  const rows = [...sources.keys()].map((id) => row.get(id) as number);
  const names = linked.columnNames();
  const columns: Record<string, unknown[]> = { via: [...sources.values()].map((via) => [...via]) };
  for (const name of names) {
    const values = linked.array(name);
    columns[name] = rows.map((i) => values[i]);
  }
  const at = names.indexOf("serviceId") + 1;
  const order = [...names.slice(0, at), "via", ...names.slice(at)];
  return setColumnTypes(corebookTable(columns, order), { ...(columnTypes(linked) ?? {}), via: strings });
}

export async function follow(
  table: ColumnTable | readonly object[],
  field: string,
  options: FollowOptions,
  get: (core: CoreName, ids: string[], options: FollowOptions) => Promise<ColumnTable>,
): Promise<ColumnTable> {
  const edges = linkEdges(table, field, "follow");
  const core = LINK_TARGETS[field];
  const source = Array.isArray(table) ? null : (table as ColumnTable);
  const sourceInfo = source ? info(source) : undefined;
  const ids = [...new Set(edges.array("toId") as string[])];
  const withInfo = (linked: ColumnTable) => {
    const linkedInfo = info(linked);
    return setInfo(withVia(edges, linked), {
      ...linkedInfo,
      ...inheritedProvenance(...(source ? [source] : []), linked),
      core,
      params: { field, fromCore: sourceInfo?.core ?? null, include: options.include ?? [] },
      // What is missing or failed here is what this follow could not fetch, not what the source lacked.
      missing: linkedInfo?.missing ?? [],
      failed: linkedInfo?.failed ?? [],
    });
  };
  try {
    return withInfo(await get(core, ids, options));
  } catch (error) {
    if (!(error instanceof PartialResultError)) throw error;
    throw new PartialResultError(msg.followIncomplete(field), withInfo(error.partial), error.cause, error.failed);
  }
}
