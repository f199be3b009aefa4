// charts.fromSpec: a Vega-Lite spec of the user's own, drawn over a table. The table's rows become
// the spec's inline data, with the columns the spec reads (spec-fields.ts), dates as ISO days so
// temporal fields work; a field the table lacks is refused with the table's columns, and a chart
// whose fields are empty in every row says so, since either would otherwise draw an empty frame.
import type { TopLevelSpec } from "vega-lite";
import { MisuseError } from "../errors/index.js";
import { isColumnTable } from "../tables/is-column-table.js";
import { Chart } from "./chart.js";
import * as msg from "./messages.js";
import { missingEverywhere, readRows, type ChartInput } from "./rows.js";
import { specFields } from "./spec-fields.js";
import { VEGA_LITE_SCHEMA, withNote, type OmitEach, type VegaLiteSpec } from "./spec.js";
import { themed } from "./spec-theme.js";

/** What `fromSpec(table, spec)` takes: a whole Vega-Lite spec except its data, which the table gives. */
export type TableSpec = OmitEach<TopLevelSpec, "data">;

function columnsOf(table: ChartInput): string[] {
  if (isColumnTable(table)) return table.columnNames();
  return [...new Set(table.flatMap((row) => (row !== null && typeof row === "object" ? Object.keys(row) : [])))];
}

function tableSpec(table: ChartInput, spec: TableSpec): VegaLiteSpec {
  if (spec === null || typeof spec !== "object" || Array.isArray(spec)) {
    throw new MisuseError(msg.fromSpecNotObject(spec), { parameter: "spec", value: spec });
  }
  if (!isColumnTable(table) && !Array.isArray(table))
    throw new MisuseError(msg.presetGotNoTable("charts.fromSpec(table, spec) needs a table", table));
  const columns = columnsOf(table);
  const { used, produced, opaque } = specFields(spec);
  const read = [...new Set(used.map((u) => u.field))].filter((field) => columns.includes(field));
  const missing = used.filter(
    (u, i) => !columns.includes(u.field) && !produced.has(u.field) && used.findIndex((v) => v.field === u.field) === i,
  );
  if (missing.length > 0 && !opaque && columns.length > 0) {
    throw new MisuseError(msg.fromSpecFields(missing, columns), { parameter: "spec", value: missing[0].field });
  }
  const rows = readRows(table, read);
  const values = rows.map((row) =>
    Object.fromEntries(read.map((c) => [c, row[c] instanceof Date ? (row[c] as Date).toISOString().slice(0, 10) : row[c]])),
  );
  const empty = missingEverywhere(rows, read);
  const full = themed({ ...spec, $schema: spec.$schema ?? VEGA_LITE_SCHEMA, data: { values } } as VegaLiteSpec);
  if (empty.length === 0) return full;
  console.warn(msg.missingEverywhereWarning("fromSpec", empty, rows.length));
  return withNote(full, msg.missingEverywhereNote(empty));
}

/**
 * A custom chart: `fromSpec(spec)` with its own data, or `fromSpec(table, spec)` with the table's rows (the columns the spec
 * names) as the spec's inline data and Vega-Lite v5 declared. Either way it is drawn in the presets' look (their config under
 * the spec's own) and fields of a known enum (phase, overallStatus...) go in the reference's order unless the spec sorts them.
 */
export function fromSpec(spec: VegaLiteSpec): Chart;
export function fromSpec(table: ChartInput, spec: TableSpec): Chart;
export function fromSpec(...args: [VegaLiteSpec] | [ChartInput, TableSpec]): Chart {
  if (args.length === 2) return new Chart(tableSpec(args[0], args[1]));
  const [spec] = args;
  if (isColumnTable(spec)) throw new MisuseError(msg.fromSpecNoSpec(), { parameter: "spec" });
  return new Chart(themed(spec));
}
