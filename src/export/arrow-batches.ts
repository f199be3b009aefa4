// Builds Arrow record batches of a table slice by slice with explicit types, so no more than one
// slice of Arrow data exists at a time. Values go straight into Arrow buffers (arrow-encoders.ts).
import type { ColumnTable } from "arquero";
import { Column, tableFromColumns, type Table } from "@uwdata/flechette";
import { columnEncoder } from "./arrow-encoders.js";
import { arrowType } from "./arrow-types.js";
import { toArrowValue } from "./convert-values.js";
import type { ExportTypes } from "./export-types.js";
import { describeSchema, SCHEMA_METADATA_KEY } from "./schema-description.js";
import { UsageError } from "../errors/index.js";

export const DEFAULT_BATCH_ROWS = 65_536;

/** An Arrow table of the rows `rows[start..end)` of `table`, typed by `types`. */
export function arrowSlice(
  table: ColumnTable, types: ExportTypes, rows: ArrayLike<number>, start: number, end: number,
): Table {
  const columns: [string, Column<unknown>][] = table.columnNames().map((name) => {
    const type = types[name];
    const source = table.column(name)!;
    const encoder = columnEncoder(type);
    for (let i = start; i < end; i++) {
      const value = source.at(rows[i]);
      try {
        encoder.add(value);
      } catch (error) {
        // The encoders do not track positions; this throws the same misfit with its position.
        toArrowValue(value, type, `"${name}" row ${i}`);
        throw error;
      }
    }
    return [name, new Column([encoder.finish()], arrowType(type))];
  });
  const arrow = tableFromColumns(columns);
  // flechette does not take schema metadata as an argument; it is a plain field of the schema.
  (arrow.schema as { metadata: Map<string, string> | null }).metadata =
    new Map([[SCHEMA_METADATA_KEY, describeSchema(types)]]);
  return arrow;
}

/** Row slices `[start, end)` of at most `batchRows` rows covering `count` rows. */
export function* slices(count: number, batchRows: number): Generator<[number, number]> {
  for (let start = 0; start < count; start += batchRows) yield [start, Math.min(count, start + batchRows)];
}

export function checkBatchRows(batchRows: number | undefined): number {
  const value = batchRows ?? DEFAULT_BATCH_ROWS;
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new UsageError(`exportTable: opts.batchRows must be a positive integer, got ${String(batchRows)}`);
  }
  return value;
}
