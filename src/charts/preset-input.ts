// Every preset checks the table it is given before drawing: a table of the wrong core (or one
// lacking the columns the chart is about) would otherwise draw something plausible and wrong,
// such as three "Not given" bars for a DrugCore table passed to trialsByPhase.
import type { CoreName } from "../schema/index.js";
import { info } from "../tables/provenance.js";
import { isColumnTable, type ChartInput } from "./rows.js";
import { UsageError } from "../errors/index.js";

export interface PresetInput {
  /** The core whose records (or flattened children) the preset draws; null when any table with the columns will do. */
  core: CoreName | null;
  /** Columns the chart is about. */
  columns: readonly string[];
  /** How to get such a table, in the user's words. */
  how: string;
}

export function checkPresetInput(preset: string, table: ChartInput, need: PresetInput): void {
  const what = need.core ? `a ${need.core} table` : "a table";
  const hint = `charts.${preset} needs ${what} with ${need.columns.join(", ")} (${need.how})`;
  if (isColumnTable(table)) {
    const core = info(table)?.core ?? null;
    if (need.core && core && core !== need.core) throw new UsageError(`${hint}; got a ${core} table`);
    // A table with no columns at all (aq.table({})) is an empty chart, not a wrong table.
    const missing = table.numCols() === 0 ? [] : need.columns.filter((c) => !table.columnNames().includes(c));
    if (missing.length > 0) throw new UsageError(`${hint}; the table has no ${missing.join(", ")} column${missing.length > 1 ? "s" : ""}`);
    return;
  }
  if (Array.isArray(table) && table.length > 0) {
    const missing = need.columns.filter((c) => !table.some((r) => r != null && typeof r === "object" && c in r));
    if (missing.length > 0) throw new UsageError(`${hint}; no row has ${missing.join(", ")}`);
  }
}
