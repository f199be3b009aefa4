// A column's inferred type from its first rows, checked against the rest. Summarising every value
// (value-summary.ts) looks each struct key up in a Map and lists an object's keys per value: on a
// hand-built table of a million rows with lists of structs that was most of the first export's
// inference. The type of the first PREFIX_ROWS rows is compiled into a test per value (as
// extraFieldTest does for declared types), which the remaining rows must pass; at the first that
// does not, the summary goes on over the rows after the prefix, so the type is then exactly the one
// a summary of every row gives (a summary is a sum over rows: the prefix's, plus the rest).
//
// Why a passing value cannot change the type: it adds to the summary only counts of a kind the
// type already has (a safe integer to an integer column, a day date to a date column, a string to
// a string column, an array whose elements pass to a list, a plain object whose keys the struct
// already has and whose fields pass to a struct), and such counts never move resolveSummary's
// answer. A JSON column is not tested (a struct of no fields resolves to JSON, and a later field
// would make it a struct): its rows are summarised.
import { isPlainObject } from "../common/index.js";
import { isDayDate } from "../days/index.js";
import type { ExportType } from "./export-types.js";
import { resolveSummary } from "./resolve-summary.js";
import { emptySummary, summarizeMany } from "./value-summary.js";

/** How many first rows a column's type is inferred from before the rest are tested against it. */
export const PREFIX_ROWS = 1024;

type Fits = (value: unknown) => boolean;

const isNull = (value: unknown): boolean => value === null || value === undefined;

/** A test that a value leaves a column (or nested position) of `type` the same type; null for one holding JSON. */
export function fitTest(type: ExportType): Fits | null {
  switch (type.kind) {
    case "string":
      return (value) => typeof value === "string" || isNull(value);
    case "integer":
      return (value) => (typeof value === "number" && Number.isSafeInteger(value)) || typeof value === "bigint" || isNull(value);
    case "float":
      return (value) => typeof value === "number" || typeof value === "bigint" || isNull(value);
    case "boolean":
      return (value) => typeof value === "boolean" || isNull(value);
    case "date":
      return (value) => (value instanceof Date && isDayDate(value)) || isNull(value);
    case "timestamp":
      return (value) => value instanceof Date || isNull(value);
    case "list": {
      const element = fitTest(type.of);
      if (!element) return null;
      return (value) => {
        if (isNull(value)) return true;
        if (!Array.isArray(value) && !ArrayBuffer.isView(value)) return false;
        const list = value as ArrayLike<unknown>;
        for (let i = 0; i < list.length; i++) if (!element(list[i])) return false;
        return true;
      };
    }
    case "struct":
      return structFits(type.fields);
    case "json":
      return null;
  }
}

function structFits(fields: Record<string, ExportType>): Fits | null {
  const names = Object.keys(fields);
  const tests: Fits[] = [];
  for (const name of names) {
    const test = fitTest(fields[name]);
    if (!test) return null;
    tests.push(test);
  }
  const byName = new Map(names.map((name, f) => [name, tests[f]]));
  return (value) => {
    if (isNull(value)) return true;
    // A Date or an array is not a plain object: the summary counts them as other kinds.
    if (!isPlainObject(value)) return false;
    // Keys in the prefix's order are matched by position, an identity compare; a key out of place
    // is looked up by name, and a key the struct lacks would add a field. (for-in also lists an
    // enumerable key inherited from Object.prototype, which Object.keys does not: such a key fails
    // here and sends the column to the full summary, never the other way round.)
    let f = 0;
    for (const key in value) {
      let test: Fits | undefined;
      if (key === names[f]) test = tests[f++];
      else {
        test = byName.get(key);
        if (!test) return false;
      }
      if (!test(value[key])) return false;
    }
    return true;
  };
}

/** The first row in [from, to) whose value fails `fits`, or `to`; primitives tested inline, without a call per value. */
function firstMisfit(type: ExportType, fits: Fits, valueAt: (i: number) => unknown, from: number, to: number): number {
  switch (type.kind) {
    case "string":
      for (let i = from; i < to; i++) {
        const value = valueAt(i);
        if (typeof value !== "string" && value !== null && value !== undefined) return i;
      }
      return to;
    case "float":
      for (let i = from; i < to; i++) {
        const value = valueAt(i);
        if (typeof value !== "number" && value !== null && value !== undefined && typeof value !== "bigint") return i;
      }
      return to;
    case "boolean":
      for (let i = from; i < to; i++) {
        const value = valueAt(i);
        if (typeof value !== "boolean" && value !== null && value !== undefined) return i;
      }
      return to;
    default:
      for (let i = from; i < to; i++) if (!fits(valueAt(i))) return i;
      return to;
  }
}

/** The type a summary of all `count` values would give, from the first PREFIX_ROWS and a test of the rest. */
export function inferFromPrefix(valueAt: (i: number) => unknown, count: number): ExportType {
  const summary = emptySummary();
  const prefix = Math.min(PREFIX_ROWS, count);
  summarizeMany(summary, valueAt, prefix, false);
  if (prefix === count) return resolveSummary(summary);
  const type = resolveSummary(summary);
  const fits = fitTest(type);
  if (fits && firstMisfit(type, fits, valueAt, prefix, count) === count) return type;
  // A misfit (or a JSON column): the rest of the rows summarised after the prefix's.
  summarizeMany(summary, (i) => valueAt(prefix + i), count - prefix, false);
  return resolveSummary(summary);
}
