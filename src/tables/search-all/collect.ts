// The collect step: what is done with a searched slice. `settle` takes a child as complete when it
// came back under its limit, else hands its page to `collect`, which splits it as the split rule
// says (split-rule.ts): by the date sweep, the open sweep or the value split; or, with nothing left
// to split it, searched once more at the cap and reported when still full. Planners: they yield
// the searches (steps.ts) and the run sends them.
import { isDated, truncatedEntry, type Slice, type SliceRecord } from "./slice.js";
import { sweepDates } from "./date-sweep.js";
import { sweepOpen } from "./open-sweep.js";
import { CAP } from "./slice-plan.js";
import { splitOf } from "./split-rule.js";
import { fetchPage, reportTruncated, type Known, type Outcome, type Planner } from "./steps.js";
import { splitByValue } from "./value-split.js";

/**
 * A full child holds at least its limit; planned from an estimate that was already too low, it
 * holds about this much more (what overflowing windows held on the medium sandbox's queries).
 */
const OVERFLOW_FACTOR = 1.3;
/** Sample mass below which an estimate is a guess: a search planned from it that comes back full is re-planned at twice its limit. */
const WEAK_EVIDENCE = 10;

/**
 * A searched child: complete when under its limit, else sliced further with its own page as the
 * sample. `expected` is null for a calibration search (sent with the rate unknown): when it comes
 * back full nothing bounds its size, so its own split calibrates again. `evidence` is the sample
 * mass the estimate rests on: an estimate from a handful of sample records can be off by far more
 * than OVERFLOW_FACTOR, so a slice planned from one is re-planned at twice its limit.
 */
export function* settle(
  known: Known,
  child: Slice,
  limit: number,
  expected: number | null,
  evidence = Number.POSITIVE_INFINITY,
): Planner<Set<string>> {
  const page = yield* fetchPage(child, limit);
  if (page === null) return new Set();
  if (page.length < limit) return new Set(page.map((r) => r.serviceId as string));
  // Fuller than planned: its page is a fresh sample of it, denser than the parent's, so it is
  // sliced right away rather than searched again at the cap (which would only confirm it is full).
  if (expected === null) return (yield* collect(known, child, page, null, false)).ids;
  const growth = evidence < WEAK_EVIDENCE ? 2 : OVERFLOW_FACTOR;
  return (yield* collect(known, child, page, Math.max(expected, limit * growth), false)).ids;
}

/**
 * Distinct records of a slice whose own search came back full (`page`), by splitting it as the
 * split rule says. `top` is true for the one search the whole result rests on: its split is where
 * the cost is checked, and where an estimate stops the run.
 */
export function* collect(known: Known, slice: Slice, page: SliceRecord[], expected: number | null, top: boolean): Planner<Outcome> {
  const found = new Set(page.map((r) => r.serviceId as string));
  const split = splitOf(slice, page, known.settings.to, known.dimensions);
  let outcome: Outcome;
  if (split.by === "dates") {
    outcome = split.open ? yield* sweepOpen(known, slice, page, split.range, top) : yield* sweepDates(known, split.range, page, top);
  } else if (split.by === "values") {
    const rate = expected === null ? null : expected / Math.max(page.length, 1);
    outcome = yield* splitByValue(known, { slice, sample: page, mass: page.length, dimension: split.dimension, rate, complete: [] }, top);
  } else {
    return { ids: yield* lastResort(known, slice, page, found), estimate: null };
  }
  for (const id of outcome.ids) found.add(id);
  return { ids: found, estimate: outcome.estimate };
}

/** A full slice nothing splits: full at a sized limit it may still fit one search at the cap. */
function* lastResort(known: Known, slice: Slice, page: SliceRecord[], found: Set<string>): Planner<Set<string>> {
  if (page.length < CAP) {
    const again = yield* fetchPage(slice, CAP);
    if (again === null) return found;
    for (const r of again) found.add(r.serviceId as string);
    if (again.length < CAP) return found;
  }
  yield* reportTruncated({ ...truncatedEntry(slice, CAP), reason: fullReason(known, slice) });
  return found;
}

/** Why a slice still full at the cap cannot be split: which of the core's filters are spent, and how. */
function fullReason(known: Known, slice: Slice): string {
  const day = isDated(slice) ? `one day (${slice.from}) is the narrowest date window; ` : "";
  const open = known.dimensions.filter((d) => !(d.param in slice.fixed)).map((d) => d.param);
  const filters =
    open.length === 0
      ? `every filter ${known.core} can be sliced by is fixed`
      : `its records show one value (or none) of each of ${open.join(", ")}, so no slice by them would be smaller`;
  return `full at ${CAP} and nothing left to split it: ${day}${filters}; the records past the first ${CAP} cannot be reached`;
}
