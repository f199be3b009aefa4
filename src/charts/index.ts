import { Chart } from "./chart.js";
import type { ChartOptions } from "./options.js";
import type { ChartInput } from "./rows.js";
import type { VegaLiteSpec } from "./spec.js";
import { approvalsTimelineSpec } from "./presets/approvals-timeline.js";
import { citationsSpec } from "./presets/citations.js";
import { designationsSpec } from "./presets/designations.js";
import { enrollmentSpec } from "./presets/enrollment.js";
import { geneConstraintSpec } from "./presets/gene-constraint.js";
import { outcomeMeasurementsSpec } from "./presets/outcome-measurements.js";
import { pipelineSpec } from "./presets/pipeline.js";
import { publicationsByYearSpec } from "./presets/publications-by-year.js";
import { trialTimelineSpec } from "./presets/trial-timeline.js";
import { trialsByCountrySpec } from "./presets/trials-by-country.js";
import { trialsByPhaseSpec } from "./presets/trials-by-phase.js";

/** The pure presets: table and options in, Vega-Lite v5 spec out. */
export const specs = {
  trialsByPhase: trialsByPhaseSpec,
  trialTimeline: trialTimelineSpec,
  enrollment: enrollmentSpec,
  trialsByCountry: trialsByCountrySpec,
  publicationsByYear: publicationsByYearSpec,
  citations: citationsSpec,
  approvalsTimeline: approvalsTimelineSpec,
  designations: designationsSpec,
  pipeline: pipelineSpec,
  geneConstraint: geneConstraintSpec,
  outcomeMeasurements: outcomeMeasurementsSpec,
} as const;

type Specs = typeof specs;
type ChartPresets = { [K in keyof Specs]: (table: ChartInput, options?: Parameters<Specs[K]>[1]) => Chart };

function toChart<K extends keyof Specs>(name: K): ChartPresets[K] {
  const preset = specs[name] as (t: ChartInput, o?: unknown) => VegaLiteSpec;
  return ((table: ChartInput, options?: unknown) => new Chart(preset(table, options))) as ChartPresets[K];
}

/** Every preset, returning a `Chart`: `charts.trialsByPhase(table, { title })`. */
export const charts: ChartPresets & { fromSpec(spec: VegaLiteSpec): Chart } = {
  ...(Object.fromEntries(Object.keys(specs).map((k) => [k, toChart(k as keyof Specs)])) as ChartPresets),
  fromSpec: (spec: VegaLiteSpec) => new Chart(spec),
};

export { Chart, VEGA_LITE_MIME, type ChartBundle } from "./chart.js";
export type { ChartOptions } from "./options.js";
export type { ChartInput, Row, RowFilter } from "./rows.js";
export type { VegaLiteSpec } from "./spec.js";
export type { PngOptions } from "./render.js";
export type { TrialTimelineOptions } from "./presets/trial-timeline.js";
export type { TrialsByCountryOptions } from "./presets/trials-by-country.js";
export type { PublicationsByYearOptions } from "./presets/publications-by-year.js";
export type { OutcomeMeasurementsOptions } from "./presets/outcome-measurements.js";
export { categoryLabel } from "./categories.js";
export { escapeHtml } from "./html-page.js";
