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
  /** TrialCore table: trials per phase, stacked by overall status (`color` picks another field). */
  trialsByPhase: chartOf(specs.trialsByPhase),
  /** TrialCore table: each trial's span from start to completion date (`maxTrials` caps the rows drawn). */
  trialTimeline: chartOf(specs.trialTimeline),
  /** TrialCore table: enrollment per phase on a log scale. */
  enrollment: chartOf(specs.enrollment),
  /** TrialCore table: trials per facility country, the `top` countries. */
  trialsByCountry: chartOf(specs.trialsByCountry),
  /** BiomedCore table: publications per year, split `by` publication type or retraction. */
  publicationsByYear: chartOf(specs.publicationsByYear),
  /** BiomedCore table (or any table with the `field` option, such as PatentCore's `citedByCount`): distribution of citation counts. */
  citations: chartOf(specs.citations),
  /** RegulatoryCore table: authorizations per year and agency. */
  approvalsTimeline: chartOf(specs.approvalsTimeline),
  /** RegulatoryCore table or its `flatten.designations`: designations by type and agency. */
  designations: chartOf(specs.designations),
  /** DrugCore table: drugs per highest clinical stage, coloured by drug type. */
  pipeline: chartOf(specs.pipeline),
  /** GeneCore table: LOEUF (gnomAD loss-of-function constraint) against DepMap mean gene effect. */
  geneConstraint: chartOf(specs.geneConstraint),
  /**
   * TrialCore table fetched with `include: ["outcomes"]`, or its `flatten.measurements`: one outcome's values per group
   * (`outcome` picks it).
   */
  outcomeMeasurements: chartOf(specs.outcomeMeasurements),
  /**
   * `pairs.authorizations(table, sv)`, or a RegulatoryCore table (paired for you): how long the EMA authorization came after
   * the FDA one, per pair.
   */
  approvalLag: chartOf(specs.approvalLag),
  /** `changesTable(...)` of a change feed: feed entries per week and kind of change. */
  changes: chartOf(specs.changes),
  /** PatentCore table, or `patentsOfDrugs(sv, drugs)`: patents per assignee and year. */
  patentLandscape: chartOf(specs.patentLandscape),
  /**
   * Your own Vega-Lite spec drawn over a table's rows (`fromSpec(table, spec)`), or a spec that carries its own data
   * (`fromSpec(spec)`).
   */
  fromSpec,
};

export { Chart, VEGA_LITE_MIME } from "./chart.js";
export type { TableSpec } from "./from-spec.js";
export type { ChartOptions } from "./options.js";
export type { ChartInput, Row, RowFilter } from "./rows.js";
export type { VegaLiteSpec } from "./spec.js";
export type { PngOptions } from "./render.js";
export { categoryLabel } from "./categories.js";
