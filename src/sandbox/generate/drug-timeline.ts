// Each drug's development clock, so the cores agree on its order of events: the composition patent
// is filed first, the first trial starts one to seven years later, the development programme runs
// for years, and only then is the drug authorized (phase 4 and observational studies follow the
// authorization). Approval years follow the FDA's novel approvals per year (registry-shapes.ts).
// Every date also falls in the drug's class era (vocab/drug-eras.ts). An authorization drawn before
// its class's first is exchanged with another approved drug's that the era admits (so the yearly
// counts still follow the FDA's: drawing it again within the era instead piled the younger classes
// onto the recent years, 1.7 times the median of the five years before in 2018 at medium, seed 7);
// a first trial or priority before the era is drawn again within it. Both use a stream of their own.
import { dayNumberOf, firstDayNumberOfYear } from "../../days/index.js";
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

/** Fills each drug's priority, first-trial and approval days; a salt shares its parent's. */
export function planDrugDays(drugs: DrugDays[], today: number, rng: Rng, spread: Rng, eraRng: Rng): void {
  // Patents publish 18 months after priority, and a drug's first family must be published by today.
  const lastPriority = today - 600;
  // Authorized before the anchor (the default day), so no authorization is dated in its future.
  const lastApproval = Math.min(today, ANCHOR_DAY) - 30;
  // The draws, in the order they always had: approval day and development years, or the first
  // trial's years before today, then the priority's years before the first trial.
  const development = new Map<DrugDays, number>();
  const priorityGap = new Map<DrugDays, number>();
  const disclosure = new Map<DrugDays, number>();
  const approvalRank = new Map<DrugDays, number>();
  const dayInYear = new Map<DrugDays, number>();
  for (const d of drugs) {
    if (d.parent >= 0) continue;
    if (d.stage === "APPROVAL") {
      // The year's place in the FDA's distribution (a year is given below, by rank) and the day in it.
      approvalRank.set(d, rng.float());
      dayInYear.set(d, rng.int(0, 364));
      // Clinical development (first trial to approval) takes about eight years.
      development.set(d, years(clamp(rng.normal(7.5, 1.8), 4, 13)));
    } else if (STAGE_RANK[d.stage] > 0) {
      const [lo, hi] = YEARS_IN_CLINIC[d.stage] ?? [0.5, 5];
      d.firstTrialDay = today - years(lo + rng.float() * (hi - lo));
    } else {
      // Not in the clinic: the patent comes some years before a disclosure day of its own.
      disclosure.set(d, today - years(0.5 + rng.float() * 4));
    }
    priorityGap.set(d, years(clamp(rng.normal(3, 1.2), 1, 7)));
  }
  approvalYearsByRank(approvalRank, (d, year) => {
    d.approvalDay = Math.min(lastApproval, firstDayNumberOfYear(year) + (dayInYear.get(d) ?? 0));
  });
  fitApprovalsToEras(drugs, eraRng, lastApproval);
  for (const d of drugs) {
    if (d.parent >= 0) continue;
    const clinicFrom = d.era ? firstDayNumberOfYear(d.era.clinic) : Number.NEGATIVE_INFINITY;
    // Within the era, the first trial and the patent priority lie between its start and `until`.
    const inEra = (until: number) => clinicFrom + Math.floor(eraRng.float() * Math.max(1, until - clinicFrom));
    if (d.approvalDay !== null) {
      d.firstTrialDay = d.approvalDay - (development.get(d) ?? 0);
      if (d.firstTrialDay < clinicFrom) d.firstTrialDay = inEra(d.approvalDay - YEAR_DAYS);
    } else if (d.firstTrialDay !== null && d.firstTrialDay < clinicFrom) {
      const [lo] = YEARS_IN_CLINIC[d.stage] ?? [0.5, 5];
      d.firstTrialDay = inEra(today - years(lo));
    }
    const anchor = d.firstTrialDay ?? (disclosure.get(d) as number);
    let priority = anchor - (priorityGap.get(d) ?? 0);
    if (priority < clinicFrom) priority = inEra(Math.min(anchor, lastPriority));
    // Too recent to be published yet: spread over the eighteen months before, not all on the last
    // day (a stream of its own, so no other draw moves).
    d.priorityDay = priority <= lastPriority ? priority : lastPriority - spread.int(0, 540);
  }
  for (const d of drugs) {
    if (d.parent < 0) continue;
    const p = drugs[d.parent];
    d.priorityDay = p.priorityDay;
    d.firstTrialDay = p.firstTrialDay;
    d.approvalDay = p.approvalDay;
  }
}

/**
 * Approval years in the FDA's proportions exactly: drugs ranked by their uniform draw take the
 * years of evenly spaced quantiles, so each keeps about the year its draw gives (the inverse of the
 * distribution) while no year gets more or fewer than its share. Independent draws put 50 novel
 * approvals in 2018 against 28 in 2020 at medium, seed 7 (FDA: 59 and 53), a spike from chance.
 */
function approvalYearsByRank(rank: Map<DrugDays, number>, give: (d: DrugDays, year: number) => void): void {
  const ranked = [...rank.entries()].sort((a, b) => a[1] - b[1]).map(([d]) => d);
  const total = APPROVAL_YEARS.reduce((a, [, n]) => a + n, 0);
  let k = 0;
  let below = APPROVAL_YEARS[0][1];
  ranked.forEach((d, r) => {
    const q = ((r + 0.5) / ranked.length) * total;
    while (q > below && k < APPROVAL_YEARS.length - 1) below += APPROVAL_YEARS[++k][1];
    give(d, APPROVAL_YEARS[k][0]);
  });
}

/**
 * An approved drug whose authorization precedes its class's first takes the day of another
 * approved drug that its era admits and whose own era admits the earlier day; with none, a day of
 * the era drawn as the others were.
 */
function fitApprovalsToEras(drugs: DrugDays[], rng: Rng, lastApproval: number): void {
  const approved = drugs.filter((d) => d.parent < 0 && d.approvalDay !== null);
  const from = (d: DrugDays) => (d.era?.approval ? firstDayNumberOfYear(d.era.approval) : Number.NEGATIVE_INFINITY);
  for (const d of approved) {
    const day = d.approvalDay as number;
    if (day >= from(d)) continue;
    const partners = approved.filter((o) => o !== d && (o.approvalDay as number) >= from(d) && day >= from(o));
    if (partners.length > 0) {
      const o = rng.pick(partners);
      d.approvalDay = o.approvalDay;
      o.approvalDay = day;
    } else {
      const year = rng.weighted(APPROVAL_YEARS.filter(([y]) => firstDayNumberOfYear(y) >= from(d)));
      d.approvalDay = Math.min(lastApproval, firstDayNumberOfYear(year) + rng.int(0, 364));
    }
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
