// Table values into DuckDB vectors, one writer per column type, nested for lists and structs.
// The Parquet export hands DuckDB the table chunk by chunk (export/write-parquet.ts) and DuckDB encodes.
//
// They write through the C API's raw vector calls rather than @duckdb/node-api's DuckDB*Value
// wrappers: the wrappers allocate objects per cell (and a BigInt per int64), and every allocation
// makes V8 re-mark the whole table being exported, which is usually the largest thing in memory.
// Here values go into typed arrays reused from chunk to chunk and are copied into the vector in
// one call per column and chunk (text in three, see text-vector.ts).
//
// Acceptance is exactly the caller's converter's (the export passes toArrowValue): each type's
// common case is taken inline and anything else goes through `convert`, which converts it (a
// number in a text column, a bigint in a float column, a "YYYY-MM-DD" string in a date column) or
// throws a misfit error.
import duckdb from "@duckdb/node-bindings";
import { isPlainObject } from "../common/index.js";
import { DAY_MS } from "../days/index.js";
import { CellReader, type ColumnInput, listStart, valuesInput } from "./column-input.js";
import { rawPointersAllowed, textWriter } from "./text-vector.js";
import { Scratch, Validity, type VectorWriter } from "./vector-parts.js";
import type { ValueConverter, VectorType } from "./vector-type.js";

const EMPTY: readonly unknown[] = [];
const TWO_32 = 4294967296;

/**
 * Fixed-width values: `put` stores a cell's value (never null) into the scratch array at i; `days`,
 * when given, stores a day date held as epoch milliseconds (a date column).
 */
function fixedWriter<T extends Int32Array | Float64Array | Uint8Array>(
  scratch: Scratch<T>,
  put: (array: T, i: number, value: unknown) => void,
  days?: (array: T, i: number, epochMs: number) => void,
): VectorWriter {
  const validity = new Validity();
  const reader = new CellReader();
  return {
    prepare(input, from, count) {
      validity.prepare(input, from, count);
      const array = scratch.reserve(count);
      if (days && input.form === "days") {
        const times = input.epochMs;
        for (let i = 0; i < count; i++) {
          const ms = times[from + i];
          if (!Number.isNaN(ms)) days(array, i, ms);
        }
        return;
      }
      const { values, at } = reader.read(input, from, count);
      for (let i = 0; i < count; i++) {
        const value = values[at + i];
        if (value !== null && value !== undefined) put(array, i, value);
      }
    },
    commit(vector) {
      validity.commit(vector);
      scratch.commit(vector);
    },
    // Numbers, booleans and days are copied into the scratch array: nothing of the table is held
    // but the cells made from a compact form.
    release: () => reader.release(),
    retainedBytes: () => validity.retainedBytes + scratch.retainedBytes,
  };
}

/**
 * An int64 as two 32-bit words (little-endian, as DuckDB and every platform Node runs on store
 * it), so a safe integer never becomes a BigInt on the way; a bigint goes in whole.
 */
function putInt64(words: Int32Array, i: number, value: number | bigint): void {
  if (typeof value === "bigint") {
    new BigInt64Array(words.buffer, 8 * i, 1)[0] = value;
  } else if (Number.isSafeInteger(value)) {
    // ToInt32 keeps the low word modulo 2^32; floor keeps the sign in the high word.
    words[2 * i] = value | 0;
    words[2 * i + 1] = Math.floor(value / TWO_32);
  } else {
    putInt64(words, i, BigInt(value));
  }
}

/**
 * LIST: (offset, length) pairs as uint64, then every element of the chunk into the child vector.
 * Lists held as one flat run of items hand the child that run in place; other lists are gathered.
 */
function listWriter(type: Extract<VectorType, { kind: "list" }>, convert: ValueConverter, rawPointers: boolean): VectorWriter {
  const validity = new Validity();
  const entries = new Scratch((n) => new Int32Array(n), 4);
  const elements: unknown[] = [];
  const gathered = valuesInput(elements);
  const reader = new CellReader();
  const child = vectorWriter(type.of, convert, rawPointers);
  let total = 0;

  /** The chunk's lists from the flat run: offsets straight from the starts, the items where they are. */
  const prepareRun = (input: Extract<ColumnInput, { form: "lists" }>, from: number, count: number, words: Int32Array) => {
    const starts = input.starts;
    const first = listStart(starts[from]);
    for (let i = 0; i < count; i++) {
      const start = listStart(starts[from + i]);
      words[4 * i] = start - first;
      words[4 * i + 1] = 0;
      words[4 * i + 2] = listStart(starts[from + i + 1]) - start;
      words[4 * i + 3] = 0;
    }
    total = listStart(starts[from + count]) - first;
    child.prepare({ form: "values", values: input.items }, first, total);
  };

  return {
    prepare(input, from, count) {
      validity.prepare(input, from, count);
      const words = entries.reserve(count);
      if (input.form === "lists") return prepareRun(input, from, count, words);
      const { values, at } = reader.read(input, from, count);
      total = 0;
      for (let i = 0; i < count; i++) {
        const value = values[at + i];
        const list = (
          value === null || value === undefined ? EMPTY : Array.isArray(value) ? value : convert(value, type)
        ) as ArrayLike<unknown>;
        const length = list.length;
        words[4 * i] = total;
        words[4 * i + 1] = 0;
        words[4 * i + 2] = length;
        words[4 * i + 3] = 0;
        for (let j = 0; j < length; j++) elements[total++] = list[j];
      }
      child.prepare(gathered, 0, total);
      // Keep the array for the next chunk, but not the values it held (they belong to the table).
      elements.fill(null, 0, total);
    },
    commit(vector) {
      validity.commit(vector);
      entries.commit(vector);
      duckdb.list_vector_reserve(vector, total);
      duckdb.list_vector_set_size(vector, total);
      child.commit(duckdb.list_vector_get_child(vector));
    },
    release() {
      // A prepare that threw left its elements in place.
      elements.fill(null);
      reader.release();
      child.release();
    },
    retainedBytes: () => validity.retainedBytes + entries.retainedBytes + child.retainedBytes(),
  };
}

