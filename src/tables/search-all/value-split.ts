// The value split: a full slice searched by the values of one enum or boolean filter. Searches go
// out one at a time until the rate rests on a third of the sample, each planned with what the ones
// before it found, then the rest at once, sparse values sharing a search (value-groups.ts). Values
// expected to fill a search alone are split by the next filter last, with the mix of the records
// found by then (split-rule.ts, rule 3); a value holding half a full page is split by it first, and
// what it holds measures the rate for the others.
import type { SearchAllRun } from "./run.js";
import { allowedValues, type SliceDimension, type SliceValue } from "./slice-dimensions.js";
import { CAP, calibrationLimit, limitAbove, limitFor } from "./slice-plan.js";
import { truncatedEntry, type SliceRecord, type Slice } from "./slice.js";
import { canSplitFurther, nextDimension } from "./split-rule.js";
import { CALIBRATION_RATE, calibrationValues, DOMINANT_SHARE, groupValues, valueWeights } from "./value-groups.js";

/**
 * A value split sends its searches one at a time until the values searched hold this share of the
 * sample: by then the measured rate is close enough that waiting for more would save little.
 */
const SEQUENTIAL_SHARE = 1 / 3;
/** Sample mass the measured rate of a value split must rest on before it replaces the given rate. */
const MEASURED_MASS = 20;
/** Share of the page a value split's measured rate must rest on for its estimate's range to have a lower end of its own. */
const RANGE_MEASURED_SHARE = 1 / 4;
/** Values holding less than this share of the sample together are searched as one group when calibrating. */
const UNSEEN_SHARE = 1 / 5;
/** Places a search keeps beyond the records of its values the page already holds. */
const KNOWN_ROOM = 20;
/** A value the page holds 300 records of is taken to hold at least this many times 300. */
const KNOWN_FULL_GROWTH = 1.3;
/**
 * A value with at least this many records in a full page is split by the next filter before any
 * other search: at 2 records per sample record or more it would overflow a search of its own (DrugCore
 * "receptor" and "cancer", searched alone at the cap, came back full).
 */
const DOMINANT_RECORDS = CAP / 2;

/**
 * Distinct records of a full `slice` split by the values of `dimension`. `sample` is what is known
 * of the slice's records (its full page, or the part of its parent's page that falls in it)
 * standing for `mass` sample records of the parent; `rate` is records per unit of mass (null: not
 * known yet); `complete` holds records of complete sibling slices, whose mix of this dimension's
 * values the ranked sample may not show.
 */
export function splitByValue(
  run: SearchAllRun,
  slice: Slice,
  sample: SliceRecord[],
  mass: number,
  dimension: SliceDimension,
  rate: number | null,
  top: boolean,
  complete: SliceRecord[],
  share = 1,
): Promise<Set<string>> {
  return new ValueSplit(run, slice, sample, mass, dimension, rate, complete, share).split(top);
}

class ValueSplit {
  private readonly values: SliceValue[];
  private readonly weights: Map<SliceValue, number>;
  /** True when a filter is left to split a value that fills a search alone. */
  private readonly splittable: boolean;
  private readonly found = new Set<string>();
  /** Values not searched yet, largest first. */
  private pending: SliceValue[];
  // Records found per unit of sample mass in the values searched so far: the measured rate.
  private doneMass = 0;
  private doneRecords = 0;

  constructor(
    private readonly run: SearchAllRun,
    private readonly slice: Slice,
    private readonly sample: SliceRecord[],
    private readonly mass: number,
    private readonly dimension: SliceDimension,
    private rate: number | null,
    complete: SliceRecord[],
    /** The share of the whole result this split covers: its cost check projects the whole from it. */
    private readonly share: number,
  ) {
    this.values = allowedValues(dimension, { ...run.params, ...slice.fixed });
    this.weights = valueWeights(dimension, this.values, sample, mass, complete);
    this.splittable = canSplitFurther(
      run.dimensions.filter((d) => d !== dimension),
      slice,
    );
    this.pending = [...this.values].sort((a, b) => this.weightOf(b) - this.weightOf(a));
  }

