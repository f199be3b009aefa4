// Helpers over tables refuse a table of another core, or one that lacks the columns they read,
// naming the helper, what they need and how to get it, instead of computing something empty or wrong.
import type { ColumnTable } from "arquero";
import { MisuseError } from "../errors/index.js";
import type { CoreName } from "../schema/index.js";
import { isColumnTable } from "./is-column-table.js";
import * as msg from "./messages.js";
import { coreOfTable } from "./table-core.js";

/** `core`: the core the table must hold, when the helper knows it (a table of another core is named). */
export function requireColumns(helper: string, table: ColumnTable, columns: readonly string[], needs: string, core?: CoreName): void {
  if (!isColumnTable(table)) throw new MisuseError(msg.notATable(helper, needs, table), { value: table });
  const got = core ? coreOfTable(table) : null;
  if (got && got !== core) throw new MisuseError(msg.wrongCore(helper, needs, got));
  const missing = columns.filter((c) => !table.columnNames().includes(c));
  if (missing.length > 0) throw new MisuseError(msg.missingColumns(helper, needs, missing, table.columnNames()));
}
