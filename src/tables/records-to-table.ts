// Wire records -> one Arquero table per core, one row per record.
// Columns: the core's default fields (serviceId first) in the reference order, then the include
// fields that were requested or that any record carries (reference order), then the core's derived
// flat columns (GeneCore), then fields the reference does not name, in order of first appearance.
// Every declared column exists even with no rows, so an empty result still has its schema.
// Top-level day dates become Dates at UTC midnight (see day-date.ts); lists stay arrays; nested
// objects stay as the service sent them. A declared column holding a value that does not fit its type
// (lenient parsing kept a drifted value as it came) widens to a JSON column, so nothing is coerced.
import type { ColumnTable } from "arquero";
import type { CoreName } from "../schema/enums.js";
import { setColumnTypes, type ColumnType, type ColumnTypes } from "./column-types.js";
import { CORE_COLUMNS } from "./columns/index.js";
import { dateOfDay } from "../days/day-dates.js";
import { checkIncludes } from "./include-values.js";
import { inferColumnType } from "./infer-type.js";
import { corebookTable } from "./corebook-table.js";
import { valueFits } from "./value-fits.js";

interface RecordsToTableOptions {
  include?: readonly string[];
}

type WireRecord = Record<string, unknown>;

function convert(value: unknown, type: ColumnType): unknown {
  if (value === undefined || value === null) return null;
  if (type.kind === "date") return dateOfDay(value);
  return value;
}

/** The ordered column names and types a table of `core` has for these includes and records. */
export function tableColumnTypes(core: CoreName, records: readonly object[], include: readonly string[] = []): ColumnTypes {
  const spec = CORE_COLUMNS[core];
  const requested = new Set(checkIncludes(core, include));
  const types: ColumnTypes = { ...spec.defaults };
  for (const [name, type] of Object.entries(spec.includes)) {
    if (requested.has(name) || records.some((record) => name in record)) types[name] = type;
  }
  for (const column of spec.derived) types[column.name] = column.type;
  const extras: string[] = [];
  const known = new Set(Object.keys(types));
  for (const record of records) {
    for (const key of Object.keys(record)) {
      if (!known.has(key)) {
        known.add(key);
        extras.push(key);
      }
    }
  }
  for (const name of extras) {
    types[name] = inferColumnType(records.map((record) => (record as WireRecord)[name]));
  }
  const derived = new Map(spec.derived.map((column) => [column.name, column]));
  for (const [name, type] of Object.entries(types)) {
    if (type.kind === "json") continue;
    const read = derived.get(name)?.from ?? ((record: WireRecord) => record[name]);
    if (!records.every((record) => valueFits(read(record as WireRecord), type))) types[name] = { kind: "json" };
  }
  return types;
}

export function recordsToTable(core: CoreName, records: readonly object[], options: RecordsToTableOptions = {}): ColumnTable {
  const types = tableColumnTypes(core, records, options.include);
  const derived = new Map(CORE_COLUMNS[core].derived.map((column) => [column.name, column]));
  const columns: Record<string, unknown[]> = {};
  for (const [name, type] of Object.entries(types)) {
    const column = derived.get(name);
    columns[name] = column
      ? records.map((record) => convert(column.from(record as WireRecord), type))
      : records.map((record) => convert((record as WireRecord)[name], type));
  }
  return setColumnTypes(corebookTable(columns), types);
}
