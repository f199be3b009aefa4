// The input every flattener accepts: a table built by this layer (or derived from one) or an
// array of wire records. Either way a flattener needs the parents' serviceIds and one nested field.
import type { ColumnTable } from "arquero";
import { INCLUDES, CORES } from "../../schema/enums.js";
import { UsageError } from "../../errors/index.js";

export type FlattenInput = ColumnTable | readonly object[];

export interface Parents {
  serviceIds: unknown[];
  /** The nested field of each parent, aligned with serviceIds (null/undefined when absent). */
  values: unknown[];
}

function includeHint(field: string): string {
  const cores = CORES.filter((core) => (INCLUDES[core] as readonly string[]).includes(field));
  return cores.length > 0 ? `; request it with { include: ["${field}"] } (${cores.join(", ")})` : "";
}

function missingField(flattener: string, field: string, what: string): UsageError {
  return new UsageError(`flatten.${flattener}: ${what} has no "${field}" field${includeHint(field)}`);
}

export function readParents(input: FlattenInput, field: string, flattener: string): Parents {
  if (Array.isArray(input)) {
    const records = input as readonly Record<string, unknown>[];
    if (records.length > 0 && !records.some((record) => record != null && field in record)) {
      throw missingField(flattener, field, "none of the records");
    }
    return {
      serviceIds: records.map((record) => record?.serviceId ?? null),
      values: records.map((record) => record?.[field]),
    };
  }
  const table = input as ColumnTable;
  if (typeof table?.columnNames !== "function") {
    throw new UsageError(`flatten.${flattener}: expected a table or an array of records, got ${typeof input}`);
  }
  const names = table.columnNames();
  if (!names.includes("serviceId")) throw missingField(flattener, "serviceId", "the table");
  if (!names.includes(field)) throw missingField(flattener, field, "the table");
  return { serviceIds: Array.from(table.array("serviceId")), values: Array.from(table.array(field)) };
}

/** Elements of a nested array field; anything that is not an array counts as no children. */
export function children(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
}

/** A nested field value, with undefined (field absent in this variant) read as null. */
export function field(object: Record<string, unknown> | null | undefined, name: string): unknown {
  const value = object?.[name];
  return value === undefined ? null : value;
}

/** The named fields of a nested object, each read as `field` reads it; spread into a row. */
export function fields<K extends string>(object: Record<string, unknown> | null | undefined, names: readonly K[]): Record<K, unknown> {
  const picked = {} as Record<K, unknown>;
  for (const name of names) picked[name] = field(object, name);
  return picked;
}
