// m.sync(): seeding on the first run, then the change feeds since the last one.
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
// Rows and the cursor of the page that brought them commit together (store.ts), so a killed sync
// resumes at the first page it had not committed.
import type { ColumnTable } from "arquero";
import type { Session } from "../tables/index.js";
import { clientOf, NotFoundError } from "../api/index.js";
import { FEED_CORES, LIMITS, type CoreName, type FeedCoreName } from "../schema/index.js";
import { dateFilters, links, LINK_TARGETS, startProgress, type ProgressListener } from "../tables/index.js";
import { runPool } from "../tables/pool.js";
import { ident, sqlString, type MirrorDatabase } from "./database.js";
import { definitionCores, includesFor, type MirrorDefinition } from "./definition.js";
import { addDays } from "../days/day-dates.js";
import { tableToRecords } from "./records.js";
import { writeBatch, type Tombstone, type Upsert } from "./store.js";

/** How far behind the last sync day a feed is re-read (rule 5: the newest day is withheld). */
export const RESUME_DAYS_BACK = 2;
const CORE_FEED_PAGE = 1000;
/** A search's range starts here unless the definition says otherwise: everything its date field can see. */
const SEED_FROM = "1900-01-01";
const SCOPED_FEED_PAGE = 100;
/** Records fetched at once by ID (the client paces them under the rate limit). */
const SYNC_CONCURRENCY = 8;

export interface FeedProgress {
  since: string;
  /** null: the core feed; else the ID sets of the scoped feeds, each at most 100. */
  scopes: string[][] | null;
  scopeIndex: number;
  cursor: string | null;
}

export interface SyncContext {
  sv: Session;
  db: MirrorDatabase;
  dir: string;
  definition: Required<MirrorDefinition>;
  day: string;
  onProgress?: ProgressListener | false;
  options?: SyncOptions;
}

export interface SyncReport {
  day: string;
  seeded: boolean;
  fetched: number;
  deleted: number;
  feedPages: number;
  /**
   * Searches whose new records this sync did not look for: their core has no lastUpdateDate
   * filter (TrialCore, PatentCore), and a feed lists new IDs without saying which match a search.
   * `sync({ rerunSearches: true })` runs them again, at a seed's cost in requests.
   */
  searchesNotChecked: { search: number; core: CoreName; reason: string }[];
}

export interface SyncOptions {
  /** Run the searches whose core cannot be asked for "new since" again, adding the records not held. */
  rerunSearches?: boolean;
}

async function heldIds(db: MirrorDatabase, core: CoreName): Promise<string[]> {
  const rows = await db.rows(`SELECT "serviceId" AS id FROM ${ident(`${core}_all`)} WHERE "_deletedOn" IS NULL ORDER BY 1`);
  return rows.map((r) => r.id as string);
}

function guardDate(record: Record<string, unknown>, fallback: string | null | undefined, day: string): string {
  const own = record.lastUpdateDate;
  return typeof own === "string" ? own : (fallback ?? day);
}

/**
 * Fetches records by ID with the definition's includes; IDs that 404 come back as tombstones. Seeding
 * may be served from the response store; a record a feed names as changed (`fresh`) never is, since
 * the stored copy is the one that changed.
 */
async function fetchRecords(
  ctx: SyncContext,
  core: CoreName,
  ids: string[],
  updateDates: Map<string, string | null> = new Map(),
  fresh = false,
): Promise<{ upserts: Upsert[]; tombstones: Tombstone[] }> {
  const api = clientOf(ctx.sv.api, core);
  const include = includesFor(ctx.definition, core);
  const upserts: Upsert[] = [];
  const tombstones: Tombstone[] = [];
  const progress = startProgress("get", core, ids.length, ctx.onProgress);
  try {
    // A failure other than a 404 stops the sync; requests already in flight finish first.
    await runPool(ids, SYNC_CONCURRENCY, async (id) => {
      try {
        const record = (await api.get(id, { ...(include.length > 0 ? { include } : {}), ...(fresh ? { fresh } : {}) } as never)) as Record<
          string,
          unknown
        >;
        upserts.push({ core, record, updateDate: guardDate(record, updateDates.get(id), ctx.day) });
      } catch (error) {
        if (!(error instanceof NotFoundError)) throw error;
        tombstones.push({ core, serviceId: id, deletedOn: ctx.day });
      }
      progress.add(1);
    });
  } finally {
    progress.finish();
  }
  return { upserts, tombstones };
}

