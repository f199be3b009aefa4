// Arrow IPC file format, built with flechette's column builders from explicit types (arrow-types.ts)
// in record batches of `batchRows` rows. flechette encodes the whole file in one buffer (the
// format needs its footer of batch offsets).
import type { ColumnTable } from "arquero";
import { Column, columnFromValues, tableFromColumns, tableToIPC } from "@uwdata/flechette";
import { emptyBatch } from "./arrow-empty-batch.js";
import { writeFile } from "node:fs/promises";
import { arrowType } from "./arrow-types.js";
import { asIsTest } from "./as-is-values.js";
import { textColumn } from "./arrow-text-columns.js";
import { toArrowValue } from "./convert-values.js";
import type { ExportType, ExportTypes } from "./export-types.js";
import { describeSchema, SCHEMA_METADATA_KEY } from "./schema-description.js";

/** flechette's date and timestamp builders take epoch milliseconds (a Date breaks its int64 path). */
function withEpochTimes(value: unknown, type: ExportType): unknown {
  if (value === null) return null;
  switch (type.kind) {
    case "date":
    case "timestamp":
      return (value as Date).getTime();
    case "list": {
      const list = value as unknown[];
      for (let i = 0; i < list.length; i++) list[i] = withEpochTimes(list[i], type.of);
      return list;
    }
    case "struct": {
      const record = value as Record<string, unknown>;
      for (const [name, field] of Object.entries(type.fields)) record[name] = withEpochTimes(record[name], field);
      return record;
    }
    default:
      return value;
  }
}

function arrowColumn(table: ColumnTable, name: string, type: ExportType, batchRows: number): Column<unknown> {
  const get = table.getter(name);
  const rows = table.numRows();
  if (rows === 0) return new Column([emptyBatch(arrowType(type))]);
  const text = textColumn(type, get, rows, batchRows);
  if (text) return text;
  const asIs = asIsTest(type);
  return columnFromValues(
    (add: (value: unknown) => void) => {
      for (let i = 0; i < rows; i++) {
        const value = get(i);
        if (value === null || value === undefined) {
          add(null);
          continue;
        }
        if (asIs?.(value)) {
          add(value);
          continue;
        }
        let stored: unknown;
        try {
          stored = toArrowValue(value, type, "");
        } catch {
          // Positions are named only on failure: a string per cell would cost more than the cell.
          stored = toArrowValue(value, type, `"${name}" row ${i}`);
        }
        add(withEpochTimes(stored, type));
      }
    },
    arrowType(type),
    { maxBatchRows: batchRows },
  );
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
  // flechette returns null only when given a sink of its own; with none it returns the bytes.
  await writeFile(path, tableToIPC(arrow, { format: "file" }) ?? new Uint8Array(0));
}
