// Moving between the tables layer and wire records: the mirror stores records as the service sent
// them, and reads them back through the same function that builds the search tables.
import type { ColumnTable } from "arquero";
import type { CoreName } from "../schema/index.js";
import { CORE_COLUMNS, columnTypes } from "../tables/index.js";

/** Wire records from a table the tables layer built: day dates back to YYYY-MM-DD, derived columns dropped. */
export function tableToRecords(core: CoreName, table: ColumnTable): Record<string, unknown>[] {
  const types = columnTypes(table) ?? {};
  const derived = new Set(CORE_COLUMNS[core].derived.map((c) => c.name));
  const names = table.columnNames().filter((n) => !derived.has(n));
  const columns = names.map((n) => table.array(n) as ArrayLike<unknown>);
  const records: Record<string, unknown>[] = [];
  for (let i = 0; i < table.numRows(); i++) {
    const record: Record<string, unknown> = {};
    names.forEach((name, c) => {
      const value = columns[c][i];
      record[name] = types[name]?.kind === "date" && value instanceof Date ? value.toISOString().slice(0, 10) : (value ?? null);
    });
    records.push(record);
  }
  return records;
}
