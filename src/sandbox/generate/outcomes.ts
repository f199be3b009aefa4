// Trial outcomes with posted measurements. Each statistic comes with the dispersion that fits it,
// and the pairs are dealt in order on the first results trials so every paramType and every
// dispersionType occurs; values are strings, mostly numeric, sometimes "NA" or ">99".
import { type DISPERSION_TYPES, OUTCOME_TYPES, type PARAM_TYPES } from "../../schema/index.js";
import type { Measurement, TrialOutcome } from "../../schema/index.js";
import type { Rng } from "./random.js";

type ParamType = (typeof PARAM_TYPES)[number];
type DispersionType = (typeof DISPERSION_TYPES)[number];

type Pair = readonly [ParamType, DispersionType, string];

// Every statistic/dispersion pairing, dealt in this order to the first results trials.
const PAIRS: readonly Pair[] = [
  ["MEAN", "STANDARD_DEVIATION", "mg/dL"],
  ["MEDIAN", "FULL_RANGE", "months"],
  ["NUMBER", "CONFIDENCE_95", "percentage of participants"],
  ["COUNT_OF_PARTICIPANTS", "NA", "Participants"],
  ["GEOMETRIC_MEAN", "GEOMETRIC_COEFFICIENT", "ng*h/mL"],
  ["LEAST_SQUARES_MEAN", "STANDARD_ERROR", "points on a scale"],
  ["GEOMETRIC_LEAST_SQUARES_MEAN", "CONFIDENCE_90", "ratio"],
  ["LOG_MEAN", "STANDARD_DEVIATION", "log10 copies/mL"],
  ["COUNT_OF_UNITS", "NA", "lesions"],
  ["MEDIAN", "INTER_QUARTILE_RANGE", "days"],
  ["NUMBER", "CONFIDENCE_80", "percentage of participants"],
  ["MEDIAN", "CONFIDENCE_975", "months"],
  ["NUMBER", "CONFIDENCE_99", "percentage of participants"],
  ["MEAN", "CONFIDENCE_OTHER", "mmHg"],
  ["MEDIAN", "CONFIDENCE_95", "months"],
  ["MEAN", "STANDARD_DEVIATION", "kg"],
];
const pair = (i: number): Pair => PAIRS[i];

/**
 * What a trial measures, with the statistics and units that fit it and a typical value: survival
 * and time to event in months, weeks or days; response in percent of participants; PK parameters
 * in concentration units; counts in participants or units counted. `change` values are changes
 * from baseline (negative is improvement); `where` keeps cancer endpoints to cancer trials.
 */
interface Measure {
  title: string;
  pairs: readonly Pair[];
  typical: number;
  kind: "positive" | "change" | "percent" | "count";
  where: "oncology" | "other" | "any";
}
const MEASURES: readonly Measure[] = [
  {
    title: "Progression-free survival",
    pairs: [pair(1), pair(14), ["MEDIAN", "CONFIDENCE_95", "weeks"]],
    typical: 7,
    kind: "positive",
    where: "oncology",
  },
  { title: "Overall survival", pairs: [pair(11), pair(14)], typical: 16, kind: "positive", where: "oncology" },
  {
    title: "Duration of response",
    pairs: [pair(1), ["MEDIAN", "INTER_QUARTILE_RANGE", "months"]],
    typical: 9,
    kind: "positive",
    where: "oncology",
  },
  { title: "Objective response rate", pairs: [pair(2), pair(10), pair(12)], typical: 30, kind: "percent", where: "oncology" },
  { title: "Number of new or enlarging lesions", pairs: [pair(8)], typical: 3, kind: "count", where: "any" },
  {
    title: "Time to first exacerbation",
    pairs: [pair(9), ["MEDIAN", "CONFIDENCE_95", "weeks"]],
    typical: 180,
    kind: "positive",
    where: "other",
  },
  { title: "Proportion of participants achieving remission", pairs: [pair(2), pair(10)], typical: 35, kind: "percent", where: "other" },
  { title: "Number of participants with treatment-emergent adverse events", pairs: [pair(3)], typical: 60, kind: "count", where: "any" },
  {
    title: "Maximum plasma concentration (Cmax)",
    pairs: [["GEOMETRIC_MEAN", "GEOMETRIC_COEFFICIENT", "ng/mL"]],
    typical: 350,
    kind: "positive",
    where: "any",
  },
  { title: "Area under the concentration-time curve (AUC)", pairs: [pair(4)], typical: 4200, kind: "positive", where: "any" },
  { title: "Relative bioavailability, test versus reference", pairs: [pair(6)], typical: 1, kind: "positive", where: "any" },
  { title: "Change from baseline in disease activity score", pairs: [pair(5)], typical: -1.8, kind: "change", where: "other" },
  { title: "Change from baseline in LDL cholesterol", pairs: [pair(0)], typical: -38, kind: "change", where: "other" },
  { title: "Change from baseline in viral load", pairs: [pair(7)], typical: -2.4, kind: "change", where: "other" },
  { title: "Change from baseline in systolic blood pressure", pairs: [pair(13)], typical: -9, kind: "change", where: "other" },
  { title: "Change from baseline in body weight", pairs: [pair(15)], typical: -4.5, kind: "change", where: "other" },
];

