// What a value split knows of one full slice before it searches: the allowed values of its filter,
// how much of the sample each holds, and the sample's records of each (their best-ranked ones).
// Pure: read by the value split (value-split.ts) to plan its searches.
import { allowedValues, type SliceDimension, type SliceValue } from "./slice-dimensions.js";
import { CAP } from "./slice-plan.js";
import { truncatedEntry, type Slice, type SliceRecord } from "./slice.js";
import type { TruncatedWindow } from "../provenance.js";
import { nextDimension } from "./split-rule.js";
import { DOMINANT_SHARE, valueWeights } from "./value-groups.js";

/**
 * A value with at least this many records in a full page is split by the next filter before any
 * other search: at 2 records per sample record or more it would overflow a search of its own (DrugCore
 * "receptor" and "cancer", searched alone at the cap, came back full).
 */
const DOMINANT_RECORDS = CAP / 2;

/** A dominant value: its sample records, its slice, and the filter it is split by next. */
export interface Dominant {
  value: SliceValue;
  sub: SliceRecord[];
  member: Slice;
  next: SliceDimension;
}

export class ValueSample {
  /** The values the caller's parameters allow, in the filter's order. */
  readonly values: SliceValue[];
  private readonly weights: Map<SliceValue, number>;

  constructor(
    readonly slice: Slice,
    private readonly sample: SliceRecord[],
    readonly mass: number,
    readonly dimension: SliceDimension,
    params: Record<string, unknown>,
    complete: SliceRecord[],
  ) {
    this.values = allowedValues(dimension, { ...params, ...slice.fixed });
    this.weights = valueWeights(dimension, this.values, sample, mass, complete);
  }

  /** Sample mass of a value (0 when the sample holds none of it). */
  weightOf(v: SliceValue): number {
    return this.weights.get(v) ?? 0;
  }

  /** The sample's records of these values: their best-ranked records. */
  sampleOf(vs: readonly SliceValue[]): SliceRecord[] {
    return this.sample.filter((r) => this.dimension.valuesOf(r).some((x) => vs.includes(x)));
  }

  /** The page holds 300 records of this value: it is full, no search needed to know it. */
  knownFull(v: SliceValue): boolean {
    return this.sampleOf([v]).length >= CAP;
  }

  /** Sample records that carry none of the allowed values, which no slice by this filter reaches: their entry, or null. */
  unreachable(): TruncatedWindow | null {
    const seen = this.sample.filter((r) => !this.dimension.valuesOf(r).some((v) => this.values.includes(v))).length;
    if (seen === 0) return null;
    const reason = `records with no ${this.dimension.param} cannot be reached by slicing on it; ${seen} seen`;
    return { ...truncatedEntry(this.slice, seen), reason };
  }

  /**
   * The first of `pending` not known full when it dominates the page (DOMINANT_RECORDS records and
   * DOMINANT_SHARE of its mass), with the next filter to split it by: an enum that every one of its
   * records carries. Null when there is none, or nothing to split it by.
   */
  dominant(pending: readonly SliceValue[], dimensions: readonly SliceDimension[]): Dominant | null {
    const v = pending.find((x) => !this.knownFull(x));
    if (v === undefined) return null;
    const sub = this.sampleOf([v]);
    if (sub.length < DOMINANT_RECORDS || this.weightOf(v) < this.mass * DOMINANT_SHARE) return null;
    const member = this.member([v]);
    const next = nextDimension(
      dimensions.filter((d) => d !== this.dimension),
      member,
      sub,
      [],
    );
    if (next === undefined || typeof next.values[0] !== "string" || !sub.every((r) => next.valuesOf(r).length > 0)) return null;
    return { value: v, sub, member, next };
  }

  /** The slice fixed to one value, or to a group of values searched together. */
  member(vs: SliceValue[]): Slice {
    const value = vs.length === 1 ? vs[0] : (vs as string[]);
    return { ...this.slice, fixed: { ...this.slice.fixed, [this.dimension.param]: value } };
  }
}
