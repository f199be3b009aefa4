// The open sweep: a full search with no range given, swept over every date up to `to`. Records with
// no date (or one after `to`) are out of any window's reach: when one filter's values set them
// apart (no dated record carries them: split-rule.ts), those values are searched with no date
// filter and the sweep covers every dated record; else the
// whole search is cut into filter cells searched with no date filter (undated-cells.ts), and what
// no cell reaches is reported. A planner: it yields its searches (steps.ts).
import { sweepDates } from "./date-sweep.js";
import { CAP, limitAbove, limitFor } from "./slice-plan.js";
import { truncatedEntry, type DatedSlice, type Slice, type SliceRecord } from "./slice.js";
import { undatedSplit } from "./split-rule.js";
import { inParallel, reportTruncated, settleStep, type Known, type Outcome, type Planner } from "./steps.js";
import { cellLimit, planUndatedCells } from "./undated-cells.js";

/** Every date up to `range.to` swept, and the records outside the windows' reach searched apart. */
export function* sweepOpen(known: Known, slice: Slice, page: SliceRecord[], range: DatedSlice, top: boolean): Planner<Outcome> {
  const outside = page.filter((r) => {
    const d = known.dateOf(r);
    return d === null || d > range.to;
  });
  const split = undatedSplit(slice, page, outside, { ...known.params, ...slice.fixed }, known.dimensions);
  if (split === null) {
    const swept = yield* sweepDates(known, range, page, top);
    if (swept.estimate || outside.length === 0) return swept;
    return { ids: yield* reachUndated(known, slice, page, outside.length, range.to, swept.ids), estimate: null };
  }
  const { dimension, values } = split;
  // The sweep keeps every value: the split's values hold no dated record, and a record that lacks
  // the filter (no value at all) is reached by its date. Its share of the result, for the cost
  // check, is the page's dated part.
  const outcome = yield* sweepDates(known, range, page, top, (page.length - outside.length) / page.length);
  if (outcome.estimate) return outcome;
  const found = outcome.ids;
  // The undated slice's records in the page, scaled by what the sweep found per page record.
  const held = page.filter((r) => dimension.valuesOf(r).some((v) => values.includes(v)));
  const dated = page.length - outside.length;
  const expected = held.length * (found.size / Math.max(dated, 1));
  const fixed = { ...slice.fixed, [dimension.param]: values.length === 1 ? values[0] : (values as string[]) };
  const undated: Slice = { from: null, to: null, fixed, undated: true };
  known.progress.grow(1);
  const ids = yield* settleStep(
    undated,
    Math.max(limitFor(expected, known.price), limitAbove(held.length + 20, known.price)),
    expected,
    held.length,
  );
  for (const id of ids) found.add(id);
  return { ids: found, estimate: null };
}

/**
 * With no filter to set them apart, the records with no date (or one after `to`) are reached by
 * cutting the whole search into filter cells searched with no date filter (undated-cells.ts): each
 * cell is sized from the dated records the sweep found in it. What no cell reaches is counted in
 * info().truncatedWindows as the records expected and not returned.
 */
function* reachUndated(
  known: Known,
  slice: Slice,
  page: SliceRecord[],
  outside: number,
  to: string,
  swept: Set<string>,
): Planner<Set<string>> {
  const found = new Set(swept);
  for (const r of page) found.add(r.serviceId as string);
  const share = outside / page.length;
  const records = [...found].map((id) => known.recordById.get(id)).filter((r): r is SliceRecord => r !== undefined);
  const cells = planUndatedCells(records, slice.fixed, known.dimensions, { ...known.params, ...slice.fixed }, share);
  known.progress.grow(cells.length);
  const results = yield* inParallel(
    cells.map((cell) => {
      const expected = cell.known / Math.max(1 - share, 0.05);
      const part: Slice = { from: null, to: null, fixed: cell.fixed, undated: true };
      return settleStep(part, cellLimit(cell.known, share, known.price), expected, Math.max(cell.known, 1));
    }),
  );
  for (const ids of results) for (const id of ids) found.add(id);
  const reached = [...found].filter((id) => {
    const r = known.recordById.get(id);
    return r !== undefined && (known.dateOf(r) === null || (known.dateOf(r) as string) > to);
  }).length;
  // The undated records the page's share says the result holds, less those returned.
  const expectedUndated = Math.round((share / Math.max(1 - share, 0.05)) * (found.size - reached));
  const cellsFull = known.truncatedWindows.some((w) => w.from === undefined && w.reason !== undefined);
  if (cellsFull && expectedUndated > reached) yield* reportUndated(known, slice, expectedUndated - reached, to);
  return found;
}

/** Records with no date (or one after `to`) that no search reached: about `unreached` of them, none of them returned. */
function* reportUndated(known: Known, slice: Slice, unreached: number, to: string): Planner<void> {
  const { dates } = known.settings;
  if (!dates || unreached <= 0) return;
  yield* reportTruncated({
    ...truncatedEntry(slice, unreached),
    reason: `records with no ${dates.by} (or one after ${to}) that no date window and no filter cell under ${CAP} reached: about ${unreached} not returned`,
  });
}
