// JSON Lines: one JSON object per row with every column (nulls explicit), LF line ends, day
// dates as `YYYY-MM-DD`, timestamps ISO 8601 UTC.
import type { ColumnTable } from "arquero";
import { toPlain } from "./convert-values.js";
import type { ExportTypes } from "./export-types.js";
import { writeLines } from "./write-lines.js";

export async function writeJsonlFile(table: ColumnTable, types: ExportTypes, path: string, batchRows: number): Promise<void> {
  const names = table.columnNames();
  await writeLines(table, path, batchRows, null, (cell, i) => {
    const record: Record<string, unknown> = {};
    names.forEach((name, c) => {
      record[name] = toPlain(cell(c), types[name], `"${name}" row ${i}`);
    });
    return `${JSON.stringify(record)}\n`;
  });
}
