// m.sync(): seeding on the first run (seed.ts), then the change feeds since the last one.
//
// How each feed rule is met (the service reference, changes feeds, and its addendum):
//  1/8. Pages are read until nextCursor is null; the feed gives IDs, so changed records are re-fetched.
//  2.   Entries are never filtered by date.
//  3.   At-least-once: every arrival is applied as a guarded upsert by serviceId; redelivery is harmless.
//  4.   Record-level created/updated: re-fetch; deleted: tombstone (row kept with its deletion day);
//       RegulatoryCore `unchanged` with section entries: re-fetch those sections, drop deleted ones.
//  5.   A feed is read from two days before the last sync day: the newest day is withheld until ingested.
//  6/7. One feed per core (FDA and EMA share RegulatoryCore's); the feed is current state.
//  9.   Scoped feeds hold at most 100 IDs; a stored cursor is kept with the exact ID set it belongs to.
// Every step commits as it goes with the progress that says how far it got (feed-sync.ts,
// seed.ts, `progress.searches` below), so a killed sync resumes without fetching again what it
// had committed.
import { CHANGES_CORES, type CoreName, type ChangesCoreName } from "../schema/index.js";
import { dateFilters } from "../tables/index.js";
import { addDays } from "../days/index.js";
import { definitionCores } from "./definition.js";
import { RESUME_DAYS_BACK, syncFeed } from "./feed-sync.js";
import { newRecordsCommitter } from "./fetch-records.js";
import { loadHeld } from "./held.js";
import { followHops } from "./hops.js";
import { runSearch, SEED_FROM, seed } from "./seed.js";
import { commit, guardDate, liveIds, type SyncContext } from "./sync-context.js";

export type { SyncOptions } from "./sync-context.js";

/** What one `m.sync()` did. */
export interface SyncReport {
  /** The service's day the mirror is now synced to (YYYY-MM-DD): `status().asOf` after this run. */
  day: string;
  /** True when this run was the seed (the mirror's first sync, or a stopped seed resumed). */
  seeded: boolean;
  /** Records fetched and written: seeded, changed, newly matching a search or newly linked. */
  fetched: number;
  /** Records the feeds reported deleted, now tombstones kept with their deletion day. */
  deleted: number;
  /** Change-feed pages read (0 for a seed). */
  feedPages: number;
  /**
   * Searches whose new records this sync did not look for: their core has no lastUpdateDate
   * filter (TrialCore, PatentCore), and a feed lists new IDs without saying which match a search.
   * `sync({ rerunSearches: true })` runs them again, at a seed's cost in requests.
   */
  searchesNotChecked: {
    /** The search's index in `definition.searches`. */
    search: number;
    /** The search's core. */
    core: CoreName;
    /** Why its new records were not looked for, and how to run it again. */
    reason: string;
  }[];
}

/**
 * New records matching the definition's searches: through the core's lastUpdateDate filter where it
 * has one; else, when asked, by running the search again over the seed's range. The searches this
 * day's sync has done are kept in `progress.searches`, so a resumed sync does not run them again.
 */
async function newFromSearches(ctx: SyncContext, since: string, report: SyncReport): Promise<number> {
  let fetched = 0;
  const stored = ctx.state["progress.searches"] as { day: string; done: number[] } | undefined;
  const done = new Set(stored?.day === ctx.day ? stored.done : []);
  for (const [index, search] of ctx.definition.searches.entries()) {
    if (done.has(index)) continue;
    const filters = dateFilters(search.core);
    let records: Record<string, unknown>[];
    if (filters.includes("lastUpdateDate")) {
      // The seed's range on its own date field still applies: a record updated lately but outside
      // that range is not part of the definition.
      const by = search.by ?? filters[0];
      const extra = by === "lastUpdateDate" ? {} : { [`min${by.charAt(0).toUpperCase()}${by.slice(1)}`]: search.from ?? SEED_FROM };
      records = await runSearch(ctx, search, { from: since, by: "lastUpdateDate" }, extra);
    } else if (ctx.options?.rerunSearches) {
      records = await runSearch(ctx, search, { from: search.from ?? SEED_FROM, by: search.by });
    } else {
      report.searchesNotChecked.push({
        search: index,
        core: search.core,
        reason: `${search.core} cannot be searched by update date, so new matching records are only seen through links; sync({ rerunSearches: true }) runs the search again`,
      });
      continue;
    }
    const live = new Set(await liveIds(ctx.db, search.core));
    const added = records.filter((r) => !live.has(r.serviceId as string));
    done.add(index);
    await commit(ctx, {
      upserts: added.map((record) => ({ core: search.core, record, updateDate: guardDate(record, null, ctx.day), via: "searches" })),
      // A record held for another reason that matches the search now is a source of every hop too.
      members: records
        .filter((r) => live.has(r.serviceId as string))
        .map((r) => ({ core: search.core, serviceId: r.serviceId as string, via: "searches" })),
      state: { "progress.searches": { day: ctx.day, done: [...done] } },
    });
    fetched += added.length;
  }
  return fetched;
}

/** The caller settles `ctx.writes` before it returns or throws: a failed run may leave writes queued. */
export async function runSync(ctx: SyncContext): Promise<SyncReport> {
  const report: SyncReport = { day: ctx.day, seeded: false, fetched: 0, deleted: 0, feedPages: 0, searchesNotChecked: [] };
  const feedCores = definitionCores(ctx.definition).filter((c): c is ChangesCoreName => (CHANGES_CORES as readonly string[]).includes(c));
  const lastSync = ctx.state.lastSync as string | undefined;
  // Cleared when the run completes: status() tells an interrupted seed or sync from a finished one.
  // Not awaited by a seed: its first search runs while this is written.
  const running = commit(ctx, { state: { running: ctx.day } });
  if (!lastSync) {
    report.fetched += await seed(ctx);
    report.seeded = true;
    const feeds = Object.fromEntries(feedCores.map((c) => [`feed.${c}`, { lastDay: ctx.day, entriesPerDay: null }]));
    await commit(ctx, { state: { ...feeds, lastSync: ctx.day, seededOn: ctx.day, "seed.searches": null, running: null } });
    return report;
  }
  await running;
  for (const core of feedCores) await syncFeed(ctx, core, report);
  report.fetched += await newFromSearches(ctx, addDays(lastSync, -RESUME_DAYS_BACK), report);
  const held = await loadHeld(ctx.db, ctx.definition, definitionCores(ctx.definition));
  const committer = newRecordsCommitter(ctx);
  report.fetched += await followHops(ctx, held, committer);
  await committer.end();
  await commit(ctx, { state: { lastSync: ctx.day, "progress.searches": null, running: null } });
  return report;
}
