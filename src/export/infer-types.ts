// Column types for an export: the declared types of a corebook table when it has them (so an
// empty table keeps its schema), otherwise inferred from the values (the rules: resolve-summary.ts;
// a table's columns from their first rows, checked against the rest: prefix-inference.ts).
import type { ColumnTable } from "arquero";
import { columnTypes } from "../tables/index.js";
import type { ExportType, ExportTypes } from "./export-types.js";
import { inferFromPrefix } from "./prefix-inference.js";
import { resolveSummary } from "./resolve-summary.js";
import { emptySummary, summarizeMany, type ValueSummary } from "./value-summary.js";
import { isPlainObject } from "../common/index.js";

/**
 * Keeps the declared type, widened by what the values add: fields of a struct that the
 * declaration does not know (the service adds fields over time; they must not be dropped).
 */
function reconcile(declared: ExportType, summary: ValueSummary | undefined): ExportType {
  if (!summary) return declared;
  if (declared.kind === "list" && summary.elements) {
    return { kind: "list", of: reconcile(declared.of, summary.elements) };
  }
  if (declared.kind === "struct") {
    const fields: Record<string, ExportType> = {};
    for (const [name, type] of Object.entries(declared.fields)) fields[name] = reconcile(type, summary.fields?.get(name));
    for (const [name, fieldSummary] of summary.fields ?? []) {
      if (!(name in fields)) fields[name] = resolveSummary(fieldSummary);
    }
    return Object.keys(fields).length === 0 ? { kind: "json" } : { kind: "struct", fields };
  }
  return declared;
}

function someRow(rows: number, test: (row: number) => boolean): boolean {
  for (let i = 0; i < rows; i++) if (test(i)) return true;
  return false;
}

/** A struct of no fields has no Parquet or Arrow form; reconcile turns it into JSON. */
function holdsEmptyStruct(type: ExportType): boolean {
  if (type.kind === "list") return holdsEmptyStruct(type.of);
  return type.kind === "struct" && (Object.keys(type.fields).length === 0 || Object.values(type.fields).some(holdsEmptyStruct));
}

type ValueTest = (value: unknown) => boolean;

/**
 * For a declared type that holds a struct, a test of whether a value has a struct field the
 * declaration does not name (or a shape that is not the declared one, which the full summary then
 * sorts out); null for a type that holds no struct, where values cannot add anything. Far cheaper
 * than summarising every nested value, and in the usual case (the declaration knows every field)
 * it is the whole check. Built once per column; only the fields that hold structs are descended
 * into.
 */
function extraFieldTest(type: ExportType): ValueTest | null {
  if (type.kind === "list") {
    const element = extraFieldTest(type.of);
    if (!element) return null;
    return (value) => {
      if (value === null || value === undefined) return false;
      if (!Array.isArray(value)) return true;
      for (let i = 0; i < value.length; i++) if (element(value[i])) return true;
      return false;
    };
  }
  if (type.kind !== "struct") return null;
  const names = Object.keys(type.fields);
  const tests = Object.values(type.fields).map(extraFieldTest);
  const known = new Map(names.map((name, f) => [name, tests[f]]));
  return (value) => {
    if (value === null || value === undefined) return false;
    if (!isPlainObject(value)) return true;
    // Keys in the declared order (as the service sends them) are matched by position, an identity
    // compare; only a key out of place is looked up by name. An absent field adds nothing.
    let f = 0;
    for (const name in value) {
      let test: ValueTest | null | undefined;
      if (name === names[f]) test = tests[f++];
      else if (known.has(name)) test = known.get(name);
      else return true;
      if (test?.(value[name])) return true;
    }
    return false;
  };
}

export function tableExportTypes(table: ColumnTable): ExportTypes {
  const declared = columnTypes(table) as ExportTypes | undefined;
  const rows = table.numRows();
  const types: ExportTypes = {};
  for (const name of table.columnNames()) {
    const type = declared?.[name];
    const get = table.getter(name);
    const adds = type && extraFieldTest(type);
    if (type && (!adds || (!holdsEmptyStruct(type) && !someRow(rows, (i) => adds(get(i)))))) {
      types[name] = type;
      continue;
    }
    if (!type) {
      types[name] = inferFromPrefix(get, rows);
      continue;
    }
    const summary = emptySummary();
    summarizeMany(summary, get, rows, false);
    types[name] = reconcile(type, summary);
  }
  return types;
}

/** Infers column types from plain columns of values (used by the readers). */
export function inferColumnTypes(columns: Record<string, unknown[]>, detectDates: boolean): ExportTypes {
  const types: ExportTypes = {};
  for (const [name, values] of Object.entries(columns)) {
    const summary = emptySummary();
    summarizeMany(summary, (i) => values[i], values.length, detectDates);
    types[name] = resolveSummary(summary);
  }
  return types;
}

export function describeType(type: ExportType): string {
  switch (type.kind) {
    case "list":
      return `list<${describeType(type.of)}>`;
    case "struct":
      return `struct<${Object.entries(type.fields)
        .map(([k, t]) => `${k}: ${describeType(t)}`)
        .join(", ")}>`;
    default:
      return type.kind;
  }
}
