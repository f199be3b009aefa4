// VARCHAR vectors in a few native calls per chunk whatever its size. A call per value, as DuckDB's
// assign function needs, cost most of the Parquet export: a million rows hold millions of strings.
//
// Every value is encoded to UTF-8 here. One of up to 12 bytes lives inside its 16-byte
// duckdb_string_t (the layout duckdb.h publishes: a uint32 length, then the bytes, zero-padded).
// Longer ones are laid end to end in one buffer, which DuckDB copies into the vector's string heap
// as if it were a single value; reading back where that value landed gives the heap address, and
// each long value's struct then holds its length, its first four bytes and its address in there.
// DuckDB treats a string of at most 12 bytes as inlined and any longer one as a pointer, so the
// choice goes by bytes, not characters. A coded column (its distinct values once, a code per cell)
// has each distinct value encoded once per export (text-dictionary-bytes.ts), and the cells of a
// chunk that repeat a long value point at one copy of its bytes.
//
// That a string may point into the middle of another value's heap block (or at the same bytes as
// another string), and that the block never moves, is DuckDB behaviour no header promises. This module is the one place that relies on it:
// at first use it checks that the loaded DuckDB library is the version this was verified against,
// and with any other it assigns every value through DuckDB's own call instead (slower, always
// right). test/export/duckdb-text-guard.test.ts proves both write the same Parquet bytes.
import duckdb from "@duckdb/node-bindings";
import { eachGroup } from "../common/index.js";
import { CellReader, type ColumnInput } from "./column-input.js";
import { INLINE_MAX, readPointer, STRING_T, TWO_32, writeUint32 } from "./string-struct.js";
import { TextDictionary } from "./text-dictionary-bytes.js";
import { Scratch, Validity, type VectorWriter } from "./vector-parts.js";
import type { ValueConverter, VectorType } from "./vector-type.js";

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

/**
 * A chunk's non-null values as text, with their rows and lengths (read while each string is at
 * hand: the strings lie all over the heap, and touching each a second time cost more than the
 * read). Its arrays are sized for the largest chunk seen and reused: grown one value at a time, as
 * the arrays of a list's elements were, they made a quarter of a Parquet export's garbage. Entries
 * past `n` are left from an earlier chunk until overwritten or released.
 */
class ChunkTexts {
  texts: string[] = [];
  rowOf = new Int32Array(0);
  lengths = new Int32Array(0);
  /** How many values the chunk holds (the arrays may be longer). */
  n = 0;
  private readonly reader = new CellReader();

  /**
   * `takeInline(row, text)`, when given, is offered every value of at most INLINE_MAX characters
   * as it is read; a value it takes is not gathered. (Gathered first and offered in a second loop,
   * each short value was stored, read back and moved.)
   */
  constructor(
    private readonly type: VectorType,
    private readonly convert: ValueConverter,
    private readonly takeInline?: (row: number, text: string) => boolean,
  ) {}

  gather(input: ColumnInput, from: number, count: number): number {
    if (this.rowOf.length < count) {
      const size = Math.max(count, 2 * this.rowOf.length);
      this.texts = new Array<string>(size);
      this.rowOf = new Int32Array(size);
      this.lengths = new Int32Array(size);
    }
    const { texts, rowOf, lengths, type, convert, takeInline } = this;
    const { values, at } = this.reader.read(input, from, count);
    let n = 0;
    for (let i = 0; i < count; i++) {
      const value = values[at + i];
      if (value === null || value === undefined) continue;
      const text = typeof value === "string" && type.kind === "string" ? value : (convert(value, type) as string);
      const length = text.length;
      if (length <= INLINE_MAX && takeInline !== undefined && takeInline(i, text)) continue;
      texts[n] = text;
      lengths[n] = length;
      rowOf[n++] = i;
    }
    this.n = n;
    return n;
  }

  /** Drops the texts (the table's strings), keeps the arrays' room. */
  release(): void {
    this.texts.fill("");
    this.n = 0;
    this.reader.release();
  }

