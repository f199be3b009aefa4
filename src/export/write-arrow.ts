// Arrow IPC file format. Built in record batches of `batchRows` rows; flechette encodes the
// whole file in one buffer (the format needs its footer of batch offsets).
import type { ColumnTable } from "arquero";
import { Column, tableFromColumns, tableToIPC } from "@uwdata/flechette";
import { writeFile } from "node:fs/promises";
import { arrowSlice, slices } from "./arrow-batches.js";
import type { ExportTypes } from "./export-types.js";

export async function writeArrowFile(
  table: ColumnTable, types: ExportTypes, path: string, batchRows: number, metadata: Record<string, string> = {},
): Promise<void> {
  const rows = table.indices();
  const parts = [...slices(rows.length, batchRows)].map(([start, end]) => arrowSlice(table, types, rows, start, end));
  if (parts.length === 0) parts.push(arrowSlice(table, types, rows, 0, 0));
  // One table whose columns hold every slice's batch: a multi-batch IPC file.
  const names = table.columnNames();
  const whole = tableFromColumns(names.map((name, i): [string, Column<unknown>] => {
    const batches = parts.flatMap((part) => part.children[i].data);
    return [name, new Column(batches, parts[0].children[i].type)];
  }));
  (whole.schema as { metadata: Map<string, string> | null }).metadata = new Map([...(parts[0].schema.metadata ?? []), ...Object.entries(metadata)]);
  await writeFile(path, tableToIPC(whole, { format: "file" })!);
}
