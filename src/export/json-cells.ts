// Table values as JSON, written value by value straight into an export's bytes
// (ByteSlices.jsonCell) by a writer built once per column from its type: CSV's cells of lists and
// structs, and every value of a JSON Lines row. What is written must be the JSON.stringify text of
// the value's plain copy (toPlain), so the writer takes a value only where that copy would be the
// value itself or its plain form is known (a day date's day, a timestamp's ISO text), and checks
// it as it goes: text is a string, integers safe numbers, lists arrays (not typed arrays), a
// struct holds exactly its declared fields in the declared order, none undefined (toPlain writes
// every declared field, null when absent, in that order, and drops undeclared ones); NaN and the
// infinities are null either way. Given any other value it gives the value up, and the caller
// converts it and writes its JSON.stringify text.
//
// Why not JSON.stringify: on 9,416 BiomedCore records (17.6 MB of JSON cells, most of it their
// authors with affiliations), stringify, the check that a value needs no copy and the copy doubling
// the quotes took 260-270 ms in CSV, this 140 ms; a struct's field names are encoded once.
import type { JsonCellWriter } from "./byte-slices.js";
import type { ExportType } from "./export-types.js";
import { isPlainObject } from "../common/index.js";
import { DAY_MS, dayOfNumber } from "../days/index.js";

const OPEN_LIST = 0x5b;
const CLOSE_LIST = 0x5d;
const CLOSE_STRUCT = 0x7d;
const COMMA = 0x2c;

/** The JSON writer of a type's values; null for JSON columns, whose values are always converted. */
export function jsonCellWriter(type: ExportType): JsonCellWriter | null {
  switch (type.kind) {
    case "string":
      return (value, out) => {
        if (typeof value !== "string") return false;
        out.jsonString(value);
        return true;
      };
    case "integer":
      return (value, out) => {
        if (typeof value !== "number" || !Number.isSafeInteger(value)) return false;
        out.ascii(String(value));
        return true;
      };
    case "float":
      // JSON has no NaN or infinities: JSON.stringify writes them as null.
      return (value, out) => {
        if (typeof value !== "number") return false;
        out.ascii(Number.isFinite(value) ? String(value) : "null");
        return true;
      };
    case "boolean":
      return (value, out) => {
        if (typeof value !== "boolean") return false;
        out.ascii(value ? "true" : "false");
        return true;
      };
    case "date":
      // A day date (a Date at UTC midnight) as its day, which toPlain writes too.
      return (value, out) => {
        if (!(value instanceof Date)) return false;
        const ms = value.getTime();
        if (ms % DAY_MS !== 0) return false;
        out.jsonString(dayOfNumber(ms / DAY_MS));
        return true;
      };
    case "timestamp":
      return (value, out) => {
        if (!(value instanceof Date) || Number.isNaN(value.getTime())) return false;
        out.jsonString(value.toISOString());
        return true;
      };
    case "list":
      return listWriter(type.of);
    case "struct":
      return structWriter(type.fields);
    default:
      return null;
  }
}

function listWriter(of: ExportType): JsonCellWriter | null {
  const element = jsonCellWriter(of);
  if (!element) return null;
  return (value, out) => {
    if (!Array.isArray(value)) return false;
    out.mark(OPEN_LIST);
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.mark(COMMA);
      const item = value[i];
      // JSON.stringify writes a missing element of an array as null.
      if (item === null || item === undefined) out.ascii("null");
      else if (!element(item, out)) return false;
    }
    out.mark(CLOSE_LIST);
    return true;
  };
}

function structWriter(fields: Record<string, ExportType>): JsonCellWriter | null {
  const names = Object.keys(fields);
  // Export types have no struct of no fields (infer-types.ts makes it JSON); toPlain would know.
  if (names.length === 0) return null;
  const writers: JsonCellWriter[] = [];
  for (const type of Object.values(fields)) {
    const writer = jsonCellWriter(type);
    if (!writer) return null;
    writers.push(writer);
  }
  const keys = fieldKeys(names, false);
  const csvKeys = fieldKeys(names, true);
  return (value, out) => {
    // Exactly the declared fields in their order (the header says why); none undefined, which no
    // field's writer takes.
    if (!isPlainObject(value)) return false;
    let f = 0;
    for (const name in value) {
      if (name !== names[f]) return false;
      const field = value[name];
      out.encoded(out.doubleQuotes ? csvKeys[f] : keys[f]);
      if (field === null) out.ascii("null");
      else if (!writers[f](field, out)) return false;
      f++;
    }
    if (f !== names.length) return false;
    out.mark(CLOSE_STRUCT);
    return true;
  };
}

/** `{"name":` for the first field, `,"name":` for the others, encoded once (quotes doubled for CSV). */
export function fieldKeys(names: readonly string[], doubleQuotes: boolean): Uint8Array[] {
  return names.map((name, f) => {
    const key = `${f === 0 ? "{" : ","}${JSON.stringify(name)}:`;
    return Buffer.from(doubleQuotes ? key.replaceAll('"', '""') : key);
  });
}
