// The sliding window every process on the key fills together: the answer times in the record and
// the requests in flight anywhere (each holds its place until answered). A place frees one window
// after its answer came back: the answer proves the server counted the request, so "answer + W"
// is a moment by which the server has let it go, whatever the latency.
import { type Limits, MAX_ANSWERED } from "./limits.js";
import type { PacingRecord } from "./record.js";

/** Requests in flight in every process. */
export function inFlightTotal(record: PacingRecord): number {
  let n = 0;
  for (const pid in record.inFlight) n += record.inFlight[pid];
  return n;
}

/** Index of the first answer still inside the window at `now` (answers are sorted). */
function firstLive(answered: number[], now: number, limits: Limits): number {
  const horizon = now - limits.windowMs - limits.marginMs;
  let lo = 0;
  let hi = answered.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (answered[mid] > horizon) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Milliseconds until the window has a free place: 0 now, Infinity when only an answer can free one. */
export function windowWait(record: PacingRecord, inFlight: number, now: number, limits: Limits): number {
  const first = firstLive(record.answered, now, limits);
  const live = record.answered.length - first;
  if (live + inFlight < limits.requests) return 0;
  return live === 0 ? Number.POSITIVE_INFINITY : record.answered[first] + limits.marginMs + limits.windowMs - now;
}

/** The answers worth keeping at `now`: those that may still count for the longest window on the key (a new list). */
export function keptAnswers(answered: number[], now: number, keepMs: number, limits: Limits): number[] {
  const keepFrom = now - Math.max(keepMs, limits.windowMs) - limits.marginMs;
  // Every writer keeps the list sorted: checking costs one pass, sorting a burst's 10,000 answers
  // on every update of the quota file cost far more. Only a damaged file is filtered and sorted.
  if (!isSorted(answered))
    return answered
      .filter((t) => t > keepFrom)
      .sort((a, b) => a - b)
      .slice(-MAX_ANSWERED);
  let first = 0;
  while (first < answered.length && answered[first] <= keepFrom) first++;
  return answered.slice(Math.max(first, answered.length - MAX_ANSWERED));
}

function isSorted(list: number[]): boolean {
  for (let i = 1; i < list.length; i++) if (!(list[i - 1] <= list[i])) return false;
  return true;
}

/** The same list, sorted, with the answers no window on the key counts any more taken off its front in place. */
export function pruned(answered: number[], now: number, keepMs: number, limits: Limits): number[] {
  const keepFrom = now - Math.max(keepMs, limits.windowMs) - limits.marginMs;
  let drop = 0;
  while (drop < answered.length && answered[drop] <= keepFrom) drop++;
  drop = Math.max(drop, answered.length - MAX_ANSWERED + 1);
  if (drop > 0) answered.splice(0, drop);
  return answered;
}

/** Puts an answer time in its place in a sorted list (answers arrive nearly in order: a step or two back). */
export function insertSorted(list: number[], at: number): void {
  let i = list.length;
  while (i > 0 && list[i - 1] > at) i--;
  // Most arrive last: a push allocates nothing (splice returns a new array every time).
  if (i === list.length) list.push(at);
  else list.splice(i, 0, at);
}
