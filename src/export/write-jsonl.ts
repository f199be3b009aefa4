// JSON Lines: one JSON object per row with every column (nulls explicit), LF line ends, day
// dates as `YYYY-MM-DD`, timestamps ISO 8601 UTC.
import type { ColumnTable } from "arquero";
import { open } from "node:fs/promises";
import { slices } from "./arrow-batches.js";
import { toPlain } from "./convert-values.js";
import type { ExportTypes } from "./export-types.js";

export async function writeJsonlFile(
  table: ColumnTable, types: ExportTypes, path: string, batchRows: number,
): Promise<void> {
  const names = table.columnNames();
  const columns = names.map((name) => table.column(name)!);
  const rows = table.indices();
  const file = await open(path, "w");
  try {
    for (const [start, end] of slices(rows.length, batchRows)) {
      let chunk = "";
      for (let i = start; i < end; i++) {
        const record: Record<string, unknown> = {};
        names.forEach((name, c) => {
          record[name] = toPlain(columns[c].at(rows[i]), types[name], `"${name}" row ${i}`);
        });
        chunk += JSON.stringify(record) + "\n";
      }
      await file.write(chunk);
    }
  } finally {
    await file.close();
  }
}
