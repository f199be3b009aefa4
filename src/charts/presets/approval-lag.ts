import { pairs } from "../../tables/index.js";
import { presetInput } from "../preset-input.js";
import { checkOptions, type ChartOptions } from "../options.js";
import { isoDay, numberOf, readRows, stringOf, type ChartInput } from "../rows.js";
import { isColumnTable } from "../../tables/is-column-table.js";
import { recordsToTable } from "../../tables/index.js";
import { frameSpec, omittedNote, type VegaLiteSpec } from "../spec.js";

// Points are 40 px² circles: the scales keep this many pixels free at each end, so a point at the
// edge of the data is drawn whole instead of cut in half by the plot's border.
const EDGE_PADDING = 8;

/** FDA/EMA pairs (pairs.authorizations, or a RegulatoryCore table to pair): EMA's lag behind the FDA in days, by the FDA's date. */
export function approvalLagSpec(table: ChartInput, options?: ChartOptions): VegaLiteSpec {
  const o = checkOptions("approvalLag", options);
  const input = presetInput("approvalLag", table, {
    core: "regulatorycore",
    columns: ["fdaDate", "emaDate", "lagDays"],
    how: "pairs.authorizations(a RegulatoryCore table, sv)",
    distinct: { key: ["fdaServiceId", "emaServiceId"], what: "FDA/EMA pair" },
    parent: {
      field: "authorizationsByAgency",
      derive: (parent) => pairs.authorizations(isColumnTable(parent) ? parent : recordsToTable("regulatorycore", parent)),
    },
  });
  const rows = readRows(input, ["fdaDate", "emaDate", "lagDays", "fdaName", "emaName", "activeSubstance", "firstAgency"], o.filter);
  const values = rows.flatMap((r) => {
    const fdaDate = isoDay(r.fdaDate);
    const lag = numberOf(r.lagDays);
    if (fdaDate === null || lag === null || isoDay(r.emaDate) === null) return [];
    return [
      {
        fdaDate,
        emaDate: isoDay(r.emaDate),
        lagDays: lag,
        product: stringOf(r.activeSubstance) ?? stringOf(r.fdaName) ?? "",
        first: lag > 0 ? "FDA first" : lag < 0 ? "EMA first" : "Same day",
      },
    ];
  });
  const notes = [`${values.length} FDA/EMA pairs`, ...omittedNote(rows.length - values.length, "pairs without both dates")];
  const frame = { preset: "approvalLag", title: "EMA authorization lag behind the FDA", notes, width: 480, height: 260 };
  return frameSpec({ ...frame, values, rows: rows.length }, o, {
    layer: [
      { mark: { type: "rule", color: "#888" }, encoding: { y: { datum: 0 } } },
      {
        mark: { type: "circle", size: 40, opacity: 0.75, tooltip: true },
        encoding: {
          x: {
            field: "fdaDate",
            type: "temporal",
            title: "FDA authorization date",
            axis: { format: "%Y" },
            scale: { padding: EDGE_PADDING },
          },
          y: { field: "lagDays", type: "quantitative", title: "EMA date minus FDA date (days)", scale: { padding: EDGE_PADDING } },
          color: { field: "first", type: "nominal", title: "First agency", scale: { domain: ["FDA first", "EMA first", "Same day"] } },
          tooltip: [
            { field: "product", title: "Product" },
            { field: "fdaDate", type: "temporal", title: "FDA" },
            { field: "emaDate", type: "temporal", title: "EMA" },
            { field: "lagDays", title: "Lag (days)" },
          ],
        },
      },
    ],
  });
}
