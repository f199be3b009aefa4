// The pages an `estimate: true` run fetched, kept on the session for the run that follows: an
// estimate sends the run's own first searches (the same slices at the same limits), so the run
// with the same core, parameters and range takes them from here instead of paying for them again.
// Taken once: a later run sends its searches as usual (through the response cache, if any).
import type { CoreApi } from "../../api/index.js";
import type { CoreName } from "../../schema/index.js";
import type { RunSettings } from "./options.js";
import type { SliceRecord } from "./slice.js";

/**
 * One search as the run keeps it: its records, the credits charged for it (retries included), and
 * the charge of the response that returned the page, for the price (null: served from the response
 * cache, nothing charged and nothing learnt). The run after an estimate learns the price from the
 * estimate's searches as it takes them, so it plans the same searches the estimate did.
 */
export interface ScoutedPage {
  records: SliceRecord[];
  charged: number;
  observed: number | null;
}

type Pages = Map<string, ScoutedPage>;

// Per session (its client), per run: dropped with the session.
const scouted = new WeakMap<CoreApi, Map<string, Pages>>();

/** What makes two runs send the same searches: core, parameters and date range. */
export function scoutingKey(core: CoreName, params: Record<string, unknown>, settings: RunSettings): string {
  const sorted = (value: unknown): unknown =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
        )
      : value;
  return JSON.stringify([core, sorted(params), settings.dates?.by ?? null, settings.from, settings.to, settings.roots]);
}

/** Keeps an estimate's pages for the next run with the same key. */
export function keepScouting(client: CoreApi, key: string, pages: Pages): void {
  let runs = scouted.get(client);
  if (!runs) {
    runs = new Map();
    scouted.set(client, runs);
  }
  runs.set(key, pages);
}

/** The pages an estimate left for a run with this key (taken: a second run gets none). */
export function takeScouting(client: CoreApi, key: string): Pages | null {
  const runs = scouted.get(client);
  const pages = runs?.get(key) ?? null;
  runs?.delete(key);
  return pages;
}

/** A page's key among a run's pages: the slice and the limit it was searched at. */
export function pageKey(slice: string, limit: number): string {
  return `${slice}@${limit}`;
}
