// The value split: a full slice searched by the values of one enum or boolean filter. Searches go
// out one at a time until the rate rests on a third of the sample, each planned with what the ones
// before it found, then the rest at once, sparse values sharing a search (value-groups.ts). Values
// expected to fill a search alone are split by the next filter last, with the mix of the records
// found by then (split-rule.ts, rule 3).
import type { SearchAllRun } from "./run.js";
import { allowedValues, type SliceDimension, type SliceValue } from "./slice-dimensions.js";
import { CAP, limitFor } from "./slice-plan.js";
import { truncatedEntry, type Rec, type Slice } from "./slice.js";
import { nextDimension, splitsFurther } from "./split-rule.js";
import { calibrationValues, groupValues, valueWeights } from "./value-groups.js";

/**
 * A value split sends its searches one at a time until the values searched hold this share of the
 * sample: by then the measured rate is close enough that waiting for more would save little.
 */
const SEQUENTIAL_SHARE = 1 / 3;
/** Sample mass the measured rate of a value split must rest on before it replaces the given rate. */
const MEASURED_MASS = 20;

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
  sample: Rec[],
  mass: number,
  dimension: SliceDimension,
  rate: number | null,
  top: boolean,
  complete: Rec[],
): Promise<Set<string>> {
  return new ValueSplit(run, slice, sample, mass, dimension, rate, complete).split(top);
}

class ValueSplit {
  private readonly values: SliceValue[];
  private readonly weights: Map<SliceValue, number>;
  private readonly next: SliceDimension | undefined;
  private readonly found = new Set<string>();
  /** Values not searched yet, largest first. */
  private pending: SliceValue[];
  // Records found per unit of sample mass in the values searched so far: the measured rate.
  private doneMass = 0;
  private doneRecords = 0;

  constructor(
    private readonly run: SearchAllRun,
    private readonly slice: Slice,
    private readonly sample: Rec[],
    private readonly mass: number,
    private readonly dimension: SliceDimension,
    private rate: number | null,
    complete: Rec[],
  ) {
    this.values = allowedValues(dimension, { ...run.params, ...slice.fixed });
    this.weights = valueWeights(dimension, this.values, sample, mass, complete);
    this.next = nextDimension(run.dimensions, dimension, slice);
    this.pending = [...this.values].sort((a, b) => this.weightOf(b) - this.weightOf(a));
  }

  async split(top: boolean): Promise<Set<string>> {
    this.reportUnreachable();
    if (this.rate === null) {
      await this.calibrate();
      if (top) {
        this.run.checkCost((this.rate ?? 0) * this.mass, this.found.size);
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

  /** With the rate unknown, a part of the sample small enough to come back complete for most results measures it. */
  private async calibrate(): Promise<void> {
    const calibration = calibrationValues(this.pending, (v) => this.weightOf(v), this.mass) ?? this.pending.slice(0, 1);
    this.run.progress.grow(1);
    await this.search(calibration, CAP, null);
    this.rate = this.doneRecords / Math.max(this.doneMass, 1);
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

  /** The values left, each split by the next filter when the records known in it show its mix, else searched alone. */
  private async splitBigValues(): Promise<void> {
    const { run, next } = this;
    const siblings = [...this.found].map((id) => run.recordById.get(id)).filter((r): r is Rec => r !== undefined);
    run.progress.grow(this.pending.length);
    const results = await Promise.all(
      this.pending.map((v) => {
        const expected = this.expectedOf(v);
        const sub = this.sample.filter((r) => this.dimension.valuesOf(r).includes(v));
        if (next !== undefined && splitsFurther(next, [...sub, ...siblings])) {
          return splitByValue(run, this.member([v]), sub, Math.max(this.weightOf(v), 0.5), next, this.measured(), false, siblings);
        }
        return run.settle(this.member([v]), limitFor(expected), expected, this.weightOf(v));
      }),
    );
    for (const set of results) for (const id of set) this.found.add(id);
  }

  private async search(vs: SliceValue[], limit: number, expected: number | null): Promise<void> {
    this.pending = this.pending.filter((v) => !vs.includes(v));
    const mass = vs.reduce((n, v) => n + this.weightOf(v), 0);
    const ids = await this.run.settle(this.member(vs), limit, expected, mass);
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
    return this.next !== undefined && this.expectedOf(v) > CAP * 0.9;
  }
}
