// The definition's follow hops, at the seed and at every sync. Hop i follows the links of the live
// records held for the searches, the IDs or an earlier hop (mirror-tables.ts Member), so a field linking a
// core to itself is followed one level deep, the same at every sync. Every linked record is
// marked as held for hop i; those not held yet are fetched and committed in batches. The linked
// IDs come from HeldRecords (held.ts), not from the file: a hop fetches while the batches of the
// steps before it are still being written.
import { links, LINK_TARGETS } from "../tables/index.js";
import type { BatchCommitter } from "./batch-committer.js";
import { fetchRecords, type FetchedPart } from "./fetch-records.js";
import type { HeldRecords } from "./held.js";
import type { SyncContext } from "./sync-context.js";

function hopReason(index: number): string {
  return `follow:${index}`;
}

/** The reasons whose records hop `index` starts from. */
function sourceReasons(index: number): string[] {
  return ["searches", "ids", ...Array.from({ length: index }, (_, j) => hopReason(j))];
}

/**
 * Follows every hop in order, handing what it fetches and the reasons it finds to `committer`;
 * returns the number of records fetched.
 */
export async function followHops(ctx: SyncContext, held: HeldRecords, committer: BatchCommitter<Partial<FetchedPart>>): Promise<number> {
  let fetched = 0;
  for (const [index, hop] of ctx.definition.follow.entries()) {
    const target = LINK_TARGETS[hop.field];
    const via = hopReason(index);
    const sources = held.sources(hop.from, hop.field, sourceReasons(index));
    const linked = [...new Set(links(sources, hop.field).array("toId") as string[])];
    const members = linked
      .filter((id) => held.has(target, id) && !held.heldFor(target, id, via))
      .map((serviceId) => ({ core: target, serviceId, via }));
    const wanted = linked.filter((id) => !held.has(target, id));
    if (members.length > 0) {
      for (const member of members) held.addMember(member);
      await committer.add({ members });
    }
    fetched += await fetchRecords(ctx, target, wanted, { via, committer, held });
  }
  return fetched;
}
