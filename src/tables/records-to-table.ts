// Wire records -> one Arquero table per core, one row per record.
// Columns: the core's default fields (serviceId first) in the reference order, then the include
// fields that were requested or that any record carries (reference order), then the core's derived
// flat columns (GeneCore), then fields the reference does not name, in order of first appearance.
// Every declared column exists even with no rows, so an empty result still has its schema.
// Top-level day dates read as Dates at UTC midnight (see src/days/day-dates.ts), held as numbers until
// read; repeated text and booleans are held as codes (compact/); lists stay arrays; nested objects
// stay as the service sent them. A declared column holding a value that does not fit its type
// (lenient parsing kept a drifted value as it came) widens to a JSON column, so nothing is coerced.
import type { ColumnTable } from "arquero";
import type { CoreName } from "../schema/index.js";
import { setColumnTypes, type ColumnType, type ColumnTypes } from "./column-types.js";
import { CORE_COLUMNS } from "./columns/index.js";
import { compactColumn, compacted, type TableColumn } from "./compact/index.js";
import { checkIncludes } from "./include-values.js";
import { inferColumnType } from "./infer-type.js";
import { corebookTable } from "./corebook-table.js";
import { serviceValueCheck } from "./value-fits.js";

interface RecordsToTableOptions {
  include?: readonly string[];
  /**
   * Every record passed the strict record schema unchanged (a verbatim store hit: see
   * src/schema/verbatim.ts). The columns are read off that schema, so its fields fit their declared
   * types and are not checked value by value again; derived and unknown columns still are.
   */
  schemaChecked?: boolean;
}

type WireRecord = Record<string, unknown>;

/**
 * Every field the records carry, as a column of values (missing ones null), in order of first
 * appearance: one pass over each record's own fields. Thousands of records of one shape read faster
 * field by field than column by column by name, and faster still when the column of a field's place
 * in the record is remembered: records of one shape list their fields in one order, so the name
 * at each place is compared instead of looked up (half the time on 2,000 trials of 43 fields).
 */
function readFields(records: readonly object[]): Map<string, unknown[]> {
  const columns = new Map<string, unknown[]>();
  const nameAt: string[] = [];
  const columnAt: unknown[][] = [];
  for (let i = 0; i < records.length; i++) {
    const record = records[i] as WireRecord;
    let place = 0;
    for (const key in record) {
      let column = columnAt[place];
      if (nameAt[place] !== key) {
        column = columns.get(key) ?? newColumn(columns, key, records.length);
        nameAt[place] = key;
        columnAt[place] = column;
      }
      column[i] = record[key] ?? null;
      place++;
    }
  }
  return columns;
}

function newColumn(columns: Map<string, unknown[]>, name: string, length: number): unknown[] {
  const column = new Array<unknown>(length).fill(null);
  columns.set(name, column);
  return column;
}

/** The type a column keeps: its declared one when every value fits it, else JSON (nothing is coerced). */
function fittedType(values: readonly unknown[], type: ColumnType): ColumnType {
  if (type.kind === "json") return type;
  const fits = serviceValueCheck(type);
  for (const value of values) if (!fits(value)) return { kind: "json" };
  return type;
}

/** A column as read from the records, with its declared type and whether its values must still be checked against it. */
interface ReadColumn {
  values: unknown[];
  type: ColumnType;
  /** Lenient parsing may have kept a value that does not fit `type` (the column then widens to JSON). */
  unchecked: boolean;
}

/**
 * The table's columns and their declared types: the core's default fields (serviceId first) in the
 * reference order, the include fields requested or carried, the derived columns, then fields the
 * reference does not name, typed from their values.
 */
function readColumns(
  core: CoreName,
  records: readonly object[],
  include: readonly string[],
  schemaChecked = false,
): Map<string, ReadColumn> {
  const spec = CORE_COLUMNS[core];
  const requested = new Set(checkIncludes(core, include));
  const fields = readFields(records);
  const types: ColumnTypes = { ...spec.defaults };
  for (const [name, type] of Object.entries(spec.includes)) {
    if (requested.has(name) || fields.has(name)) types[name] = type;
  }
  for (const column of spec.derived) types[column.name] = column.type;
  for (const [name, values] of fields) if (!(name in types)) types[name] = inferColumnType(values);
  const derived = new Map(spec.derived.map((column) => [column.name, column.from]));
  const columns = new Map<string, ReadColumn>();
  for (const [name, type] of Object.entries(types)) {
    const from = derived.get(name);
    const values = from
      ? records.map((record) => from(record as WireRecord) ?? null)
      : (fields.get(name) ?? new Array<unknown>(records.length).fill(null));
    const fromSchema = schemaChecked && !from && (name in spec.defaults || name in spec.includes);
    columns.set(name, { values, type, unchecked: !fromSchema });
  }
  return columns;
}

/**
 * The ordered column names and types a table of `core` has for these includes and records: a
 * declared type becomes JSON where a value does not fit it (lenient parsing kept it as it came).
 */
export function tableColumnTypes(core: CoreName, records: readonly object[], include: readonly string[] = []): ColumnTypes {
  const types: ColumnTypes = {};
  for (const [name, column] of readColumns(core, records, include)) {
    types[name] = column.unchecked ? fittedType(column.values, column.type) : column.type;
  }
  return types;
}

export function recordsToTable(core: CoreName, records: readonly object[], options: RecordsToTableOptions = {}): ColumnTable {
  const types: ColumnTypes = {};
  const table: Record<string, TableColumn> = {};
  for (const [name, { values, type, unchecked }] of readColumns(core, records, options.include ?? [], options.schemaChecked)) {
    // Day dates, text and booleans are checked as they are compacted (one pass over the values);
    // other kinds are held as they are, once they fit.
    const held = compactColumn(values, type, !unchecked);
    const fits = held !== null && (!unchecked || compacted(type) || fittedType(values, type) === type);
    types[name] = fits ? type : { kind: "json" };
    table[name] = fits ? held : values;
  }
  return setColumnTypes(corebookTable(table), types);
}
