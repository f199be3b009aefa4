import { presetInput } from "../preset-input.js";
import { categoryLabel, categoryOf, orderedLabels } from "../categories.js";
import { fieldTitle } from "../field-titles.js";
import { checkOptions, countOption, type ChartOptions } from "../options.js";
import { isoDay, missingEverywhere, readRows, stringOf, type ChartInput } from "../rows.js";
import { colorChannel, frameSpec, omittedNote, type VegaLiteSpec } from "../spec.js";

export interface TrialTimelineOptions extends ChartOptions {
  /** Most trials drawn (earliest start first); default 40. */
  maxTrials?: number;
}

function shorten(s: string, n: number): string {
  return s.length > n ? `${s.slice(0, n - 1)}…` : s;
}

/** One bar per trial from start date to completion date, coloured by overall status. */
export function trialTimelineSpec(table: ChartInput, options?: TrialTimelineOptions): VegaLiteSpec {
  const o = checkOptions("trialTimeline", options);
  const max = countOption("trialTimeline", "maxTrials", options?.maxTrials, 40);
  const colorField = o.color ?? "overallStatus";
  const input = presetInput("trialTimeline", table, {
    core: "trialcore",
    columns: ["startDate", "completionDate"],
    how: "sv.trialcore.search / searchAll / get",
    distinct: { key: ["serviceId"], what: "trial" },
    optionColumns: { color: o.color },
  });
  const rows = readRows(
    input,
    ["serviceId", "nctId", "registryId", "briefTitle", "acronym", "startDate", "completionDate", colorField],
    o.filter,
  );
  const dated = rows
    .map((r) => ({ r, start: isoDay(r.startDate), end: isoDay(r.completionDate) }))
    .filter((d): d is { r: typeof d.r; start: string; end: string } => d.start != null && d.end != null)
    .sort((a, b) => a.start.localeCompare(b.start));
  const shown = dated.slice(0, max);
  const colors = shown.map((d) => categoryOf(d.r[colorField]));
  const colorDomain = orderedLabels(colors, colorField);
  const used = new Map<string, number>();
  const values = shown.map((d, i) => {
    const id = stringOf(d.r.nctId) ?? stringOf(d.r.registryId) ?? stringOf(d.r.serviceId) ?? `row ${i + 1}`;
    const name = stringOf(d.r.acronym) ?? stringOf(d.r.briefTitle);
    let label = name ? `${id} · ${shorten(name, 32)}` : id;
    // Two trials may share a label; the axis is keyed by it, so keep every bar on its own line.
    const n = used.get(label) ?? 0;
    used.set(label, n + 1);
    if (n > 0) label = `${label} #${n + 1}`;
    return {
      trial: label,
      title: stringOf(d.r.briefTitle),
      startDate: d.start,
      completionDate: d.end,
      color: categoryLabel(colors[i]),
    };
  });
  const notes = [
    ...omittedNote(rows.length - dated.length, "trials without both dates"),
    ...omittedNote(dated.length - shown.length, "later trials"),
  ];
  const frame = { preset: "trialTimeline", title: "Trial timeline", notes, width: 520, height: Math.max(120, values.length * 16) };
  return frameSpec({ ...frame, values, rows: rows.length, missing: missingEverywhere(rows, [colorField]) }, o, {
    mark: { type: "bar", cornerRadius: 2, tooltip: true },
    encoding: {
      y: { field: "trial", type: "nominal", title: null, sort: null, axis: { labelLimit: 360 } },
      x: { field: "startDate", type: "temporal", timeUnit: "utcyearmonthdate", title: "Start to completion date", axis: { format: "%Y" } },
      x2: { field: "completionDate", timeUnit: "utcyearmonthdate" },
      color: colorChannel("color", fieldTitle(colorField), colorDomain),
      tooltip: [
        { field: "trial", title: "Trial" },
        { field: "title", title: "Title" },
        { field: "startDate", title: "Start" },
        { field: "completionDate", title: "Completion" },
        { field: "color", title: fieldTitle(colorField) },
      ],
    },
  });
}
