// The sliding window every process on the key fills together: the answer times in the record and
// the requests in flight anywhere (each holds its place until answered). A place frees one window
// after its answer came back: the answer proves the server counted the request, so "answer + W"
// is a moment by which the server has let it go, whatever the latency.
import { type Limits, MAX_ANSWERED } from "./limits.js";
import type { PacingRecord } from "./record.js";

/** Requests in flight in every process. */
export function inFlightTotal(record: PacingRecord): number {
  let n = 0;
  for (const k of Object.values(record.inFlight)) n += k;
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
export function windowWait(record: PacingRecord, now: number, limits: Limits): number {
  const first = firstLive(record.answered, now, limits);
  const live = record.answered.length - first;
  if (live + inFlightTotal(record) < limits.requests) return 0;
  return live === 0 ? Number.POSITIVE_INFINITY : record.answered[first] + limits.marginMs + limits.windowMs - now;
}

/** The answers worth keeping at `now`: those that may still count for the longest window on the key. */
export function keptAnswers(answered: number[], now: number, keepMs: number, limits: Limits): number[] {
  const keepFrom = now - Math.max(keepMs, limits.windowMs) - limits.marginMs;
  return answered
    .filter((t) => t > keepFrom)
    .sort((a, b) => a - b)
    .slice(-MAX_ANSWERED);
}

/** The answers with one more, in order, the expired ones dropped. */
export function withAnswer(record: PacingRecord, at: number, now: number, limits: Limits): number[] {
  const list = keptAnswers(record.answered, now, record.keepMs, limits);
  let i = list.length;
  while (i > 0 && list[i - 1] > at) i--;
  list.splice(i, 0, at);
  return list;
}
