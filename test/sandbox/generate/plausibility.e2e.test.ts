// The generated dataset looks like the registries it imitates: each statistic a scientist would
// check first, bounded by the published figure it follows (src/sandbox/generate/DATA-SOURCES.md),
// on the small and medium scales and two seeds.
import { describe, expect, test } from "vitest";
import type { Scale } from "../../../src/sandbox/dataset.js";
import { ANCHOR_DATE, generateDataset } from "../../../src/sandbox/generate/index.js";
import { GENE_CLASSES } from "../../../src/sandbox/generate/vocab/gene-classes.js";
import { type Plausibility, plausibility } from "./plausibility-stats.js";

type Bound = readonly [string, (s: Plausibility) => number, "min" | "max" | "eq", number];

const BOUNDS: readonly Bound[] = [
  ["EARLY_PHASE1 share of phased trials", (s) => s.earlyPhase1Share, "max", 0.08],
  ["PHASE2 trials over PHASE3 trials", (s) => s.phase2 / s.phase3, "min", 1.05],
  ["PHASE2 trials over PHASE1 trials", (s) => s.phase2 / s.phase1, "min", 1.05],
  ["COMPLETED share of trials with a status", (s) => s.completedShare, "min", 0.35],
  ["COMPLETED share of trials with a status (upper)", (s) => s.completedShare, "max", 0.7],
  ["median enrollment", (s) => s.enrollmentMedian, "min", 30],
  ["median enrollment (upper)", (s) => s.enrollmentMedian, "max", 150],
  ["median start-to-completion years", (s) => s.durationMedianYears, "min", 1],
  ["median start-to-completion years (upper)", (s) => s.durationMedianYears, "max", 4],
  ["results share of finished interventional trials", (s) => s.resultsShareOfFinishedInterventional, "min", 0.2],
  ["results share of finished interventional trials (upper)", (s) => s.resultsShareOfFinishedInterventional, "max", 0.6],
  ["randomised share of interventional phase 2/3 and 3 trials", (s) => s.confirmatoryRandomizedShare, "min", 0.8],
  ["trials completing before they start", (s) => s.completionBeforeStart, "eq", 0],
  ["revisions moving completion before start", (s) => s.completionBeforeStartInHistory, "eq", 0],
  ["survival and time-to-event measures in a time unit", (s) => s.survivalWithTimeUnitShare, "min", 0.95],
  ["response rates in percent of participants", (s) => s.responseWithPercentShare, "min", 0.95],
  ["PK parameters in concentration units", (s) => s.pkWithConcentrationShare, "min", 0.95],
  ["drugs authorized on or after their earliest patent priority", (s) => s.authorizedOnOrAfterPriorityShare, "min", 0.9],
  ["drugs whose earliest patent priority precedes their first trial", (s) => s.priorityBeforeFirstTrialShare, "min", 0.9],
  ["drugs whose development trials start before their first authorization", (s) => s.firstTrialBeforeAuthorizationShare, "min", 0.95],
  ["results papers published after their trial's start", (s) => s.resultsPaperAfterStartShare, "min", 0.97],
  ["papers in 2020 over papers in 2000", (s) => s.papers2020 / s.papers2000, "min", 2],
  ["oldest paper year", (s) => s.oldestPaperYear, "max", 2000],
  ["citations held by the most cited tenth of papers", (s) => s.citationTopDecileShare, "min", 0.35],
  ["orphan share of authorizations", (s) => s.orphanShare, "min", 0.2],
  ["orphan share of authorizations (upper)", (s) => s.orphanShare, "max", 0.55],
  ["FDA/EMA twins authorized first in the US", (s) => s.fdaFirstShare, "min", 0.6],
  ["FDA/EMA twins authorized first in the US (upper)", (s) => s.fdaFirstShare, "max", 0.95],
  ["novel authorizations a year, 2014-2023 over 2000-2009", (s) => s.approvalsRecentPerYear / s.approvalsEarlyPerYear, "min", 1],
  ["median years from priority to grant", (s) => s.priorityToGrantMedianYears, "min", 2.5],
  ["median years from priority to grant (upper)", (s) => s.priorityToGrantMedianYears, "max", 6],
  ["share of drugs with trials that some patent names", (s) => s.patentedShareOfDrugsWithTrials, "min", 0.85],
  ["median patents per patented drug", (s) => s.patentsPerPatentedDrugMedian, "min", 3],
  ["median patents per patented drug (upper)", (s) => s.patentsPerPatentedDrugMedian, "max", 8],
  ["non-oncology trials listing an oncology endpoint", (s) => s.oncologyEndpointInNonOncologyShare, "eq", 0],
  ["phase 2/3, 3 and 4 trials with a PK primary outcome", (s) => s.pkPrimaryInLatePhaseShare, "max", 0.02],
  ["protein-coding share of synthetic genes", (s) => s.proteinCodingShareOfSynthetic, "min", 0.33],
  ["protein-coding share of synthetic genes (upper)", (s) => s.proteinCodingShareOfSynthetic, "max", 0.55],
  ["median LOEUF of protein-coding genes", (s) => s.loeufMedian, "min", 0.6],
  ["median LOEUF of protein-coding genes (upper)", (s) => s.loeufMedian, "max", 1.2],
  ["share of protein-coding genes with LOEUF below 0.35", (s) => s.loeufConstrainedShare, "min", 0.04],
  ["share of protein-coding genes with LOEUF below 0.35 (upper)", (s) => s.loeufConstrainedShare, "max", 0.25],
  ["real genes no cell line needs (DepMap) that are called essential", (s) => s.realNotNeededEssential, "eq", 0],
  ["essential share of real protein-coding genes", (s) => s.realEssentialShare, "min", 0.04],
  ["essential share of real protein-coding genes (upper)", (s) => s.realEssentialShare, "max", 0.25],
  ["essential share of all protein-coding genes", (s) => s.codingEssentialShare, "min", 0.05],
  ["essential share of all protein-coding genes (upper)", (s) => s.codingEssentialShare, "max", 0.2],
  ["real common-essential genes not called essential", (s) => s.realCommonEssentialNotEssential, "eq", 0],
  ["lowest mean gene effect of a real tumour suppressor", (s) => s.tumourSuppressorLowestMeanEffect, "min", -0.05],
  ["protein-coding genes with pLI above 0.9 at LOEUF 0.6 or more", (s) => s.highPliAboveLoeuf06, "eq", 0],
  ["median pLI of protein-coding genes with LOEUF below 0.35", (s) => s.constrainedPliMedian, "min", 0.9],
  ["real genes whose LOEUF lies outside their gnomAD class", (s) => s.realLoeufOutsideClass, "eq", 0],
  ["median LOEUF of essential genes over that of the rest", (s) => s.essentialOverNonEssentialLoeufMedian, "max", 0.85],
  ["patents, trials, papers and authorizations before their drug class's era", (s) => s.recordsBeforeEra, "eq", 0],
  ["phase 2/3, 3, pre-approval or authorized drugs named by a code", (s) => s.lateDrugsNamedByCode, "eq", 0],
  ["real-world outcomes papers before their drug's first authorization", (s) => s.realWorldBeforeAuthorization, "eq", 0],
  ["papers, trials and patents naming COVID-19 before 2020", (s) => s.recordsBeforeDiseaseEra, "eq", 0],
  [
    "authorizations with a designation, EU orphan or conditional status before its programme began",
    (s) => s.authorizationsBeforeProgramme,
    "eq",
    0,
  ],
  ["trials posting results before their registry took results", (s) => s.resultsBeforeRegistryTookThem, "eq", 0],
];

