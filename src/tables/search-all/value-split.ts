// The value split: a full slice searched by the values of one enum or boolean filter. Searches go
// out one at a time until the rate rests on a third of the sample, each planned with what the ones
// before it found, then the rest at once, sparse values sharing a search (value-groups.ts). Values
// expected to fill a search alone are split by the next filter last, with the mix of the records
// found by then (split-rule.ts, rule 3); a value holding half a full page is split by it first, and
// what it holds measures the rate for the others. A planner: it yields its searches (steps.ts).
import type { SliceDimension, SliceValue } from "./slice-dimensions.js";
import { CAP, calibrationLimit, limitAbove, limitFor } from "./slice-plan.js";
import type { Slice, SliceRecord } from "./slice.js";
import { canSplitFurther, nextDimension } from "./split-rule.js";
import {
  checkCost,
  inParallel,
  reportTruncated,
  settleStep,
  splitStep,
  type CostCheck,
  type Known,
  type Outcome,
  type Planner,
} from "./steps.js";
import { CALIBRATION_RATE, calibrationValues, groupValues } from "./value-groups.js";
import { ValueRate } from "./value-rate.js";
import { ValueSample } from "./value-sample.js";

/**
 * A value split sends its searches one at a time until the values searched hold this share of the
 * sample: by then the measured rate is close enough that waiting for more would save little.
 */
const SEQUENTIAL_SHARE = 1 / 3;
/** Share of the page a value split's measured rate must rest on for its estimate's range to have a lower end of its own. */
const RANGE_MEASURED_SHARE = 1 / 4;
/** Values holding less than this share of the sample together are searched as one group when calibrating. */
const UNSEEN_SHARE = 1 / 5;
/** Places a search keeps beyond the records of its values the page already holds. */
const KNOWN_ROOM = 20;
/** A value the page holds 300 records of is taken to hold at least this many times 300. */
const KNOWN_FULL_GROWTH = 1.3;

/**
 * A full slice to split by the values of `dimension`. `sample` is what is known of the slice's
 * records (its full page, or the part of its parent's page that falls in it) standing for `mass`
 * sample records of the parent; `rate` is records per unit of mass (null: not known yet);
 * `complete` holds records of complete sibling slices, whose mix of this dimension's values the
 * ranked sample may not show; `share` is the part of the whole result it covers (by page records).
 */
export interface ValueSplitInput {
  slice: Slice;
  sample: SliceRecord[];
  mass: number;
  dimension: SliceDimension;
  rate: number | null;
  complete: SliceRecord[];
  share?: number;
}

/** Distinct records of a full slice split by the values of one filter; `top`: its cost check is the run's. */
export function splitByValue(known: Known, input: ValueSplitInput, top: boolean): Planner<Outcome> {
  return new ValueSplit(known, input).split(top);
}

class ValueSplit {
  private readonly sample: ValueSample;
  /** True when a filter is left to split a value that fills a search alone. */
  private readonly splittable: boolean;
  private readonly found = new Set<string>();
  /** Values not searched yet, largest first. */
  private pending: SliceValue[];
  private readonly share: number;
  /** The rate given, and the one measured on the values searched so far. */
  private readonly rate: ValueRate;

  constructor(
    private readonly known: Known,
    input: ValueSplitInput,
  ) {
    this.sample = new ValueSample(input.slice, input.sample, input.mass, input.dimension, known.params, input.complete);
    this.rate = new ValueRate(input.rate);
    this.share = input.share ?? 1;
    this.splittable = canSplitFurther(
      known.dimensions.filter((d) => d !== input.dimension),
      input.slice,
    );
    this.pending = [...this.sample.values].sort((a, b) => this.sample.weightOf(b) - this.sample.weightOf(a));
  }

