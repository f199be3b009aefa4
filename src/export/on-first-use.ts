// exportTable and readTable as the package exports them: the writers and readers (and, through
// them, the Arrow and Parquet engines) load on the first call, so importing corebook stays light.
import type { ColumnTable } from "arquero";
import type { ExportOptions, ReadOptions } from "./export-types.js";

export async function exportTable(table: ColumnTable, path: string, opts?: ExportOptions): Promise<void> {
  const { writeExport: write } = await import("./export-table.js");
  return write(table, path, opts);
}

export async function readTable(path: string, opts?: ReadOptions): Promise<ColumnTable> {
  const { readExport: read } = await import("./read-table.js");
  return read(path, opts);
}
