// JSON Lines: one JSON object per row with every column (nulls explicit), LF line ends, day
// dates as `YYYY-MM-DD`, timestamps ISO 8601 UTC. A JSON column (values of any shape) is JSON
// text, as in the other formats: an engine told its columns' types can only read a value of
// varying shape as text, and a bare string value would then be indistinguishable from JSON text.
//
// A row is the JSON.stringify text of its plain copy, written in slices of at most `batchRows`
// rows and about a megabyte (byte-slices.ts), so the whole text never sits in memory. The values
// the JSON writers take as they are (json-cells.ts: text, numbers, booleans, day dates,
// timestamps, lists and structs in plain form) go straight into the bytes; any other is converted
// by toPlain, which also throws the misfit error naming its position, and stringified.
import type { ColumnTable } from "arquero";
import { writeRowSlices } from "./byte-slices.js";
import { toPlain } from "./convert-values.js";
import type { ExportTypes } from "./export-types.js";
import { fieldKeys, jsonCellWriter } from "./json-cells.js";

const CLOSE_LINE = Buffer.from("}\n");

export async function writeJsonlFile(table: ColumnTable, types: ExportTypes, path: string, batchRows: number): Promise<void> {
  const names = table.columnNames();
  const columns = names.map((name) => table.column(name));
  // None for a JSON column: its values are written as their JSON text.
  const writers = names.map((name) => jsonCellWriter(types[name]));
  const keys = fieldKeys(names, false);
  const plainText = (c: number, value: unknown, position: number): string => {
    const type = types[names[c]];
    const plain = toPlain(value, type, `"${names[c]}" row ${position}`);
    return JSON.stringify(type.kind === "json" && plain !== null ? JSON.stringify(plain) : plain);
  };
  await writeRowSlices(path, "jsonl", "", table.indices(), batchRows, (out, row, position) => {
    for (let c = 0; c < columns.length; c++) {
      out.encoded(keys[c]);
      const value = columns[c]?.at(row);
      const writer = writers[c];
      if (value === null || value === undefined) out.ascii("null");
      else if (writer === null || !out.jsonCell(writer, value)) out.json(plainText(c, value, position));
    }
    out.encoded(CLOSE_LINE);
  });
}
