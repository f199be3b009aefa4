// The definition's follow hops, at the seed and at every sync. Hop i follows the links of the live
// records held for the searches, the IDs or an earlier hop (store.ts Member), so a field linking a
// core to itself is followed one level deep, the same at every sync. Every linked record is
// marked as held for hop i; those not held yet are fetched and committed in batches.
import { links, LINK_TARGETS } from "../tables/index.js";
import { ident, sqlString } from "./database.js";
import { fetchRecords } from "./fetch-records.js";
import { commit, knownIds, type SyncContext } from "./sync-context.js";
import type { MirrorHop } from "./definition.js";

export function hopReason(index: number): string {
  return `follow:${index}`;
}

/** The reasons whose records hop `index` starts from. */
function sourceReasons(index: number): string[] {
  return ["searches", "ids", ...Array.from({ length: index }, (_, j) => hopReason(j))];
}

/** The IDs hop `index` links to, read from the stored bodies of its source records. */
async function linkedIds(ctx: SyncContext, hop: MirrorHop, index: number): Promise<string[]> {
  const reasons = sourceReasons(index).map(sqlString).join(", ");
  const rows =
    await ctx.db.rows(`SELECT f."serviceId" AS id, CAST(json_extract(f."_record", ${sqlString(`$.${hop.field}`)}) AS VARCHAR) AS v
    FROM ${ident(`${hop.from}_all`)} f
    WHERE f."_deletedOn" IS NULL AND f."serviceId" IN (SELECT serviceId FROM _membership WHERE core = ${sqlString(hop.from)} AND via IN (${reasons}))`);
  // Only the field is read and parsed; links() knows its shapes (an ID, IDs, objects with a serviceId).
  const records = rows.map((r) => ({ serviceId: r.id, [hop.field]: r.v === null ? null : JSON.parse(r.v as string) }));
  return [...new Set(links(records, hop.field).array("toId") as string[])];
}

/** Follows every hop in order; returns the number of records fetched. */
export async function followHops(ctx: SyncContext): Promise<number> {
  let fetched = 0;
  for (const [index, hop] of ctx.definition.follow.entries()) {
    const target = LINK_TARGETS[hop.field];
    const via = hopReason(index);
    const linked = await linkedIds(ctx, hop, index);
    const known = await knownIds(ctx.db, target);
    const marked = await ctx.db.rows(`SELECT serviceId FROM _membership WHERE core = ${sqlString(target)} AND via = ${sqlString(via)}`);
    const already = new Set(marked.map((r) => r.serviceId as string));
    const members = linked.filter((id) => known.has(id) && !already.has(id)).map((serviceId) => ({ core: target, serviceId, via }));
    const wanted = linked.filter((id) => !known.has(id));
    fetched += await fetchRecords(ctx, target, wanted, {
      via,
      commit: (part) => commit(ctx, { ...part, allNew: true, members: members.splice(0) }),
    });
    if (members.length > 0) await commit(ctx, { members });
  }
  return fetched;
}