/**
 * STRUCT: each field's values gathered into its own array and prepared by the field's writer.
 * A record whose keys come in the declared order (as the service sends them) is read in one
 * for-in walk, which V8 serves from the object's own layout; looking each field up by a name
 * held in a variable made one property access site see every field of every struct, the
 * slowest kind of lookup, and cost a third of the nested columns' time.
 */
function structWriter(type: Extract<VectorType, { kind: "struct" }>, convert: ValueConverter, rawPointers: boolean): VectorWriter {
  const validity = new Validity();
  const names = Object.keys(type.fields);
  const fields = Object.values(type.fields).map((field) => vectorWriter(field, convert, rawPointers));
  const gathered = names.map((): unknown[] => []);
  const inputs = gathered.map(valuesInput);
  const reader = new CellReader();
  const width = names.length;
  return {
    prepare(input, from, count) {
      validity.prepare(input, from, count);
      const { values, at } = reader.read(input, from, count);
      for (let i = 0; i < count; i++) {
        const value = values[at + i];
        if (value === null || value === undefined) {
          for (let f = 0; f < width; f++) gathered[f][i] = null;
          continue;
        }
        if (!isPlainObject(value)) convert(value, type);
        const record = value as Record<string, unknown>;
        let f = 0;
        for (const key in record) {
          if (f === width || key !== names[f]) break;
          gathered[f++][i] = record[key];
        }
        // Keys missing or out of order: the rest by name (an absent field is undefined, a null).
        for (; f < width; f++) gathered[f][i] = record[names[f]];
      }
      for (let f = 0; f < width; f++) {
        fields[f].prepare(inputs[f], 0, count);
        gathered[f].fill(null, 0, count);
      }
    },
    commit(vector) {
      validity.commit(vector);
      for (let f = 0; f < fields.length; f++) fields[f].commit(duckdb.struct_vector_get_child(vector, f));
    },
    release() {
      reader.release();
      for (let f = 0; f < width; f++) {
        gathered[f].fill(null);
        fields[f].release();
      }
    },
    retainedBytes: () => fields.reduce((sum, field) => sum + field.retainedBytes(), validity.retainedBytes),
  };
}

/**
 * A writer for a column of `type`; `convert` takes (or refuses) what is not the type's common case.
 * Text goes through raw pointers unless told not to (see text-vector.ts).
 */
export function vectorWriter(type: VectorType, convert: ValueConverter, rawPointers = rawPointersAllowed()): VectorWriter {
  switch (type.kind) {
    case "string":
    case "json":
      return textWriter(type, convert, rawPointers);
    case "integer":
      return fixedWriter(new Scratch((n) => new Int32Array(n), 2), (words, i, v) =>
        putInt64(words, i, typeof v === "number" && Number.isSafeInteger(v) ? v : (convert(v, type) as number | bigint)),
      );
    case "float":
      return fixedWriter(new Scratch((n) => new Float64Array(n), 1), (array, i, v) => {
        array[i] = typeof v === "number" ? v : (convert(v, type) as number);
      });
    case "boolean":
      return fixedWriter(new Scratch((n) => new Uint8Array(n), 1), (array, i, v) => {
        array[i] = v === true || convert(v, type) === true ? 1 : 0;
      });
    case "date":
      // Days since the epoch (the converter has checked the Date is a UTC midnight; day dates held
      // as numbers are midnights).
      return fixedWriter(
        new Scratch((n) => new Int32Array(n), 1),
        (array, i, v) => {
          // A Date at a UTC midnight is taken here, as the converter would take it (an invalid
          // Date's NaN is no midnight); anything else goes to the converter to convert or refuse.
          // A call to it per value was 2-3% of a later export of the 1M-row bench table.
          if (v instanceof Date) {
            const ms = v.getTime();
            if (ms % DAY_MS === 0) {
              array[i] = ms / DAY_MS;
              return;
            }
          }
          array[i] = (convert(v, type) as Date).getTime() / DAY_MS;
        },
        (array, i, ms) => {
          array[i] = ms / DAY_MS;
        },
      );
    case "timestamp":
      // TIMESTAMPTZ: microseconds since the epoch.
      return fixedWriter(new Scratch((n) => new Int32Array(n), 2), (words, i, v) => {
        // A valid Date inline, as for day dates above.
        const ms = v instanceof Date ? v.getTime() : Number.NaN;
        putInt64(words, i, (Number.isNaN(ms) ? (convert(v, type) as Date).getTime() : ms) * 1000);
      });
    case "list":
      return listWriter(type, convert, rawPointers);
    case "struct":
      return structWriter(type, convert, rawPointers);
  }
}
