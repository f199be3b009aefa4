// Brute-force references for the semantic tests: plain JavaScript over raw records and over a
// table's cells, with none of corebook's helpers, so a test compares what a helper returns with
// what the records say (distinct keys, row counts, null counts, values).
import type { ColumnTable } from "arquero";
import type { RawRecord } from "./raw-service.js";

/** How many different values (by identity of their text form). */
export function distinct(values: Iterable<unknown>): number {
  return new Set([...values].map((v) => JSON.stringify(plain(v)))).size;
}

/** Values of a column as a plain array. */
export function column(table: ColumnTable, name: string): unknown[] {
  return Array.from(table.array(name) as ArrayLike<unknown>);
}

/**
 * A cell as the service would write it, so table cells and raw fields compare: a Date at UTC midnight
 * becomes `YYYY-MM-DD`, lists and objects are read member by member (keys kept, in sorted order),
 * and `undefined` becomes a marker that no raw value equals: a missing value must be null.
 */
export function plain(value: unknown): unknown {
  if (value === undefined) return "<undefined>";
  if (value === null) return null;
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith("T00:00:00.000Z") ? iso.slice(0, 10) : iso;
  }
  if (typeof value === "bigint") return Number(value);
  if (Array.isArray(value) || ArrayBuffer.isView(value)) return Array.from(value as unknown as ArrayLike<unknown>, plain);
  if (typeof value === "object") {
    const keys = Object.keys(value as object).sort();
    return Object.fromEntries(keys.map((k) => [k, plain((value as Record<string, unknown>)[k])]));
  }
  return value;
}

/** Cells that hold null, per column. */
export function nullCounts(table: ColumnTable): Record<string, number> {
  return Object.fromEntries(table.columnNames().map((name) => [name, column(table, name).filter((v) => v === null).length]));
}

/** Cells anywhere in the table (nested values included) that hold `undefined` or the text "null"/"undefined". */
export function notNullMissing(table: ColumnTable): string[] {
  const found: string[] = [];
  const walk = (v: unknown, where: string) => {
    if (v === undefined || v === "null" || v === "undefined") found.push(where);
    else if (Array.isArray(v)) {
      for (const [i, e] of v.entries()) walk(e, `${where}[${i}]`);
    } else if (v && typeof v === "object" && !(v instanceof Date)) for (const [k, e] of Object.entries(v)) walk(e, `${where}.${k}`);
  };
  for (const name of table.columnNames()) {
    for (const [row, v] of column(table, name).entries()) walk(v, `${name}@${row}`);
  }
  return found;
}

/** Records whose field is absent or null. */
export function rawNulls(records: readonly RawRecord[], field: string): number {
  return records.filter((r) => r[field] === undefined || r[field] === null).length;
}

/** The IDs a raw link field holds: one ID, a list of IDs, or a list of objects with serviceId. */
export function linkedIdsOf(value: unknown): string[] {
  if (typeof value === "string") return value === "" ? [] : [value];
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) => (typeof v === "string" ? [v] : v && typeof v.serviceId === "string" ? [v.serviceId] : []));
}

/** The (source, target) links a raw field holds, in record order. */
export function rawEdges(records: readonly RawRecord[], field: string): [string, string][] {
  return records.flatMap((r) => linkedIdsOf(r[field]).map((to) => [r.serviceId as string, to] as [string, string]));
}

/** Distinct IDs in first-appearance order. */
export function firstSeen(ids: Iterable<string>): string[] {
  return [...new Set(ids)];
}

/** The elements of a raw nested list (anything else is no element). */
export function elements(value: unknown): Record<string, any>[] {
  return Array.isArray(value) ? value : [];
}

/**
 * Each table row against the raw record with the same serviceId: every field of the record has the
 * same value in the row (dates as days), and every column the record lacks is null in the row.
 * Returns the differences as readable lines (none when the table says what the records say).
 */
export function differencesFromRaw(table: ColumnTable, records: readonly RawRecord[], ignore: readonly string[] = []): string[] {
  const byId = new Map(records.map((r) => [r.serviceId as string, r]));
  const out: string[] = [];
  for (const row of table.objects() as Record<string, unknown>[]) {
    const raw = byId.get(row.serviceId as string);
    if (!raw) {
      out.push(`${row.serviceId}: no raw record`);
      continue;
    }
    for (const name of table.columnNames()) {
      if (ignore.includes(name)) continue;
      const expected = name in raw ? plain(raw[name]) : null;
      const got = plain(row[name]);
      if (JSON.stringify(got) !== JSON.stringify(expected)) {
        out.push(
          `${row.serviceId}.${name}: expected ${JSON.stringify(expected)?.slice(0, 120)}, got ${JSON.stringify(got)?.slice(0, 120)}`,
        );
      }
    }
  }
  return out;
}

/** The sum of a numeric provenance field over tables' info. */
export function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}
