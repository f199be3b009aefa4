// The first sync: every search (past the cap), every listed ID, then the hops. Each step commits
// as it goes and records how far it got, so a killed seed resumes where it stopped: searches done
// are not run again (`seed.searches`), and IDs and linked records already held are not fetched
// again. The seed is complete when runSync writes `lastSync`.
import { dateFilters } from "../tables/index.js";
import type { CoreName } from "../schema/index.js";
import { fetchRecords, newRecordsCommitter } from "./fetch-records.js";
import { loadHeld } from "./held.js";
import { followHops } from "./hops.js";
import { tableToRecords } from "./records.js";
import { definitionCores, searchParams, type MirrorSearch } from "./definition.js";
import { commit, guardDate, type SyncContext } from "./sync-context.js";

/** A search's range starts here unless the definition says otherwise: everything its date field can see. */
export const SEED_FROM = "1900-01-01";

/**
 * Runs one search of the definition past the cap (`extra` adds parameters, `range` the searchAll
 * range) and returns its records as the service sent them.
 */
export async function runSearch(
  ctx: SyncContext,
  search: MirrorSearch,
  range: { from?: string; by?: string },
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>[]> {
  // Cores without a date filter (DrugCore, GeneCore) are sliced by their enum filters instead.
  const dated = dateFilters(search.core).length > 0;
  const table = await ctx.sv[search.core].searchAll({ ...searchParams(ctx.definition, search), ...extra } as never, {
    ...(dated ? range : {}),
    onProgress: ctx.onProgress,
  });
  return tableToRecords(search.core, table);
}

/**
 * Seeds the mirror; returns the number of records fetched. Every step queues its commits and goes
 * on: a search's records are written while the next search runs, and the IDs' and hops' batches
 * while the next ones are fetched (HeldRecords tells what is held, committed or not).
 */
export async function seed(ctx: SyncContext): Promise<number> {
  let fetched = 0;
  const done = new Set((ctx.state["seed.searches"] as number[] | undefined) ?? []);
  // What a stopped seed left is read from the file while the first search runs.
  const holding = ctx.writes.push(() => loadHeld(ctx.db, ctx.definition, definitionCores(ctx.definition)));
  const searched: { core: CoreName; records: Record<string, unknown>[] }[] = [];
  for (const [index, search] of ctx.definition.searches.entries()) {
    if (done.has(index)) continue;
    // A failed write (or a new mirror's file that could not be created) stops the seed before it pays for more.
    ctx.writes.throwIfFailed();
    const records = await runSearch(ctx, search, { from: search.from ?? SEED_FROM, by: search.by });
    done.add(index);
    // Not awaited: a failed write is thrown by the next one queued behind it.
    void commit(ctx, {
      upserts: records.map((record) => ({ core: search.core, record, updateDate: guardDate(record, null, ctx.day), via: "searches" })),
      state: { "seed.searches": [...done].sort((a, b) => a - b) },
    });
    searched.push({ core: search.core, records });
    fetched += records.length;
  }
  const held = await holding;
  for (const { core, records } of searched) for (const record of records) held.addRecord(core, record, "searches");
  const committer = newRecordsCommitter(ctx);
  for (const [core, list] of Object.entries(ctx.definition.ids) as [CoreName, string[]][]) {
    const ids = [...new Set(list)];
    const members = ids
      .filter((id) => held.has(core, id) && !held.heldFor(core, id, "ids"))
      .map((serviceId) => ({ core, serviceId, via: "ids" }));
    if (members.length > 0) {
      for (const member of members) held.addMember(member);
      await committer.add({ members });
    }
    fetched += await fetchRecords(
      ctx,
      core,
      ids.filter((id) => !held.has(core, id)),
      { via: "ids", committer, held },
    );
  }
  fetched += await followHops(ctx, held, committer);
  await committer.end();
  return fetched;
}
