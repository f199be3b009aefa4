// Arrow record batches built column by column straight into their buffers, for every column type:
// the layout flechette's builders make, byte for byte, without their call per value (and, for
// text, their TextEncoder call and allocation per string, once most of an Arrow export of a core
// table). A list is its offsets over one child batch of all its elements; a struct is one child
// batch per field; each is built in one pass over a plain array of its values.
// Values are taken in the form their column stores: text, a safe integer or bigint, a number, a
// boolean, a Date (at UTC midnight for a day date), an array, a plain record; null or undefined is
// null. The pass that writes a value checks its form, and any other value throws MISFIT: the
// writer then converts the column (toArrowValue, which names a value that cannot be) and builds
// it again, so a table that needs no conversion is walked once, with nothing copied.
import { batchType, type Batch, type DataType } from "@uwdata/flechette";
import { eachGroup, isPlainObject } from "../common/index.js";
import { DAY_MS } from "../days/index.js";
import { toArrowValue } from "./convert-values.js";
import type { ExportType } from "./export-types.js";

/** Thrown (not an Error: nothing to trace) when a value is not in its column's stored form. */
export const MISFIT: unique symbol = Symbol("value not in its column's stored form");

/** flechette sizes every buffer to a multiple of 8 bytes, zero-padded. */
const align8 = (bytes: number): number => (bytes + 7) & -8;

type Values = readonly unknown[];
type Nested = DataType & { children: { name: string; type: DataType }[] };

const isNull = (value: unknown): boolean => value === null || value === undefined;

/** The validity bitmap of `values[0..count)`, or an empty array when none is null (as flechette). */
function validity(values: Values, count: number): { validity: Uint8Array; nullCount: number } {
  const bitmap = new Uint8Array(align8(((count - 1) >> 3) + 1));
  let nullCount = 0;
  for (let i = 0; i < count; i++) {
    if (isNull(values[i])) nullCount++;
    else bitmap[i >> 3] |= 1 << (i & 7);
  }
  return { validity: nullCount ? bitmap : new Uint8Array(0), nullCount };
}

function batch(type: DataType, count: number, values: Values, parts: Record<string, unknown>): Batch<unknown> {
  const Batch = batchType(type);
  return new Batch({ length: count, type, ...validity(values, count), ...parts });
}

/**
 * Text, its bytes written a group of values at a time (text-groups.ts). The groups are joined
 * twice, once to count their bytes (the buffer is sized exactly, as flechette sizes it) and once
 * to write; joined whole, a column made one string of megabytes that V8 frees only late.
 */
function utf8Parts(texts: Values, count: number): { offsets: Int32Array; values: Uint8Array } {
  for (let i = 0; i < count; i++) if (typeof texts[i] !== "string" && !isNull(texts[i])) throw MISFIT;
  const offsets = new Int32Array(align8(4 * (count + 1)) / 4);
  let total = 0;
  eachGroup(texts, count, (_from, _to, text) => {
    total += Buffer.byteLength(text, "utf8");
  });
  const values = new Uint8Array(align8(total + 1));
  const bytes = Buffer.from(values.buffer, values.byteOffset, values.length);
  let at = 0;
  eachGroup(texts, count, (from, to, text) => {
    const written = bytes.write(text, at, "utf8");
    if (written === text.length) {
      // All ASCII: a value's bytes are its characters.
      for (let i = from; i < to; i++) {
        const value = texts[i];
        if (typeof value === "string") at += value.length;
        offsets[i + 1] = at;
      }
      return;
    }
    for (let i = from; i < to; i++) {
      const value = texts[i];
      if (typeof value === "string") at += bytes.write(value, at, "utf8");
      offsets[i + 1] = at;
    }
  });
  return { offsets, values };
}

/** int64 values; those within int32 are written as two 32-bit halves, sparing a BigInt each. */
function int64Values(values: Values, count: number): BigInt64Array {
  const out = new BigInt64Array(count);
  const halves = new Int32Array(out.buffer);
  for (let i = 0; i < count; i++) {
    const value = values[i];
    if (typeof value === "number" && (value | 0) === value) {
      // Little-endian, as Arrow's buffers and every platform Node runs on.
      halves[2 * i] = value;
      halves[2 * i + 1] = value < 0 ? -1 : 0;
    } else if (typeof value === "bigint") out[i] = value;
    else if (typeof value === "number" && Number.isSafeInteger(value)) out[i] = BigInt(value);
    else if (!isNull(value)) throw MISFIT;
  }
  return out;
}

