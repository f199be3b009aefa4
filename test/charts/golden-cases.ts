// One fixed, small table per preset, with the values its rendered SVG must show: the golden cases.
// Their specs are kept in golden/<preset>.vl.json (golden-specs.test.ts); their SVGs are checked
// for the data values (golden-svg.e2e.test.ts). Small on purpose: a reader can check a golden file
// against the table by eye.
import * as aq from "arquero";
import type { ColumnTable } from "arquero";
import { charts, type Chart, type specs } from "../../src/charts/index.js";
import { B, D, G, P, R, T } from "../support/service-ids.js";

const day = (s: string) => new Date(`${s}T00:00:00Z`);

const trials: ColumnTable = aq.from(
  [
    ["PHASE1", "COMPLETED", "2015-03-01", "2016-09-15", 24, ["US"]],
    ["PHASE2", "COMPLETED", "2016-01-01", "2018-06-30", 180, ["US", "DE"]],
    ["PHASE2", "TERMINATED", "2017-05-01", "2018-02-28", 60, ["FR"]],
    ["PHASE3", "RECRUITING", "2019-02-01", "2024-12-31", 1200, ["US", "DE", "JP"]],
    ["PHASE3", "ACTIVE_NOT_RECRUITING", "2018-09-01", "2023-03-31", 950, ["DE"]],
    ["PHASE3", "COMPLETED", "2014-06-01", "2017-12-31", 2400, ["GB", "US"]],
    ["NA", "COMPLETED", "2020-01-01", "2020-12-31", 45, []],
  ].map(([phase, overallStatus, start, end, enrollment, facilityCountries], i) => ({
    serviceId: T(i + 1),
    nctId: `NCT0${4000001 + i}`,
    briefTitle: `Semaglutide study ${i + 1}`,
    phase,
    overallStatus,
    startDate: day(start as string),
    completionDate: day(end as string),
    enrollment,
    facilityCountries,
  })),
);

const publications: ColumnTable = aq.from(
  [
    ["2018-05-01", ["Journal Article"], 12, false],
    ["2019-02-01", ["Journal Article", "Review"], 140, false],
    ["2019-11-01", ["Journal Article", "Randomized Controlled Trial"], 3, false],
    ["2021-07-01", ["Journal Article"], 0, true],
    ["2022-03-01", ["Meta-Analysis"], 57, false],
  ].map(([publicationDate, publicationTypes, citationCount, isRetracted], i) => ({
    serviceId: B(i + 1),
    title: `Paper ${i + 1}`,
    publicationDate,
    publicationTypes,
    citationCount,
    isRetracted,
  })),
);

const authorizations: ColumnTable = aq.from(
  [
    ["FDA", "ACTIVE", "2012-06-01"],
    ["FDA", "ACTIVE", "2015-06-01"],
    ["FDA", "WITHDRAWN_VOLUNTARY", "2015-09-01"],
    ["EMA", "ACTIVE", "2013-02-01"],
    ["EMA", "CONDITIONAL", "2016-04-01"],
  ].map(([agency, authorizationStatus, date], i) => ({
    serviceId: R(i + 1),
    agency,
    name: `Product ${i + 1}`,
    authorizationStatus,
    authorizationDate: day(date),
  })),
);

const designations: ColumnTable = aq.from(
  [
    ["FDA", "REVIEW_ACCELERATION", "PRIORITY_REVIEW"],
    ["FDA", "REVIEW_ACCELERATION", "PRIORITY_REVIEW"],
    ["FDA", "DEVELOPMENT_SUPPORT", "BREAKTHROUGH_THERAPY"],
    ["EMA", "DEVELOPMENT_SUPPORT", "PRIME"],
    ["EMA", "EARLY_ACCESS_BASIS", "CONDITIONAL_MA"],
  ].map(([agency, axis, type], i) => ({ serviceId: R(1 + (i % 3)), designationIndex: i, agency, axis, type })),
);

const drugs: ColumnTable = aq.from(
  [
    ["APPROVAL", "SMALL_MOLECULE"],
    ["APPROVAL", "ANTIBODY"],
    ["PHASE3", "SMALL_MOLECULE"],
    ["PHASE2", "PROTEIN"],
    ["PHASE1", "SMALL_MOLECULE"],
    ["PRECLINICAL", "OLIGONUCLEOTIDE"],
  ].map(([maxClinicalStage, drugType], i) => ({ serviceId: D(i + 1), name: `DRUG-${i + 1}`, maxClinicalStage, drugType })),
);

const genes: ColumnTable = aq.from(
  [
    ["PCSK9", 0.12, -1.25, true],
    ["KRAS", 0.24, -1.28, true],
    ["POLR2A", 0.47, -1.62, true],
    ["GLP1R", 0.44, -0.99, false],
    ["LEP", 1.1, -0.2, false],
    ["MTOR", 1.1, -0.97, false],
  ].map(([symbol, loeuf, meanGeneEffect, isEssential], i) => ({
    serviceId: G(i + 1),
    symbol,
    name: `${symbol} gene`,
    loeuf,
    meanGeneEffect,
    isEssential,
  })),
);

