// What trials measure, by condition and by phase, as registries list it: a type 2 diabetes trial
// reports HbA1c, fasting glucose and body weight; a cancer trial response and survival; a phase 1
// trial safety and pharmacokinetics. Each measure carries the statistics and units that fit it and
// a typical value: survival and time to event in months, weeks or days; response in percent of
// participants; PK parameters in concentration units; counts in participants or units counted.
// `change` values are changes from baseline (the sign of `typical` is the usual direction).
import type { DISPERSION_TYPES, PARAM_TYPES } from "../../schema/index.js";
import type { Phase } from "./stages.js";

type ParamType = (typeof PARAM_TYPES)[number];
type DispersionType = (typeof DISPERSION_TYPES)[number];

export type Pair = readonly [ParamType, DispersionType, string];

/** efficacy: the condition's endpoints; safety: any condition, any phase; pk: early-phase trials only. */
type Role = "efficacy" | "safety" | "pk";

export interface Measure {
  title: string;
  pairs: readonly Pair[];
  typical: number;
  kind: "positive" | "change" | "percent" | "count";
  role: Role;
  /** Plan disease keys, or "oncology" for every cancer. */
  diseases: readonly string[] | "oncology" | "any";
  /** How the registry words the time frame of this kind of measure. */
  frames: readonly string[];
  /** Events, rates and ratios to baseline: the better arm has the lower value. */
  lowerIsBetter?: boolean;
}

const SURVIVAL_FRAMES = ["Up to 5 years", "Up to 60 months", "From randomization to death from any cause, up to 4 years"];
const PROGRESSION_FRAMES = ["Up to 36 months", "From randomization to progression or death, up to 3 years"];
const RESPONSE_FRAMES = ["Up to 24 months", "Week 24", "Week 52"];
const CHANGE_FRAMES = ["Baseline to week 24", "Baseline to week 52", "Baseline to week 12", "Baseline to week 26"];
const EVENT_FRAMES = ["Up to 3 years", "Up to 48 months", "Week 52"];
const SAFETY_FRAMES = ["Up to 30 days after the last dose", "Up to 24 months", "Up to 52 weeks"];
const PK_FRAMES = ["Pre-dose and up to 72 hours post-dose", "Day 1 to day 28", "Pre-dose and 0.5, 1, 2, 4, 8, 12 and 24 hours post-dose"];

const months = (param: ParamType, disp: DispersionType): Pair => [param, disp, "months"];
const pct = (disp: DispersionType): Pair => ["NUMBER", disp, "percentage of participants"];
const scale = (title: string, diseases: string[], typical: number): Measure => ({
  title,
  pairs: [
    ["LEAST_SQUARES_MEAN", "STANDARD_ERROR", "points on a scale"],
    ["LEAST_SQUARES_MEAN", "CONFIDENCE_95", "points on a scale"],
  ],
  typical,
  kind: "change",
  role: "efficacy",
  diseases,
  frames: CHANGE_FRAMES,
});
const rate = (title: string, diseases: string[], units: string, typical: number): Measure => ({
  title,
  pairs: [["MEAN", "CONFIDENCE_95", units]],
  typical,
  kind: "positive",
  role: "efficacy",
  diseases,
  frames: EVENT_FRAMES,
  lowerIsBetter: true,
});
const share = (
  title: string,
  diseases: string[] | "oncology",
  typical: number,
  frames = RESPONSE_FRAMES,
  lowerIsBetter = false,
): Measure => ({
  title,
  pairs: [pct("CONFIDENCE_95"), pct("CONFIDENCE_80"), pct("CONFIDENCE_99")],
  typical,
  kind: "percent",
  role: "efficacy",
  diseases,
  frames,
  lowerIsBetter,
});

