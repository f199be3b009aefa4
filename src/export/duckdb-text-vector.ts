// VARCHAR vectors in three native calls per chunk whatever its size. A call per value, as DuckDB's
// assign function needs, cost most of the Parquet export: a million rows hold millions of strings.
//
// Every value is encoded to UTF-8 here. One of up to 12 bytes lives inside its 16-byte
// duckdb_string_t (the layout duckdb.h publishes: a uint32 length, then the bytes, zero-padded).
// Longer ones are laid end to end in one buffer, which DuckDB copies into the vector's string heap
// as if it were a single value; reading back where that value landed gives the heap address, and
// each long value's struct then holds its length, its first four bytes and its address in there.
// DuckDB treats a string of at most 12 bytes as inlined and any longer one as a pointer, so the
// choice goes by bytes, not characters.
//
// That a string may point into the middle of another value's heap block, and that the block never
// moves, is DuckDB behaviour no header promises. This module is the one place that relies on it:
// at first use it checks that the loaded DuckDB library is the version this was verified against,
// and with any other it assigns every value through DuckDB's own call instead (slower, always
// right). test/export/duckdb-text-guard.test.ts proves both write the same Parquet bytes.
import duckdb from "@duckdb/node-bindings";
import { convert, Scratch, Validity, type VectorWriter } from "./duckdb-vector-parts.js";
import type { ExportType } from "./export-types.js";

/** The DuckDB library the raw-pointer writes were verified against (its layout of string heaps). */
export const VERIFIED_DUCKDB_LIBRARY = "v1.5.6";

export function rawPointersVerified(libraryVersion: string): boolean {
  return libraryVersion === VERIFIED_DUCKDB_LIBRARY;
}

let rawPointersHere: boolean | undefined;

/** Whether this process may write raw pointers: decided once, at first use, from the loaded library. */
export function rawPointersAllowed(): boolean {
  rawPointersHere ??= rawPointersVerified(duckdb.library_version());
  return rawPointersHere;
}

const STRING_T = 16;
const INLINE_MAX = 12;
const TWO_32 = 4294967296;

/**
 * The chunk's non-null values as text into `texts`, their rows into `rowOf` and their lengths
 * into `lengths` (read here, while each string is at hand: the strings lie all over the heap, and
 * touching each a second time cost more than the read); returns how many.
 */
function gatherTexts(
  values: readonly unknown[],
  count: number,
  type: ExportType,
  texts: string[],
  rowOf: number[],
  lengths: number[],
): number {
  let n = 0;
  for (let i = 0; i < count; i++) {
    const value = values[i];
    if (value === null || value === undefined) continue;
    const text = typeof value === "string" && type.kind === "string" ? value : (convert(value, type) as string);
    texts[n] = text;
    lengths[n] = text.length;
    rowOf[n++] = i;
  }
  texts.length = n;
  return n;
}

/** Per-value assignment through DuckDB's own call: the fallback of an unverified DuckDB. */
function perValueTextWriter(type: ExportType): VectorWriter {
  const validity = new Validity();
  const texts: string[] = [];
  const rowOf: number[] = [];
  const lengths: number[] = [];
  return {
    prepare(values, count) {
      validity.prepare(values, count);
      gatherTexts(values, count, type, texts, rowOf, lengths);
    },
    commit(vector) {
      validity.commit(vector);
      for (let k = 0; k < texts.length; k++) duckdb.vector_assign_string_element_len(vector, rowOf[k], Buffer.from(texts[k], "utf8"));
    },
  };
}

export function textWriter(type: ExportType, rawPointers = rawPointersAllowed()): VectorWriter {
  if (!rawPointers) return perValueTextWriter(type);
  const validity = new Validity();
  const structs = new Scratch((n) => new Uint8Array(n), STRING_T);
  let heap = Buffer.allocUnsafe(1 << 16);
  let used = 0;
  // The chunk's texts and their rows, reused from chunk to chunk.
  const texts: string[] = [];
  const rowOf: number[] = [];
  const lengths: number[] = [];
  // Row and heap offset of each long value of the prepared chunk.
  const longAt: number[] = [];
  const longStart: number[] = [];
  let longCount = 0;

  /** Writes a value's struct at `row`: its length, then the text or its first four bytes at `start` in the heap. */
  const place = (bytes: Uint8Array, row: number, start: number, length: number) => {
    const at = row * STRING_T;
    writeUint32(bytes, at, length);
    // Copied by hand: a subarray per value is an allocation.
    const shown = length <= INLINE_MAX ? length : 4;
    for (let k = 0; k < shown; k++) bytes[at + 4 + k] = heap[start + k];
    if (length > INLINE_MAX) {
      longAt[longCount] = row;
      longStart[longCount++] = start;
    }
  };

  return {
    prepare(values, count) {
      validity.prepare(values, count);
      const bytes = structs.reserve(count);
      bytes.fill(0, 0, count * STRING_T);
      longCount = 0;
      const n = gatherTexts(values, count, type, texts, rowOf, lengths);
      // The common case, text that is all ASCII, in one native join and one native write: each
      // value's bytes are then its characters, so its offset is the sum of the lengths before it.
      const joined = texts.join("");
      // UTF-8 needs at most three bytes per UTF-16 unit.
      if (heap.length < 3 * joined.length) heap = Buffer.allocUnsafe(Math.max(2 * heap.length, 3 * joined.length));
      used = heap.write(joined, 0, "utf8");
      if (used === joined.length) {
        let start = 0;
        for (let k = 0; k < n; k++) {
          const length = lengths[k];
          place(bytes, rowOf[k], start, length);
          start += length;
        }
        return;
      }
      // Some text is not ASCII: each value is encoded on its own, to know its byte length; short
      // ones are written past the long ones and their place reused by the next value.
      used = 0;
      for (let k = 0; k < n; k++) {
        const length = heap.write(texts[k], used, "utf8");
        place(bytes, rowOf[k], used, length);
        if (length > INLINE_MAX) used += length;
      }
    },
    commit(vector) {
      validity.commit(vector);
      if (longCount > 0) {
        // The whole buffer goes in as the first long value; its struct says where DuckDB put it.
        const first = longAt[0];
        duckdb.vector_assign_string_element_len(vector, first, heap.subarray(0, used));
        const base = readPointer(duckdb.vector_get_data(vector, (first + 1) * STRING_T), first * STRING_T + 8);
        const bytes = structs.array;
        for (let k = 0; k < longCount; k++) writePointer(bytes, longAt[k] * STRING_T + 8, base + longStart[k]);
      }
      structs.commit(vector);
    },
  };
}

function writeUint32(bytes: Uint8Array, at: number, value: number): void {
  bytes[at] = value & 0xff;
  bytes[at + 1] = (value >>> 8) & 0xff;
  bytes[at + 2] = (value >>> 16) & 0xff;
  bytes[at + 3] = value >>> 24;
}

/** A little-endian 64-bit address as a number: user-space addresses are below 2^47, so it is exact. */
function readPointer(bytes: Uint8Array, at: number): number {
  const low = (bytes[at] | (bytes[at + 1] << 8) | (bytes[at + 2] << 16) | (bytes[at + 3] << 24)) >>> 0;
  const high = (bytes[at + 4] | (bytes[at + 5] << 8) | (bytes[at + 6] << 16) | (bytes[at + 7] << 24)) >>> 0;
  return high * TWO_32 + low;
}

function writePointer(bytes: Uint8Array, at: number, address: number): void {
  writeUint32(bytes, at, address % TWO_32);
  writeUint32(bytes, at + 4, Math.floor(address / TWO_32));
}
