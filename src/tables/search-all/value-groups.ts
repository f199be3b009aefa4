// How searchAll splits a full slice by the values of one enum or boolean filter: how much of the
// sample each value holds, which values calibrate the rate when nothing is known yet, and which
// values share a search. A search is an OR over the values of one filter, so sparse values share
// one instead of paying for one each.
import type { SliceDimension, SliceValue } from "./slice-dimensions.js";
import type { PriceView } from "./search-price.js";
import { fitsOneSearch, limitFor, TARGET_PER_SEARCH } from "./slice-plan.js";

type Rec = Record<string, unknown>;

/** Records a group of enum values aims to hold. */
export const GROUP_TARGET = TARGET_PER_SEARCH;

/**
 * Share of the sample the calibration search holds at most, and the sample records it aims for:
 * enough to measure the rate within about a sixth, few enough that a search sized for
 * CALIBRATION_RATE stays well below the cap (a calibration at the cap paid 75 credits for the
 * 90-120 records a fifth of a 500-1,000-record result holds).
 */
const CALIBRATION_SHARE = 1 / 5;
const CALIBRATION_POINTS = 40;
/** Records per sample record a calibration search is sized for: a result of up to 4 x 300 records comes back complete. */
export const CALIBRATION_RATE = 4;
/**
 * A value holding this share of the sample or more dominates it: it is left out of the calibration,
 * and split by the next filter first (value-split.ts).
 */
export const DOMINANT_SHARE = 1 / 2;
/** Fewer sample records than this measure the rate too loosely to plan the other values from. */
const CALIBRATION_MIN = 20;
/** Complete records below this give too rough a mix of a second filter's values to plan from. */
const MIN_COMPLETE = 100;

/**
 * Sample mass of each value: its records in the slice's sample, scaled to `mass`. When records of
 * complete sibling slices are known (`complete`), a value gets the larger of its share of the
 * sample and its share of them: a ranked sample can miss a value almost entirely (the top ranks of
 * a DrugCore search favour one drug type) where complete slices show the real mix, while a mix read
 * from siblings can miss how this slice differs from them. The larger share keeps both from
 * under-sizing a search.
 */
export function valueWeights(
  dimension: SliceDimension,
  values: readonly SliceValue[],
  sample: readonly Rec[],
  mass: number,
  complete: readonly Rec[],
): Map<SliceValue, number> {
  const share = (records: readonly Rec[]) => {
    const counts = new Map<SliceValue, number>(values.map((v) => [v, 0]));
    for (const r of records) for (const v of dimension.valuesOf(r)) if (counts.has(v)) counts.set(v, (counts.get(v) ?? 0) + 1);
    return (v: SliceValue) => (records.length === 0 ? 0 : (counts.get(v) ?? 0) / records.length);
  };
  const inSample = share(sample);
  const inComplete = complete.length >= MIN_COMPLETE ? share(complete) : () => 0;
  return new Map(values.map((v) => [v, mass * Math.max(inSample(v), inComplete(v))]));
}

/**
 * The values the first search of a split with an unknown rate covers: the largest values that
 * together stay within CALIBRATION_POINTS and CALIBRATION_SHARE of the sample, leaving out a value
 * that holds half the sample or more (with the rate measured on the others, it is split by the next
 * filter from its own sample records, or searched at the limit it needs, instead of being searched
 * at the cap to find it full). Null when the values within those bounds hold too few sample
 * records to measure the rate (then the largest value alone calibrates). Booleans are never grouped.
 */
export function calibrationValues(ordered: readonly SliceValue[], weightOf: (v: SliceValue) => number, mass: number): SliceValue[] | null {
  if (ordered.length === 0) return null;
  const budget = Math.min(mass * CALIBRATION_SHARE, CALIBRATION_POINTS);
  const dominant = weightOf(ordered[0]) >= mass * DOMINANT_SHARE;
  const chosen: SliceValue[] = [];
  let held = 0;
  for (const v of dominant ? ordered.slice(1) : ordered) {
    if (typeof v !== "string" && chosen.length > 0) continue;
    if (held + weightOf(v) > budget) continue;
    chosen.push(v);
    held += weightOf(v);
    if (typeof v !== "string") break;
  }
  return held >= CALIBRATION_MIN ? chosen : null;
}

/**
 * Values packed into searches expected to hold at most GROUP_TARGET records each, largest first
 * (first fit). Booleans are never grouped: true or false together is no filter at all.
 */
export function groupValues(
  values: readonly SliceValue[],
  expectedOf: (v: SliceValue) => number,
  price: PriceView,
): { values: SliceValue[]; expected: number }[] {
  const groups: { values: SliceValue[]; expected: number }[] = [];
  const ordered = [...values].sort((a, b) => expectedOf(b) - expectedOf(a));
  for (const v of ordered) {
    const e = expectedOf(v);
    const fit = typeof v === "string" ? groups.find((g) => typeof g.values[0] === "string" && g.expected + e <= GROUP_TARGET) : undefined;
    if (fit) {
      fit.values.push(v);
      fit.expected += e;
    } else groups.push({ values: [v], expected: e });
  }
  // A small group left over costs a search of its own (and its rounding); it joins another group
  // when the joint search, still within the cap with its margin, costs no more than the two (at a
  // flat price, always: a search saved is its whole price).
  const cost = (expected: number) => price.cost(limitFor(expected, price));
  for (let i = groups.length - 1; i > 0; i--) {
    const small = groups[i];
    if (typeof small.values[0] !== "string") continue;
    const host = groups
      .slice(0, i)
      .filter((g) => typeof g.values[0] === "string" && fitsOneSearch(g.expected + small.expected))
      .find((g) => cost(g.expected + small.expected) <= cost(g.expected) + cost(small.expected));
    if (host === undefined) continue;
    host.values.push(...small.values);
    host.expected += small.expected;
    groups.splice(i, 1);
  }
  return groups;
}