/** Measures used in a few diseases only (plan disease keys). */
const ONLY: Readonly<Record<string, readonly string[]>> = {
  "Number of new or enlarging lesions": ["ms", "glioblastoma", "melanoma", "psoriasis"],
  "Time to first exacerbation": ["asthma", "ms", "crohn", "uc", "sle", "cf", "heartfailure"],
  "Proportion of participants achieving remission": ["ra", "uc", "crohn", "sle", "psoriasis", "atopic", "depression", "schizophrenia"],
  "Change from baseline in disease activity score": [
    "ra",
    "psoriasis",
    "atopic",
    "uc",
    "crohn",
    "sle",
    "ms",
    "pain",
    "parkinson",
    "alzheimer",
    "depression",
    "schizophrenia",
    "huntington",
    "als",
    "sma",
    "dmd",
  ],
  "Change from baseline in LDL cholesterol": ["hypercholesterolemia", "t2d", "obesity", "ckd", "heartfailure", "stroke", "afib"],
  "Change from baseline in viral load": ["covid", "influenza"],
  "Change from baseline in systolic blood pressure": ["hypertension", "ckd", "heartfailure", "stroke", "obesity", "t2d"],
  "Change from baseline in body weight": ["obesity", "t2d"],
};

function fits(m: Measure, disease: string, oncology: boolean): boolean {
  const only = ONLY[m.title];
  if (only) return only.includes(disease);
  return m.where === "any" || (m.where === "oncology") === oncology;
}

function num(rng: Rng, value: number, digits: number): string {
  // Real registries post a few values as text: not estimable, or beyond a reporting bound.
  const r = rng.float();
  if (r < 0.03) return "NA";
  if (r < 0.045) return ">99";
  if (r < 0.055) return "<0.01";
  return value.toFixed(digits);
}

const DAYS_PER: Record<string, number> = { months: 30.44, weeks: 7, days: 1 };

function typicalValue(rng: Rng, m: Measure, units: string): number {
  // `typical` is in the unit of the measure's first pairing; a time may be posted in another unit.
  const scale = (DAYS_PER[m.pairs[0][2]] ?? 1) / (DAYS_PER[units] ?? 1);
  switch (m.kind) {
    case "count":
      return Math.round(m.typical * Math.exp(rng.normal(0, 0.8)));
    case "percent":
      return Math.min(100, Math.max(0, rng.normal(m.typical, m.typical * 0.5)));
    case "change":
      return rng.normal(m.typical, Math.abs(m.typical) * 0.5);
    default:
      return m.typical * scale * Math.exp(rng.normal(0, 0.35));
  }
}

