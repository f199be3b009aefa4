// Column encoders: table values straight into Arrow buffers (validity bitmaps, typed value arrays,
// offsets), one encoder per column type, nested for lists and structs. They replace flechette's
// generic builders, which box every value and encode every string on its own.
//
// Acceptance is exactly toArrowValue's: the common case of each type is checked inline and
// anything else goes through toArrowValue, which converts it or throws. Positions are not built
// here (a string per cell is expensive); arrowSlice re-checks a failing top-level value with its
// position to throw the precise error.
import { batchType, type Batch, type DataType } from "@uwdata/flechette";
import { Bitmap, Float64Values, Int32Values, Int64Values } from "./arrow-buffers.js";
import { arrowType } from "./arrow-types.js";
import { toArrowValue } from "./convert-values.js";
import type { ExportType } from "./export-types.js";
import { isPlainObject } from "./value-kinds.js";

const DAY_MS = 86_400_000;

export interface ColumnEncoder {
  add(value: unknown): void;
  /** The batch of everything added so far. */
  finish(): Batch<unknown>;
}

function makeBatch(type: DataType, validity: Bitmap, parts: Record<string, unknown>): Batch<unknown> {
  const BatchClass = batchType(type);
  return new BatchClass({
    length: validity.length,
    nullCount: validity.unset,
    type,
    // Arrow allows omitting the bitmap when nothing is null; flechette writes an empty buffer.
    validity: validity.unset > 0 ? validity.done() : new Uint8Array(0),
    ...parts,
  });
}

const convert = (value: unknown, type: ExportType): unknown => toArrowValue(value, type, "");

/** Text (string and JSON columns): all strings of the batch are UTF-8 encoded in one call. */
class TextColumn implements ColumnEncoder {
  private readonly validity = new Bitmap();
  private readonly texts: string[] = [];
  constructor(private readonly type: ExportType) {}

  add(value: unknown): void {
    if (value === null || value === undefined) {
      this.validity.push(false);
      this.texts.push("");
      return;
    }
    this.validity.push(true);
    this.texts.push(typeof value === "string" && this.type.kind === "string" ? value : convert(value, this.type) as string);
  }

  finish(): Batch<unknown> {
    const texts = this.texts;
    const joined = texts.join("");
    const bytes = Buffer.from(joined, "utf8");
    const offsets = new Int32Array(texts.length + 1);
    // All ASCII (the usual case): every string's byte length is its length.
    const ascii = bytes.length === joined.length;
    let end = 0;
    for (let i = 0; i < texts.length; i++) {
      end += ascii ? texts[i].length : Buffer.byteLength(texts[i], "utf8");
      offsets[i + 1] = end;
    }
    return makeBatch(arrowType(this.type), this.validity, { offsets, values: bytes });
  }
}

/** Where a fixed-width column's values go: a typed buffer, or the bitmap of a boolean column. */
interface ValueBuffer<T> {
  push(value: T): void;
  done(): Uint8Array | Int32Array | Float64Array | BigInt64Array;
}

/**
 * Fixed-width columns (floats, integers, booleans, dates, timestamps): a validity bit and one
 * value per row. `toValue` handles the common case inline and hands anything else to
 * toArrowValue, which converts it or throws.
 */
class ScalarEncoder<T> implements ColumnEncoder {
  private readonly validity = new Bitmap();
  constructor(
    private readonly type: ExportType, private readonly values: ValueBuffer<T>,
    private readonly toValue: (value: unknown) => T, private readonly empty: T,
  ) {}

  add(value: unknown): void {
    const valid = value !== null && value !== undefined;
    this.validity.push(valid);
    this.values.push(valid ? this.toValue(value) : this.empty);
  }

  finish(): Batch<unknown> {
    return makeBatch(arrowType(this.type), this.validity, { values: this.values.done() });
  }
}

class ListEncoder implements ColumnEncoder {
  private readonly validity = new Bitmap();
  private readonly offsets = new Int32Values();
  private readonly elements: ColumnEncoder;
  private count = 0;

  constructor(private readonly type: Extract<ExportType, { kind: "list" }>) {
    this.elements = columnEncoder(type.of);
    this.offsets.push(0);
  }

  add(value: unknown): void {
    const valid = value !== null && value !== undefined;
    this.validity.push(valid);
    if (valid) {
      if (!Array.isArray(value) && !(ArrayBuffer.isView(value) && !(value instanceof DataView))) convert(value, this.type);
      const list = value as ArrayLike<unknown>;
      for (let i = 0; i < list.length; i++) this.elements.add(list[i]);
      this.count += list.length;
    }
    this.offsets.push(this.count);
  }

  finish(): Batch<unknown> {
    return makeBatch(arrowType(this.type), this.validity, {
      offsets: this.offsets.done(), children: [this.elements.finish()],
    });
  }
}

class StructEncoder implements ColumnEncoder {
  private readonly validity = new Bitmap();
  private readonly names: string[];
  private readonly fields: ColumnEncoder[];

  constructor(private readonly type: Extract<ExportType, { kind: "struct" }>) {
    this.names = Object.keys(type.fields);
    this.fields = Object.values(type.fields).map(columnEncoder);
  }

  add(value: unknown): void {
    const valid = value !== null && value !== undefined;
    this.validity.push(valid);
    if (!valid) {
      // Arrow children have one entry per struct entry, null or not.
      for (const field of this.fields) field.add(null);
      return;
    }
    if (!isPlainObject(value)) convert(value, this.type);
    const record = value as Record<string, unknown>;
    for (let i = 0; i < this.fields.length; i++) this.fields[i].add(record[this.names[i]]);
  }

  finish(): Batch<unknown> {
    return makeBatch(arrowType(this.type), this.validity, { children: this.fields.map((field) => field.finish()) });
  }
}

export function columnEncoder(type: ExportType): ColumnEncoder {
  switch (type.kind) {
    case "string":
    case "json":
      return new TextColumn(type);
    case "integer":
      return new ScalarEncoder<number | bigint>(type, new Int64Values(), (v) =>
        typeof v === "number" && Number.isSafeInteger(v) ? v : convert(v, type) as number | bigint, 0);
    case "float":
      return new ScalarEncoder<number>(type, new Float64Values(), (v) => typeof v === "number" ? v : convert(v, type) as number, 0);
    case "boolean":
      return new ScalarEncoder<boolean>(type, new Bitmap(), (v) => v === true || convert(v, type) === true, false);
    case "date":
      // Day dates as int32 days since the epoch (toArrowValue has checked they are midnights).
      return new ScalarEncoder<number>(type, new Int32Values(), (v) => (convert(v, type) as Date).getTime() / DAY_MS, 0);
    case "timestamp":
      // Timestamps as int64 milliseconds since the epoch.
      return new ScalarEncoder<number>(type, new Int64Values(), (v) => (convert(v, type) as Date).getTime(), 0);
    case "list":
      return new ListEncoder(type);
    case "struct":
      return new StructEncoder(type);
  }
}
