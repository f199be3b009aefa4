// Ordering of trial phases against drug development stages: a drug's maxClinicalStage must be at
// least the phase of every trial that studies it.
import { CLINICAL_STAGES, TRIAL_PHASES } from "../../schema/index.js";

export type Stage = (typeof CLINICAL_STAGES)[number];
export type Phase = (typeof TRIAL_PHASES)[number];

/** Phases a drug at `stage` may have been studied in (NA is allowed everywhere: non-phased studies). */
const PHASE_RANK: Record<Phase, number> = {
  EARLY_PHASE1: 1,
  PHASE1: 2,
  "PHASE1/PHASE2": 3,
  PHASE2: 4,
  "PHASE2/PHASE3": 5,
  PHASE3: 6,
  PHASE4: 8,
  NA: 0,
};
export const STAGE_RANK: Record<Stage, number> = {
  PRECLINICAL: -1,
  IND: -1,
  UNKNOWN: -1,
  EARLY_PHASE1: 1,
  PHASE1: 2,
  "PHASE1/PHASE2": 3,
  PHASE2: 4,
  "PHASE2/PHASE3": 5,
  PHASE3: 6,
  PREAPPROVAL: 6,
  APPROVAL: 8,
};

/** Stages whose drugs appear in trials. */
export const TRIAL_STAGES: readonly Stage[] = CLINICAL_STAGES.filter((s) => STAGE_RANK[s] > 0);

function phaseFitsStage(phase: Phase, stage: Stage): boolean {
  return STAGE_RANK[stage] > 0 && PHASE_RANK[phase] <= STAGE_RANK[stage];
}

/** The highest trial phase that a drug at `stage` has reached. */
export function topPhaseOf(stage: Stage): Phase {
  if (stage === "APPROVAL" || stage === "PREAPPROVAL") return "PHASE3";
  if (STAGE_RANK[stage] <= 0) throw new Error(`topPhaseOf: stage "${stage}" has no trials`);
  return stage as Phase;
}

export function phasesUpTo(stage: Stage): Phase[] {
  return TRIAL_PHASES.filter((p) => p !== "NA" && phaseFitsStage(p, stage));
}
