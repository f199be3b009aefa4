// The first sync: every search (past the cap), every listed ID, then the hops. Each step commits
// as it goes and records how far it got, so a killed seed resumes where it stopped: searches done
// are not run again (`seed.searches`), and IDs and linked records already held are not fetched
// again. The seed is complete when runSync writes `lastSync`.
import { dateFilters } from "../tables/index.js";
import type { CoreName } from "../schema/index.js";
import { fetchRecords } from "./fetch-records.js";
import { followHops } from "./hops.js";
import { tableToRecords } from "./records.js";
import { searchParams, type MirrorSearch } from "./definition.js";
import { commit, guardDate, knownIds, type SyncContext } from "./sync-context.js";

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

/** `writing`: the commit in flight when the seed starts, awaited before the seed's first write or read. */
export async function seed(ctx: SyncContext, writing: Promise<void>): Promise<number> {
  let fetched = 0;
  const done = new Set((ctx.state["seed.searches"] as number[] | undefined) ?? []);
  // A search's records are committed while the next search runs; one write at a time.
  for (const [index, search] of ctx.definition.searches.entries()) {
    if (done.has(index)) continue;
    let records: Record<string, unknown>[];
    try {
      records = await runSearch(ctx, search, { from: search.from ?? SEED_FROM, by: search.by });
    } catch (error) {
      // The write in flight ends first (a failed one is the error to report: it is the mirror's).
      await writing;
      throw error;
    }
    await writing;
    done.add(index);
    writing = commit(ctx, {
      upserts: records.map((record) => ({ core: search.core, record, updateDate: guardDate(record, null, ctx.day), via: "searches" })),
      state: { "seed.searches": [...done].sort((a, b) => a - b) },
    });
    // Thrown where it is awaited, not as an unhandled rejection while the next search runs.
    writing.catch(() => {});
    fetched += records.length;
  }
  await writing;
  for (const [core, list] of Object.entries(ctx.definition.ids) as [CoreName, string[]][]) {
    const ids = [...new Set(list)];
    const known = await knownIds(ctx.db, core);
    const members = ids.filter((id) => known.has(id)).map((serviceId) => ({ core, serviceId, via: "ids" }));
    const wanted = ids.filter((id) => !known.has(id));
    // Reasons for records held already go with the first batch (or alone when nothing is fetched).
    fetched += await fetchRecords(ctx, core, wanted, {
      via: "ids",
      commit: (part) => commit(ctx, { ...part, allNew: true, members: members.splice(0) }),
    });
    if (members.length > 0) await commit(ctx, { members });
  }
  fetched += await followHops(ctx);
  return fetched;
}
