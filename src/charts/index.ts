import { Chart } from "./chart.js";
import { fromSpec } from "./from-spec.js";
import type { ChartInput } from "./rows.js";
import type { VegaLiteSpec } from "./spec.js";
import { approvalsTimelineSpec } from "./presets/approvals-timeline.js";
import { approvalLagSpec } from "./presets/approval-lag.js";
import { changesSpec } from "./presets/changes.js";
import { patentLandscapeSpec } from "./presets/patent-landscape.js";
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
  approvalLag: approvalLagSpec,
  changes: changesSpec,
  patentLandscape: patentLandscapeSpec,
} as const;

/** A preset that returns a `Chart` instead of a bare spec. */
function chartOf<O>(preset: (table: ChartInput, options?: O) => VegaLiteSpec): (table: ChartInput, options?: O) => Chart {
  return (table, options) => new Chart(preset(table, options));
}

/** Every preset, returning a `Chart`: `charts.trialsByPhase(table, { title })`. */
export const charts = {
  trialsByPhase: chartOf(specs.trialsByPhase),
  trialTimeline: chartOf(specs.trialTimeline),
  enrollment: chartOf(specs.enrollment),
  trialsByCountry: chartOf(specs.trialsByCountry),
  publicationsByYear: chartOf(specs.publicationsByYear),
  citations: chartOf(specs.citations),
  approvalsTimeline: chartOf(specs.approvalsTimeline),
  designations: chartOf(specs.designations),
  pipeline: chartOf(specs.pipeline),
  geneConstraint: chartOf(specs.geneConstraint),
  outcomeMeasurements: chartOf(specs.outcomeMeasurements),
  approvalLag: chartOf(specs.approvalLag),
  changes: chartOf(specs.changes),
  patentLandscape: chartOf(specs.patentLandscape),
  fromSpec,
};

export { Chart, VEGA_LITE_MIME } from "./chart.js";
export type { TableSpec } from "./from-spec.js";
export type { ChartOptions } from "./options.js";
export type { ChartInput, Row, RowFilter } from "./rows.js";
export type { VegaLiteSpec } from "./spec.js";
export type { PngOptions } from "./render.js";
export { categoryLabel } from "./categories.js";
export { escapeHtml } from "./html-page.js";
