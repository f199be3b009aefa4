// Table values into DuckDB vectors, one writer per column type, nested for lists and structs.
// The Parquet export hands DuckDB the table chunk by chunk (write-parquet.ts) and DuckDB encodes.
//
// They write through the C API's raw vector calls rather than @duckdb/node-api's DuckDB*Value
// wrappers: the wrappers allocate objects per cell (and a BigInt per int64), and every allocation
// makes V8 re-mark the whole table being exported, which is usually the largest thing in memory.
// Here fixed-width values go into typed arrays reused from chunk to chunk and are copied into the
// vector in one call; only text costs one call per value.
//
// Acceptance is exactly toArrowValue's: each type's common case is taken inline and anything else
// goes through toArrowValue, which converts it (a number in a text column, a bigint in a float
// column, a "YYYY-MM-DD" string in a date column) or throws a misfit error.
import duckdb, { type Vector } from "@duckdb/node-bindings";
import { toArrowValue } from "./convert-values.js";
import type { ExportType } from "./export-types.js";
import { isPlainObject } from "./value-kinds.js";

const DAY_MS = 86_400_000;
const EMPTY: readonly unknown[] = [];
const TWO_32 = 4294967296;

export interface VectorWriter {
  /** Writes `values[0..count)` into `vector`, which has room for them. */
  write(vector: Vector, values: readonly unknown[], count: number): void;
}

const convert = (value: unknown, type: ExportType): unknown => toArrowValue(value, type, "");

/** DuckDB's validity mask: 64-bit words, bit i set when row i holds a value. */
class Validity {
  private bytes = new Uint8Array(256);

  write(vector: Vector, values: readonly unknown[], count: number): void {
    const size = Math.ceil(count / 64) * 8;
    if (this.bytes.length < size) this.bytes = new Uint8Array(2 * size);
    const bytes = this.bytes;
    bytes.fill(0, 0, size);
    for (let i = 0; i < count; i++) if (values[i] !== null && values[i] !== undefined) bytes[i >> 3] |= 1 << (i & 7);
    duckdb.vector_ensure_validity_writable(vector);
    duckdb.copy_data_to_vector_validity(vector, 0, bytes.buffer, 0, size);
  }
}

/** A typed array reused from chunk to chunk, grown when a chunk (or a list child) needs more. */
class Scratch<T extends Int32Array | Float64Array | Uint8Array> {
  array: T;
  constructor(
    private readonly make: (length: number) => T,
    private readonly perValue: number,
  ) {
    this.array = make(2048 * perValue);
  }

  reserve(count: number): T {
    if (this.array.length < count * this.perValue) this.array = this.make(2 * count * this.perValue);
    return this.array;
  }

  copyTo(vector: Vector, count: number): void {
    duckdb.copy_data_to_vector(vector, 0, this.array.buffer as ArrayBuffer, 0, count * this.perValue * this.array.BYTES_PER_ELEMENT);
  }
}

/** Bytes of a duckdb_string_t (duckdb.h): a uint32 length, then 12 bytes of text or a prefix and a pointer. */
const STRING_T = 16;
const INLINE_MAX = 12;

/**
 * VARCHAR. A value of up to 12 bytes is stored inside its 16-byte duckdb_string_t (the layout
 * duckdb.h publishes: length, then the bytes, zero-padded), which is exactly what DuckDB's own
 * assign call makes of it; those of a chunk are written here and copied in one call. Longer text
 * needs DuckDB's heap, one assign call per value. Only ASCII is inlined here, so every byte is a
 * character and the text is valid UTF-8 by construction. The calls cost far more than the
 * copy, and short text (phases, statuses, codes, list items) is most of a typical table.
 */
function textWriter(type: ExportType): VectorWriter {
  const validity = new Validity();
  const structs = new Scratch((n) => new Uint8Array(n), STRING_T);
  const long: number[] = [];
  const longText: string[] = [];
  return {
    write(vector, values, count) {
      validity.write(vector, values, count);
      const bytes = structs.reserve(count);
      bytes.fill(0, 0, count * STRING_T);
      let longCount = 0;
      for (let i = 0; i < count; i++) {
        const value = values[i];
        if (value === null || value === undefined) continue;
        const text = typeof value === "string" && type.kind === "string" ? value : (convert(value, type) as string);
        if (!inline(bytes, i * STRING_T, text)) {
          long[longCount] = i;
          longText[longCount++] = text;
        }
      }
      structs.copyTo(vector, count);
      for (let k = 0; k < longCount; k++) duckdb.vector_assign_string_element(vector, long[k], longText[k]);
      longText.fill("", 0, longCount);
    },
  };
}

