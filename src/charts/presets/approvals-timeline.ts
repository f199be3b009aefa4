import { presetInput } from "../preset-input.js";
import { yearChannel } from "../year-scale.js";
import { categoryLabel, categoryOf, orderedLabels } from "../categories.js";
import { fieldTitle } from "../field-titles.js";
import { checkOptions, type ChartOptions } from "../options.js";
import { missingEverywhere, readRows, type ChartInput, type Row } from "../rows.js";
import { COUNT_AXIS, COUNT_SCALE, colorChannel, frameSpec, omittedNote, type VegaLiteSpec } from "../spec.js";
import { yearOf } from "../../days/index.js";

/** Authorizations per year, one row of bars per agency (FDA, EMA), stacked by authorization status. */
export function approvalsTimelineSpec(table: ChartInput, options?: ChartOptions & { dateField?: string }): VegaLiteSpec {
  const o = checkOptions("approvalsTimeline", options);
  const dateField = options?.dateField ?? "authorizationDate";
  const colorField = o.color ?? "authorizationStatus";
  const input = presetInput("approvalsTimeline", table, {
    core: "regulatorycore",
    columns: ["agency", dateField],
    how: "sv.regulatorycore.search / searchAll / get",
    distinct: { key: ["serviceId"], what: "authorization" },
    optionColumns: { color: o.color },
  });
  const rows = readRows(input, ["agency", dateField, colorField], o.filter);
  const dated = rows.map((r) => ({ r, year: yearOf(r[dateField]) })).filter((d): d is { r: Row; year: number } => d.year != null);
  const agencies = dated.map((d) => categoryOf(d.r.agency));
  const colors = dated.map((d) => categoryOf(d.r[colorField]));
  const agencyDomain = orderedLabels(agencies, "agency");
  const colorDomain = orderedLabels(colors, colorField);
  const values = dated.map((d, i) => {
    const color = categoryLabel(colors[i]);
    return { year: `${d.year}-01-01`, agency: categoryLabel(agencies[i]), color, colorRank: colorDomain.indexOf(color) };
  });
  const notes = [`${dated.length} authorizations`, ...omittedNote(rows.length - dated.length, "authorizations without a date")];
  const frame = { preset: "approvalsTimeline", title: "Authorizations over time", notes, width: 480, height: 130 };
  return frameSpec({ ...frame, values, rows: rows.length, missing: missingEverywhere(rows, ["agency", colorField]) }, o, {
    mark: { type: "bar", tooltip: true },
    encoding: {
      row: { field: "agency", type: "nominal", title: "Agency", sort: agencyDomain, header: { labelAngle: 0, labelAlign: "left" } },
      x: yearChannel(
        dated.map((d) => d.year),
        `Year of ${fieldTitle(dateField).toLowerCase()}`,
      ),
      y: { aggregate: "count", type: "quantitative", title: "Authorizations", axis: COUNT_AXIS, scale: COUNT_SCALE },
      color: colorChannel("color", fieldTitle(colorField), colorDomain),
      order: { field: "colorRank", type: "quantitative" },
    },
  });
}
