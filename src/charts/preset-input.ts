// Every preset checks the table it is given before drawing: a table of the wrong core (or one
// lacking the columns the chart is about) would otherwise draw something plausible and wrong,
// such as three "Not given" bars for a DrugCore table passed to trialsByPhase. A preset that draws
// a child table (designations, measurements, FDA/EMA pairs) also takes the parent table and derives
// the child from it, as a user who has the parent in hand expects.
import type { ColumnTable } from "arquero";
import { CORE_TITLES, type CoreName } from "../schema/index.js";
import { isColumnTable } from "../tables/is-column-table.js";
import { coreOfRecords, coreOfTable } from "../tables/table-core.js";
import { MisuseError } from "../errors/index.js";
import * as msg from "./messages.js";
import type { ChartInput, Row } from "./rows.js";
import { distinctRecords } from "./distinct-records.js";

interface PresetInput {
  /** The core whose records (or flattened children) the preset draws; null when any table with the columns will do. */
  core: CoreName | null;
  /** Columns the chart is about. */
  columns: readonly string[];
  /** How to get such a table, in the user's words. */
  how: string;
  /** A parent table the preset also takes: it has `field`, and `derive` turns it into the table drawn. */
  parent?: { field: string; derive: (parent: ColumnTable | readonly Row[]) => ColumnTable };
  /** Columns that options name (`{ color: "sponsorType" }`): each must be in the table. */
  optionColumns?: Record<string, string | undefined>;
  /**
   * The columns that identify one counted thing (serviceId for records; with the child's positions for a child
   * table), and its name in the warning: each is counted once however often the table repeats it.
   */
  distinct?: { key: readonly string[]; what: string };
}

function columnsOf(table: ChartInput): string[] {
  if (isColumnTable(table)) return table.columnNames();
  const names = new Set<string>();
  for (const row of table) if (row !== null && typeof row === "object") for (const key of Object.keys(row)) names.add(key);
  return [...names];
}

function needs(preset: string, need: PresetInput): string {
  const what = need.core ? `a ${CORE_TITLES[need.core]} table` : "a table";
  const parent = need.parent ? `, or a table with ${need.parent.field}` : "";
  return `charts.${preset} needs ${what} with ${need.columns.join(", ")} (${need.how}${parent})`;
}

/** The table the preset draws: `table` itself, or the child table derived from a parent; throws for anything else. */
export function presetInput(preset: string, table: ChartInput, need: PresetInput): ChartInput {
  if (!isColumnTable(table) && !Array.isArray(table)) throw new MisuseError(msg.presetGotNoTable(needs(preset, need), table));
  // A table with no columns at all (aq.table({}), []) is an empty chart, not a wrong table.
  let columns = columnsOf(table);
  if (columns.length === 0) return table;
  let input = table;
  const lacking = need.columns.filter((c) => !columns.includes(c));
  if (lacking.length > 0 && need.parent && columns.includes(need.parent.field)) {
    input = need.parent.derive(table);
    columns = input.columnNames();
  }
  const core = isColumnTable(input) ? coreOfTable(input) : coreOfRecords(input);
  if (need.core && core && core !== need.core) throw new MisuseError(msg.presetWrongCore(needs(preset, need), CORE_TITLES[core]));
  const missing = need.columns.filter((c) => !columns.includes(c));
  if (missing.length > 0) {
    const message = isColumnTable(input)
      ? msg.presetMissingColumns(needs(preset, need), missing, columns)
      : msg.presetNoRowHas(needs(preset, need), missing);
    throw new MisuseError(message);
  }
  for (const [option, field] of Object.entries(need.optionColumns ?? {})) {
    if (field !== undefined && !columns.includes(field)) {
      throw new MisuseError(msg.optionColumnMissing(preset, option, field, columns), { parameter: `options.${option}`, value: field });
    }
  }
  return need.distinct ? distinctRecords(preset, input, need.distinct.key, need.distinct.what) : input;
}
