// Trial outcomes with posted measurements. Each statistic comes with the dispersion that fits it,
// and the pairs are dealt in order on the first results trials so every paramType and every
// dispersionType occurs; values are strings, mostly numeric, sometimes "NA" or ">99".
import { type DISPERSION_TYPES, OUTCOME_TYPES, type PARAM_TYPES } from "../../schema/index.js";
import type { Measurement, TrialOutcome } from "../../schema/index.js";
import type { Rng } from "./random.js";

type ParamType = (typeof PARAM_TYPES)[number];
type DispersionType = (typeof DISPERSION_TYPES)[number];

const PAIRS: readonly (readonly [ParamType, DispersionType, string])[] = [
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

const TITLES = [
  "Progression-free survival",
  "Overall survival",
  "Objective response rate",
  "Change from baseline in HbA1c",
  "Number of participants with treatment-emergent adverse events",
  "Maximum plasma concentration (Cmax)",
  "Area under the concentration-time curve",
  "Change from baseline in disease activity score",
  "Duration of response",
  "Time to first exacerbation",
  "Change from baseline in LDL cholesterol",
  "Number of new or enlarging lesions",
];

function num(rng: Rng, value: number, digits: number): string {
  // Real registries post a few values as text: not estimable, or beyond a reporting bound.
  const r = rng.float();
  if (r < 0.03) return "NA";
  if (r < 0.045) return ">99";
  if (r < 0.055) return "<0.01";
  return value.toFixed(digits);
}

function measurement(rng: Rng, param: ParamType, disp: DispersionType, group: number): Measurement {
  const base = param === "COUNT_OF_PARTICIPANTS" || param === "COUNT_OF_UNITS" ? rng.int(0, 300) : Math.abs(rng.normal(20, 8));
  const digits = param.startsWith("COUNT") ? 0 : 2;
  const spread = Math.abs(rng.normal(base * 0.2 + 1, 1));
  let dispersionValue: string | null = null;
  let lower: string | null = null;
  let upper: string | null = null;
  if (disp === "STANDARD_DEVIATION" || disp === "STANDARD_ERROR" || disp === "GEOMETRIC_COEFFICIENT") dispersionValue = num(rng, spread, 2);
  else if (disp !== "NA") {
    lower = num(rng, Math.max(0, base - spread), 2);
    upper = num(rng, base + spread, 2);
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

/** Outcomes of trial `t`; `withResults` adds measurements. */
export function trialOutcomes(rng: Rng, t: number, withResults: boolean, arms: number): TrialOutcome[] {
  const n = rng.int(1, 4);
  const out: TrialOutcome[] = [];
  for (let k = 0; k < n; k++) {
    const pair = k === 0 && t < PAIRS.length * 2 ? PAIRS[t % PAIRS.length] : rng.pick(PAIRS);
    const title = rng.pick(TITLES);
    const outcomeType =
      k === 0
        ? "PRIMARY"
        : t < 8 && k === 1
          ? OUTCOME_TYPES[t % OUTCOME_TYPES.length]
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
      units: withResults ? pair[2] : null,
      paramType: withResults ? pair[0] : null,
      dispersionType: withResults ? pair[1] : null,
      measurements: withResults ? Array.from({ length: groups }, (_, g) => measurement(rng, pair[0], pair[1], g)) : [],
    });
  }
  return out;
}
