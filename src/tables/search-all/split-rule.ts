// The split rule: what searchAll does with a slice whose search came back full (it may hold more
// than it returned).
//
// 1. Dates first. On a core with a date filter, a range of more than one day is swept window after
//    window (date-sweep.ts). With no range given, the sweep runs from the earliest day to `to`;
//    records with no date (or one after `to`) are out of any window's reach, so when the full page
//    shows some, they are searched with no date filter in a slice of their own: the values of one
//    filter that all of them carry and that few of the page's other records carry (RegulatoryCore's
//    applications never authorized: REFUSED, WITHDRAWN_DURING_REVIEW), and the sweep covers the
//    other values. When no filter sets them apart, the whole search is cut into filter cells that
//    each fit one search with no date filter, sized from the dated records the sweep found
//    (undated-cells.ts); what no cell reaches is reported as the records not returned.
// 2. Then values. A one-day window, a slice of undated records, or a core without a date filter is
//    split by one of the core's filters (slice-dimensions.ts): the first, in the core's order, that
//    every record of the full page carries and that shows two values or more; else the first that
//    shows two values (its records without one are reported); else the first that every record
//    carries with one value only (the page is the top of a ranked result, which can favour one
//    value: DrugCore small molecules, GeneCore pseudogenes; the value seen is known to be full,
//    the others are searched). A full group of values (one search for several values) is split
//    into its values before any other filter is tried (value-split.ts).
// 3. Inside a value split, a value expected to fill a search alone (or known to) is split by the
//    next filter that rule 2 picks for its records.
// 4. Nothing left: a slice full at a limit below the cap is searched once more at the cap; full at
//    the cap, it is reported in info().truncatedWindows with its filters and why.
import { allowedValues, type SliceDimension, type SliceValue } from "./slice-dimensions.js";
import { isDated, type DatedSlice, type SliceRecord, type Slice } from "./slice.js";

/** Where a sweep without a `from` starts: before any record a core holds. */
const EARLIEST_DAY = "1800-01-01";

/** `dates`: sweep `range` by date windows; `open` when no range was given (records outside it need their own slice). */
export type Split = { by: "dates"; range: DatedSlice; open: boolean } | { by: "values"; dimension: SliceDimension } | { by: "nothing" };

/**
 * How to split a full slice. `to` is the end of the range on a core with a date filter (null
 * without one); `dimensions` are the core's filters that still have two values or more to offer.
 */
export function splitOf(slice: Slice, page: readonly SliceRecord[], to: string | null, dimensions: readonly SliceDimension[]): Split {
  if (!slice.undated && to !== null && slice.from === null) return { by: "dates", range: { ...slice, from: EARLIEST_DAY, to }, open: true };
  if (to !== null && isDated(slice) && slice.from !== slice.to) return { by: "dates", range: slice, open: false };
  const group = dimensions.find((d) => Array.isArray(slice.fixed[d.param]));
  const dimension = group ?? chooseDimension(dimensions, slice, page, []);
  return dimension === undefined ? { by: "nothing" } : { by: "values", dimension };
}

/**
 * The filter a value's slice is split by when it is expected to fill a search alone (rule 3):
 * rule 2 over the filters not fixed yet, with `sample` (its records in the parent's page) and
 * `siblings` (records of complete sibling slices, whose mix the ranked sample may not show).
 */
export function nextDimension(
  dimensions: readonly SliceDimension[],
  slice: Slice,
  sample: readonly SliceRecord[],
  siblings: readonly SliceRecord[],
): SliceDimension | undefined {
  return chooseDimension(dimensions, slice, sample, siblings);
}

/** True when some filter is not fixed yet in `slice`. */
export function canSplitFurther(dimensions: readonly SliceDimension[], slice: Slice): boolean {
  return dimensions.some((d) => !(d.param in slice.fixed));
}

function chooseDimension(
  dimensions: readonly SliceDimension[],
  slice: Slice,
  sample: readonly SliceRecord[],
  siblings: readonly SliceRecord[],
): SliceDimension | undefined {
  const open = dimensions.filter((d) => !(d.param in slice.fixed));
  const covers = (d: SliceDimension) => sample.length > 0 && sample.every((r) => d.valuesOf(r).length > 0);
  const seen = (d: SliceDimension) => new Set([...sample, ...siblings].flatMap((r) => d.valuesOf(r))).size;
  return (
    open.find((d) => covers(d) && seen(d) > 1) ??
    open.find((d) => seen(d) > 1 && sample.some((r) => d.valuesOf(r).length > 0)) ??
    open.find((d) => covers(d))
  );
}

/**
 * Largest share of the full page an undated slice may hold: beyond it, it would take most of the
 * result away from the date windows (TrialCore's undated trials are spread over every study type).
 */
const UNDATED_SHARE = 1 / 4;

/** A slice for the records the date windows of an open sweep cannot reach: one filter's values, searched with no date filter. */
export interface UndatedSplit {
  dimension: SliceDimension;
  /** The values the undated records carry, which no dated record of the page carries. */
  values: SliceValue[];
}

/**
 * How to reach the records of a full page that have no date (or one after `to`): the filter whose
 * values they all carry, where those values explain the missing date: no record of the page that
 * carries one has a date in reach (RegulatoryCore: refused applications have no authorization
 * date). The values are searched with no date filter and the sweep covers every record with a
 * date, whatever its value. Null when no filter's values explain them: a date missing here and
 * there under values that dated records carry too (TrialCore's undated trials are spread over
 * every status) can be missing under any value, and a split on the values the page shows would
 * lose, unreported, the undated records of the others (dataset version 4, "study": 21 of 888
 * trials); the open sweep then reaches them by filter cells (undated-cells.ts).
 */
export function undatedSplit(
  slice: Slice,
  page: readonly SliceRecord[],
  undated: readonly SliceRecord[],
  allowedIn: Record<string, unknown>,
  dimensions: readonly SliceDimension[],
): UndatedSplit | null {
  if (undated.length === 0) return null;
  let best: (UndatedSplit & { mass: number }) | null = null;
  for (const d of dimensions) {
    if (d.param in slice.fixed || undated.some((r) => d.valuesOf(r).length !== 1)) continue;
    const allowed = allowedValues(d, allowedIn);
    const values = allowed.filter((v) => undated.some((r) => d.valuesOf(r)[0] === v));
    if (values.length === allowed.length || (values.length > 1 && values.some((v) => typeof v !== "string"))) continue;
    // Every undated record carries one of the values, so the values explain them only when they
    // hold no other record.
    const mass = page.filter((r) => d.valuesOf(r).some((v) => values.includes(v))).length;
    if (mass > undated.length || mass > page.length * UNDATED_SHARE) continue;
    if (best === null || mass < best.mass) best = { dimension: d, values, mass };
  }
  return best && { dimension: best.dimension, values: best.values };
}
