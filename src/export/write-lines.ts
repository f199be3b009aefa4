// The text formats (CSV, JSON Lines) write one line per row, in slices through a file handle, so
// the whole text never sits in memory. Each format only says how a row becomes a line.
import type { ColumnTable } from "arquero";
import { open } from "node:fs/promises";
import { slices } from "./batch-rows.js";

/** A row's cells in column order, and its position in the output (for error messages). */
export type RowLine = (cells: (column: number) => unknown, position: number) => string;

export async function writeLines(
  table: ColumnTable, path: string, batchRows: number, header: string | null, line: RowLine,
): Promise<void> {
  const columns = table.columnNames().map((name) => table.column(name)!);
  const rows = table.indices();
  const file = await open(path, "w");
  try {
    if (header !== null) await file.write(header);
    for (const [start, end] of slices(rows.length, batchRows)) {
      let chunk = "";
      for (let i = start; i < end; i++) {
        const row = rows[i];
        chunk += line((c) => columns[c].at(row), i);
      }
      await file.write(chunk);
    }
  } finally {
    await file.close();
  }
}