  *split(top: boolean): Planner<Outcome> {
    const { sample } = this;
    const unreachable = sample.unreachable();
    if (unreachable) yield* reportTruncated(unreachable);
    if (this.rate.rate === null) {
      yield* this.calibrate(top);
      if (top) {
        const full = this.pending.filter((v) => sample.knownFull(v)).length;
        const estimate = yield* checkCost(calibratedCost(sample, this.rate, full, this.found.size, this.share));
        if (estimate) return { ids: this.found, estimate };
      }
    }
    yield* this.searchSmallValues();
    yield* this.splitBigValues();
    return { ids: this.found, estimate: null };
  }

  /**
   * With the rate unknown, a part of the sample small enough to come back complete for most results
   * measures it. Values the page shows full are left out; values it hardly shows (a ranked page
   * can favour one value) are searched together.
   */
  private *calibrate(top: boolean): Planner<void> {
    const { sample } = this;
    yield* this.splitDominant(top);
    if (this.rate.doneMass > 0) return this.rate.settle(0);
    const open = this.pending.filter((v) => !sample.knownFull(v));
    if (open.length === 0) return;
    const weight = open.reduce((n, v) => n + sample.weightOf(v), 0);
    const chosen = calibrationValues(open, (v) => sample.weightOf(v), sample.mass);
    this.known.progress.grow(1);
    if (chosen !== null) {
      // Sized for CALIBRATION_RATE: at the cap, most of the search would be paid for and empty.
      const held = chosen.reduce((n, v) => n + sample.weightOf(v), 0);
      yield* this.search(chosen, calibrationLimit(held, CALIBRATION_RATE, this.known.price), null);
    } else {
      // Values the page hardly shows may hold far more than their sample records: at the cap.
      const unseen = weight < sample.mass * UNSEEN_SHARE && typeof open[0] === "string";
      yield* this.search(unseen ? open : open.slice(0, 1), CAP, null);
    }
    this.rate.settle(1);
  }

  /**
   * A value holding half a full page (DrugCore's small molecules) is split by the next filter at
   * once, calibrating there on its own sample records: searched alone it would only come back full,
   * and the records of the values beside it, ranked below it, measured the rate low (a value whose
   * every record is in the page has a rate of 1). What it found measures the rate for the others,
   * unless part of it could not be reached: then its records are a floor, not a measure, and the
   * others calibrate on their own. Only by an enum that every one of its records carries
   * (docs/decisions/search-all-planner.md: a boolean or a filter some records lack cost more).
   */
  private *splitDominant(top: boolean): Planner<void> {
    const { sample, known } = this;
    const dominant = this.splittable ? sample.dominant(this.pending, known.dimensions) : null;
    if (dominant === null) return;
    const { value: v, sub, member, next } = dominant;
    this.pending = this.pending.filter((x) => x !== v);
    const weight = sample.weightOf(v);
    const truncated = known.truncatedWindows.length;
    const input = {
      slice: member,
      sample: sub,
      mass: weight,
      dimension: next,
      rate: null,
      complete: [],
      share: (this.share * weight) / sample.mass,
    };
    const { ids } = yield* splitByValue(known, input, top);
    for (const id of ids) this.found.add(id);
    if (known.truncatedWindows.length > truncated) return;
    this.rate.add(weight, ids.size);
  }

  /** The values not expected to fill a search alone, grouped, one wave after another. */
  private *searchSmallValues(): Planner<void> {
    for (;;) {
      const small = this.pending.filter((v) => !this.big(v));
      if (small.length === 0) return;
      const groups = groupValues(small, (v) => this.expectedOf(v), this.known.price);
      const wave = this.rate.doneMass < this.sample.mass * SEQUENTIAL_SHARE ? groups.slice(0, 1) : groups;
      this.known.progress.grow(wave.length);
      yield* inParallel(wave.map((g) => this.search(g.values, limitFor(g.expected, this.known.price), g.expected)));
    }
  }