  get retainedBytes(): number {
    return 8 * this.texts.length + this.rowOf.byteLength + this.lengths.byteLength;
  }
}

/** Per-value assignment through DuckDB's own call: the fallback of an unverified DuckDB. */
function perValueTextWriter(type: VectorType, convert: ValueConverter): VectorWriter {
  const validity = new Validity();
  const chunk = new ChunkTexts(type, convert);
  return {
    prepare(input, from, count) {
      validity.prepare(input, from, count);
      chunk.gather(input, from, count);
    },
    commit(vector) {
      validity.commit(vector);
      const { texts, rowOf, n } = chunk;
      for (let k = 0; k < n; k++) duckdb.vector_assign_string_element_len(vector, rowOf[k], Buffer.from(texts[k], "utf8"));
    },
    release: () => chunk.release(),
    retainedBytes: () => validity.retainedBytes + chunk.retainedBytes,
  };
}

export function textWriter(type: VectorType, convert: ValueConverter, rawPointers = rawPointersAllowed()): VectorWriter {
  if (!rawPointers) return perValueTextWriter(type, convert);
  const validity = new Validity();
  const structs = new Scratch((n) => new Uint8Array(n), STRING_T);
  let heap = Buffer.allocUnsafe(1 << 16);
  let used = 0;
  const dictionary = new TextDictionary();
  // Row and heap offset of each long value of the prepared chunk (sized as the chunk's arrays).
  let longAt = new Int32Array(0);
  let longStart = new Float64Array(0);
  let longCount = 0;

  /** Room for `bytes` more bytes past `used`, keeping what is written (the heap lives on to later chunks). */
  const reserve = (bytes: number) => {
    if (used + bytes <= heap.length) return;
    const grown = Buffer.allocUnsafe(Math.max(Math.ceil(1.5 * heap.length), used + bytes));
    heap.copy(grown, 0, 0, used);
    heap = grown;
  };

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

  /**
   * A value of up to 12 characters, all ASCII, copied character by character into its struct (its
   * bytes are then its characters). Joined to a group, it made a string object per value, and on a
   * large table collecting those cost more than the copies: the young generation is collected with
   * the whole table in the heap. (Longer values stay in groups: text a program concatenated may be
   * held as a tree of pieces, which reading a character at a time would first flatten, a copy of
   * every such value left in the table; V8 copies concatenations shorter than 13 characters.)
   * False, with its struct cleared, at a character that is not ASCII: the value then goes in a group.
   */
  const copyInline = (bytes: Uint8Array, row: number, text: string): boolean => {
    const length = text.length;
    const at = row * STRING_T;
    for (let k = 0; k < length; k++) {
      const c = text.charCodeAt(k);
      if (c >= 0x80) {
        bytes.fill(0, at, at + STRING_T);
        return false;
      }
      bytes[at + 4 + k] = c;
    }
    writeUint32(bytes, at, length);
    return true;
  };

  // Short ASCII values go straight into their structs as they are read; the rest are gathered to
  // be encoded in groups.
  const chunk = new ChunkTexts(type, convert, (row, text) => copyInline(structs.array, row, text));

  /**
   * Values [from, to), `group` their text (common/text-groups.ts): into a heap reserved by the group (at
   * most three bytes a character) rather than by the whole chunk. Joined whole, a chunk's text made
   * a string of megabytes per column and chunk, and the heap was sized at three times it: a Parquet
   * export of 9,416 BiomedCore records took 5-10% longer and left 92 MB of JavaScript heap and 67 MB
   * of buffers to collect after five exports, against 60 and 16 MB now. Text that is all ASCII (the
   * common case) goes in one write: each value's bytes are then its characters, so its offset is
   * the sum of the lengths before it. Otherwise each value is encoded on its own, to know its byte
   * length; short ones are written past the long ones and their place reused by the next.
   */
  const encodeGroup = (bytes: Uint8Array, from: number, to: number, group: string) => {
    const { texts, rowOf, lengths } = chunk;
    // UTF-8 needs at most three bytes per UTF-16 unit.
    reserve(3 * group.length);
    const written = heap.write(group, used, "utf8");
    if (written === group.length) {
      for (let k = from; k < to; k++) {
        place(bytes, rowOf[k], used, lengths[k]);
        used += lengths[k];
      }
      return;
    }
    for (let k = from; k < to; k++) {
      const length = heap.write(texts[k], used, "utf8");
      place(bytes, rowOf[k], used, length);
      if (length > INLINE_MAX) used += length;
    }
  };

  /**
   * A chunk of a coded column: each cell's struct copied from its value's (encoded once per
   * export), a long value's bytes put in the heap once per chunk.
   */
  const prepareCoded = (codes: ArrayLike<number>, from: number, count: number) => {
    const words = new Int32Array(structs.array.buffer, 0, 4 * count);
    const { structs: shapes, lengths, starts, heapAt, heapChunk } = dictionary;
    const chunkNo = ++dictionary.chunk;
    for (let i = 0; i < count; i++) {
      const code = codes[from + i];
      const length = lengths[code];
      if (length < 0) continue;
      const w = 4 * i;
      const s = 4 * code;
      words[w] = shapes[s];
      words[w + 1] = shapes[s + 1];
      words[w + 2] = shapes[s + 2];
      words[w + 3] = shapes[s + 3];
      if (length <= INLINE_MAX) continue;
      if (heapChunk[code] !== chunkNo) {
        reserve(length);
        dictionary.bytes.copy(heap, used, starts[code], starts[code] + length);
        heapAt[code] = used;
        heapChunk[code] = chunkNo;
        used += length;
      }
      longAt[longCount] = i;
      longStart[longCount++] = heapAt[code];
    }
  };

  return {
    prepare(input, from, count) {
      validity.prepare(input, from, count);
      const bytes = structs.reserve(count);
      bytes.fill(0, 0, count * STRING_T);
      longCount = 0;
      used = 0;
      if (longAt.length < count) {
        longAt = new Int32Array(count);
        longStart = new Float64Array(count);
      }
      if (input.form === "coded" && type.kind === "string" && dictionary.use(input.dictionary)) {
        prepareCoded(input.codes, from, count);
        return;
      }
      const n = chunk.gather(input, from, count);
      if (longAt.length < chunk.lengths.length) {
        longAt = new Int32Array(chunk.lengths.length);
        longStart = new Float64Array(chunk.lengths.length);
      }
      eachGroup(chunk.texts, n, (start, end, group) => encodeGroup(bytes, start, end, group));
    },
    commit(vector) {
      validity.commit(vector);
      if (longCount > 0) {
        // The whole buffer goes in as the first long value; its struct says where DuckDB put it.
        const first = longAt[0];
        duckdb.vector_assign_string_element_len(vector, first, heap.subarray(0, used));
        const base = readPointer(duckdb.vector_get_data(vector, (first + 1) * STRING_T), first * STRING_T + 8);
        // The addresses as two 32-bit words each: the base's, plus the value's offset with its carry.
        const words = new Int32Array(structs.array.buffer, 0, structs.array.length >> 2);
        const low = base % TWO_32;
        const high = Math.floor(base / TWO_32);
        for (let k = 0; k < longCount; k++) {
          const at = longAt[k] * 4 + 2;
          const sum = low + longStart[k];
          const carry = sum >= TWO_32 ? 1 : 0;
          words[at] = sum - carry * TWO_32;
          words[at + 1] = high + carry;
        }
      }
      structs.commit(vector);
    },
    release() {
      chunk.release();
      dictionary.release();
    },
    retainedBytes: () =>
      validity.retainedBytes + structs.retainedBytes + heap.byteLength + chunk.retainedBytes + longAt.byteLength + longStart.byteLength,
  };
}
