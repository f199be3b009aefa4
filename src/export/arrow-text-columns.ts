// Arrow text columns (utf8, and lists of utf8) built straight into their buffers, in flechette's
// own batch objects, byte for byte what its builders make. flechette's utf8 builder encodes
// each string with its own TextEncoder call and allocation, which was most of an Arrow export of
// a core table (half a million strings); here a batch's text is joined and encoded a group of
// values at a time.
// Only columns whose values are all text (or lists of text) and null take this way; any other
// value leaves the column to the builders, which convert or reject it (write-arrow.ts).
import { batchType, Column, type Batch, type DataType } from "@uwdata/flechette";
import { arrowType } from "./arrow-types.js";
import type { ExportType } from "./export-types.js";
import { eachGroup } from "../common/index.js";

/** flechette sizes every buffer to a multiple of 8 bytes, zero-padded. */
const align8 = (bytes: number): number => (bytes + 7) & -8;

type Values = readonly unknown[];

/** The validity bitmap of `values[0..count)`, or an empty array when none is null (as flechette). */
function validity(values: Values, count: number): { bitmap: Uint8Array; nullCount: number } {
  const bitmap = new Uint8Array(align8(((count - 1) >> 3) + 1));
  let nullCount = 0;
  for (let i = 0; i < count; i++) {
    if (values[i] === null || values[i] === undefined) nullCount++;
    else bitmap[i >> 3] |= 1 << (i & 7);
  }
  return { bitmap: nullCount ? bitmap : new Uint8Array(0), nullCount };
}

/**
 * A utf8 batch: its text encoded a group of values at a time, each group joined and written in
 * one call. Joined whole, each text column made one string of its batch (3.5 MB for 9,416
 * abstracts), which V8 frees only at a full collection: five Arrow exports of those records in a
 * row raised RSS by 33-76 MB, by 16-22 MB in groups, in the same time. The groups are joined twice,
 * once to count their bytes (the buffer is sized exactly, as flechette sizes it) and once to write.
 */
function utf8Batch(type: DataType, texts: Values, count: number): Batch<unknown> {
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
  const { bitmap, nullCount } = validity(texts, count);
  const Batch = batchType(type);
  return new Batch({ length: count, nullCount, type, validity: bitmap, offsets, values });
}

function listBatch(type: DataType & { children: { type: DataType }[] }, lists: Values, count: number, elements: unknown[]): Batch<unknown> {
  const offsets = new Int32Array(align8(4 * (count + 1)) / 4);
  let total = 0;
  for (let i = 0; i < count; i++) {
    const list = lists[i] as readonly unknown[] | null | undefined;
    if (list) for (let j = 0; j < list.length; j++) elements[total++] = list[j];
    offsets[i + 1] = total;
  }
  const child = utf8Batch(type.children[0].type, elements, total);
  elements.length = 0;
  const { bitmap, nullCount } = validity(lists, count);
  const Batch = batchType(type);
  return new Batch({ length: count, nullCount, type, validity: bitmap, offsets, children: [child] });
}

const isText = (value: unknown): boolean => value === null || value === undefined || typeof value === "string";

function isTextList(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i++) if (!isText(value[i])) return false;
  return true;
}

/**
 * The Arrow column of a text or list-of-text column when every value is text (or a list of text
 * and nulls) or null; null otherwise, for the builders to convert or reject.
 */
export function textColumn(type: ExportType, get: (row: number) => unknown, rows: number, batchRows: number): Column<unknown> | null {
  const list = type.kind === "list" && type.of.kind === "string";
  if (type.kind !== "string" && !list) return null;
  const fits = list ? isTextList : isText;
  const values: unknown[] = new Array(rows);
  for (let i = 0; i < rows; i++) {
    const value = get(i);
    if (!fits(value)) return null;
    values[i] = value;
  }
  const arrow = arrowType(type);
  const elements: unknown[] = [];
  const batches: Batch<unknown>[] = [];
  for (let start = 0; start < rows; start += batchRows) {
    const slice = start === 0 && rows <= batchRows ? values : values.slice(start, start + batchRows);
    const count = slice.length;
    batches.push(
      list ? listBatch(arrow as DataType & { children: { type: DataType }[] }, slice, count, elements) : utf8Batch(arrow, slice, count),
    );
  }
  return new Column(batches, arrow);
}
