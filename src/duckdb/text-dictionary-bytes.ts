// The text of a coded column (its distinct values once, a code per cell) as DuckDB string structs
// made once per export: a cell then costs four words copied, where a text read cell by cell is
// gathered, joined, encoded and laid out again for every cell that repeats it. A long value
// (over 12 bytes) is copied into a chunk's heap at its first cell in that chunk, and every later
// cell of the chunk points at the same bytes.
import { INLINE_MAX, STRING_T } from "./string-struct.js";

/** A coded column's dictionary, encoded; `use` encodes another only when it is not the one held. */
export class TextDictionary {
  private source: readonly unknown[] | null = null;
  private usable = false;
  /** Every value's UTF-8 bytes, end to end. */
  bytes: Buffer = Buffer.alloc(0);
  /** Where each code's bytes start in `bytes`. */
  starts = new Int32Array(0);
  /** Each code's byte length; -1 for a null value. */
  lengths = new Int32Array(0);
  /** Each code's string struct (four int32 words: length, then the bytes or their first four); a long value's address is left out. */
  structs = new Int32Array(0);
  /** Where a long value was put in the heap of chunk `heapChunk[code]`. */
  heapAt = new Float64Array(0);
  heapChunk = new Int32Array(0);
  /** The chunk being prepared (heap places of earlier chunks are stale). */
  chunk = 0;

  /** Holds `dictionary` encoded; false (and nothing encoded) when a value is neither text nor null. */
  use(dictionary: readonly unknown[]): boolean {
    if (dictionary === this.source) return this.usable;
    this.source = dictionary;
    this.usable = dictionary.every((value) => value === null || value === undefined || typeof value === "string");
    if (this.usable) this.encode(dictionary as readonly (string | null | undefined)[]);
    return this.usable;
  }

  private encode(dictionary: readonly (string | null | undefined)[]): void {
    const size = dictionary.length;
    this.starts = new Int32Array(size);
    this.lengths = new Int32Array(size);
    this.structs = new Int32Array(4 * size);
    this.heapAt = new Float64Array(size);
    this.heapChunk = new Int32Array(size).fill(-1);
    this.chunk = 0;
    const joined = dictionary.map((value) => value ?? "").join("");
    // UTF-8 needs at most three bytes per UTF-16 unit.
    const bytes = Buffer.allocUnsafe(3 * joined.length);
    const ascii = bytes.write(joined, 0, "utf8") === joined.length;
    let used = 0;
    for (let code = 0; code < size; code++) {
      const value = dictionary[code];
      if (value === null || value === undefined) {
        this.lengths[code] = -1;
        continue;
      }
      // All ASCII: each value's bytes are its characters, in place; else each is encoded again.
      const length = ascii ? value.length : bytes.write(value, used, "utf8");
      this.starts[code] = used;
      this.lengths[code] = length;
      used += length;
    }
    this.bytes = bytes;
    const shown = new Uint8Array(this.structs.buffer);
    for (let code = 0; code < size; code++) {
      const length = this.lengths[code];
      if (length < 0) continue;
      this.structs[4 * code] = length;
      const start = this.starts[code];
      const prefix = length <= INLINE_MAX ? length : 4;
      for (let k = 0; k < prefix; k++) shown[STRING_T * code + 4 + k] = bytes[start + k];
    }
  }

  /** Lets go of the dictionary (the table's values) and its bytes. */
  release(): void {
    this.source = null;
    this.usable = false;
    this.bytes = Buffer.alloc(0);
    this.starts = new Int32Array(0);
    this.lengths = new Int32Array(0);
    this.structs = new Int32Array(0);
    this.heapAt = new Float64Array(0);
    this.heapChunk = new Int32Array(0);
  }
}