export const MEASURES: readonly Measure[] = [
  // Oncology.
  {
    title: "Progression-free survival",
    pairs: [months("MEDIAN", "FULL_RANGE"), months("MEDIAN", "CONFIDENCE_95"), ["MEDIAN", "CONFIDENCE_95", "weeks"]],
    typical: 7,
    kind: "positive",
    role: "efficacy",
    diseases: "oncology",
    frames: PROGRESSION_FRAMES,
  },
  {
    title: "Overall survival",
    pairs: [months("MEDIAN", "CONFIDENCE_975"), months("MEDIAN", "CONFIDENCE_95")],
    typical: 16,
    kind: "positive",
    role: "efficacy",
    diseases: "oncology",
    frames: SURVIVAL_FRAMES,
  },
  {
    title: "Duration of response",
    pairs: [months("MEDIAN", "FULL_RANGE"), months("MEDIAN", "INTER_QUARTILE_RANGE")],
    typical: 9,
    kind: "positive",
    role: "efficacy",
    diseases: "oncology",
    frames: PROGRESSION_FRAMES,
  },
  share("Objective response rate", "oncology", 30),
  {
    title: "Number of participants with dose-limiting toxicities",
    pairs: [["COUNT_OF_PARTICIPANTS", "NA", "Participants"]],
    typical: 2,
    kind: "count",
    role: "safety",
    diseases: "oncology",
    frames: ["Cycle 1 (21 days)", "Day 1 to day 28"],
  },
  // Metabolic.
  {
    title: "Change from baseline in HbA1c",
    pairs: [
      ["LEAST_SQUARES_MEAN", "STANDARD_ERROR", "percentage points"],
      ["MEAN", "STANDARD_DEVIATION", "percentage points"],
    ],
    typical: -1.1,
    kind: "change",
    role: "efficacy",
    diseases: ["t2d"],
    frames: CHANGE_FRAMES,
  },
  {
    title: "Change from baseline in fasting plasma glucose",
    pairs: [["MEAN", "STANDARD_DEVIATION", "mg/dL"]],
    typical: -28,
    kind: "change",
    role: "efficacy",
    diseases: ["t2d"],
    frames: CHANGE_FRAMES,
  },
  share("Percentage of participants achieving HbA1c below 7%", ["t2d"], 45),
  {
    title: "Change from baseline in body weight",
    pairs: [["MEAN", "STANDARD_DEVIATION", "kg"]],
    typical: -4.5,
    kind: "change",
    role: "efficacy",
    diseases: ["obesity", "t2d"],
    frames: CHANGE_FRAMES,
  },
  share("Percentage of participants with at least 5% body weight reduction", ["obesity"], 55),
  // Cardiovascular and renal.
  {
    title: "Change from baseline in LDL cholesterol",
    pairs: [["MEAN", "STANDARD_DEVIATION", "mg/dL"]],
    typical: -38,
    kind: "change",
    role: "efficacy",
    diseases: ["hypercholesterolemia", "t2d", "ckd", "heartfailure", "stroke"],
    frames: CHANGE_FRAMES,
  },
  {
    title: "Change from baseline in systolic blood pressure",
    pairs: [["MEAN", "CONFIDENCE_OTHER", "mmHg"]],
    typical: -9,
    kind: "change",
    role: "efficacy",
    diseases: ["hypertension", "ckd", "heartfailure", "stroke", "obesity"],
    frames: CHANGE_FRAMES,
  },
  share(
    "Percentage of participants with a major adverse cardiovascular event",
    ["hypercholesterolemia", "heartfailure", "t2d", "obesity", "stroke"],
    8,
    EVENT_FRAMES,
    true,
  ),
  {
    title: "Time to first heart failure hospitalization or cardiovascular death",
    pairs: [months("MEDIAN", "CONFIDENCE_95")],
    typical: 22,
    kind: "positive",
    role: "efficacy",
    diseases: ["heartfailure"],
    frames: SURVIVAL_FRAMES,
  },
  share("Percentage of participants with stroke or systemic embolism", ["afib"], 2, EVENT_FRAMES, true),
  share("Percentage of participants with recurrent venous thromboembolism", ["vte"], 3, EVENT_FRAMES, true),
  share("Percentage of participants with major bleeding", ["afib", "vte"], 2, EVENT_FRAMES, true),
  share("Percentage of participants with a modified Rankin Scale score of 0 to 2 at day 90", ["stroke"], 45, ["Day 90"]),
  {
    title: "Ratio to baseline in NT-proBNP",
    pairs: [["GEOMETRIC_LEAST_SQUARES_MEAN", "CONFIDENCE_95", "ratio"]],
    typical: 0.75,
    kind: "positive",
    role: "efficacy",
    diseases: ["heartfailure"],
    frames: CHANGE_FRAMES,
    lowerIsBetter: true,
  },
  {
    title: "Ratio to baseline in urine albumin-to-creatinine ratio",
    pairs: [["GEOMETRIC_LEAST_SQUARES_MEAN", "CONFIDENCE_95", "ratio"]],
    typical: 0.7,
    kind: "positive",
    role: "efficacy",
    diseases: ["ckd", "t2d"],
    frames: CHANGE_FRAMES,
    lowerIsBetter: true,
  },
  {
    title: "Change from baseline in eGFR",
    pairs: [["LEAST_SQUARES_MEAN", "STANDARD_ERROR", "mL/min/1.73 m^2"]],
    typical: -2.5,
    kind: "change",
    role: "efficacy",
    diseases: ["ckd"],
    frames: ["Baseline to month 24", "Baseline to week 52"],
  },
  // Blood.
  {
    title: "Change from baseline in hemoglobin",
    pairs: [["MEAN", "STANDARD_DEVIATION", "g/dL"]],
    typical: 1.2,
    kind: "change",
    role: "efficacy",
    diseases: ["anemia", "pnh", "sicklecell"],
    frames: CHANGE_FRAMES,
  },
  {
    title: "Change from baseline in lactate dehydrogenase",
    pairs: [["MEAN", "STANDARD_DEVIATION", "U/L"]],
    typical: -1100,
    kind: "change",
    role: "efficacy",
    diseases: ["pnh"],
    frames: CHANGE_FRAMES,
  },
  share("Percentage of participants achieving transfusion avoidance", ["pnh"], 60),
  rate("Annualized bleeding rate", ["hemophiliaa", "hemophiliab"], "bleeds per participant-year", 1.5),
  {
    title: "Number of treated bleeding episodes",
    pairs: [["COUNT_OF_UNITS", "NA", "bleeding episodes"]],
    typical: 4,
    kind: "count",
    role: "efficacy",
    diseases: ["hemophiliaa", "hemophiliab"],
    frames: EVENT_FRAMES,
    lowerIsBetter: true,
  },
  rate("Annualized rate of vaso-occlusive crises", ["sicklecell"], "crises per participant-year", 1.6),
  // Immunology and respiratory.
  share("Percentage of participants achieving an ACR20 response", ["ra"], 55),
  scale("Change from baseline in DAS28-CRP", ["ra"], -1.8),
  share("Percentage of participants achieving PASI 75", ["psoriasis"], 65),
  share("Percentage of participants achieving EASI-75", ["atopic"], 45),
  share("Percentage of participants achieving clinical remission", ["uc", "crohn", "sle"], 30),
  scale("Change from baseline in SLEDAI-2K score", ["sle"], -4),
  rate("Annualized rate of severe exacerbations", ["asthma"], "exacerbations per participant-year", 0.9),
  {
    title: "Time to first severe exacerbation",
    pairs: [
      ["MEDIAN", "INTER_QUARTILE_RANGE", "days"],
      ["MEDIAN", "CONFIDENCE_95", "weeks"],
    ],
    typical: 180,
    kind: "positive",
    role: "efficacy",
    diseases: ["asthma", "cf"],
    frames: EVENT_FRAMES,
  },
  {
    title: "Absolute change from baseline in percent predicted FEV1",
    pairs: [["LEAST_SQUARES_MEAN", "CONFIDENCE_95", "percentage points"]],
    typical: 10,
    kind: "change",
    role: "efficacy",
    diseases: ["cf", "asthma"],
    frames: CHANGE_FRAMES,
  },
  // Infection and vaccines.
  {
    title: "Change from baseline in viral load",
    pairs: [["LOG_MEAN", "STANDARD_DEVIATION", "log10 copies/mL"]],
    typical: -2.4,
    kind: "change",
    role: "efficacy",
    diseases: ["covid", "influenza"],
    frames: ["Baseline to day 5", "Baseline to day 7"],
  },
  {
    title: "Time to sustained clinical recovery",
    pairs: [["MEDIAN", "INTER_QUARTILE_RANGE", "days"]],
    typical: 8,
    kind: "positive",
    role: "efficacy",
    diseases: ["covid", "influenza"],
    frames: ["Up to day 29"],
    lowerIsBetter: true,
  },
  {
    title: "Geometric mean titer of neutralizing antibodies",
    pairs: [["GEOMETRIC_MEAN", "CONFIDENCE_95", "titer"]],
    typical: 800,
    kind: "positive",
    role: "efficacy",
    diseases: ["covid", "influenza"],
    frames: ["Day 29", "Day 57"],
  },
  // Neurology and psychiatry.
  {
    title: "Annualized relapse rate",
    pairs: [["MEAN", "CONFIDENCE_95", "relapses per participant-year"]],
    typical: 0.2,
    kind: "positive",
    role: "efficacy",
    diseases: ["ms"],
    frames: EVENT_FRAMES,
    lowerIsBetter: true,
  },
  {
    title: "Number of new or enlarging T2 lesions",
    pairs: [["COUNT_OF_UNITS", "NA", "lesions"]],
    typical: 3,
    kind: "count",
    role: "efficacy",
    diseases: ["ms"],
    frames: ["Baseline to week 96", "Baseline to week 48"],
    lowerIsBetter: true,
  },
  scale("Change from baseline in average pain intensity (NRS)", ["pain"], -2),
  scale("Change from baseline in MDS-UPDRS Part III score", ["parkinson"], -4),
  scale("Change from baseline in CDR-SB", ["alzheimer"], 1.2),
  scale("Change from baseline in PANSS total score", ["schizophrenia"], -15),
  scale("Change from baseline in MADRS total score", ["depression"], -12),
  scale("Change from baseline in composite Unified Huntington's Disease Rating Scale", ["huntington"], -0.8),
  scale("Change from baseline in ALSFRS-R total score", ["als"], -6),
  scale("Change from baseline in Hammersmith Functional Motor Scale Expanded", ["sma"], 2),
  {
    title: "Change from baseline in 6-minute walk distance",
    pairs: [["MEAN", "STANDARD_DEVIATION", "meters"]],
    typical: 25,
    kind: "change",
    role: "efficacy",
    diseases: ["dmd", "pompe"],
    frames: CHANGE_FRAMES,
  },
  // Rare metabolic, eye and bone.
  scale("Change from baseline in mNIS+7", ["attr"], -6),
  {
    title: "Percent change from baseline in spleen volume",
    pairs: [["MEAN", "STANDARD_DEVIATION", "percent change"]],
    typical: -30,
    kind: "change",
    role: "efficacy",
    diseases: ["gaucher", "myelofibrosis"],
    frames: CHANGE_FRAMES,
  },
  {
    title: "Change from baseline in best-corrected visual acuity",
    pairs: [["LEAST_SQUARES_MEAN", "STANDARD_ERROR", "letters"]],
    typical: 8,
    kind: "change",
    role: "efficacy",
    diseases: ["amd", "retinal"],
    frames: CHANGE_FRAMES,
  },
  {
    title: "Percent change from baseline in lumbar spine bone mineral density",
    pairs: [["LEAST_SQUARES_MEAN", "CONFIDENCE_95", "percent change"]],
    typical: 5,
    kind: "change",
    role: "efficacy",
    diseases: ["osteoporosis"],
    frames: ["Baseline to month 12", "Baseline to month 24"],
  },
  share("Percentage of participants with a new vertebral fracture", ["osteoporosis"], 3, EVENT_FRAMES, true),
  // Safety, in every condition and phase.
  {
    title: "Number of participants with treatment-emergent adverse events",
    pairs: [["COUNT_OF_PARTICIPANTS", "NA", "Participants"]],
    typical: 60,
    kind: "count",
    role: "safety",
    diseases: "any",
    frames: SAFETY_FRAMES,
  },
  {
    title: "Number of participants with serious adverse events",
    pairs: [["COUNT_OF_PARTICIPANTS", "NA", "Participants"]],
    typical: 12,
    kind: "count",
    role: "safety",
    diseases: "any",
    frames: SAFETY_FRAMES,
  },
  // Pharmacokinetics, in early-phase trials of any condition.
  {
    title: "Maximum plasma concentration (Cmax)",
    pairs: [["GEOMETRIC_MEAN", "GEOMETRIC_COEFFICIENT", "ng/mL"]],
    typical: 350,
    kind: "positive",
    role: "pk",
    diseases: "any",
    frames: PK_FRAMES,
  },
  {
    title: "Area under the concentration-time curve (AUC)",
    pairs: [["GEOMETRIC_MEAN", "GEOMETRIC_COEFFICIENT", "ng*h/mL"]],
    typical: 4200,
    kind: "positive",
    role: "pk",
    diseases: "any",
    frames: PK_FRAMES,
  },
  {
    title: "Relative bioavailability, test versus reference",
    pairs: [["GEOMETRIC_LEAST_SQUARES_MEAN", "CONFIDENCE_90", "ratio"]],
    typical: 1,
    kind: "positive",
    role: "pk",
    diseases: "any",
    frames: PK_FRAMES,
  },
];

