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
import duckdb from "@duckdb/node-bindings";
import { convert, Scratch, Validity, type VectorWriter } from "./duckdb-vector-parts.js";
import type { ExportType } from "./export-types.js";

const STRING_T = 16;
const INLINE_MAX = 12;
const TWO_32 = 4294967296;
const encoder = new TextEncoder();

export function textWriter(type: ExportType): VectorWriter {
  const validity = new Validity();
  const structs = new Scratch((n) => new Uint8Array(n), STRING_T);
  let heap = new Uint8Array(1 << 16);
  let used = 0;
  // Row and heap offset of each long value of the prepared chunk.
  const longAt: number[] = [];
  const longStart: number[] = [];
  let longCount = 0;
  return {
    prepare(values, count) {
      validity.prepare(values, count);
      const bytes = structs.reserve(count);
      bytes.fill(0, 0, count * STRING_T);
      used = 0;
      longCount = 0;
      for (let i = 0; i < count; i++) {
        const value = values[i];
        if (value === null || value === undefined) continue;
        const text = typeof value === "string" && type.kind === "string" ? value : (convert(value, type) as string);
        // UTF-8 needs at most three bytes per UTF-16 unit.
        if (heap.length < used + 3 * text.length) heap = grow(heap, used + 3 * text.length);
        const length = encodeAt(heap, used, text);
        const at = i * STRING_T;
        writeUint32(bytes, at, length);
        // The text itself, or its first four bytes (copied by hand: a subarray per value is an allocation).
        const shown = length <= INLINE_MAX ? length : 4;
        for (let k = 0; k < shown; k++) bytes[at + 4 + k] = heap[used + k];
        if (length > INLINE_MAX) {
          longAt[longCount] = i;
          longStart[longCount++] = used;
          used += length;
        }
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

function grow(heap: Uint8Array, needed: number): Uint8Array {
  const bigger = new Uint8Array(Math.max(2 * heap.length, needed));
  bigger.set(heap);
  return bigger;
}

/** Writes `text` as UTF-8 at `at` (room for it is reserved) and returns its byte length. ASCII is copied inline. */
function encodeAt(heap: Uint8Array, at: number, text: string): number {
  const length = text.length;
  for (let j = 0; j < length; j++) {
    const code = text.charCodeAt(j);
    // (`written` is optional in the DOM typings only; Node always sets it.)
    if (code > 0x7f) return j + (encoder.encodeInto(text.slice(j), heap.subarray(at + j)).written ?? 0);
    heap[at + j] = code;
  }
  return length;
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