  /** The values left, each split by the next filter when one divides its records, else searched alone. */
  private *splitBigValues(): Planner<void> {
    const { known } = this;
    const siblings = [...this.found].map((id) => known.recordById.get(id)).filter((r): r is SliceRecord => r !== undefined);
    known.progress.grow(this.pending.length);
    const plans = this.pending.map((v) => bigValuePlan(known, this.sample, v, this.rate, siblings));
    for (const set of yield* inParallel(plans)) for (const id of set) this.found.add(id);
  }

  /**
   * One search for a value or a group of values. The page's records of those values are their
   * best-ranked ones, so a search is never sent for fewer than them (with 300 of them it would
   * only return them again: the slice is split right away).
   */
  private *search(vs: SliceValue[], limit: number, expected: number | null): Planner<void> {
    const { sample } = this;
    this.pending = this.pending.filter((v) => !vs.includes(v));
    const mass = vs.reduce((n, v) => n + sample.weightOf(v), 0);
    const held = sample.sampleOf(vs);
    const ids =
      held.length >= CAP
        ? yield* splitStep(sample.member(vs), held, expected)
        : yield* settleStep(sample.member(vs), Math.max(limit, limitAbove(held.length + KNOWN_ROOM, this.known.price)), expected, mass);
    for (const id of ids) this.found.add(id);
    this.rate.add(mass, ids.size);
  }

  private expectedOf(v: SliceValue): number {
    return this.rate.expectedOf(this.sample.weightOf(v));
  }

  /** A value expected near or above the cap is split by the next filter rather than searched at 300 only to come back full. */
  private big(v: SliceValue): boolean {
    return this.sample.knownFull(v) || (this.splittable && this.expectedOf(v) > CAP * 0.9);
  }
}

/** The IDs a split found (a split that is not `top` makes no estimate). */
function* idsOf(plan: Planner<Outcome>): Planner<Set<string>> {
  return (yield* plan).ids;
}

/**
 * One value left after the small ones, expected to fill a search alone: split at once when the page
 * holds 300 of it, by the next filter when one divides its records (with the mix `siblings`, the
 * records of complete slices, show), else searched alone at a limit with room for it.
 */
function bigValuePlan(known: Known, sample: ValueSample, v: SliceValue, rate: ValueRate, siblings: SliceRecord[]): Planner<Set<string>> {
  const expected = rate.expectedOf(sample.weightOf(v));
  const sub = sample.sampleOf([v]);
  const member = sample.member([v]);
  if (sub.length >= CAP) return splitStep(member, sub, Math.max(expected, CAP * KNOWN_FULL_GROWTH));
  const next = nextDimension(
    known.dimensions.filter((d) => d !== sample.dimension),
    member,
    sub,
    siblings,
  );
  if (next !== undefined) {
    const mass = Math.max(sample.weightOf(v), 0.5);
    const input = { slice: member, sample: sub, mass, dimension: next, rate: rate.measured(), complete: siblings };
    return idsOf(splitByValue(known, input, false));
  }
  return settleStep(
    member,
    Math.max(limitFor(expected, known.price), limitAbove(sub.length + KNOWN_ROOM, known.price)),
    expected,
    sample.weightOf(v),
  );
}

/**
 * The cost check after a calibration, from what it measured: the rate over the whole sample, or,
 * with no rate measured, the records found and 300 (and more) for each of the `full` values the page
 * shows full. `share` is the part of the whole result the split covers: below 1 the check is
 * provisional (a ranked page favours the part, and the split above it makes the estimate).
 */
function calibratedCost(sample: ValueSample, rate: ValueRate, full: number, found: number, share: number): CostCheck {
  const expected = rate.rate === null ? found + full * CAP * KNOWN_FULL_GROWTH : rate.rate * sample.mass;
  // A rate measured on under a quarter of the page is an extrapolation, not a measure: its range
  // is bounded below only by the records fetched (GeneCore "protein": 23 of 300 sample records, 8x off).
  const evidence = rate.doneMass >= sample.mass * RANGE_MEASURED_SHARE ? rate.doneMass : 0;
  return { expectedRecords: expected / share, found, provisional: share < 1, evidence };
}
