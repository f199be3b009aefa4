// What a core's table looks like: its columns in the reference order, with one type each.
import type { CoreName } from "../../schema/index.js";
import type { ColumnType, ColumnTypes } from "../column-types.js";

/** A flat column computed from a nested default field (GeneCore's constraint, essentiality...). */
export interface DerivedColumn {
  name: string;
  type: ColumnType;
  /** Reads the value from a wire record; returns null when any step of the path is missing. */
  from: (record: Record<string, unknown>) => unknown;
}

export interface CoreColumns {
  core: CoreName;
  /** Default fields, serviceId first, in the reference order. */
  defaults: ColumnTypes;
  /** Include-only fields in the reference order; each include value names its field. */
  includes: ColumnTypes;
  /** Flat columns placed after the default and include fields. */
  derived: DerivedColumn[];
}

/** Follows a path of object keys; null as soon as a step is not an object or the key is absent. */
export function pick(record: Record<string, unknown>, path: readonly string[]): unknown {
  let value: unknown = record;
  for (const key of path) {
    if (value === null || typeof value !== "object") return null;
    value = (value as Record<string, unknown>)[key];
  }
  return value === undefined ? null : value;
}
