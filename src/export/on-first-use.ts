// exportTable and readTable as the package exports them: the writers and readers (and, through
// them, the Arrow and Parquet engines) load on the first call, so importing corebook stays light.
import type { ColumnTable } from "arquero";
import type { ExportOptions, ReadOptions } from "./export-types.js";

/**
 * Writes `table` to `path` in the format its extension names: `.csv`, `.parquet`, `.arrow` (Arrow IPC
 * file) or `.jsonl`. Column types come from the table's declared types; its provenance (`info()`)
 * goes into the Parquet and Arrow metadata and into the `.schema.json` sidecar written beside a CSV
 * or JSON Lines file. Missing folders are created, and the file appears whole or not at all.
 */
export async function exportTable(table: ColumnTable, path: string, opts?: ExportOptions): Promise<void> {
  const { writeExport: write } = await import("./export-table.js");
  return write(table, path, opts);
}

/**
 * Reads a file `exportTable` wrote (or any CSV, Parquet, Arrow or JSON Lines file) back into a table,
 * with its column types and provenance when the file or its `.schema.json` sidecar carries them.
 */
export async function readTable(path: string, opts?: ReadOptions): Promise<ColumnTable> {
  const { readExport: read } = await import("./read-table.js");
  return read(path, opts);
}