/** Follow hops: linked records not yet held are fetched, hop by hop, every hop included. */
async function followHops(ctx: SyncContext): Promise<number> {
  let fetched = 0;
  for (const hop of ctx.definition.follow) {
    const target = LINK_TARGETS[hop.field];
    const rows = await ctx.db.rows(`SELECT CAST("_record" AS VARCHAR) AS r FROM ${ident(`${hop.from}_all`)} WHERE "_deletedOn" IS NULL`);
    const records = rows.map((row) => JSON.parse(row.r as string) as Record<string, unknown>);
    const held = new Set(await ctx.db.rows(`SELECT "serviceId" AS id FROM ${ident(`${target}_all`)}`).then((r) => r.map((x) => x.id)));
    const wanted = [...new Set(links(records, hop.field).array("toId") as string[])].filter((id) => !held.has(id));
    if (wanted.length === 0) continue;
    const batch = await fetchRecords(ctx, target, wanted);
    await writeBatch(ctx.db, ctx.dir, { day: ctx.day, ...batch });
    fetched += batch.upserts.length;
  }
  return fetched;
}

/** First sync: every search (past the cap), every listed ID, then the hops. */
export async function seed(ctx: SyncContext): Promise<number> {
  let fetched = 0;
  for (const search of ctx.definition.searches) {
    // Cores without a date filter (DrugCore, GeneCore) are sliced by their enum filters instead.
    const range = dateFilters(search.core).length > 0 ? { from: search.from ?? SEED_FROM, by: search.by } : {};
    const table = await ctx.sv[search.core].searchAll(search.params as never, { ...range, onProgress: ctx.onProgress });
    const records = tableToRecords(search.core, table);
    await writeBatch(ctx.db, ctx.dir, {
      day: ctx.day,
      upserts: records.map((record) => ({ core: search.core, record, updateDate: guardDate(record, null, ctx.day) })),
    });
    fetched += records.length;
  }
  for (const [core, ids] of Object.entries(ctx.definition.ids) as [CoreName, string[]][]) {
    const batch = await fetchRecords(ctx, core, [...new Set(ids)]);
    await writeBatch(ctx.db, ctx.dir, { day: ctx.day, ...batch });
    fetched += batch.upserts.length;
  }
  fetched += await followHops(ctx);
  return fetched;
}

/** Core feed or scoped feeds, whichever needs fewer requests (learned entries per day decide). */
export function planFeed(held: number, days: number, entriesPerDay: number | null): "core" | "scoped" {
  const scoped = Math.max(1, Math.ceil(held / LIMITS.feedServiceIdsMax));
  if (scoped <= 1) return "scoped";
  const core = entriesPerDay === null ? 1 : Math.max(1, Math.ceil((days * entriesPerDay) / CORE_FEED_PAGE));
  return core < scoped ? "core" : "scoped";
}

function chunks(ids: string[]): string[][] {
  const out: string[][] = [];
  for (let i = 0; i < ids.length; i += LIMITS.feedServiceIdsMax) out.push(ids.slice(i, i + LIMITS.feedServiceIdsMax));
  return out;
}

interface SectionEntry {
  documentSectionId: string;
  updateType: string;
}

