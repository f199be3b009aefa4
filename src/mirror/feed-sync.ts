// One core's change feed from the last sync, page by page. A page's re-fetches are committed in
// batches with the page's progress (the cursor that reads the page and the IDs of it already
// applied); the page's deletions and section updates commit with the cursor of the next page. A
// killed sync resumes by reading the same page again and skipping what it had applied, so it
// fetches again only what it had not committed.
import { LIMITS, type ChangesCoreName } from "../schema/index.js";
import { startProgress } from "../tables/index.js";
import { addDays, DAY_MS } from "../days/index.js";
import { sqlString } from "./database.js";
import { BatchCommitter } from "./batch-committer.js";
import { fetchRecords, mergeParts, type FetchedPart } from "./fetch-records.js";
import { commit, liveIds, type SyncContext } from "./sync-context.js";
import type { Tombstone, Upsert } from "./mirror-tables.js";

/** How far behind the last sync day a feed is re-read (rule 5: the newest day is withheld). */
export const RESUME_DAYS_BACK = 2;
const CORE_FEED_PAGE = 1000;
const SCOPED_FEED_PAGE = 100;

interface FeedProgress {
  since: string;
  /** null: the core feed; else the ID sets of the scoped feeds, each at most 100. */
  scopes: string[][] | null;
  scopeIndex: number;
  /** The cursor that reads the page being applied (null: the scope's first page). */
  cursor: string | null;
  /** IDs of that page whose re-fetch is committed already. */
  done?: string[];
  /** Entries of the pages before it: with the days read, how busy the feed is (planFeed). */
  seen?: number;
}

interface FeedTally {
  fetched: number;
  deleted: number;
  feedPages: number;
}

/** Core feed or scoped feeds, whichever needs fewer requests (learned entries per day decide). */
function planFeed(held: number, days: number, entriesPerDay: number | null): "core" | "scoped" {
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

interface FeedEntry {
  serviceId: string;
  updateType: string;
  updateDate: string | null;
  documentSections?: SectionEntry[];
}

/** What one page asks for, for the records the mirror holds: the last word on each ID wins. */
function readPage(entries: FeedEntry[], held: Set<string>, day: string) {
  const refetch = new Map<string, string | null>();
  const deleted = new Map<string, string>();
  const sections: { serviceId: string; sections: SectionEntry[] }[] = [];
  for (const entry of entries) {
    if (!held.has(entry.serviceId)) continue;
    if (entry.updateType === "deleted") {
      deleted.set(entry.serviceId, entry.updateDate ?? day);
      refetch.delete(entry.serviceId);
      continue;
    }
    deleted.delete(entry.serviceId);
    if (entry.updateType !== "unchanged") refetch.set(entry.serviceId, entry.updateDate);
    else if (entry.documentSections && entry.documentSections.length > 0)
      sections.push({ serviceId: entry.serviceId, sections: entry.documentSections });
  }
  return { refetch, deleted, sections: sections.filter((w) => !refetch.has(w.serviceId) && !deleted.has(w.serviceId)) };
}

/** Applies one core's feed from `since`, page by page, resuming a stored cursor. */
export async function syncFeed(ctx: SyncContext, core: ChangesCoreName, tally: FeedTally): Promise<void> {
  const key = `feed.${core}`;
  const last = ctx.state[key] as { lastDay: string; entriesPerDay: number | null } | undefined;
  let progress = ctx.state[`progress.${core}`] as FeedProgress | undefined;
  // A sync of this day was stopped after it had read this feed to its end: nothing is left to
  // apply, and reading the withheld days again would replace what the whole read learned about
  // how busy the feed is (entriesPerDay) with what two days say.
  if (!progress && last?.lastDay === ctx.day && ctx.state.running === ctx.day) return;
  const held = await liveIds(ctx.db, core);
  if (!progress) {
    const since = addDays(last?.lastDay ?? ctx.day, -RESUME_DAYS_BACK);
    const days = Math.max(1, (Date.parse(ctx.day) - Date.parse(since)) / DAY_MS);
    const plan = planFeed(held.length, days, last?.entriesPerDay ?? null);
    progress = { since, scopes: plan === "core" ? null : chunks(held), scopeIndex: 0, cursor: null };
  }
  const heldSet = new Set(held);
  const feed = ctx.sv.api[core];
  const scopes = progress.scopes;
  const bar = startProgress("sync", core, scopes === null ? 1 : scopes.length, ctx.onProgress);
  try {
    while (scopes === null ? progress.scopeIndex < 1 : progress.scopeIndex < scopes.length) {
      const scope = scopes?.[progress.scopeIndex];
      const params = {
        since: progress.since,
        limit: scope ? SCOPED_FEED_PAGE : CORE_FEED_PAGE,
        ...(scope ? { serviceId: scope } : {}),
        ...(progress.cursor ? { cursor: progress.cursor } : {}),
      };
      for await (const page of feed.changePages(params as never, { fresh: true })) {
        tally.feedPages++;
        const { refetch, deleted, sections } = readPage(page.data as FeedEntry[], heldSet, ctx.day);
        const done = new Set(progress.done ?? []);
        const reading: FeedProgress = progress;
        const committer = new BatchCommitter<Partial<FetchedPart>>((parts) => {
          const part = mergeParts(parts);
          for (const id of part.ids) done.add(id);
          tally.deleted += part.tombstones.length;
          return commit(ctx, { ...part, state: { [`progress.${core}`]: { ...reading, done: [...done] } } });
        });
        tally.fetched += await fetchRecords(
          ctx,
          core,
          [...refetch.keys()].filter((id) => !done.has(id)),
          { fresh: true, updateDates: refetch, committer },
        );
        await committer.end();
        const upserts = core === "regulatorycore" ? await refreshSections(ctx, sections) : [];
        const tombstones: Tombstone[] = [...deleted].map(([serviceId, deletedOn]) => ({ core, serviceId, deletedOn }));
        const nextCursor = page.nextCursor;
        const seen = (progress.seen ?? 0) + page.data.length;
        const next: FeedProgress =
          nextCursor === null
            ? { since: progress.since, scopes, scopeIndex: progress.scopeIndex + 1, cursor: null, seen }
            : { since: progress.since, scopes, scopeIndex: progress.scopeIndex, cursor: nextCursor, seen };
        await commit(ctx, { upserts, tombstones, state: { [`progress.${core}`]: next } });
        progress = next;
        tally.fetched += upserts.length;
        tally.deleted += tombstones.length;
        if (nextCursor === null) bar.add(1);
      }
    }
  } finally {
    bar.finish();
  }
  const days = Math.max(1, (Date.parse(ctx.day) - Date.parse(progress.since)) / DAY_MS);
  await commit(ctx, {
    state: {
      [key]: { lastDay: ctx.day, entriesPerDay: scopes === null ? (progress.seen ?? 0) / days : (last?.entriesPerDay ?? null) },
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
