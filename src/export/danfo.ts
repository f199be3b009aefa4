// Interop with danfo.js. The danfo module is passed in (`import * as dfd from "danfojs"` or
// "danfojs-node"), so neither is a dependency of corebook. danfo cells are scalars: lists,
// structs and JSON columns travel as JSON text, day dates and timestamps as JS Dates; `fromDanfo`
// parses JSON text columns back (strings inside them stay strings) and reads danfo's NaN markers of missing numbers as null.
import type { ColumnTable } from "arquero";
import { buildTable } from "./build-table.js";
import { toPlain } from "./convert-values.js";
import type { ExportTypes } from "./export-types.js";
import { inferColumnTypes } from "./infer-types.js";
import { tableLayout } from "./table-layout.js";
import { cellValue, inferTextType } from "./read-csv.js";
import { MisuseError } from "../errors/index.js";

/** What corebook needs of danfo's `DataFrame`: the constructor and two read-only views. */
export interface DanfoDataFrameLike {
  readonly columns: string[];
  /** Row-major cell values. */
  readonly values: unknown[][] | unknown[];
}

interface DanfoModuleLike {
  DataFrame: new (data: Record<string, unknown[]>, options?: { columns?: string[] }) => DanfoDataFrameLike;
}

/**
 * A danfo.js DataFrame of `table`, built with the danfo module you pass (`import * as dfd from
 * "danfojs"`), so danfo is not a dependency of corebook. Lists, structs and JSON columns become JSON
 * text, since danfo cells are scalars.
 */
export function toDanfo<D extends DanfoModuleLike>(table: ColumnTable, dfd: D): InstanceType<D["DataFrame"]> {
  if (!dfd || typeof dfd.DataFrame !== "function") {
    throw new MisuseError('toDanfo: dfd must be the danfo module (import * as dfd from "danfojs"), with a DataFrame constructor');
  }
  const { types } = tableLayout(table);
  const names = table.columnNames();
  const rows = table.indices();
  const data: Record<string, unknown[]> = {};
  for (const name of names) {
    const type = types[name];
    const column = table.column(name);
    data[name] = Array.from(rows, (row, i) => {
      const value = column?.at(row);
      if (value === null || value === undefined) return null;
      if (type.kind === "list" || type.kind === "struct" || type.kind === "json") {
        return JSON.stringify(toPlain(value, type, `"${name}" row ${i}`));
      }
      return value;
    });
  }
  return new dfd.DataFrame(data, { columns: names }) as InstanceType<D["DataFrame"]>;
}

/** A table of a danfo.js DataFrame; the JSON text `toDanfo` made of lists and structs comes back as lists and objects. */
export function fromDanfo(df: DanfoDataFrameLike): ColumnTable {
  if (!df || !Array.isArray(df.columns)) {
    throw new MisuseError("fromDanfo: df must be a danfo DataFrame (with columns and values)");
  }
  const names = [...df.columns];
  const rows = (df.values ?? []) as unknown[];
  // A one-column frame may expose values as a flat array.
  const cell = (row: unknown, c: number) => (Array.isArray(row) ? row[c] : row);
  const raw = names.map((_, c) =>
    rows.map((row) => {
      const value = cell(row, c);
      return value === undefined || (typeof value === "number" && Number.isNaN(value)) ? null : value;
    }),
  );
  const types: ExportTypes = inferColumnTypes(Object.fromEntries(names.map((name, c) => [name, raw[c]])), false);
  const columns = names.map((name, c) => {
    if (types[name].kind !== "string") return raw[c];
    // JSON text columns (how toDanfo sends nested values) come back as lists and structs.
    // Day-like strings inside JSON stay strings: toDanfo keeps nested values' own types.
    const textType = inferTextType(raw[c] as (string | null)[], false);
    if (textType.kind !== "list" && textType.kind !== "struct" && textType.kind !== "json") return raw[c];
    types[name] = textType;
    return raw[c].map((value) => cellValue(value as string | null, textType));
  });
  return buildTable(names, columns, types);
}