/** Applies one core's feed from `since`, page by page, resuming a stored cursor. */
async function syncFeed(ctx: SyncContext, core: FeedCoreName, state: Record<string, unknown>, report: SyncReport): Promise<void> {
  const key = `feed.${core}`;
  const last = state[key] as { lastDay: string; entriesPerDay: number | null } | undefined;
  let progress = state[`progress.${core}`] as FeedProgress | undefined;
  const held = await heldIds(ctx.db, core);
  if (!progress) {
    const since = addDays(last?.lastDay ?? ctx.day, -RESUME_DAYS_BACK);
    const days = Math.max(1, (Date.parse(ctx.day) - Date.parse(since)) / 86_400_000);
    const plan = planFeed(held.length, days, last?.entriesPerDay ?? null);
    progress = { since, scopes: plan === "core" ? null : chunks(held), scopeIndex: 0, cursor: null };
  }
  const heldSet = new Set(held);
  const feed = ctx.sv.api[core];
  const scopes = progress.scopes;
  const bar = startProgress("sync", core, scopes === null ? 1 : scopes.length, ctx.onProgress);
  let entriesSeen = 0;
  try {
    for (; scopes === null ? progress.scopeIndex < 1 : progress.scopeIndex < scopes.length; ) {
      const scope = scopes?.[progress.scopeIndex];
      const params = {
        since: progress.since,
        limit: scope ? SCOPED_FEED_PAGE : CORE_FEED_PAGE,
        ...(scope ? { serviceId: scope } : {}),
        ...(progress.cursor ? { cursor: progress.cursor } : {}),
      };
      for await (const page of feed.changePages(params as never, { fresh: true })) {
        report.feedPages++;
        entriesSeen += page.data.length;
        const refetch = new Map<string, string | null>();
        const deleted = new Map<string, string>();
        const sectionWork: { serviceId: string; sections: SectionEntry[] }[] = [];
        for (const entry of page.data as {
          serviceId: string;
          updateType: string;
          updateDate: string | null;
          documentSections?: SectionEntry[];
        }[]) {
          if (!heldSet.has(entry.serviceId)) continue;
          if (entry.updateType === "deleted") {
            deleted.set(entry.serviceId, entry.updateDate ?? ctx.day);
            refetch.delete(entry.serviceId);
            continue;
          }
          deleted.delete(entry.serviceId);
          if (entry.updateType !== "unchanged") refetch.set(entry.serviceId, entry.updateDate);
          else if (entry.documentSections && entry.documentSections.length > 0)
            sectionWork.push({ serviceId: entry.serviceId, sections: entry.documentSections });
        }
        const batch = await fetchRecords(ctx, core, [...refetch.keys()], refetch, true);
        if (core === "regulatorycore") {
          batch.upserts.push(
            ...(await refreshSections(
              ctx,
              sectionWork.filter((w) => !refetch.has(w.serviceId) && !deleted.has(w.serviceId)),
            )),
          );
        }
        for (const [serviceId, deletedOn] of deleted) batch.tombstones.push({ core, serviceId, deletedOn });
        const nextCursor = page.nextCursor;
        const next: FeedProgress =
          nextCursor === null ? { ...progress, scopeIndex: progress.scopeIndex + 1, cursor: null } : { ...progress, cursor: nextCursor };
        await writeBatch(ctx.db, ctx.dir, {
          day: ctx.day,
          ...batch,
          state: { [`progress.${core}`]: next, usage: usageOf(ctx, state) },
        });
        progress = next;
        report.fetched += batch.upserts.length;
        report.deleted += batch.tombstones.length;
        if (nextCursor === null) bar.add(1);
      }
      // A scope whose stored cursor was already the last: the loop above advanced it.
    }
  } finally {
    bar.finish();
  }
  const days = Math.max(1, (Date.parse(ctx.day) - Date.parse(progress.since)) / 86_400_000);
  await writeBatch(ctx.db, ctx.dir, {
    day: ctx.day,
    state: {
      [key]: { lastDay: ctx.day, entriesPerDay: scopes === null ? entriesSeen / days : (last?.entriesPerDay ?? null) },
      [`progress.${core}`]: null,
    },
  });
}

/**
 * `unchanged` with section entries: the authorization row did not move, its documents did. Each
 * changed section is fetched (1 credit) and its table-of-contents entry in the record replaced; a
 * deleted section is dropped from the record.
 */
async function refreshSections(ctx: SyncContext, work: { serviceId: string; sections: SectionEntry[] }[]): Promise<Upsert[]> {
  const upserts: Upsert[] = [];
  for (const { serviceId, sections } of work) {
    const rows = await ctx.db.rows(
      `SELECT CAST("_record" AS VARCHAR) AS r, "_updateDate" AS u FROM "regulatorycore_all" WHERE "serviceId" = ${sqlString(serviceId)}`,
    );
    if (rows.length === 0) continue;
    const record = JSON.parse(rows[0].r as string) as Record<string, unknown>;
    let toc = Array.isArray(record.documentSections) ? [...(record.documentSections as Record<string, unknown>[])] : [];
    for (const s of sections) {
      if (s.updateType === "deleted") {
        toc = toc.filter((t) => t.documentSectionId !== s.documentSectionId);
        continue;
      }
      const section = (await ctx.sv.api.regulatorycore.section(serviceId, s.documentSectionId, { fresh: true })) as Record<string, unknown>;
      const at = toc.findIndex((t) => t.documentSectionId === s.documentSectionId);
      const shape = at >= 0 ? Object.keys(toc[at]) : Object.keys(toc[0] ?? section).filter((k) => k !== "content");
      const entry = Object.fromEntries(shape.map((k) => [k, section[k] ?? null]));
      if (at >= 0) toc[at] = entry;
      else toc.push(entry);
    }
    upserts.push({ core: "regulatorycore", record: { ...record, documentSections: toc }, updateDate: rows[0].u as string });
  }
  return upserts;
}

