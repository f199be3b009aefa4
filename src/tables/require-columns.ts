// Helpers over tables refuse a table that lacks the columns they read, naming the helper, the
// columns and how to get a suitable table, instead of computing something empty or wrong.
import type { ColumnTable } from "arquero";
import { UsageError } from "../errors/index.js";

export function requireColumns(helper: string, table: ColumnTable, columns: readonly string[], needs: string): void {
  if (!table || typeof (table as { columnNames?: unknown }).columnNames !== "function") {
    throw new UsageError(`${helper}: expected an Arquero table (${needs}); got ${table === null ? "null" : typeof table}`);
  }
  const missing = columns.filter((c) => !table.columnNames().includes(c));
  if (missing.length > 0) {
    throw new UsageError(
      `${helper} needs ${needs}: the table has no column ${missing.join(", ")} (it has ${table.columnNames().slice(0, 12).join(", ")}${table.columnNames().length > 12 ? ", ..." : ""})`,
    );
  }
}
