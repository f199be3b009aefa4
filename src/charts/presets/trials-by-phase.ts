import { presetInput } from "../preset-input.js";
import { categoryLabel, categoryOf, orderedLabels } from "../categories.js";
import { checkOptions, type ChartOptions } from "../options.js";
import { missingEverywhere, readRows, type ChartInput } from "../rows.js";
import { COUNT_AXIS, COUNT_SCALE, colorChannel, frameSpec, type VegaLiteSpec } from "../spec.js";
import { fieldTitle } from "../field-titles.js";

/** Trials per phase, stacked by overall status (or `options.color`). */
export function trialsByPhaseSpec(table: ChartInput, options?: ChartOptions): VegaLiteSpec {
  const o = checkOptions("trialsByPhase", options);
  const colorField = o.color ?? "overallStatus";
  const input = presetInput("trialsByPhase", table, {
    core: "trialcore",
    columns: ["phase"],
    how: "sv.trialcore.search / searchAll / get",
    distinct: { key: ["serviceId"], what: "trial" },
    optionColumns: { color: o.color },
  });
  const rows = readRows(input, ["phase", colorField], o.filter);
  const phases = rows.map((r) => categoryOf(r.phase));
  const colors = rows.map((r) => categoryOf(r[colorField]));
  const phaseDomain = orderedLabels(phases, "phase");
  const colorDomain = orderedLabels(colors, colorField);
  const values = rows.map((_, i) => {
    const color = categoryLabel(colors[i]);
    return { phase: categoryLabel(phases[i]), color, colorRank: colorDomain.indexOf(color) };
  });
  const missing = missingEverywhere(rows, ["phase", colorField]);
  const frame = { preset: "trialsByPhase", title: "Trials by phase", notes: [`${rows.length} trials`], width: 420, height: 260 };
  return frameSpec({ ...frame, values, rows: rows.length, missing }, o, {
    mark: { type: "bar", tooltip: true },
    encoding: {
      x: { field: "phase", type: "nominal", title: "Trial phase", sort: phaseDomain, axis: { labelAngle: -30 } },
      y: { aggregate: "count", type: "quantitative", title: "Number of trials", axis: COUNT_AXIS, scale: COUNT_SCALE },
      color: colorChannel("color", fieldTitle(colorField), colorDomain),
      order: { field: "colorRank", type: "quantitative", sort: "ascending" },
    },
  });
}