function measurement(rng: Rng, m: Measure, [param, disp, units]: Pair, group: number): Measurement {
  const base = typicalValue(rng, m, units);
  const digits = param.startsWith("COUNT") ? 0 : m.kind === "percent" || Math.abs(m.typical) >= 100 ? 1 : 2;
  const size = Math.abs(base) + Math.abs(m.typical) * 0.1;
  let dispersionValue: string | null = null;
  let lower: string | null = null;
  let upper: string | null = null;
  if (disp === "GEOMETRIC_COEFFICIENT") dispersionValue = num(rng, 20 + rng.float() * 40, 1);
  else if (disp === "STANDARD_DEVIATION") dispersionValue = num(rng, size * (0.3 + rng.float() * 0.4), 2);
  else if (disp === "STANDARD_ERROR") dispersionValue = num(rng, size * (0.05 + rng.float() * 0.1), 2);
  else if (disp !== "NA") {
    const [lo, hi] =
      disp === "FULL_RANGE"
        ? [base * (0.05 + rng.float() * 0.2), base * (2 + rng.float() * 2)]
        : disp === "INTER_QUARTILE_RANGE"
          ? [base * (0.5 + rng.float() * 0.2), base * (1.4 + rng.float() * 0.4)]
          : [base - size * (0.1 + rng.float() * 0.2), base + size * (0.1 + rng.float() * 0.2)];
    const floor = m.kind === "change" ? -Infinity : 0;
    const ceiling = m.kind === "percent" ? 100 : Infinity;
    lower = num(rng, Math.max(floor, lo), 2);
    upper = num(rng, Math.min(ceiling, hi), 2);
  }
  return {
    group: group === 0 ? "Experimental arm" : "Control arm",
    groupId: `OG00${group}`,
    classification: rng.chance(0.1) ? "Overall" : null,
    category: param === "COUNT_OF_PARTICIPANTS" && rng.chance(0.3) ? rng.pick(["Responder", "Non-responder"]) : null,
    paramValue: num(rng, base, digits),
    dispersionValue,
    dispersionLowerLimit: lower,
    dispersionUpperLimit: upper,
  };
}

/**
 * Outcomes of a trial; `withResults` adds measurements. `rank` is the trial's position among the
 * results trials (-1 for none): the first ones deal every pairing and every outcome type.
 */
export function trialOutcomes(
  rng: Rng,
  rank: number,
  withResults: boolean,
  arms: number,
  disease: string,
  oncology: boolean,
): TrialOutcome[] {
  const n = rng.int(1, 4);
  const out: TrialOutcome[] = [];
  const fitting = MEASURES.filter((m) => fits(m, disease, oncology));
  for (let k = 0; k < n; k++) {
    let measure: Measure;
    let chosen: Pair;
    if (k === 0 && rank >= 0 && rank < PAIRS.length * 2) {
      chosen = PAIRS[rank % PAIRS.length];
      // Every pairing must occur: a measure of this disease if one posts it, else any (a few trials).
      const posting = MEASURES.filter((m) => m.pairs.includes(chosen));
      const own = posting.filter((m) => fitting.includes(m));
      measure = rng.pick(own.length > 0 ? own : posting);
    } else {
      measure = rng.pick(fitting);
      chosen = rng.pick(measure.pairs);
    }
    const title = measure.title;
    const outcomeType =
      k === 0
        ? "PRIMARY"
        : rank >= 0 && rank < 8 && k === 1
          ? OUTCOME_TYPES[rank % OUTCOME_TYPES.length]
          : rng.weighted([
              ["SECONDARY", 8],
              ["OTHER_PRE_SPECIFIED", 2],
              ["POST_HOC", 1],
            ] as const);
    const groups = Math.max(1, arms);
    out.push({
      outcomeType: rng.chance(0.02) ? null : outcomeType,
      title,
      description: `${title} assessed per protocol.`,
      timeFrame: rng.pick(["Up to 24 months", "Week 52", "Baseline to week 24", "Day 1 to day 28", "Approximately 5 years"]),
      population: withResults ? "Intention-to-treat population" : null,
      units: withResults ? chosen[2] : null,
      paramType: withResults ? chosen[0] : null,
      dispersionType: withResults ? chosen[1] : null,
      measurements: withResults ? Array.from({ length: groups }, (_, g) => measurement(rng, measure, chosen, g)) : [],
    });
  }
  return out;
}
