// The input every flattener accepts: a table built by this layer (or derived from one) or an
// array of wire records. Either way a flattener needs the parents' serviceIds and one nested field,
// and a table of another core, or a child table, is refused by what it is, with what to pass.
import type { ColumnTable } from "arquero";
import { INCLUDES } from "../../schema/index.js";
import { MisuseError } from "../../errors/index.js";
import { isColumnTable } from "../is-column-table.js";
import * as msg from "../messages.js";
import { coreOfRecords, coreOfTable } from "../table-core.js";
import { childTableOf, FLATTEN_SOURCES, type FlattenerName } from "./sources.js";

/** What a `flatten` function takes: a table built by a session, or an array of parsed records, of the right core. */
export type FlattenInput = ColumnTable | readonly object[];

interface Parents {
  serviceIds: unknown[];
  /** The nested field of each parent, aligned with serviceIds (null/undefined when absent). */
  values: unknown[];
}

/** The nested field of each parent, checked: a table or records of the flattener's core that carry the field. */
export function readParents(input: FlattenInput, name: FlattenerName): Parents {
  const { core, field } = FLATTEN_SOURCES[name];
  const includeNeeded = (INCLUDES[core] as readonly string[]).includes(field);
  const needs = msg.flattenNeeds(name, includeNeeded);
  if (Array.isArray(input)) {
    const records = input as readonly Record<string, unknown>[];
    const got = coreOfRecords(records);
    if (got && got !== core) throw new MisuseError(msg.flattenWrongCore(name, got, needs), { parameter: "input" });
    if (records.length > 0 && !records.some((record) => record != null && field in record)) {
      throw new MisuseError(msg.flattenMissingField(name, "none of the records", field, needs), { parameter: "input" });
    }
    return {
      serviceIds: records.map((record) => record?.serviceId ?? null),
      values: records.map((record) => record?.[field]),
    };
  }
  if (!isColumnTable(input)) throw new MisuseError(msg.notATable(`flatten.${name}`, needs, input), { parameter: "input", value: input });
  const names = input.columnNames();
  const child = names.includes(field) ? null : childTableOf(names);
  if (child) throw new MisuseError(msg.flattenChildTable(name, child), { parameter: "input" });
  const got = coreOfTable(input);
  if (got && got !== core) throw new MisuseError(msg.flattenWrongCore(name, got, needs), { parameter: "input" });
  const missing = ["serviceId", field].filter((column) => !names.includes(column));
  if (missing.length > 0) throw new MisuseError(msg.missingColumns(`flatten.${name}`, needs, missing, names), { parameter: "input" });
  return { serviceIds: Array.from(input.array("serviceId")), values: Array.from(input.array(field)) };
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