const measurements: ColumnTable = aq.from(
  [
    ["Semaglutide 0.5 mg", -1.2, -1.4, -1.0],
    ["Semaglutide 1 mg", -1.5, -1.7, -1.3],
    ["Placebo", -0.1, -0.3, 0.1],
  ].map(([group, value, lower, upper], i) => ({
    serviceId: T(1),
    outcomeIndex: 0,
    measurementIndex: i,
    outcomeType: "PRIMARY",
    outcomeTitle: "Change from baseline in HbA1c at week 30",
    units: "percent",
    paramType: "LEAST_SQUARES_MEAN",
    dispersionType: "CONFIDENCE_95",
    group,
    value,
    lower,
    upper,
  })),
);

const lagPairs: ColumnTable = aq.from(
  [
    ["alfa-one", "2008-03-01", "2009-01-15", 320],
    ["beta-two", "2012-07-01", "2012-05-01", -61],
    ["gamma-three", "2016-11-01", "2018-02-01", 457],
  ].map(([activeSubstance, fda, ema, lagDays], i) => ({
    fdaServiceId: R(10 + i),
    emaServiceId: R(20 + i),
    activeSubstance,
    fdaDate: day(fda as string),
    emaDate: day(ema as string),
    lagDays,
  })),
);

const feed: ColumnTable = aq.from(
  [
    ["created", "2026-01-05"],
    ["updated", "2026-01-06"],
    ["updated", "2026-01-14"],
    ["deleted", "2026-01-20"],
  ].map(([updateType, date], i) => ({ arrival: i, serviceId: T(i + 1), updateType, updateDate: day(date) })),
);

const patents: ColumnTable = aq.from(
  [
    [["Acme Pharma"], "2014-03-01"],
    [["Acme Pharma", "Borealis Bio"], "2016-05-01"],
    [["Borealis Bio"], "2016-08-01"],
    [["Cobalt Therapeutics"], "2019-01-01"],
  ].map(([assignees, date], i) => ({ serviceId: P(i + 1), assignees, publicationDate: day(date as string) })),
);

/** The golden cases' tables, by preset (distinct-records.test.ts draws each twice over). */
export const GOLDEN_TABLES: Record<keyof typeof specs, ColumnTable> = {
  trialsByPhase: trials,
  trialTimeline: trials,
  enrollment: trials,
  trialsByCountry: trials,
  publicationsByYear: publications,
  citations: publications,
  approvalsTimeline: authorizations,
  designations,
  pipeline: drugs,
  geneConstraint: genes,
  outcomeMeasurements: measurements,
  approvalLag: lagPairs,
  changes: feed,
  patentLandscape: patents,
};

export interface GoldenCase {
  chart: () => Chart;
  /** Text the rendered SVG must hold: labels and values taken from the table. */
  shows: string[];
}

export const GOLDEN_CASES: Record<keyof typeof specs, GoldenCase> = {
  trialsByPhase: { chart: () => charts.trialsByPhase(trials), shows: ["Phase 1", "Phase 3", "Not applicable", "Terminated", "7 trials"] },
  trialTimeline: {
    chart: () => charts.trialTimeline(trials),
    shows: ["NCT04000001 · Semaglutide study 1", "NCT04000007 · Semaglutide study 7", "Recruiting"],
  },
  enrollment: { chart: () => charts.enrollment(trials), shows: ["Phase 3", "Not applicable", "2400", "24"] },
  trialsByCountry: {
    chart: () => charts.trialsByCountry(trials),
    shows: ["United States (US)", "Germany (DE)", "Japan (JP)", "1 trials without a facility country not shown"],
  },
  publicationsByYear: { chart: () => charts.publicationsByYear(publications), shows: ["2018", "2022", "5 publications"] },
  citations: { chart: () => charts.citations(publications), shows: ["100–199", "50–99", "5 publications"] },
  approvalsTimeline: { chart: () => charts.approvalsTimeline(authorizations), shows: ["FDA", "EMA", "Withdrawn voluntary", "Conditional"] },
  designations: { chart: () => charts.designations(designations), shows: ["Priority review", "PRIME", "Conditional MA", "5 designations"] },
  pipeline: { chart: () => charts.pipeline(drugs), shows: ["Approval", "Preclinical", "Oligonucleotide", "Antibody"] },
  geneConstraint: { chart: () => charts.geneConstraint(genes), shows: ["PCSK9", "POLR2A", "LOEUF: 0.47", "Mean gene effect: -1.62"] },
  outcomeMeasurements: {
    chart: () => charts.outcomeMeasurements(measurements),
    shows: ["Semaglutide 0.5 mg", "Placebo", "Change from baseline in HbA1c at week 30", "95% confidence interval"],
  },
  approvalLag: { chart: () => charts.approvalLag(lagPairs), shows: ["Product: beta-two", "Lag (days): 457", "EMA first"] },
  changes: { chart: () => charts.changes(feed), shows: ["created", "deleted", "4 feed entries"] },
  patentLandscape: { chart: () => charts.patentLandscape(patents), shows: ["Acme Pharma", "Cobalt Therapeutics", "2019", "4 patents"] },
};
