// Shapes taken from published registry statistics (figures and sources: DATA-SOURCES.md beside
// this file). The generator draws from these so that a chart of the sandbox looks like a chart of
// the registries it imitates; test/sandbox/generate/plausibility.e2e.test.ts bounds the outcome.
import type { Phase } from "./stages.js";
import type { Rng } from "./random.js";

export const YEAR_DAYS = 365.25;

/** ClinicalTrials.gov studies per phase (phased studies only; counts of one registry snapshot). */
export const PHASE_COUNTS: Readonly<Record<Exclude<Phase, "NA">, number>> = {
  EARLY_PHASE1: 4849,
  PHASE1: 41508,
  "PHASE1/PHASE2": 14266,
  PHASE2: 56111,
  "PHASE2/PHASE3": 6655,
  PHASE3: 37458,
  PHASE4: 31721,
};

/** CDER novel approvals (NDA + BLA) per calendar year; 1996-1999 and 2024-2025 as noted in DATA-SOURCES.md. */
export const FDA_NOVEL_APPROVALS: Readonly<Record<number, number>> = {
  1996: 53,
  1997: 39,
  1998: 30,
  1999: 35,
  2000: 29,
  2001: 28,
  2002: 25,
  2003: 27,
  2004: 36,
  2005: 20,
  2006: 22,
  2007: 19,
  2008: 24,
  2009: 25,
  2010: 21,
  2011: 30,
  2012: 39,
  2013: 27,
  2014: 41,
  2015: 45,
  2016: 22,
  2017: 46,
  2018: 59,
  2019: 48,
  2020: 53,
  2021: 50,
  2022: 37,
  2023: 55,
  2024: 50,
  2025: 46,
};

/**
 * Median enrollment by phase group (completed trials started 2000-2019) and the spread of its
 * log, from the interquartile ranges: phase 1-2 40 (22-80), phase 3-4 140 (56-379), NA 60 (30-146).
 */
export function enrollmentFor(rng: Rng, phase: Phase | null): number {
  const [median, sdLog] =
    phase === "PHASE3" || phase === "PHASE4" || phase === "PHASE2/PHASE3"
      ? [140, 1.4]
      : phase === null || phase === "NA"
        ? [60, 1.2]
        : [40, 0.95];
  return Math.max(4, Math.min(40_000, Math.round(median * Math.exp(rng.normal(0, sdLog)))));
}

/** Median years from a trial's start to its completion by phase (see DATA-SOURCES.md), log-normal around it. */
export function durationDays(rng: Rng, phase: Phase | null): number {
  const median =
    phase === "EARLY_PHASE1" || phase === "PHASE1"
      ? 1.3
      : phase === "PHASE1/PHASE2" || phase === "PHASE2"
        ? 2.3
        : phase === "PHASE2/PHASE3" || phase === "PHASE3"
          ? 3.3
          : 2;
  return Math.max(60, Math.round(median * YEAR_DAYS * Math.exp(rng.normal(0, 0.45))));
}

/** Yearly growth of the literature: PubMed roughly tripled from 2000 to 2020 (about 5.6% a year). */
export const PUBLICATION_GROWTH = Math.log(3) / 20;
/** The first publication year of the generated literature. */
export const FIRST_PUBLICATION_YEAR = 2000;

/** Share of twin FDA/EMA products first authorized in the US, and the median lead of each side (days). */
export const US_FIRST_SHARE = 0.8;
export const US_LEAD_MEDIAN_DAYS = 180;
export const EU_LEAD_MEDIAN_DAYS = 395;

/**
 * Chance that a product for a disease carries an orphan designation: most rare-disease products,
 * many cancer ones (a cancer subtype is often rare), almost no product for a common disease. Over
 * the generated mix about a third of authorizations are orphan, as CDER's novel approvals were in
 * 2013 (half in recent years).
 */
const RARE = new Set([
  "pnh",
  "hemophiliaa",
  "hemophiliab",
  "attr",
  "sma",
  "dmd",
  "huntington",
  "als",
  "cf",
  "gaucher",
  "pompe",
  "retinal",
  "sicklecell",
]);
export function orphanChance(diseaseKey: string, oncology: boolean): number {
  if (RARE.has(diseaseKey)) return 0.9;
  return oncology ? 0.45 : 0.04;
}

/** A log-normal day count around `median` days. */
export function lagDays(rng: Rng, median: number, sdLog = 0.7): number {
  // Within a third and three times the median: the published leads reach about five years at most.
  return Math.max(1, Math.round(median * Math.min(3, Math.max(1 / 3, Math.exp(rng.normal(0, sdLog))))));
}

/**
 * Median patent families per drug molecule by the stage it reached: a compound family, then
 * formulation, use, form and process families as the programme advances; marketed drugs hold the
 * most (Orange Book: a few US patents per product, more for top sellers; DATA-SOURCES.md).
 */
export const PATENT_FAMILIES_MEDIAN: Readonly<Partial<Record<string, number>>> = {
  PRECLINICAL: 1,
  IND: 1,
  UNKNOWN: 1,
  EARLY_PHASE1: 1.3,
  PHASE1: 1.5,
  "PHASE1/PHASE2": 1.8,
  PHASE2: 2,
  "PHASE2/PHASE3": 2.5,
  PHASE3: 2.5,
  PREAPPROVAL: 3,
  APPROVAL: 3.5,
};

/** Share of drug molecules with no patent naming them (academic or repurposed, off-patent compounds). */
export const UNPATENTED_DRUG_SHARE = 0.06;
