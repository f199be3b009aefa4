import { flatten } from "../../tables/index.js";
import { presetInput } from "../preset-input.js";
import { categoryLabel } from "../categories.js";
import { checkOptions, type ChartOptions } from "../options.js";
import { decimalSum } from "../decimal-bounds.js";
import { numberOf, readRows, stringOf, type ChartInput, type Row } from "../rows.js";
import { colorChannel, frameSpec, omittedNote, type VegaLiteSpec } from "../spec.js";
import { MisuseError } from "../../errors/index.js";
import * as msg from "../messages.js";

export interface OutcomeMeasurementsOptions extends ChartOptions {
  /** Which outcome: `{ serviceId, outcomeIndex }`, or an outcome title. Default: the first outcome in the table. */
  outcome?: { serviceId?: string; outcomeIndex?: number } | string;
}

const INTERVAL_NAMES: Record<string, string> = {
  STANDARD_DEVIATION: "± standard deviation",
  STANDARD_ERROR: "± standard error",
  INTER_QUARTILE_RANGE: "interquartile range",
  FULL_RANGE: "full range",
  CONFIDENCE_80: "80% confidence interval",
  CONFIDENCE_90: "90% confidence interval",
  CONFIDENCE_95: "95% confidence interval",
  CONFIDENCE_975: "97.5% confidence interval",
  CONFIDENCE_99: "99% confidence interval",
  CONFIDENCE_OTHER: "confidence interval",
};

function pickOutcome(rows: Row[], want: OutcomeMeasurementsOptions["outcome"]): Row[] {
  if (want === undefined) {
    const first = rows[0];
    if (!first) return [];
    return rows.filter((r) => r.serviceId === first.serviceId && numberOf(r.outcomeIndex) === numberOf(first.outcomeIndex));
  }
  if (typeof want === "string") {
    const hits = rows.filter((r) => r.outcomeTitle === want);
    return hits.length ? pickOutcome(hits, undefined) : [];
  }
  if (want === null || typeof want !== "object") {
    throw new MisuseError(msg.outcomeOption(want), { parameter: "options.outcome", value: want });
  }
  const hits = rows.filter(
    (r) =>
      (want.serviceId === undefined || r.serviceId === want.serviceId) &&
      (want.outcomeIndex === undefined || numberOf(r.outcomeIndex) === want.outcomeIndex),
  );
  return pickOutcome(hits, undefined);
}

/** The values of one outcome per group, with their dispersion intervals; input: a TrialCore table fetched with outcomes, or its `flatten.measurements` table. */
export function outcomeMeasurementsSpec(table: ChartInput, options?: OutcomeMeasurementsOptions): VegaLiteSpec {
  const o = checkOptions("outcomeMeasurements", options);
  const input = presetInput("outcomeMeasurements", table, {
    core: "trialcore",
    columns: ["outcomeIndex"],
    how: 'flatten.measurements(a TrialCore table fetched with { include: ["outcomes"] })',
    distinct: { key: ["serviceId", "outcomeIndex", "measurementIndex"], what: "measurement" },
    parent: { field: "outcomes", derive: flatten.measurements },
  });
  const rows = readRows(
    input,
    [
      "serviceId",
      "outcomeIndex",
      "measurementIndex",
      "outcomeTitle",
      "outcomeType",
      "units",
      "paramType",
      "dispersionType",
      "group",
      "groupId",
      "classification",
      "category",
      "paramValue",
      "dispersionValue",
      "value",
      "dispersion",
      "lower",
      "upper",
    ],
    o.filter,
  );
  const chosen = pickOutcome(rows, options?.outcome);
  const first = chosen[0] ?? {};
  const dispersionType = stringOf(first.dispersionType);
  const values = chosen.map((r) => {
    const value = numberOf(r.value) ?? numberOf(r.paramValue);
    let lower = numberOf(r.lower);
    let upper = numberOf(r.upper);
    const d = numberOf(r.dispersion);
    // SD and SE come as one number; the interval around the value is what a reader compares across groups.
    if (
      (lower == null || upper == null) &&
      d != null &&
      value != null &&
      (dispersionType === "STANDARD_DEVIATION" || dispersionType === "STANDARD_ERROR")
    ) {
      // At the inputs' precision: "19.08" ± "3.97" is 15.11 to 23.05, not 15.109999999999998.
      lower = decimalSum(value, -d, r.paramValue, r.dispersionValue);
      upper = decimalSum(value, d, r.paramValue, r.dispersionValue);
    }
    const sub = [stringOf(r.classification), stringOf(r.category)].filter((s): s is string => s != null).join(" · ");
    return { group: stringOf(r.group) ?? stringOf(r.groupId) ?? "Group not given", subgroup: sub || "All", value, lower, upper };
  });
  const drawn = values.filter((v) => v.value != null);
  const subgroups = [...new Set(drawn.map((v) => v.subgroup))];
  const split = subgroups.length > 1;
  const units = stringOf(first.units);
  const param = stringOf(first.paramType);
  const interval = dispersionType ? INTERVAL_NAMES[dispersionType] : undefined;
  const xTitle = [param ? categoryLabel(param) : "Value", units ? `(${units})` : ""].filter(Boolean).join(" ");
  const outcomeTitle = stringOf(first.outcomeTitle);
  const notes = [
    ...(outcomeTitle ? [outcomeTitle.length > 90 ? `${outcomeTitle.slice(0, 89)}…` : outcomeTitle] : []),
    ...(interval ? [`bars: ${interval}`] : []),
    ...omittedNote(values.length - drawn.length, "measurements without a numeric value"),
  ];
  const groups = [...new Set(drawn.map((v) => v.group))];
  const y = { field: "group", type: "nominal", title: "Group", sort: groups } as const;
  const yOffset = split ? { yOffset: { field: "subgroup", type: "nominal", sort: subgroups } as const } : {};
  const color = split ? { color: colorChannel("subgroup", "Category", subgroups) } : {};
  return frameSpec(
    {
      preset: "outcomeMeasurements",
      title: "Outcome measurements",
      notes,
      rows: chosen.length,
      width: 440,
      height: Math.max(100, groups.length * (split ? 18 * subgroups.length : 30)),
      values: drawn,
    },
    o,
    {
      encoding: { y, ...yOffset },
      layer: [
        {
          mark: { type: "rule", strokeWidth: 2, color: "#4c78a8" },
          transform: [{ filter: "isValid(datum.lower) && isValid(datum.upper)" }],
          encoding: { x: { field: "lower", type: "quantitative", title: xTitle }, x2: { field: "upper" }, ...color },
        },
        {
          mark: { type: "point", filled: true, size: 70, color: "#1f3b63", tooltip: true },
          encoding: { x: { field: "value", type: "quantitative", title: xTitle }, ...color },
        },
      ],
    },
  );
}