/**
 * New records matching the definition's searches: through the core's lastUpdateDate filter where it
 * has one; else, when asked, by running the search again over the seed's range.
 */
async function newFromSearches(ctx: SyncContext, since: string, report: SyncReport): Promise<number> {
  let fetched = 0;
  for (const [index, search] of ctx.definition.searches.entries()) {
    const filters = dateFilters(search.core);
    let table: ColumnTable;
    if (filters.includes("lastUpdateDate")) {
      // The seed's range on its own date field still applies: a record updated lately but outside
      // that range is not part of the definition.
      const by = search.by ?? filters[0];
      const params = { ...search.params };
      if (by !== "lastUpdateDate") params[`min${by.charAt(0).toUpperCase()}${by.slice(1)}`] = search.from ?? SEED_FROM;
      table = await ctx.sv[search.core].searchAll(params as never, { from: since, by: "lastUpdateDate", onProgress: ctx.onProgress });
    } else if (ctx.options?.rerunSearches) {
      table = await ctx.sv[search.core].searchAll(search.params as never, {
        from: search.from ?? SEED_FROM,
        by: search.by,
        onProgress: ctx.onProgress,
      });
    } else {
      report.searchesNotChecked.push({
        search: index,
        core: search.core,
        reason: `${search.core} cannot be searched by update date, so new matching records are only seen through links; sync({ rerunSearches: true }) runs the search again`,
      });
      continue;
    }
    const held = new Set(await heldIds(ctx.db, search.core));
    const records = tableToRecords(search.core, table).filter((r) => !held.has(r.serviceId as string));
    if (records.length === 0) continue;
    await writeBatch(ctx.db, ctx.dir, {
      day: ctx.day,
      upserts: records.map((record) => ({ core: search.core, record, updateDate: guardDate(record, null, ctx.day) })),
    });
    fetched += records.length;
  }
  return fetched;
}

function usageOf(ctx: SyncContext, state: Record<string, unknown>): { requests: number; credits: number } {
  const before = (state.usage as { requests: number; credits: number } | undefined) ?? { requests: 0, credits: 0 };
  const start = (state["usage.sessionStart"] as { requests: number; credits: number } | undefined) ?? { requests: 0, credits: 0 };
  const now = ctx.sv.usage;
  return { requests: before.requests + now.requests - start.requests, credits: before.credits + now.credits - start.credits };
}

export async function runSync(ctx: SyncContext, state: Record<string, unknown>): Promise<SyncReport> {
  const report: SyncReport = { day: ctx.day, seeded: false, fetched: 0, deleted: 0, feedPages: 0, searchesNotChecked: [] };
  const u = ctx.sv.usage;
  state["usage.sessionStart"] = { requests: u.requests, credits: u.credits };
  const lastSync = state.lastSync as string | undefined;
  if (!lastSync) {
    report.fetched += await seed(ctx);
    report.seeded = true;
    const feeds = Object.fromEntries(
      definitionCores(ctx.definition)
        .filter((c) => (FEED_CORES as readonly string[]).includes(c))
        .map((c) => [`feed.${c}`, { lastDay: ctx.day, entriesPerDay: null }]),
    );
    await writeBatch(ctx.db, ctx.dir, {
      day: ctx.day,
      state: { ...feeds, lastSync: ctx.day, seededOn: ctx.day, usage: usageOf(ctx, state) },
    });
    return report;
  }
  for (const core of definitionCores(ctx.definition)) {
    if ((FEED_CORES as readonly string[]).includes(core)) await syncFeed(ctx, core as FeedCoreName, state, report);
  }
  report.fetched += await newFromSearches(ctx, addDays(lastSync, -RESUME_DAYS_BACK), report);
  report.fetched += await followHops(ctx);
  await writeBatch(ctx.db, ctx.dir, { day: ctx.day, state: { lastSync: ctx.day, usage: usageOf(ctx, state) } });
  return report;
}
