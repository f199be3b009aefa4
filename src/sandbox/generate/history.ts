// Each record's life in the service over the whole generated history (FIRST_DAY..LAST_DAY): when
// it entered (null before tracking began), when its row was rewritten, when it left, and feed-only
// events (TrialCore posted-results revisions, RegulatoryCore section moves). A pure function of
// (seed, core, index), so the record's dates, its timeline and the change feed are computed
// separately yet always agree.
import type { ChangesCoreName } from "../../schema/index.js";
import { FIRST_DAY, LAST_DAY } from "./clock.js";
import { onOrAfterWeekday } from "../../days/index.js";
import { Rng } from "./random.js";
import { DELETED_SHARE } from "./sizes.js";

export interface RecordHistory {
  createDay: number | null;
  /** The row's lastUpdateDate before any change inside the history (records older than tracking). */
  baseDay: number | null;
  /** Days the record row was rewritten, ascending, excluding the creation day. */
  updates: number[];
  /** The last rewrite of the whole history (or the creation / base day). */
  lastUpdateDay: number | null;
  /** The day the record left the service, or null. Nothing happens to it afterwards. */
  deleteDay: number | null;
  /** TrialCore: revisions of posted results that the feed reports after lastUpdateDate (a posted value corrected). */
  feedOnlyUpdates: number[];
  /** RegulatoryCore: days only document sections moved (feed `unchanged`). */
  sectionDays: number[];
}

interface HistoryHints {
  /** The record must have a rewrite inside the window (retraction, withdrawal). */
  mustUpdate?: boolean;
  /** The record cannot have entered the service before this day (publication date). */
  notBefore?: number;
  /** The record never leaves the service (a withdrawn authorization stays indexed). */
  neverDeleted?: boolean;
  /** TrialCore: the trial posts results, so the feed can report revisions of them. */
  postsResults?: boolean;
  /** The record was in the service before the history began (a well-known gene): never created inside it. */
  predates?: boolean;
}

/** GeneCore is rebuilt weekly (Mondays here): its records enter, change and leave only on those days. */
const WEEKLY_CORES: ReadonlySet<ChangesCoreName> = new Set(["genecore"]);
const REFRESH_WEEKDAY = 1;

export function recordHistory(seed: number, core: ChangesCoreName, index: number, hints: HistoryHints = {}): RecordHistory {
  const history = dailyHistory(seed, core, index, hints);
  return WEEKLY_CORES.has(core) ? onWeeklyRefresh(history) : history;
}

/** The same life moved onto the weekly refresh days (past the history's last refresh: onto that one). */
function onWeeklyRefresh(h: RecordHistory): RecordHistory {
  const snap = (d: number | null): number | null => {
    if (d === null || d < FIRST_DAY) return d;
    const next = onOrAfterWeekday(d, REFRESH_WEEKDAY);
    return next <= LAST_DAY ? next : next - 7;
  };
  const createDay = snap(h.createDay);
  const deleteDay = snap(h.deleteDay);
  const live = (d: number): boolean => d !== createDay && (deleteDay === null || d < deleteDay);
  const updates = [...new Set(h.updates.map(snap) as number[])].filter(live).sort((a, b) => a - b);
  const lastUpdateDay = updates.length > 0 ? updates[updates.length - 1] : (createDay ?? h.baseDay);
  return { ...h, createDay, deleteDay, updates, lastUpdateDay };
}

function dailyHistory(seed: number, core: ChangesCoreName, index: number, hints: HistoryHints): RecordHistory {
  const rng = new Rng(seed, `history-${core}`, index);
  const from = FIRST_DAY;
  const end = LAST_DAY;
  const notBefore = hints.notBefore ?? -Infinity;
  let createDay: number | null = null;
  let baseDay: number | null = null;
  const updates = new Set<number>();
  const old = hints.predates === true || (notBefore < from && rng.chance(0.35));
  if (old) {
    const r = rng.float();
    if (r < 0.3) baseDay = rng.int(from - 2500, from - 1);
    else if (r < 0.65) for (let n = rng.int(1, 2); n > 0; n--) updates.add(rng.int(from, end));
  } else {
    createDay = rng.int(Math.max(from, Math.min(notBefore, end)), end);
    for (
      let n = rng.weighted([
        [0, 4],
        [1, 3],
        [2, 2],
        [3, 1],
      ] as const);
      n > 0;
      n--
    )
      updates.add(rng.int(createDay, end));
  }
  if (hints.mustUpdate && updates.size === 0) updates.add(rng.int(Math.max(from, createDay ?? from), end));
  if (createDay !== null) updates.delete(createDay);
  const firstLive = Math.max(from, createDay ?? from);
  // Deletions land at least a month after the record entered, so there is something to lose.
  const deleteDay = !hints.neverDeleted && rng.chance(DELETED_SHARE) && firstLive + 30 <= end ? rng.int(firstLive + 30, end) : null;
  const alive = (d: number): boolean => deleteDay === null || d < deleteDay;
  const sorted = [...updates].filter(alive).sort((a, b) => a - b);
  const lastUpdateDay = sorted.length > 0 ? sorted[sorted.length - 1] : (createDay ?? baseDay);
  const feedOnlyUpdates: number[] = [];
  const sectionDays: number[] = [];
  const after = lastUpdateDay === null ? from : Math.max(from, lastUpdateDay + 1);
  if (after <= end) {
    // Drawn for every trial so that the draws after it stay the same; kept only where results are posted.
    if (core === "trialcore" && lastUpdateDay !== null && rng.chance(0.12)) {
      const d = rng.int(after, end);
      if (alive(d) && hints.postsResults) feedOnlyUpdates.push(d);
    }
    if (core === "regulatorycore" && rng.chance(0.35)) {
      const days = new Set<number>();
      for (let n = rng.int(1, 2); n > 0; n--) days.add(rng.int(after, end));
      sectionDays.push(...[...days].filter(alive).sort((a, b) => a - b));
    }
  }
  return { createDay, baseDay, updates: sorted, lastUpdateDay, deleteDay, feedOnlyUpdates, sectionDays };
}
