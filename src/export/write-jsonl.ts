// JSON Lines: one JSON object per row with every column (nulls explicit), LF line ends, day
// dates as `YYYY-MM-DD`, timestamps ISO 8601 UTC. A JSON column (values of any shape) is JSON
// text, as in the other formats: an engine told its columns' types can only read a value of
// varying shape as text, and a bare string value would then be indistinguishable from JSON text.
import type { ColumnTable } from "arquero";
import { toPlain } from "./convert-values.js";
import type { ExportTypes } from "./export-types.js";
import { writeLines } from "./write-lines.js";

export async function writeJsonlFile(table: ColumnTable, types: ExportTypes, path: string, batchRows: number): Promise<void> {
  const names = table.columnNames();
  const columns = names.map((name) => table.column(name));
  await writeLines(table, path, batchRows, null, (row, position) => {
    const record: Record<string, unknown> = {};
    names.forEach((name, c) => {
      const plain = toPlain(columns[c]?.at(row), types[name], `"${name}" row ${position}`);
      record[name] = types[name].kind === "json" && plain !== null ? JSON.stringify(plain) : plain;
    });
    return `${JSON.stringify(record)}\n`;
  });
}