/** Phases whose trials report pharmacokinetics; later phases report efficacy and safety. */
const EARLY: readonly (Phase | null)[] = ["EARLY_PHASE1", "PHASE1", "PHASE1/PHASE2"];
/** Phases whose primary outcome is safety or PK rather than the condition's efficacy endpoints. */
const FIRST_IN_HUMAN: readonly (Phase | null)[] = ["EARLY_PHASE1", "PHASE1"];

function forCondition(m: Measure, disease: string, oncology: boolean): boolean {
  if (m.diseases === "any") return true;
  if (m.diseases === "oncology") return oncology;
  return m.diseases.includes(disease);
}

/** The measures a trial of this condition and phase may list, as its primary outcome or its others. */
export function measuresFor(disease: string, oncology: boolean, phase: Phase | null, primary: boolean): Measure[] {
  const fit = MEASURES.filter((m) => forCondition(m, disease, oncology) && (m.role !== "pk" || EARLY.includes(phase)));
  if (primary && FIRST_IN_HUMAN.includes(phase)) return fit.filter((m) => m.role !== "efficacy");
  const efficacy = fit.filter((m) => m.role === "efficacy");
  // A later-phase trial's primary outcome is an efficacy endpoint of its condition.
  if (primary && efficacy.length > 0) return efficacy;
  return fit;
}

/** Every statistic/dispersion pairing some measure posts, so the dataset can deal each one out. */
export const PAIRINGS: readonly (readonly [ParamType, DispersionType])[] = [
  ...new Map(MEASURES.flatMap((m) => m.pairs.map((p) => [`${p[0]}/${p[1]}`, [p[0], p[1]] as const] as const))).values(),
];

export function posts(m: Measure, pairing: readonly [ParamType, DispersionType]): Pair | undefined {
  return m.pairs.find((p) => p[0] === pairing[0] && p[1] === pairing[1]);
}
