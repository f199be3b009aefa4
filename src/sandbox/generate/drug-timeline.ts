// Each drug's development clock, so the cores agree on its order of events: the composition patent
// is filed first, the first trial starts one to seven years later, the development programme runs
// for years, and only then is the drug authorized (phase 4 and observational studies follow the
// authorization). Approval years follow the FDA's novel approvals per year (registry-shapes.ts).
// Every date also falls in the drug's class era (vocab/drug-eras.ts): one that would precede it is
// drawn again within the era from a stream of its own, so no other drug's dates move.
import { dayNumberOf } from "../../days/index.js";
import { ANCHOR_DATE } from "./clock.js";
import type { Rng } from "./random.js";
import type { ClassEra } from "./vocab/drug-eras.js";
import { durationDays, FDA_NOVEL_APPROVALS, YEAR_DAYS } from "./registry-shapes.js";
import { STAGE_RANK, type Phase, type Stage } from "./stages.js";

interface DrugDays {
  stage: Stage;
  parent: number;
  priorityDay: number;
  firstTrialDay: number | null;
  approvalDay: number | null;
  /** The class era; null for a class with no history (code-named compounds). */
  era: ClassEra | null;
}

export const ANCHOR_DAY = dayNumberOf(ANCHOR_DATE);

const APPROVAL_YEARS = Object.entries(FDA_NOVEL_APPROVALS).map(([y, n]) => [Number(y), n] as const);

/** Years since the first trial of a drug still in development, by the highest stage it reached. */
const YEARS_IN_CLINIC: Partial<Record<Stage, readonly [number, number]>> = {
  EARLY_PHASE1: [0.3, 3],
  PHASE1: [0.5, 4],
  "PHASE1/PHASE2": [1, 5],
  PHASE2: [1.5, 7],
  "PHASE2/PHASE3": [3, 8],
  PHASE3: [3.5, 10],
  PREAPPROVAL: [5, 10],
};

/** When a trial of each phase starts, in years after the drug's first trial. */
const PHASE_OFFSET: Record<Phase, readonly [number, number]> = {
  EARLY_PHASE1: [0, 1],
  PHASE1: [0, 1.5],
  "PHASE1/PHASE2": [0.5, 2.5],
  PHASE2: [1, 4],
  "PHASE2/PHASE3": [2.5, 5],
  PHASE3: [3, 6.5],
  PHASE4: [0, 0],
  NA: [0, 6],
};

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const years = (x: number) => Math.round(x * YEAR_DAYS);

const firstDayOf = (year: number) => dayNumberOf(`${year}-01-01`);

/** Fills each drug's priority, first-trial and approval days; a salt shares its parent's. */
export function planDrugDays(drugs: DrugDays[], today: number, rng: Rng, spread: Rng, eraRng: Rng): void {
  // Patents publish 18 months after priority, and a drug's first family must be published by today.
  const lastPriority = today - 600;
  // Authorized before the anchor (the default day), so no authorization is dated in its future.
  const lastApproval = Math.min(today, ANCHOR_DAY) - 30;
  for (const d of drugs) {
    if (d.parent >= 0) {
      const p = drugs[d.parent];
      d.priorityDay = p.priorityDay;
      d.firstTrialDay = p.firstTrialDay;
      d.approvalDay = p.approvalDay;
      continue;
    }
    const clinicFrom = d.era ? firstDayOf(d.era.clinic) : Number.NEGATIVE_INFINITY;
    // Within the era, the first trial and the patent priority lie between its start and `until`.
    const inEra = (until: number) => clinicFrom + Math.floor(eraRng.float() * Math.max(1, until - clinicFrom));
    if (d.stage === "APPROVAL") {
      const year = rng.weighted(APPROVAL_YEARS);
      d.approvalDay = Math.min(lastApproval, firstDayOf(year) + rng.int(0, 364));
      // Clinical development (first trial to approval) takes about eight years.
      const development = years(clamp(rng.normal(7.5, 1.8), 4, 13));
      const approvalFrom = d.era?.approval ? firstDayOf(d.era.approval) : Number.NEGATIVE_INFINITY;
      if (d.approvalDay < approvalFrom) {
        // Before the class's first authorization: a year of the era, weighted as the others.
        const eraYear = eraRng.weighted(APPROVAL_YEARS.filter(([y]) => firstDayOf(y) >= approvalFrom));
        d.approvalDay = Math.min(lastApproval, firstDayOf(eraYear) + eraRng.int(0, 364));
      }
      d.firstTrialDay = d.approvalDay - development;
      if (d.firstTrialDay < clinicFrom) d.firstTrialDay = inEra(d.approvalDay - YEAR_DAYS);
    } else if (STAGE_RANK[d.stage] > 0) {
      const [lo, hi] = YEARS_IN_CLINIC[d.stage] ?? [0.5, 5];
      d.firstTrialDay = today - years(lo + rng.float() * (hi - lo));
      if (d.firstTrialDay < clinicFrom) d.firstTrialDay = inEra(today - years(lo));
    }
    const anchor = d.firstTrialDay ?? today - years(0.5 + rng.float() * 4);
    let priority = anchor - years(clamp(rng.normal(3, 1.2), 1, 7));
    if (priority < clinicFrom) priority = inEra(Math.min(anchor, lastPriority));
    // Too recent to be published yet: spread over the eighteen months before, not all on the last
    // day (a stream of its own, so no other draw moves).
    d.priorityDay = priority <= lastPriority ? priority : lastPriority - spread.int(0, 540);
  }
}

/** A trial's start and planned completion, from the clock of its lead drug (or none). */
export function trialDays(
  rng: Rng,
  drug: DrugDays | null,
  phase: Phase | null,
  today: number,
): { startDay: number; completionDay: number } {
  const duration = durationDays(rng, phase);
  let start: number;
  if (drug === null || drug.firstTrialDay === null) {
    // Registrations grew over the years: later starts are likelier.
    const from = dayNumberOf("2005-01-01");
    start = from + Math.floor(Math.sqrt(rng.float()) * (today + 180 - from));
  } else if ((phase === "PHASE4" || phase === "NA") && drug.approvalDay !== null) {
    // Post-authorization studies.
    start = drug.approvalDay + rng.int(90, Math.max(90, today + 180 - drug.approvalDay));
  } else {
    const [lo, hi] = PHASE_OFFSET[phase ?? "NA"];
    start = drug.firstTrialDay + years(lo + rng.float() * (hi - lo));
    // The development programme starts before the authorization; a planned trial starts within a year.
    if (drug.approvalDay !== null) start = Math.min(start, drug.approvalDay - rng.int(180, 720));
    start = Math.max(drug.firstTrialDay, Math.min(start, today + rng.int(0, 365)));
  }
  return { startDay: start, completionDay: start + duration };
}
