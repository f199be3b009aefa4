import { presetInput } from "../preset-input.js";
import { categoryLabel, categoryOf, orderedLabels } from "../categories.js";
import { fieldTitle } from "../field-titles.js";
import { checkOptions, type ChartOptions } from "../options.js";
import { missingEverywhere, readRows, type ChartInput } from "../rows.js";
import { COUNT_AXIS, COUNT_SCALE, colorChannel, frameSpec, type VegaLiteSpec } from "../spec.js";

/** Drugs by highest clinical stage, stacked by drug type (or `options.color`). */
export function pipelineSpec(table: ChartInput, options?: ChartOptions): VegaLiteSpec {
  const o = checkOptions("pipeline", options);
  const colorField = o.color ?? "drugType";
  const input = presetInput("pipeline", table, {
    core: "drugcore",
    columns: ["maxClinicalStage"],
    how: "sv.drugcore.search / searchAll / get",
    distinct: { key: ["serviceId"], what: "drug" },
    optionColumns: { color: o.color },
  });
  const rows = readRows(input, ["maxClinicalStage", colorField], o.filter);
  const stages = rows.map((r) => categoryOf(r.maxClinicalStage));
  const colors = rows.map((r) => categoryOf(r[colorField]));
  const stageDomain = orderedLabels(stages, "maxClinicalStage");
  const colorDomain = orderedLabels(colors, colorField);
  const values = rows.map((_, i) => {
    const color = categoryLabel(colors[i]);
    return { stage: categoryLabel(stages[i]), color, colorRank: colorDomain.indexOf(color) };
  });
  const missing = missingEverywhere(rows, ["maxClinicalStage", colorField]);
  const frame = { preset: "pipeline", title: "Drug pipeline", notes: [`${rows.length} drugs`], width: 460, height: 260 };
  return frameSpec({ ...frame, values, rows: rows.length, missing }, o, {
    mark: { type: "bar", tooltip: true },
    encoding: {
      x: { field: "stage", type: "nominal", title: "Highest clinical stage reached", sort: stageDomain, axis: { labelAngle: -30 } },
      y: { aggregate: "count", type: "quantitative", title: "Number of drugs", axis: COUNT_AXIS, scale: COUNT_SCALE },
      color: colorChannel("color", fieldTitle(colorField), colorDomain),
      order: { field: "colorRank", type: "quantitative" },
    },
  });
}
