// Text columns of repeated values (statuses, phases, sponsors, registries) as a dictionary: the
// distinct strings once, a code per cell. Whether a column repeats is learnt while encoding it,
// not declared: once the distinct values outnumber half of the cells read (and a few hundred), the
// column is left as it is, so a column of titles or identifiers costs a few hundred lookups, not one
// per row. Code 0 is null.
import { CodedColumn, type Codes, widenedFor } from "./coded-column.js";

/** Distinct values a column may have before their share of the cells read is looked at. */
const FREE_DISTINCT = 256;

/** `values` (strings and nulls) as a dictionary column, or null when they repeat too little or are not all text. */
export function textDictionary(values: readonly unknown[]): CodedColumn<string | null> | null {
  const dictionary: (string | null)[] = [null];
  const codeOf = new Map<string, number>();
  let codes: Codes = new Uint8Array(values.length);
  let read = 0;
  for (let row = 0; row < values.length; row++) {
    const value = values[row];
    if (value === null) continue;
    if (typeof value !== "string") return null;
    read++;
    let code = codeOf.get(value);
    if (code === undefined) {
      code = dictionary.length;
      if (code > FREE_DISTINCT && code * 2 > read) return null;
      dictionary.push(value);
      codeOf.set(value, code);
      codes = widenedFor(codes, code);
    }
    codes[row] = code;
  }
  return new CodedColumn(dictionary, codes);
}