/** Writes `text` as an inlined duckdb_string_t at `at` when it is ASCII of at most 12 bytes. */
function inline(bytes: Uint8Array, at: number, text: string): boolean {
  const length = text.length;
  if (length > INLINE_MAX) return false;
  for (let j = 0; j < length; j++) {
    const code = text.charCodeAt(j);
    if (code > 0x7f) {
      bytes.fill(0, at + 4, at + 4 + j);
      return false;
    }
    bytes[at + 4 + j] = code;
  }
  // The length, little-endian (it is below 256).
  bytes[at] = length;
  return true;
}

/** Fixed-width values: `put` stores row i's value (never null) into the scratch array. */
function fixedWriter<T extends Int32Array | Float64Array | Uint8Array>(
  scratch: Scratch<T>,
  put: (array: T, i: number, value: unknown) => void,
): VectorWriter {
  const validity = new Validity();
  return {
    write(vector, values, count) {
      validity.write(vector, values, count);
      const array = scratch.reserve(count);
      for (let i = 0; i < count; i++) {
        const value = values[i];
        if (value !== null && value !== undefined) put(array, i, value);
      }
      scratch.copyTo(vector, count);
    },
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

/** LIST: (offset, length) pairs as uint64, then every element of the chunk into the child vector. */
function listWriter(type: Extract<ExportType, { kind: "list" }>): VectorWriter {
  const validity = new Validity();
  const entries = new Scratch((n) => new Int32Array(n), 4);
  const elements: unknown[] = [];
  const child = vectorWriter(type.of);
  return {
    write(vector, values, count) {
      validity.write(vector, values, count);
      const words = entries.reserve(count);
      let total = 0;
      for (let i = 0; i < count; i++) {
        const value = values[i];
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
      entries.copyTo(vector, count);
      duckdb.list_vector_reserve(vector, total);
      duckdb.list_vector_set_size(vector, total);
      child.write(duckdb.list_vector_get_child(vector), elements, total);
      // Keep the array for the next chunk, but not the values it held (they belong to the table).
      elements.fill(null, 0, total);
    },
  };
}

/** STRUCT: each field's values gathered into its own array and written to the field's child vector. */
function structWriter(type: Extract<ExportType, { kind: "struct" }>): VectorWriter {
  const validity = new Validity();
  const names = Object.keys(type.fields);
  const fields = Object.values(type.fields).map(vectorWriter);
  const gathered = names.map((): unknown[] => []);
  return {
    write(vector, values, count) {
      validity.write(vector, values, count);
      for (let i = 0; i < count; i++) {
        const value = values[i];
        if (value !== null && value !== undefined && !isPlainObject(value)) convert(value, type);
      }
      for (let f = 0; f < names.length; f++) {
        const name = names[f];
        const column = gathered[f];
        for (let i = 0; i < count; i++) {
          const record = values[i] as Record<string, unknown> | null | undefined;
          column[i] = record === null || record === undefined ? null : record[name];
        }
        fields[f].write(duckdb.struct_vector_get_child(vector, f), column, count);
        column.fill(null, 0, count);
      }
    },
  };
}

export function vectorWriter(type: ExportType): VectorWriter {
  switch (type.kind) {
    case "string":
    case "json":
      return textWriter(type);
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
      // Days since the epoch (toArrowValue has checked the Date is a UTC midnight).
      return fixedWriter(new Scratch((n) => new Int32Array(n), 1), (array, i, v) => {
        array[i] = (convert(v, type) as Date).getTime() / DAY_MS;
      });
    case "timestamp":
      // TIMESTAMPTZ: microseconds since the epoch.
      return fixedWriter(new Scratch((n) => new Int32Array(n), 2), (words, i, v) =>
        putInt64(words, i, (convert(v, type) as Date).getTime() * 1000),
      );
    case "list":
      return listWriter(type);
    case "struct":
      return structWriter(type);
  }
}
