// What every DuckDB vector writer is made of (vectors.ts, text-vector.ts): the
// two-step writer contract, the validity mask and the reusable typed scratch arrays.
import duckdb, { type Vector } from "@duckdb/node-bindings";
import { type ColumnInput, NULL_LIST } from "./column-input.js";

/**
 * A column writer in two steps: `prepare` turns cells [from, from + count) of its input into the writer's own buffers
 * and throws on a value that does not fit; `commit` copies the prepared buffers into a vector that
 * has room for them. Every column of a chunk is prepared before any is committed, so a misfit
 * fails the chunk before DuckDB holds part of it. (Preparing chunks ahead while DuckDB encodes was
 * tried: on two cores it made the export no faster.)
 */
export interface VectorWriter {
  prepare(input: ColumnInput, from: number, count: number): void;
  commit(vector: Vector): void;
  /** Lets go of every value of the last chunk it holds: a writer kept for the next export must not keep a table alive. */
  release(): void;
  /** Bytes of scratch it keeps (typed arrays and buffers), grown to the largest chunk it wrote. */
  retainedBytes(): number;
}

/** DuckDB's validity mask: 64-bit words, bit i set when row i holds a value. */
export class Validity {
  private bytes = new Uint8Array(256);
  private size = 0;

  /** The mask of cells [from, from + count) of `input`, each form read as it is held. */
  prepare(input: ColumnInput, from: number, count: number): void {
    const size = Math.ceil(count / 64) * 8;
    if (this.bytes.length < size) this.bytes = new Uint8Array(2 * size);
    const bytes = this.bytes;
    bytes.fill(0, 0, size);
    this.size = size;
    switch (input.form) {
      case "values": {
        const values = input.values;
        for (let i = 0; i < count; i++) {
          const value = values[from + i];
          if (value !== null && value !== undefined) bytes[i >> 3] |= 1 << (i & 7);
        }
        return;
      }
      case "days": {
        const times = input.epochMs;
        for (let i = 0; i < count; i++) if (!Number.isNaN(times[from + i])) bytes[i >> 3] |= 1 << (i & 7);
        return;
      }
      case "coded": {
        const { dictionary, codes } = input;
        for (let i = 0; i < count; i++) {
          const value = dictionary[codes[from + i] as number];
          if (value !== null && value !== undefined) bytes[i >> 3] |= 1 << (i & 7);
        }
        return;
      }
      case "lists": {
        const starts = input.starts;
        for (let i = 0; i < count; i++) if ((starts[from + i] as number) < NULL_LIST) bytes[i >> 3] |= 1 << (i & 7);
        return;
      }
    }
  }

  commit(vector: Vector): void {
    duckdb.vector_ensure_validity_writable(vector);
    duckdb.copy_data_to_vector_validity(vector, 0, this.bytes.buffer, 0, this.size);
  }

  get retainedBytes(): number {
    return this.bytes.byteLength;
  }
}

/** A typed array reused from chunk to chunk, grown when a chunk (or a list child) needs more. */
export class Scratch<T extends Int32Array | Float64Array | Uint8Array> {
  array: T;
  private count = 0;

  constructor(
    private readonly make: (length: number) => T,
    private readonly perValue: number,
  ) {
    this.array = make(2048 * perValue);
  }

  /** Room for `count` values; commit then copies exactly those. */
  reserve(count: number): T {
    if (this.array.length < count * this.perValue) this.array = this.make(2 * count * this.perValue);
    this.count = count;
    return this.array;
  }

  commit(vector: Vector): void {
    duckdb.copy_data_to_vector(vector, 0, this.array.buffer as ArrayBuffer, 0, this.count * this.perValue * this.array.BYTES_PER_ELEMENT);
  }

  get retainedBytes(): number {
    return this.array.byteLength;
  }
}
