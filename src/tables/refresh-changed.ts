// sv.cache.refreshChanged(): reads each change feed since the cache's last sync and forgets exactly
// the stored record responses (get, section) of the records that changed, so the next get fetches
// them again. Searches, lookups and feed pages are not touched: a new record can enter any search,
// which no feed entry names, so those expire by age (cache.maxAge) only.
import { changesClientOf, type CoreApi } from "../api/index.js";
import { CHANGES_CORES, type ChangesCoreName } from "../schema/index.js";
import { readFeedSync, writeFeedSync } from "../cache/feed-sync.js";
import { addDays } from "../days/index.js";
import { MisuseError } from "../errors/index.js";
import * as msg from "./messages.js";

/** What `sv.cache.refreshChanged()` did: the feeds it read and the stored responses it forgot. */
export interface RefreshChangedResult {
  /** Per core, the day the feed was read from (null: nothing stored for it, not read). */
  since: Partial<Record<ChangesCoreName, string | null>>;
  /** Service IDs the feeds reported as created, updated or deleted. */
  changed: number;
  /** Stored responses forgotten. */
  expired: number;
}

// The service withholds the most recent day until ingestion finishes (the service reference, feed rule 5):
// reading from two days before the last sync never misses a change that landed late.
const OVERLAP_DAYS = 2;

function dayBefore(iso: string, days: number): string {
  return addDays(iso.slice(0, 10), -days);
}

export async function refreshChanged(client: CoreApi, cores: readonly ChangesCoreName[] = CHANGES_CORES): Promise<RefreshChangedResult> {
  const cache = client.cache;
  const store = cache?.store;
  if (!cache || !store) {
    throw new MisuseError(msg.refreshNoCache());
  }
  const bad = cores.filter((core) => !(CHANGES_CORES as readonly string[]).includes(core));
  if (bad.length > 0)
    throw new MisuseError(msg.refreshNoFeed(bad, CHANGES_CORES), { parameter: "cores", value: bad, allowed: CHANGES_CORES });

  const synced = (await readFeedSync(store.dir))[client.baseUrl] ?? {};
  const { entries } = await store.scan();
  const oldest: Partial<Record<string, string>> = {};
  for (const { entry } of entries) {
    if (entry.service !== client.baseUrl || entry.core === null) continue;
    const seen = oldest[entry.core];
    if (seen === undefined || entry.fetchedAt < seen) oldest[entry.core] = entry.fetchedAt;
  }

  const result: RefreshChangedResult = { since: {}, changed: 0, expired: 0 };
  const changed = new Set<string>();
  const newDays: Record<string, string> = {};
  for (const core of cores) {
    const from = synced[core] ?? oldest[core];
    if (!from) {
      result.since[core] = null;
      continue;
    }
    const since = dayBefore(from, OVERLAP_DAYS);
    result.since[core] = since;
    let latest = from.slice(0, 10);
    const feed = changesClientOf(client, core);
    for await (const entry of feed.changes({ since }, { fresh: true })) {
      // An `unchanged` RegulatoryCore record whose sections moved has a stale table of contents and stale sections.
      const sections = (entry as { documentSections?: readonly unknown[] }).documentSections;
      if (entry.updateType !== "unchanged" || (Array.isArray(sections) && sections.length > 0)) changed.add(entry.serviceId);
      if (entry.updateDate && entry.updateDate > latest) latest = entry.updateDate.slice(0, 10);
    }
    newDays[core] = latest;
  }
  result.changed = changed.size;
  result.expired = await cache.expire(changed);
  await writeFeedSync(store.dir, client.baseUrl, newDays);
  return result;
}