  async split(top: boolean): Promise<Set<string>> {
    this.reportUnreachable();
    if (this.rate === null) {
      await this.calibrate(top);
      if (top) {
        // Values known full hold at least 300 each; with no rate measured that is all there is to go on.
        const full = this.pending.filter((v) => this.knownFull(v)).length * CAP * KNOWN_FULL_GROWTH;
        const expected = this.rate === null ? this.found.size + full : this.rate * this.mass;
        // A rate measured on under a quarter of the page is an extrapolation, not a measure: its range
        // is bounded below only by the records fetched (GeneCore "protein": 23 of 300 sample records, 8x off).
        const measured = this.doneMass >= this.mass * RANGE_MEASURED_SHARE ? this.doneMass : 0;
        this.run.checkCost(expected / this.share, this.found.size, this.share < 1, measured);
        if (this.run.estimate) return this.found;
      }
    }
    await this.searchSmallValues();
    await this.splitBigValues();
    return this.found;
  }

  /** Records that carry none of the allowed values cannot be reached by slicing on this filter. */
  private reportUnreachable(): void {
    const unreachable = this.sample.filter((r) => !this.dimension.valuesOf(r).some((v) => this.values.includes(v))).length;
    if (unreachable === 0) return;
    this.run.truncatedWindows.push({
      ...truncatedEntry(this.slice, unreachable),
      reason: `records with no ${this.dimension.param} cannot be reached by slicing on it; ${unreachable} seen`,
    });
  }

  /**
   * With the rate unknown, a part of the sample small enough to come back complete for most results
   * measures it. Values the page shows full are left out; values it hardly shows (a ranked page
   * can favour one value) are searched together.
   */
  private async calibrate(top: boolean): Promise<void> {
    await this.splitDominant(top);
    if (this.doneMass > 0) {
      this.rate = this.doneRecords / this.doneMass;
      return;
    }
    const open = this.pending.filter((v) => !this.knownFull(v));
    if (open.length === 0) return;
    const weight = open.reduce((n, v) => n + this.weightOf(v), 0);
    const chosen = calibrationValues(open, (v) => this.weightOf(v), this.mass);
    this.run.progress.grow(1);
    if (chosen !== null) {
      // Sized for CALIBRATION_RATE: at the cap, most of the search would be paid for and empty.
      const held = chosen.reduce((n, v) => n + this.weightOf(v), 0);
      await this.search(chosen, calibrationLimit(held, CALIBRATION_RATE), null);
    } else {
      // Values the page hardly shows may hold far more than their sample records: at the cap.
      const unseen = weight < this.mass * UNSEEN_SHARE && typeof open[0] === "string";
      await this.search(unseen ? open : open.slice(0, 1), CAP, null);
    }
    this.rate = this.doneMass >= 1 ? this.doneRecords / this.doneMass : null;
  }

  /**
   * A value holding half a full page (DrugCore's small molecules) is split by the next filter at
   * once, calibrating there on its own sample records: searched alone it would only come back full,
   * and the records of the values beside it, ranked below it, measured the rate low (a value whose
   * every record is in the page has a rate of 1). What it found measures the rate for the others,
   * unless part of it could not be reached: then its records are a floor, not a measure, and the
   * others calibrate on their own.
   */
  private async splitDominant(top: boolean): Promise<void> {
    const { run } = this;
    const v = this.pending.find((x) => !this.knownFull(x));
    if (v === undefined || !this.splittable) return;
    const sub = this.sampleOf([v]);
    if (sub.length < DOMINANT_RECORDS || this.weightOf(v) < this.mass * DOMINANT_SHARE) return;
    const member = this.member([v]);
    const next = nextDimension(
      run.dimensions.filter((d) => d !== this.dimension),
      member,
      sub,
      [],
    );
    // Only an enum that every one of its records carries. Split in two by a boolean, a dominant value
    // mostly stays dominant on one side (GeneCore's flags, one inside the other), each level planned
    // from a sample never fetched again, and its calibrations overflowed (GeneCore "type", seed 42,
    // 2026-05-01: 745 -> 985 credits); by GeneCore's targetClass, which many genes lack, it paid
    // for slices that stay truncated ("zinc": 580-785 -> 595-1,005). Searched alone, it brings a
    // fresh page of its own to split by.
    if (next === undefined || typeof next.values[0] !== "string" || !sub.every((r) => next.valuesOf(r).length > 0)) return;
    this.pending = this.pending.filter((x) => x !== v);
    const weight = this.weightOf(v);
    const truncated = run.truncatedWindows.length;
    const ids = await splitByValue(run, member, sub, weight, next, null, top, [], (this.share * weight) / this.mass);
    for (const id of ids) this.found.add(id);
    if (run.truncatedWindows.length > truncated) return;
    this.doneMass += weight;
    this.doneRecords += ids.size;
  }

