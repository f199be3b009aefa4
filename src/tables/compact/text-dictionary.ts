// Text columns of repeated values (statuses, phases, sponsors, registries) as a dictionary: the
// distinct strings once, a code per cell. Whether a column repeats is learnt while encoding it,
// not declared: a column is left as it is once nearly every value read is new (from the 64th on: a
// column of titles or identifiers costs 64 lookups, not one per row), or once its distinct values
// pass a few hundred and half of the cells read. Code 0 is null.
import { CodedColumn, type Codes, widenedFor } from "./coded-column.js";

/** Distinct values a column may have before their share of the cells read is looked at. */
const FREE_DISTINCT = 256;
/**
 * Cells read before a column whose values are nearly all new (more than 15 in 16) is given up: 300
 * sponsors drawn at random show some 58 distinct in their first 64 and stay.
 */
const FIRST_LOOK = 64;
/**
 * Up to this many distinct values a value is looked for by comparing it with each: most text JSON.parse
 * makes is a string of its own whose hash a Map must first compute, while comparing strings of
 * different lengths stops at once (a table's enum columns cost a third as much that way).
 */
const SCANNED = 16;

/** The code of `value` among `dictionary[1..]` by comparing, or 0 when it is not there. */
function scanned(dictionary: readonly (string | null)[], value: string): number {
  for (let code = 1; code < dictionary.length; code++) if (dictionary[code] === value) return code;
  return 0;
}

/** Whether every value from `row` on is text or null. */
function textFrom(values: readonly unknown[], row: number): boolean {
  for (let i = row; i < values.length; i++) {
    const value = values[i];
    if (value !== null && value !== undefined && typeof value !== "string") return false;
  }
  return true;
}

/**
 * `values` (text and nulls) as a dictionary column, or `values` themselves when they repeat too
 * little; null when a value is not text (values past the first look are not checked when `trusted`).
 */
export function textColumn(values: unknown[], trusted = false): CodedColumn<string | null> | unknown[] | null {
  const dictionary = textDictionary(values);
  if (typeof dictionary === "number") return trusted || textFrom(values, dictionary) ? values : null;
  return dictionary;
}

/**
 * `values` as a dictionary column; the row it stopped at when they repeat too little (every value
 * before it is text); null when a value is not text.
 */
function textDictionary(values: readonly unknown[]): CodedColumn<string | null> | number | null {
  const dictionary: (string | null)[] = [null];
  let codeOf: Map<string, number> | null = null;
  let codes: Codes = new Uint8Array(values.length);
  let read = 0;
  for (let row = 0; row < values.length; row++) {
    const value = values[row];
    if (value === null || value === undefined) continue;
    if (typeof value !== "string") return null;
    read++;
    let code = codeOf ? (codeOf.get(value) ?? 0) : scanned(dictionary, value);
    if (code === 0) {
      code = dictionary.length;
      if (read >= FIRST_LOOK && (code - 1) * 16 > read * 15) return row;
      if (code > FREE_DISTINCT && code * 2 > read) return row;
      dictionary.push(value);
      if (codeOf) codeOf.set(value, code);
      else if (code === SCANNED) codeOf = new Map(dictionary.map((text, i) => [text as string, i] as const).slice(1));
      codes = widenedFor(codes, code);
    }
    codes[row] = code;
  }
  return new CodedColumn(dictionary, codes);
}
