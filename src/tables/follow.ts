// sv.follow(table, field): the records a link field points to, as a table with a fromId column
// first (one row per link, so a record linked from two rows appears twice), then the linked
// core's columns. Linked records are fetched once each through get (deduplicated, budgeted);
// linked IDs that 404 are in info(result).missing and have no row; linked IDs that failed for good
// are in info(result).failed (get's rules: the rest is fetched, then PartialResultError or "keep").
import type { ColumnTable } from "arquero";
import { columnTypes, setColumnTypes } from "./column-types.js";
import { text } from "./columns/shorthand.js";
import { LINK_TARGETS, links } from "./links.js";
import { PartialResultError } from "./partial-error.js";
import { info, setInfo } from "./provenance.js";
import type { CoreName } from "../schema/enums.js";
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

/** Edges joined to the hydrated linked records: fromId + the linked table's columns. */
function joinLinked(edges: ColumnTable, linked: ColumnTable): ColumnTable {
  const row = new Map<unknown, number>();
  for (const [i, id] of Array.from(linked.array("serviceId")).entries()) row.set(id, i);
  const fromIds: unknown[] = [];
  const rows: number[] = [];
  const toIds = edges.array("toId");
  const from = edges.array("fromId");
  for (let i = 0; i < toIds.length; i++) {
    const at = row.get(toIds[i]);
    if (at === undefined) continue;
    fromIds.push(from[i]);
    rows.push(at);
  }
  const names = linked.columnNames();
  const columns: Record<string, unknown[]> = { fromId: fromIds };
  for (const name of names) {
    const values = linked.array(name);
    columns[name] = rows.map((i) => values[i]);
  }
  return setColumnTypes(corebookTable(columns, ["fromId", ...names]), { fromId: text, ...(columnTypes(linked) ?? {}) });
}

export async function follow(
  table: ColumnTable | readonly object[],
  field: string,
  options: FollowOptions,
  get: (core: CoreName, ids: string[], options: FollowOptions) => Promise<ColumnTable>,
): Promise<ColumnTable> {
  const edges = links(table, field);
  const core = LINK_TARGETS[field];
  const source = Array.isArray(table) ? null : info(table as ColumnTable);
  const ids = [...new Set(edges.array("toId") as string[])];
  const withInfo = (linked: ColumnTable) => {
    const linkedInfo = info(linked);
    return setInfo(joinLinked(edges, linked), {
      ...linkedInfo,
      core,
      params: { field, fromCore: source?.core ?? null, include: options.include ?? [] },
    });
  };
  try {
    return withInfo(await get(core, ids, options));
  } catch (error) {
    if (!(error instanceof PartialResultError)) throw error;
    throw new PartialResultError(msg.followIncomplete(field), withInfo(error.partial), error.cause, error.failed);
  }
}