// Yearly authorizations: at medium (about a hundred a year); the small scale's ten or so a year
// vary by a third from chance alone.
const MEDIUM_BOUNDS: readonly Bound[] = [
  ["authorizations in a year from 2015 over the median of its five before", (s) => s.authorizationsYearOverFiveBeforeMax, "max", 1.6],
  ["authorizations in 2025 over the 2020-2024 mean", (s) => s.authorizationsLastYearOverFiveBeforeMean, "max", 1.3],
];

const CASES = (["small", "medium"] as Scale[]).flatMap((scale) => [42, 7].map((seed) => [scale, seed] as const));

describe.each(CASES)("the %s dataset of seed %i", (scale, seed) => {
  let stats: Plausibility;
  test("generates", () => {
    stats = plausibility(generateDataset({ seed, scale, today: ANCHOR_DATE }));
    expect(stats.phased).toBeGreaterThan(0);
    expect(stats.drugsWithPatentsAndAuthorizations).toBeGreaterThan(10);
    expect(stats.twinPairs).toBeGreaterThan(10);
    expect(stats.survivalMeasures).toBeGreaterThan(20);
    expect(stats.nonOncologyTrialsWithOutcomes).toBeGreaterThan(50);
    expect(stats.lateTrialsWithPrimary).toBeGreaterThan(50);
    expect(stats.realCodingGenes).toBe(Object.keys(GENE_CLASSES).length);
    expect(stats.realWorldPapers).toBeGreaterThan(10);
  }, 120_000);
  test.each(scale === "medium" ? [...BOUNDS, ...MEDIUM_BOUNDS] : BOUNDS)("%s", (_name, get, kind, bound) => {
    const value = get(stats);
    if (kind === "min") expect(value).toBeGreaterThanOrEqual(bound);
    else if (kind === "max") expect(value).toBeLessThanOrEqual(bound);
    else expect(value).toBe(bound);
  });
});
