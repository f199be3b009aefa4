// Arrow IPC file format: each column built into record batches of `batchRows` rows straight into
// their buffers (arrow-batches.ts), from the values as the table holds them (an Array column read
// in place, held-values.ts); a column holding a value not in its stored form is converted first
// (toArrowValue) and built again. flechette encodes the file from the batches, and its pieces go to
// disk in one gathered write (writeIpcFile).
import type { ColumnTable } from "arquero";
import { Column, tableFromColumns, tableToIPC, type Batch, type DataType, type Table } from "@uwdata/flechette";
import { open } from "node:fs/promises";
import { emptyBatch } from "./arrow-empty-batch.js";
import { arrowBatch, MISFIT } from "./arrow-batches.js";
import { arrowType } from "./arrow-types.js";
import { toArrowValue } from "./convert-values.js";
import { rowValues } from "./held-values.js";
import type { ExportType, ExportTypes } from "./export-types.js";
import { describeSchema, SCHEMA_METADATA_KEY } from "./schema-description.js";

type Values = ArrayLike<unknown> & { slice(start: number, end: number): ArrayLike<unknown> };

/** The column's values converted to the form its Arrow column stores, or a misfit error naming the row. */
function converted(values: ArrayLike<unknown>, name: string, type: ExportType): unknown[] {
  return Array.from(values, (value, i) => {
    try {
      return toArrowValue(value, type, "");
    } catch {
      // Positions are named only on failure: a string per cell would cost more than the cell.
      return toArrowValue(value, type, `"${name}" row ${i}`);
    }
  });
}

function batches(type: ExportType, arrow: DataType, values: Values, batchRows: number): Batch<unknown>[] {
  const out: Batch<unknown>[] = [];
  for (let start = 0; start < values.length; start += batchRows) {
    const slice = start === 0 && values.length <= batchRows ? values : values.slice(start, start + batchRows);
    out.push(arrowBatch(type, arrow, slice as readonly unknown[], slice.length));
  }
  return out;
}

function arrowColumn(table: ColumnTable, name: string, type: ExportType, batchRows: number): Column<unknown> {
  const arrow = arrowType(type);
  if (table.numRows() === 0) return new Column([emptyBatch(arrow)]);
  const values = rowValues(table, name) as Values;
  try {
    return new Column(batches(type, arrow, values, batchRows), arrow);
  } catch (error) {
    if (error !== MISFIT) throw error;
    return new Column(batches(type, arrow, converted(values, name, type), batchRows), arrow);
  }
}

export async function writeArrowFile(
  table: ColumnTable,
  types: ExportTypes,
  path: string,
  batchRows: number,
  metadata: Record<string, string> = {},
): Promise<void> {
  const arrow = tableFromColumns(
    table.columnNames().map((name): [string, Column<unknown>] => [name, arrowColumn(table, name, types[name], batchRows)]),
  );
  // flechette does not take schema metadata as an argument; it is a plain field of the schema.
  (arrow.schema as { metadata: Map<string, string> | null }).metadata = new Map([
    [SCHEMA_METADATA_KEY, describeSchema(types)],
    ...Object.entries(metadata),
  ]);
  await writeIpcFile(arrow, path);
}

/**
 * The file written from the pieces flechette encodes (the batches' own buffers, the messages and
 * padding between them) in one gathered write. Asked for the bytes instead, flechette first copies
 * every piece into one buffer the size of the file (154 MB for the 1M-row bench table), and with
 * a large table in the heap the collections that allocation sets off cost more than the copy
 * (bench/export-arrow-table.mjs).
 */
export async function writeIpcFile(arrow: Table, path: string): Promise<void> {
  const pieces: Uint8Array[] = [];
  const sink = {
    write: (bytes: Uint8Array) => {
      pieces.push(bytes);
    },
    pad: (count: number) => {
      pieces.push(new Uint8Array(count));
    },
    finish: () => null,
  };
  tableToIPC(arrow, { format: "file", sink });
  const total = pieces.reduce((bytes, piece) => bytes + piece.byteLength, 0);
  const file = await open(path, "w");
  try {
    const { bytesWritten } = await file.writev(pieces);
    // A gathered write that stops short (the disk filled after part of it) resolves with what it
    // wrote; writing the rest fails with the system's own error, as a plain write would have.
    if (bytesWritten < total) for (const piece of after(pieces, bytesWritten)) await file.writeFile(piece);
  } finally {
    await file.close();
  }
}

/** The bytes of `pieces` after their first `offset`, as views of them (no copy of a file-sized buffer). */
function after(pieces: readonly Uint8Array[], offset: number): Uint8Array[] {
  const rest: Uint8Array[] = [];
  let skip = offset;
  for (const piece of pieces) {
    if (skip >= piece.byteLength) skip -= piece.byteLength;
    else {
      rest.push(skip > 0 ? piece.subarray(skip) : piece);
      skip = 0;
    }
  }
  return rest;
}
