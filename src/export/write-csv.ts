// CSV: UTF-8 without BOM, a header row, CRLF line ends by default. Lists and structs are JSON
// text, day dates `YYYY-MM-DD`, timestamps ISO 8601 UTC, booleans true/false, nulls empty.
// Written in slices through a file handle, so the whole CSV text never sits in memory.
import type { ColumnTable } from "arquero";
import { toPlain } from "./convert-values.js";
import { csvField } from "./csv-format.js";
import type { ExportType, ExportTypes } from "./export-types.js";
import { writeLines } from "./write-lines.js";

function cellText(value: unknown, type: ExportType, at: string): string | null {
  if (value === null || value === undefined) return null;
  // Non-finite floats have no JSON form but CSV readers (DuckDB, pandas) take these words.
  if (type.kind === "float" && typeof value === "number" && !Number.isFinite(value)) {
    return Number.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity";
  }
  const plain = toPlain(value, type, at);
  if (plain === null) return null;
  // A JSON column is JSON text whatever the value, so a string in it reads back as a string.
  if (type.kind === "json") return JSON.stringify(plain);
  if (typeof plain === "string") return plain;
  if (typeof plain === "number" || typeof plain === "boolean") return String(plain);
  return JSON.stringify(plain);
}

export async function writeCsvFile(
  table: ColumnTable,
  types: ExportTypes,
  path: string,
  newline: string,
  batchRows: number,
): Promise<void> {
  const names = table.columnNames();
  await writeLines(
    table,
    path,
    batchRows,
    names.map(csvField).join(",") + newline,
    (cell, i) => names.map((name, c) => csvField(cellText(cell(c), types[name], `"${name}" row ${i}`))).join(",") + newline,
  );
}
