// Each record's life in the service: when it entered (null before tracking began), when it was
// rewritten, and feed-only events (TrialCore posted-results revisions, RegulatoryCore section
// moves). A pure function of (seed, core, index), so the record's dates and the change feed are
// computed separately yet always agree.
import type { FeedCoreName } from "../../schema/enums.js";
import { Rng } from "./random.js";
import { HISTORY_DAYS } from "./sizes.js";

export interface RecordHistory {
  createDay: number | null;
  /** Days the record row was rewritten, ascending, excluding the creation day. */
  updates: number[];
  lastUpdateDay: number | null;
  /** TrialCore: results revisions the feed reports after lastUpdateDate. */
  feedOnlyUpdates: number[];
  /** RegulatoryCore: days only document sections moved (feed `unchanged`). */
  sectionDays: number[];
}

export interface HistoryHints {
  /** The record must have a rewrite inside the window (retraction, withdrawal). */
  mustUpdate?: boolean;
  /** The record cannot have entered the service before this day (publication date). */
  notBefore?: number;
}

export function recordHistory(seed: number, core: FeedCoreName, index: number, todayDay: number, hints: HistoryHints = {}): RecordHistory {
  const rng = new Rng(seed, `history-${core}`, index);
  const from = todayDay - HISTORY_DAYS;
  const notBefore = hints.notBefore ?? -Infinity;
  let createDay: number | null = null;
  const updates = new Set<number>();
  let lastUpdateDay: number | null = null;
  const old = notBefore < from && rng.chance(0.35);
  if (old) {
    const r = rng.float();
    if (r < 0.3) lastUpdateDay = rng.int(from - 2500, from - 1);
    else if (r < 0.65) for (let n = rng.int(1, 2); n > 0; n--) updates.add(rng.int(from, todayDay));
  } else {
    createDay = rng.int(Math.max(from, Math.min(notBefore, todayDay)), todayDay);
    for (let n = rng.weighted([[0, 4], [1, 3], [2, 2], [3, 1]] as const); n > 0; n--) updates.add(rng.int(createDay, todayDay));
  }
  if (rng.chance(0.012)) updates.add(todayDay);
  if (hints.mustUpdate && updates.size === 0) updates.add(rng.int(Math.max(from, createDay ?? from), todayDay));
  if (createDay !== null) updates.delete(createDay);
  const sorted = [...updates].sort((a, b) => a - b);
  if (sorted.length > 0) lastUpdateDay = sorted[sorted.length - 1]!;
  else if (createDay !== null) lastUpdateDay = createDay;
  const feedOnlyUpdates: number[] = [];
  const sectionDays: number[] = [];
  const after = lastUpdateDay === null ? from : Math.max(from, lastUpdateDay + 1);
  if (after <= todayDay) {
    if (core === "trialcore" && lastUpdateDay !== null && rng.chance(0.12)) feedOnlyUpdates.push(rng.int(after, todayDay));
    if (core === "regulatorycore" && rng.chance(0.35)) {
      const days = new Set<number>();
      for (let n = rng.int(1, 2); n > 0; n--) days.add(rng.int(after, todayDay));
      sectionDays.push(...[...days].sort((a, b) => a - b));
    }
  }
  return { createDay, updates: sorted, lastUpdateDay, feedOnlyUpdates, sectionDays };
}
