// CSV: UTF-8 without BOM, a header row, CRLF line ends by default. Lists and structs are JSON
// text, day dates `YYYY-MM-DD`, timestamps ISO 8601 UTC, booleans true/false, nulls empty.
// Written in slices of about a megabyte through a file handle (byte-slices.ts), so the whole CSV
// text never sits in memory.
//
// Each column gets its own cell encoder, chosen once by its type: the common value of each type
// (text, a safe integer, a finite number, a boolean, a day date) is written inline, anything else
// through toPlain, which converts it or throws a misfit error naming its position. The positions
// are only spelt out on that slow path. A list or struct already plain JSON is written straight
// into the bytes by its column's JSON cell writer (json-cells.ts); the encoder gets the rest.
import type { ColumnTable } from "arquero";
import { toPlain } from "./convert-values.js";
import { csvField } from "./csv-format.js";
import type { ExportType, ExportTypes } from "./export-types.js";
import { writeRowSlices } from "./byte-slices.js";
import { jsonCellWriter } from "./json-cells.js";
import { DAY_MS, dayOfNumber } from "../days/index.js";

/**
 * A non-null value as its CSV field (quoted as needed), or for a list or struct column as its
 * JSON text, which ByteSlices.json quotes; `row` only names a misfit.
 */
type CellEncoder = (value: unknown, row: number) => string;

function cellText(value: unknown, type: ExportType, at: string): string | null {
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

function cellEncoder(name: string, type: ExportType): CellEncoder {
  const slow: CellEncoder = (value, row) => csvField(cellText(value, type, `"${name}" row ${row}`));
  switch (type.kind) {
    case "string":
      return (value, row) => (typeof value === "string" ? csvField(value) : slow(value, row));
    case "integer":
      // Digits and a sign never need quoting.
      return (value, row) => (typeof value === "number" && Number.isSafeInteger(value) ? String(value) : slow(value, row));
    case "float":
      return (value, row) => (typeof value === "number" && Number.isFinite(value) ? String(value) : slow(value, row));
    case "boolean":
      return (value, row) => (value === true ? "true" : value === false ? "false" : slow(value, row));
    case "date":
      return (value, row) => {
        const ms = value instanceof Date ? value.getTime() : Number.NaN;
        return ms % DAY_MS === 0 ? dayOfNumber(ms / DAY_MS) : slow(value, row);
      };
    case "list":
    case "struct":
      // The values jsonCellWriter gave up: converted first, as in every format.
      return (value, row) => JSON.stringify(toPlain(value, type, `"${name}" row ${row}`));
    default:
      return slow;
  }
}

export async function writeCsvFile(
  table: ColumnTable,
  types: ExportTypes,
  path: string,
  newline: string,
  batchRows: number,
): Promise<void> {
  const names = table.columnNames();
  const columns = names.map((name) => table.column(name));
  const encoders = names.map((name) => cellEncoder(name, types[name]));
  const nested = names.map((name) => types[name].kind === "list" || types[name].kind === "struct");
  const jsonCells = names.map((name, c) => (nested[c] ? jsonCellWriter(types[name]) : null));
  const header = names.map(csvField).join(",") + newline;
  await writeRowSlices(path, "csv", header, table.indices(), batchRows, (out, row, position) => {
    // Plain cells are joined into one string, written when a JSON cell or the line end comes.
    let plain = "";
    for (let c = 0; c < columns.length; c++) {
      if (c > 0) plain += ",";
      const value = columns[c]?.at(row);
      if (value === null || value === undefined) continue;
      if (!nested[c]) {
        plain += encoders[c](value, position);
        continue;
      }
      out.text(plain);
      plain = "";
      const cell = jsonCells[c];
      if (cell === null || !out.jsonCell(cell, value)) out.json(encoders[c](value, position));
    }
    out.text(plain + newline);
  });
}
