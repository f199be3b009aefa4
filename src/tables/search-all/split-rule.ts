// The split rule: what searchAll does with a slice whose search came back full (it may hold more
// than it returned).
//
// 1. Dates first. On a core with a date filter, a range of more than one day is swept window after
//    window (date-sweep.ts). With no range given, the sweep runs from the earliest day to `to`;
//    records with no date (or one after `to`) are out of any window's reach and are reported.
// 2. Then values. A one-day window, or a core without a date filter, is split by the first of the
//    core's filters (slice-dimensions.ts, most even first) whose values the full page shows two or
//    more of: when every record seen has the same value (or none), its slices would be as full as
//    this one. A full group of values (one search for several values) is split into its values
//    before any other filter is tried (value-split.ts).
// 3. Inside a value split, a value expected to fill a search alone is split by the next filter not
//    yet fixed, if the records known in it show two of that filter's values or more.
// 4. Nothing left: a slice full at a limit below the cap is searched once more at the cap; full at
//    the cap, it is reported in info().truncatedWindows with its filters.
import type { SliceDimension } from "./slice-dimensions.js";
import { isDated, type DatedSlice, type Rec, type Slice } from "./slice.js";

/** Where a sweep without a `from` starts: before any record a core holds. */
export const EARLIEST_DAY = "1800-01-01";

/** `dates`: sweep `range` by date windows; `open` when no range was given (records outside it are reported). */
export type Split = { by: "dates"; range: DatedSlice; open: boolean } | { by: "values"; dimension: SliceDimension } | { by: "nothing" };

/**
 * How to split a full slice. `to` is the end of the range on a core with a date filter (null
 * without one); `dimensions` are the core's filters that still have two values or more to offer.
 */
export function splitOf(slice: Slice, page: readonly Rec[], to: string | null, dimensions: readonly SliceDimension[]): Split {
  if (to !== null && slice.from === null) return { by: "dates", range: { ...slice, from: EARLIEST_DAY, to }, open: true };
  if (to !== null && isDated(slice) && slice.from !== slice.to) return { by: "dates", range: slice, open: false };
  const dimension =
    dimensions.find((d) => Array.isArray(slice.fixed[d.param])) ??
    dimensions.find((d) => !(d.param in slice.fixed) && new Set(page.flatMap((r) => d.valuesOf(r))).size > 1);
  return dimension === undefined ? { by: "nothing" } : { by: "values", dimension };
}

/** The filter a value of `dimension` is split by when it is expected to fill a search alone (rule 3). */
export function nextDimension(dimensions: readonly SliceDimension[], dimension: SliceDimension, slice: Slice): SliceDimension | undefined {
  return dimensions.find((d) => d !== dimension && !(d.param in slice.fixed));
}

/** True when the known records show two values of `dimension` or more: a split by it divides them. */
export function splitsFurther(dimension: SliceDimension, known: readonly Rec[]): boolean {
  return new Set(known.flatMap((r) => dimension.valuesOf(r))).size > 1;
}
