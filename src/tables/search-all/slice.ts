// A slice: one part of a searchAll result, searched on its own. How it reads as a page key, as a
// failure's ID and as an entry of info().truncatedWindows.
import { dayOfDate, isDay } from "../../days/day-dates.js";
import type { TruncatedWindow } from "../provenance.js";
import type { SliceValue } from "./slice-dimensions.js";

export type SliceRecord = Record<string, unknown>;

/** The date filter a run slices by: its min/max parameter names and the record field. */
export type DateFilter = { min: string; max: string; by: string };

/**
 * A date range (when sliced by date) and fixed enum/boolean values. A list of values is one search
 * for any of them (the service ORs the values of one filter): sparse values share a search instead
 * of paying for one each.
 */
export interface Slice {
  from: string | null;
  to: string | null;
  fixed: Record<string, SliceValue | string[]>;
  /** Searched with no date filter for the records date windows cannot reach: never split by date. */
  undated?: boolean;
}

/** A slice with a date window (from and to are both set or both null). */
export type DatedSlice = Slice & { from: string; to: string };

export function isDated(slice: Slice): slice is DatedSlice {
  return slice.from !== null && slice.to !== null;
}

/** Orders the pages when the table is built: earliest window first, then by filter values. */
export function sliceKey(slice: Slice): string {
  return `${slice.from ?? (slice.undated ? "~" : "")}|${Object.entries(slice.fixed)
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join(",") : v}`)
    .join("&")}`;
}

/** A slice as a failure's ID: its date window and fixed filter values. */
export function describeSlice(slice: Slice): string {
  const parts = slice.from !== null ? [`${slice.from}..${slice.to}`] : slice.undated ? ["no date"] : [];
  for (const [k, v] of Object.entries(slice.fixed)) parts.push(`${k}=${Array.isArray(v) ? v.join(",") : v}`);
  return parts.join(" ") || "the whole search";
}

export function truncatedEntry(slice: Slice, count: number): TruncatedWindow {
  const entry: TruncatedWindow = isDated(slice) ? { from: slice.from, to: slice.to, count } : { count };
  // Only single values reach here: a full group is always split into its values first.
  if (Object.keys(slice.fixed).length > 0) {
    entry.filters = Object.fromEntries(Object.entries(slice.fixed).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : v]));
  }
  return entry;
}

/** A slice's filters as search parameters: each fixed value as a list (booleans as they are), its date window. */
export function sliceParams(slice: Slice, dates: DateFilter | null): Record<string, unknown> {
  const fixed = Object.fromEntries(Object.entries(slice.fixed).map(([k, v]) => [k, typeof v === "boolean" || Array.isArray(v) ? v : [v]]));
  const window = dates && slice.from !== null ? { [dates.min]: slice.from, [dates.max]: slice.to } : {};
  return { ...fixed, ...window };
}

/** A record's day in the date filter's field; only a real day can be placed in a window. */
export function dayOf(r: SliceRecord, dates: DateFilter | null): string | null {
  if (!dates) return null;
  const v = r[dates.by];
  const day = typeof v === "string" ? v.slice(0, 10) : v instanceof Date ? dayOfDate(v) : null;
  return isDay(day) ? day : null;
}