  /** The values not expected to fill a search alone, grouped, one wave after another. */
  private async searchSmallValues(): Promise<void> {
    for (;;) {
      const small = this.pending.filter((v) => !this.big(v));
      if (small.length === 0) return;
      const groups = groupValues(small, (v) => this.expectedOf(v));
      const wave = this.doneMass < this.mass * SEQUENTIAL_SHARE ? groups.slice(0, 1) : groups;
      this.run.progress.grow(wave.length);
      await Promise.all(wave.map((g) => this.search(g.values, limitFor(g.expected), g.expected)));
    }
  }

  /** The values left, each split by the next filter when one divides its records, else searched alone. */
  private async splitBigValues(): Promise<void> {
    const { run } = this;
    const siblings = [...this.found].map((id) => run.recordById.get(id)).filter((r): r is SliceRecord => r !== undefined);
    run.progress.grow(this.pending.length);
    const results = await Promise.all(
      this.pending.map((v) => {
        const expected = this.expectedOf(v);
        const sub = this.sampleOf([v]);
        const member = this.member([v]);
        if (sub.length >= CAP) return run.collect(member, sub, Math.max(expected, CAP * KNOWN_FULL_GROWTH), false);
        const next = nextDimension(
          run.dimensions.filter((d) => d !== this.dimension),
          member,
          sub,
          siblings,
        );
        if (next !== undefined)
          return splitByValue(run, member, sub, Math.max(this.weightOf(v), 0.5), next, this.measured(), false, siblings);
        return run.settle(member, Math.max(limitFor(expected), limitAbove(sub.length + KNOWN_ROOM)), expected, this.weightOf(v));
      }),
    );
    for (const set of results) for (const id of set) this.found.add(id);
  }

  /**
   * One search for a value or a group of values. The page's records of those values are their
   * best-ranked ones, so a search is never sent for fewer than them (with 300 of them it would
   * only return them again: the slice is split right away).
   */
  private async search(vs: SliceValue[], limit: number, expected: number | null): Promise<void> {
    this.pending = this.pending.filter((v) => !vs.includes(v));
    const mass = vs.reduce((n, v) => n + this.weightOf(v), 0);
    const known = this.sampleOf(vs);
    const ids =
      known.length >= CAP
        ? await this.run.collect(this.member(vs), known, expected, false)
        : await this.run.settle(this.member(vs), Math.max(limit, limitAbove(known.length + KNOWN_ROOM)), expected, mass);
    for (const id of ids) this.found.add(id);
    this.doneMass += mass;
    this.doneRecords += ids.size;
  }

  /** The slice fixed to one value, or to a group of values searched together. */
  private member(vs: SliceValue[]): Slice {
    const value = vs.length === 1 ? vs[0] : (vs as string[]);
    return { ...this.slice, fixed: { ...this.slice.fixed, [this.dimension.param]: value } };
  }

  private weightOf(v: SliceValue): number {
    return this.weights.get(v) ?? 0;
  }

  private measured(): number | null {
    return this.doneMass >= MEASURED_MASS ? this.doneRecords / this.doneMass : this.rate;
  }

  private expectedOf(v: SliceValue): number {
    return (this.measured() ?? 0) * Math.max(this.weightOf(v), 0.5);
  }

  /** A value expected near or above the cap is split by the next filter rather than searched at 300 only to come back full. */
  private big(v: SliceValue): boolean {
    return this.knownFull(v) || (this.splittable && this.expectedOf(v) > CAP * 0.9);
  }

  /** The page holds 300 records of this value: it is full, no search needed to know it. */
  private knownFull(v: SliceValue): boolean {
    return this.sampleOf([v]).length >= CAP;
  }

  /** The sample's records of these values: their best-ranked records. */
  private sampleOf(vs: readonly SliceValue[]): SliceRecord[] {
    return this.sample.filter((r) => this.dimension.valuesOf(r).some((x) => vs.includes(x)));
  }
}
