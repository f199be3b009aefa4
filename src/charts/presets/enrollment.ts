import { presetInput } from "../preset-input.js";
import { categoryLabel, categoryOf, orderedLabels } from "../categories.js";
import { checkOptions, type ChartOptions } from "../options.js";
import { missingEverywhere, numberOf, readRows, type ChartInput } from "../rows.js";
import { frameSpec, omittedNote, type VegaLiteSpec } from "../spec.js";

/**
 * Distribution of planned or actual enrollment per phase: box plots on a log axis (enrollment spans 10 to 10,000+). Trials
 * without an enrollment and trials that enrolled 0 are left out, each counted in its own note.
 */
export function enrollmentSpec(table: ChartInput, options?: ChartOptions): VegaLiteSpec {
  const o = checkOptions("enrollment", options);
  const input = presetInput("enrollment", table, {
    core: "trialcore",
    columns: ["enrollment"],
    how: "sv.trialcore.search / searchAll / get",
    distinct: { key: ["serviceId"], what: "trial" },
  });
  const rows = readRows(input, ["phase", "enrollment", "serviceId"], o.filter);
  const read = rows.map((r) => ({ phase: categoryOf(r.phase), enrollment: numberOf(r.enrollment) }));
  const kept = read.filter((r): r is { phase: string | null; enrollment: number } => r.enrollment != null && r.enrollment > 0);
  // Two different reasons a trial is not drawn, said apart: no enrollment given, or an enrollment
  // of 0 (a withdrawn trial), which a log axis cannot place.
  const unknown = read.filter((r) => r.enrollment === null).length;
  const zero = read.length - kept.length - unknown;
  const domain = orderedLabels(
    kept.map((r) => r.phase),
    "phase",
  );
  const values = kept.map((r) => ({ phase: categoryLabel(r.phase), enrollment: r.enrollment }));
  const notes = [
    `${kept.length} trial${kept.length === 1 ? "" : "s"}`,
    ...omittedNote(unknown, `trial${unknown === 1 ? "" : "s"} without enrollment`),
    ...omittedNote(zero, `trial${zero === 1 ? "" : "s"} with enrollment 0 (a log axis has no 0)`),
  ];
  const frame = { preset: "enrollment", title: "Enrollment by phase", notes, width: 460, height: Math.max(120, domain.length * 34) };
  return frameSpec({ ...frame, values, rows: rows.length, missing: missingEverywhere(rows, ["phase", "enrollment"]) }, o, {
    mark: { type: "boxplot", extent: "min-max", size: 18 },
    encoding: {
      y: { field: "phase", type: "nominal", title: "Trial phase", sort: domain },
      x: { field: "enrollment", type: "quantitative", title: "Participants enrolled (log scale)", scale: { type: "log" } },
      color: { field: "phase", type: "nominal", legend: null, sort: domain, scale: { domain, scheme: "tableau10" } },
    },
  });
}