function float64Values(values: Values, count: number): Float64Array {
  const out = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const value = values[i];
    if (typeof value === "number") out[i] = value;
    else if (!isNull(value)) throw MISFIT;
  }
  return out;
}

function boolValues(values: Values, count: number): Uint8Array {
  const out = new Uint8Array(align8(((count - 1) >> 3) + 1));
  for (let i = 0; i < count; i++) {
    const value = values[i];
    if (value === true) out[i >> 3] |= 1 << (i & 7);
    else if (value !== false && !isNull(value)) throw MISFIT;
  }
  return out;
}

/** A valid Date's epoch milliseconds; MISFIT for anything else (text dates are converted). */
function epochMs(value: unknown): number {
  const ms = value instanceof Date ? value.getTime() : Number.NaN;
  if (Number.isNaN(ms)) throw MISFIT;
  return ms;
}

function dayValues(values: Values, count: number): Int32Array {
  const out = new Int32Array(align8(4 * count) / 4);
  for (let i = 0; i < count; i++) {
    if (isNull(values[i])) continue;
    const ms = epochMs(values[i]);
    // A day column holds midnights; anything else is converted (and refused) by toArrowValue.
    if (ms % DAY_MS !== 0) throw MISFIT;
    out[i] = ms / DAY_MS;
  }
  return out;
}

function timestampValues(values: Values, count: number): BigInt64Array {
  const out = new BigInt64Array(count);
  for (let i = 0; i < count; i++) if (!isNull(values[i])) out[i] = BigInt(epochMs(values[i]));
  return out;
}

/** JSON columns are always written as JSON text of their values (convert-values.ts). */
function jsonTexts(values: Values, count: number): unknown[] {
  const type: ExportType = { kind: "json" };
  const texts: unknown[] = new Array(count);
  for (let i = 0; i < count; i++) texts[i] = isNull(values[i]) ? null : toArrowValue(values[i], type, "");
  return texts;
}

/** The batch of `values[0..count)`, of column type `type` whose Arrow type is `arrow` (arrow-types.ts). */
export function arrowBatch(type: ExportType, arrow: DataType, values: Values, count: number): Batch<unknown> {
  switch (type.kind) {
    case "string":
      return batch(arrow, count, values, utf8Parts(values, count));
    case "json":
      return batch(arrow, count, values, utf8Parts(jsonTexts(values, count), count));
    case "integer":
      return batch(arrow, count, values, { values: int64Values(values, count) });
    case "float":
      return batch(arrow, count, values, { values: float64Values(values, count) });
    case "boolean":
      return batch(arrow, count, values, { values: boolValues(values, count) });
    case "date":
      return batch(arrow, count, values, { values: dayValues(values, count) });
    case "timestamp":
      return batch(arrow, count, values, { values: timestampValues(values, count) });
    case "list": {
      const offsets = new Int32Array(align8(4 * (count + 1)) / 4);
      for (let i = 0; i < count; i++) {
        const list = values[i];
        if (Array.isArray(list)) offsets[i + 1] = offsets[i] + list.length;
        else if (isNull(list)) offsets[i + 1] = offsets[i];
        else throw MISFIT;
      }
      // Sized first and filled in place: grown by push, the elements array was copied as it grew.
      const elements: unknown[] = new Array(offsets[count]);
      for (let i = 0; i < count; i++) {
        const list = values[i];
        if (Array.isArray(list)) for (let j = 0, at = offsets[i]; j < list.length; j++) elements[at + j] = list[j];
      }
      const child = arrowBatch(type.of, (arrow as Nested).children[0].type, elements, elements.length);
      return batch(arrow, count, values, { offsets, children: [child] });
    }
    case "struct": {
      const fields = (arrow as Nested).children;
      const names = fields.map((f) => f.name);
      // One pass over the records for all fields: a pass per field checked every record again.
      const columns: unknown[][] = names.map(() => new Array(count));
      for (let i = 0; i < count; i++) {
        const record = values[i];
        if (isPlainObject(record)) for (let f = 0; f < names.length; f++) columns[f][i] = record[names[f]];
        else if (isNull(record)) for (let f = 0; f < names.length; f++) columns[f][i] = null;
        else throw MISFIT;
      }
      const children = Object.values(type.fields).map((fieldType, f) => arrowBatch(fieldType, fields[f].type, columns[f], count));
      return batch(arrow, count, values, { children });
    }
  }
}
