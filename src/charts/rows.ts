// Presets read the tables layer's Arquero tables, but also plain record arrays (what `flatten.*`
// accepts too), so a chart can be drawn from a hand-made list without building a table first.
import type { ColumnTable } from "arquero";
import { MisuseError } from "../errors/index.js";
import * as msg from "./messages.js";
import { isColumnTable } from "../tables/is-column-table.js";
import { dayOfDate } from "../days/index.js";

export type Row = Record<string, unknown>;
export type ChartInput = ColumnTable | readonly Row[];

/** Keep a row when it matches: a predicate, or `{ field: value | value[] }` (a list cell matches when any element does). */
export type RowFilter = ((row: Row) => boolean) | Record<string, unknown>;

/** Read the rows of a table or record array, with only the columns a chart needs (plus any the filter reads). */
export function readRows(input: ChartInput, columns: readonly string[], filter?: RowFilter): Row[] {
  let rows: Row[];
  if (isColumnTable(input)) {
    const names = new Set(input.columnNames());
    const wanted =
      typeof filter === "function" ? [...names] : [...new Set([...columns, ...Object.keys(filter ?? {})])].filter((c) => names.has(c));
    const arrays = wanted.map((c) => [c, input.array(c) as unknown[]] as const);
    const n = input.numRows();
    rows = new Array(n);
    for (let i = 0; i < n; i++) {
      const row: Row = {};
      for (const [c, values] of arrays) row[c] = values[i];
      rows[i] = row;
    }
  } else if (Array.isArray(input)) {
    rows = input.map((r) => (r != null && typeof r === "object" ? r : {}));
  } else {
    throw new MisuseError(msg.presetGotNoTable("charts: the table must be an Arquero table or an array of records", input));
  }
  return filter ? rows.filter(toPredicate(filter)) : rows;
}

function toPredicate(filter: RowFilter): (row: Row) => boolean {
  if (typeof filter === "function") return filter;
  if (filter === null || typeof filter !== "object") {
    throw new MisuseError(msg.filterOption(filter), { parameter: "options.filter", value: filter });
  }
  const tests = Object.entries(filter).map(([field, allowed]) => {
    const set = new Set((Array.isArray(allowed) ? allowed : [allowed]).map(key));
    return (row: Row) => {
      const v = row[field];
      return Array.isArray(v) ? v.some((e) => set.has(key(e))) : set.has(key(v));
    };
  });
  return (row) => tests.every((t) => t(row));
}

// Dates compare by day so `{ startDate: new Date("2020-01-01") }` matches the table's UTC-midnight dates.
function key(v: unknown): unknown {
  return v instanceof Date ? isoDay(v) : v;
}

/** A day date as `YYYY-MM-DD`, or null for missing and invalid values. Strings pass through when they look like dates. */
export function isoDay(v: unknown): string | null {
  if (v instanceof Date) return dayOfDate(v);
  if (typeof v === "string" && /^\d{4}-\d{2}-\d{2}/.test(v)) return v.slice(0, 10);
  if (typeof v === "number" && Number.isFinite(v)) return dayOfDate(new Date(v));
  return null;
}

/** A finite number, or null (numbers may arrive as numeric strings from hand-made records). */
export function numberOf(v: unknown): number | null {
  if (typeof v === "number") return Number.isFinite(v) ? v : null;
  if (typeof v === "bigint") return Number(v);
  if (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v))) return Number(v);
  return null;
}

export function stringOf(v: unknown): string | null {
  if (v == null) return null;
  if (typeof v === "string") return v === "" ? null : v;
  return String(v);
}

export function listOf(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (v != null && typeof v === "object" && Symbol.iterator in v && typeof v !== "string") return [...(v as Iterable<unknown>)];
  return v == null ? [] : [v];
}

/** A cell that holds nothing to draw: missing, empty text or an empty list. */
function isEmptyCell(v: unknown): boolean {
  return v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);
}

/** The fields that are empty in every row (none when there are no rows: an empty table is not a wrong one). */
export function missingEverywhere(rows: readonly Row[], fields: readonly string[]): string[] {
  if (rows.length === 0) return [];
  return [...new Set(fields)].filter((field) => rows.every((row) => isEmptyCell(row[field])));
}
