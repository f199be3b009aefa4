// The dataset's skeleton: which record links to which, and the few facts that must agree across
// cores (a drug's stage, its trials' phases, its authorizations' statuses, product names). Built
// once per (seed, scale, today) as plain index arrays; records are then materialized one by one
// from it (see materialize.ts), which is what lets the large scale be streamed.
import { AUTHORIZATION_STATUSES, CLINICAL_STAGES, DRUG_TYPES, OVERALL_STATUSES } from "../../schema/index.js";
import { datesForStatus } from "./trial-status.js";
import type { Scale } from "../dataset.js";
import { dayNumberOf } from "../../days/index.js";
import { Rng } from "./random.js";
import { SCALES, type CoreCounts } from "./sizes.js";
import { phasesUpTo, STAGE_RANK, topPhaseOf, TRIAL_STAGES, type Phase, type Stage } from "./stages.js";
import { DRUG_STEMS, NAME_SYLLABLES, SALTS, type DrugStem } from "./vocab/drug-stems.js";
import { type ClassEra, eraOf } from "./vocab/drug-eras.js";
import { diseaseKnownOn, pickKnownOn } from "./disease-era.js";
import { conditionalOpen } from "./regulatory-eras.js";
import { DISEASE_BY_KEY, DISEASES } from "./vocab/diseases.js";
import { GENES, type GeneFact } from "./vocab/genes.js";
import { syntheticGene } from "./synthetic-genes.js";
import { ANCHOR_DAY, planDrugDays, trialDays } from "./drug-timeline.js";
import { type PatentPlan, planPatents } from "./patent-plan.js";
import { dealOutcomePairings } from "./outcomes.js";
import {
  EU_LEAD_MEDIAN_DAYS,
  FIRST_PUBLICATION_YEAR,
  lagDays,
  PHASE_COUNTS,
  PUBLICATION_GROWTH,
  US_FIRST_SHARE,
  US_LEAD_MEDIAN_DAYS,
  YEAR_DAYS,
} from "./registry-shapes.js";

type AuthorizationStatus = (typeof AUTHORIZATION_STATUSES)[number];

interface GenePlan {
  fact: GeneFact;
  synthetic: boolean;
  drugs: number[];
}
interface DrugPlan {
  name: string;
  /** The code it was first known by, for a code-named compound renamed once it reached phase 2. */
  code: string | null;
  stem: DrugStem;
  /** Its class era (vocab/drug-eras.ts); null for a class with none. */
  era: ClassEra | null;
  targets: number[][];
  diseases: string[];
  stage: Stage;
  parent: number;
  children: number[];
  salt: string | null;
  trials: number[];
  pubs: number[];
  regs: number[];
  genes: number[];
  tradeName: string;
  /** The earliest priority of the drug's patents (drug-timeline.ts); its first family carries it. */
  priorityDay: number;
  /** The start of its first trial, for drugs that reached the clinic. */
  firstTrialDay: number | null;
  /** Its first authorization, for approved drugs. */
  approvalDay: number | null;
}
interface TrialPlan {
  drugs: number[];
  disease: string;
  phase: Phase | null;
  hasResults: boolean;
  resultsPubs: number[];
  backgroundPubs: number[];
  startDay: number;
  completionDay: number;
  /** Position among the trials with results (-1: none): the first ones deal every outcome type. */
  resultsRank: number;
  /** The statistic/dispersion pairing its primary outcome posts (outcomes.ts; -1: any). */
  dealt: number;
  /** Position among the trials without a drug or results (-1: other): the first ones deal every status. */
  statusSlot: number;
}
interface PubPlan {
  day: number;
  drug: number;
  gene: number;
  disease: string;
  trials: number[];
  references: number[];
  citedBy: number[];
  retracted: boolean;
  /** Trials that list this paper as background literature: it does not register them, but links are mirrored. */
  backgroundOf: number[];
}

/** Days from a trial's completion to the first paper that can report its results. */
export const RESULTS_PAPER_LAG_DAYS = 90;

const DISEASE_KEYS = DISEASES.map((x) => x.key);

export interface RegPlan {
  drug: number;
  drugs: number[];
  agency: "FDA" | "EMA";
  twin: number;
  status: AuthorizationStatus;
  name: string;
  product: number;
  sections: number;
  generic: boolean;
  /** Position among this agency's records: the first ones deal out every procedure and designation. */
  ordinal: number;
  /** This agency's authorization (or refusal) day, and the product's first authorization anywhere. */
  day: number;
  firstDay: number;
}
export interface Plan {
  seed: number;
  scale: Scale;
  today: string;
  todayDay: number;
  counts: CoreCounts;
  genes: GenePlan[];
  drugs: DrugPlan[];
  trials: TrialPlan[];
  pubs: PubPlan[];
  regs: RegPlan[];
  patents: PatentPlan[];
  geneBySymbol: Map<string, number>;
}

const STAGE_WEIGHTS: readonly (readonly [Stage, number])[] = [
  ["PRECLINICAL", 8],
  ["IND", 3],
  ["EARLY_PHASE1", 3],
  ["PHASE1", 12],
  ["PHASE1/PHASE2", 5],
  ["PHASE2", 15],
  ["PHASE2/PHASE3", 3],
  ["PHASE3", 10],
  ["PREAPPROVAL", 3],
  ["APPROVAL", 30],
  ["UNKNOWN", 3],
];
const APPROVED_STATUSES: readonly (readonly [AuthorizationStatus, number])[] = [
  ["ACTIVE", 60],
  ["APPROVED_NOT_MARKETED", 5],
  ["CONDITIONAL", 5],
  ["SUSPENDED", 2],
  ["WITHDRAWN_VOLUNTARY", 4],
  ["WITHDRAWN_FORCED", 1],
  ["REVOKED", 1],
  ["LAPSED_SUNSET", 2],
  ["EXPIRED", 2],
  ["UNKNOWN", 2],
  ["REFUSED", 1],
  ["WITHDRAWN_DURING_REVIEW", 1],
];
const NOT_APPROVED: readonly AuthorizationStatus[] = ["REFUSED", "WITHDRAWN_DURING_REVIEW"];

export function buildPlan(seed: number, scale: Scale, today: string): Plan {
  const counts = SCALES[scale];
  const todayDay = dayNumberOf(today);
  const plan: Plan = {
    seed,
    scale,
    today,
    todayDay,
    counts,
    genes: [],
    drugs: [],
    trials: [],
    pubs: [],
    regs: [],
    patents: [],
    geneBySymbol: new Map(),
  };
  planGenes(plan, new Rng(seed, "plan-genes"));
  planDrugs(plan, new Rng(seed, "plan-drugs"));
  planDrugDays(
    plan.drugs,
    todayDay,
    new Rng(seed, "plan-drug-days"),
    new Rng(seed, "plan-drug-priority-spread"),
    new Rng(seed, "plan-drug-era-days"),
  );
  planTrials(plan, new Rng(seed, "plan-trials"));
  planPubs(plan, new Rng(seed, "plan-pubs"));
  planRegs(plan, new Rng(seed, "plan-regs"));
  planPatents(plan, new Rng(seed, "plan-patents"));
  return plan;
}

function planGenes(plan: Plan, rng: Rng): void {
  const n = Math.max(plan.counts.genecore, GENES.length);
  for (let i = 0; i < n; i++) {
    const fact = i < GENES.length ? GENES[i] : syntheticGene(rng, i - GENES.length);
    plan.genes.push({ fact, synthetic: i >= GENES.length, drugs: [] });
    plan.geneBySymbol.set(fact.symbol, i);
  }
}

// The vocabularies are written to fit together; these fail loudly if an edit breaks that.
function stemOfType(type: DrugStem["drugType"]): DrugStem {
  const stem = DRUG_STEMS.find((s) => s.drugType === type);
  if (!stem) throw new Error(`drug-stems vocabulary has no stem of drug type ${type}`);
  return stem;
}

function geneIndex(plan: Plan, symbol: string): number {
  const i = plan.geneBySymbol.get(symbol);
  if (i === undefined) throw new Error(`a drug stem targets ${symbol}, which is not in the gene vocabulary`);
  return i;
}

function makeName(rng: Rng, stem: DrugStem, used: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    const syl = attempt > 20 ? (attempt > 60 ? 4 : 3) : 2;
    let p = "";
    for (let s = 0; s < syl; s++) p += rng.pick(NAME_SYLLABLES);
    const q = rng.pick(NAME_SYLLABLES) + rng.pick(NAME_SYLLABLES);
    const cap = p[0].toUpperCase() + p.slice(1);
    const code = `SVX-${rng.int(100, 9999)}`;
    const name = stem.pattern.replace("{p}", p).replace("{q}", q).replace("{P}", cap).replace("{C}", code);
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

function makeTradeName(rng: Rng, used: Set<string>): string {
  // Two syllables give about ten thousand names; longer names keep large scales from running out.
  for (let attempt = 0; ; attempt++) {
    const extra = attempt > 10 ? rng.pick(NAME_SYLLABLES) : "";
    const t = rng.pick(NAME_SYLLABLES) + extra + rng.pick(NAME_SYLLABLES) + rng.pick(["x", "ra", "vy", "lo", "mza", "tiq", "ndo", "ya"]);
    const name = t[0].toUpperCase() + t.slice(1);
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

/** Code-named compounds get an INN when they reach phase 2 (sponsors apply then), before phase 3. */
const NAMED_FROM_RANK = STAGE_RANK.PHASE2;

function planDrugs(plan: Plan, rng: Rng): void {
  const total = plan.counts.drugcore;
  const used = new Set<string>();
  // Generic names of code-named compounds come from a stream of their own, so no other draw moves.
  const genericNames = new Rng(plan.seed, "plan-drug-generic-names");
  const usedTrade = new Set<string>();
  const stemWeights = DRUG_STEMS.map((s) => [s, s.weight] as const);
  let forced = 0;
  while (plan.drugs.length < total) {
    const d = plan.drugs.length;
    let stem: DrugStem;
    let stage: Stage = rng.weighted(STAGE_WEIGHTS);
    // The first drugs cover every stem, then every drug type as an approved product (so every
    // moleculeType reaches RegulatoryCore), then every stage.
    if (forced < DRUG_STEMS.length) stem = DRUG_STEMS[forced];
    else if (forced < DRUG_STEMS.length + DRUG_TYPES.length) {
      const type = DRUG_TYPES[forced - DRUG_STEMS.length];
      stem = stemOfType(type);
      stage = "APPROVAL";
    } else stem = rng.weighted(stemWeights);
    const k = forced - DRUG_STEMS.length - DRUG_TYPES.length;
    if (k >= 0 && k < CLINICAL_STAGES.length) stage = CLINICAL_STAGES[k];
    forced++;
    const targets: number[][] = [];
    if (stem.targets.length > 0) {
      const first = rng.sample(stem.targets, stem.targetType === "PROTEIN FAMILY" ? 2 : 1);
      targets.push(first.map((s) => geneIndex(plan, s)));
      if (stem.drugType === "SMALL_MOLECULE" && stem.targets.length > 2 && rng.chance(0.2)) {
        const second = rng.pick(stem.targets.filter((s) => !first.includes(s)));
        targets.push([geneIndex(plan, second)]);
      }
    }
    const diseases = new Set<string>();
    for (const mech of targets) for (const gi of mech) for (const key of plan.genes[gi].fact.diseases) diseases.add(key);
    for (const key of stem.diseases ?? []) diseases.add(key);
    if (diseases.size === 0) diseases.add(rng.pick(DISEASES).key);
    const drawn = makeName(rng, stem, used);
    const era = eraOf(
      stem.pattern,
      targets.flatMap((mech) => mech.map((gi) => plan.genes[gi].fact.symbol)),
    );
    // A class none of which is authorized yet has no authorized member: its furthest drugs are in phase 3.
    if (stage === "APPROVAL" && era !== null && era.approval === null) stage = "PHASE3";
    const renamed = stem.generic !== undefined && STAGE_RANK[stage] >= NAMED_FROM_RANK;
    const name = renamed ? makeName(genericNames, { ...stem, pattern: stem.generic as string }, used) : drawn;
    const drug: DrugPlan = {
      name,
      code: renamed ? drawn : null,
      stem,
      era,
      targets,
      diseases: [...diseases],
      stage,
      parent: -1,
      children: [],
      salt: null,
      trials: [],
      pubs: [],
      regs: [],
      genes: [],
      tradeName: makeTradeName(rng, usedTrade),
      priorityDay: 0,
      firstTrialDay: null,
      approvalDay: null,
    };
    plan.drugs.push(drug);
    if (stem.drugType === "SMALL_MOLECULE" && rng.chance(0.18) && plan.drugs.length < total) {
      const salt = rng.pick(SALTS);
      plan.drugs.push({
        ...drug,
        name: `${name} ${salt}`,
        parent: d,
        children: [],
        salt,
        trials: [],
        pubs: [],
        regs: [],
        genes: [],
        tradeName: drug.tradeName,
      });
      drug.children.push(d + 1);
    }
  }
  plan.drugs.forEach((drug, d) => {
    const genes = new Set<number>();
    for (const mech of drug.targets) for (const gi of mech) genes.add(gi);
    drug.genes = [...genes].sort((a, b) => a - b);
    for (const gi of drug.genes) plan.genes[gi].drugs.push(d);
  });
}

function isOncologyDrug(drug: DrugPlan): boolean {
  return drug.diseases.some((k) => DISEASE_BY_KEY.get(k)?.oncology);
}

/** Oncology and kinase inhibitors dominate real trial registries; here they make common query words exceed the 300-result cap. */
function drugPopularity(drug: DrugPlan): number {
  return (isOncologyDrug(drug) ? 3 : 1) + (drug.stem.classPhrase.includes("kinase") ? 5 : 0);
}

/** Indexes repeated by weight, for cheap weighted picks over many items. */
function weightedPool(items: number[], weight: (i: number) => number): number[] {
  const pool: number[] = [];
  for (const i of items) for (let w = weight(i); w > 0; w--) pool.push(i);
  return pool;
}

/** Phased trials' shares in ClinicalTrials.gov: extra trials fill the phase furthest below its share. */
const PHASE_TOTAL = Object.values(PHASE_COUNTS).reduce((a, b) => a + b, 0);
const PHASE_SHARE = Object.fromEntries(Object.entries(PHASE_COUNTS).map(([p, n]) => [p, n / PHASE_TOTAL])) as Record<
  keyof typeof PHASE_COUNTS,
  number
>;

function pickPhase(rng: Rng, allowed: readonly Phase[], counts: Map<Phase, number>, phased: number): Phase {
  const entries = allowed.map((p) => {
    const share = PHASE_SHARE[p as keyof typeof PHASE_SHARE] ?? 0;
    return [p, Math.max(0, share * (phased + 1) - (counts.get(p) ?? 0)) + share * 0.05] as const;
  });
  return rng.weighted(entries);
}

function planTrials(plan: Plan, rng: Rng): void {
  const total = plan.counts.trialcore;
  const capable = plan.drugs.map((_, i) => i).filter((i) => plan.drugs[i].parent === -1 && TRIAL_STAGES.includes(plan.drugs[i].stage));
  const approved = capable.filter((i) => plan.drugs[i].stage === "APPROVAL");
  const pool = weightedPool(capable, (i) => drugPopularity(plan.drugs[i]));
  const counts = new Map<Phase, number>();
  let phased = 0;
  const add = (drugs: number[], phase: Phase | null, disease: string): void => {
    const t = plan.trials.length;
    plan.trials.push({
      drugs,
      phase,
      disease,
      hasResults: false,
      resultsPubs: [],
      backgroundPubs: [],
      startDay: 0,
      completionDay: 0,
      resultsRank: -1,
      dealt: -1,
      statusSlot: -1,
    });
    if (phase !== null && phase !== "NA") {
      counts.set(phase, (counts.get(phase) ?? 0) + 1);
      phased++;
    }
    for (const d of drugs) plan.drugs[d].trials.push(t);
  };
  // Each trial-stage drug first gets the trial that justifies its stage.
  for (const d of capable) {
    if (plan.trials.length >= total * 0.6) break;
    const drug = plan.drugs[d];
    add([d], topPhaseOf(drug.stage), rng.pick(drug.diseases));
  }
  let forcedPhase4 = false;
  while (plan.trials.length < total) {
    if (pool.length > 0 && rng.chance(0.82)) {
      const d = forcedPhase4 || approved.length === 0 ? rng.pick(pool) : rng.pick(approved);
      const drug = plan.drugs[d];
      let phases: Phase[] = phasesUpTo(drug.stage);
      if (drug.stage === "APPROVAL") phases = [...phases, "PHASE4"];
      let phase: Phase = rng.chance(0.04) ? "NA" : pickPhase(rng, phases, counts, phased);
      if (!forcedPhase4 && drug.stage === "APPROVAL") phase = "PHASE4";
      forcedPhase4 = true;
      const drugs = [d];
      if (approved.length > 1 && rng.chance(0.25)) {
        const c = rng.pick(approved);
        if (c !== d) drugs.push(c);
      }
      add(drugs, phase, rng.pick(drug.diseases));
    } else {
      add([], rng.chance(0.8) ? "NA" : null, rng.pick(DISEASES).key);
    }
  }
  planTrialDays(plan, new Rng(plan.seed, "plan-trial-days"));
  fitCombinationPartners(plan, approved, new Rng(plan.seed, "plan-trial-partners"));
  fitTrialDiseases(plan, new Rng(plan.seed, "plan-trial-disease-era"));
}

/**
 * A trial studies a disease known when it started (disease-era.ts): another of its lead drug's
 * diseases, or for a trial without a drug any other, drawn on a stream of its own.
 */
function fitTrialDiseases(plan: Plan, rng: Rng): void {
  for (const trial of plan.trials) {
    if (diseaseKnownOn(trial.disease, trial.startDay)) continue;
    const lead = trial.drugs[0];
    const own = lead === undefined ? null : pickKnownOn(rng, plan.drugs[lead].diseases, trial.startDay, rng);
    trial.disease = own ?? (pickKnownOn(rng, DISEASE_KEYS, trial.startDay, rng) as string);
  }
}

/**
 * A combination partner joins a trial only once its own development has begun (its first trial
 * started by the trial's start): one drawn too early is replaced by an approved drug already in
 * the clinic then (a stream of its own), or left out.
 */
function fitCombinationPartners(plan: Plan, approved: number[], rng: Rng): void {
  plan.trials.forEach((trial, t) => {
    const started = (c: number) => {
      const first = plan.drugs[c].firstTrialDay;
      return first !== null && first <= trial.startDay;
    };
    const fits = (c: number) => started(c) && !trial.drugs.includes(c);
    for (let k = 1; k < trial.drugs.length; k++) {
      const c = trial.drugs[k];
      if (started(c)) continue;
      plan.drugs[c].trials = plan.drugs[c].trials.filter((x) => x !== t);
      let next = -1;
      for (let n = 0; n < 20 && next < 0; n++) {
        const candidate = rng.pick(approved);
        if (fits(candidate)) next = candidate;
      }
      if (next < 0) {
        trial.drugs.splice(k--, 1);
        continue;
      }
      trial.drugs[k] = next;
      // Its trials stay in index order, as every drug's do.
      const own = plan.drugs[next].trials;
      const at = own.findIndex((x) => x > t);
      own.splice(at < 0 ? own.length : at, 0, t);
    }
  });
}

/**
 * Dates from the lead drug's clock; results only for trials finished more than a year ago (about
 * two in five of finished drug trials post them); the first trials without a drug deal every status.
 */
function planTrialDays(plan: Plan, rng: Rng): void {
  let results = 0;
  let slot = 0;
  for (const trial of plan.trials) {
    const lead = trial.drugs.length > 0 ? plan.drugs[trial.drugs[0]] : null;
    Object.assign(trial, trialDays(rng, lead, trial.phase, plan.todayDay));
    const finished = trial.completionDay <= plan.todayDay - 400;
    if (lead === null && slot < OVERALL_STATUSES.length) {
      trial.statusSlot = slot++;
      Object.assign(trial, datesForStatus(rng, OVERALL_STATUSES[trial.statusSlot], trial.completionDay - trial.startDay, plan.todayDay));
      continue;
    }
    // The first results trials come early so every outcome pairing occurs at every scale.
    trial.hasResults = finished && (results < 40 || rng.chance(lead ? 0.45 : 0.2));
    if (trial.hasResults) trial.resultsRank = results++;
  }
  dealOutcomePairings(plan.trials);
}

function planPubs(plan: Plan, rng: Rng): void {
  const total = plan.counts.biomedcore;
  // Publication days from 2000 on, the yearly count growing as PubMed's did (inverse of the
  // exponential's cumulative share).
  const from = dayNumberOf(`${FIRST_PUBLICATION_YEAR}-01-01`);
  const spanYears = (plan.todayDay - from) / YEAR_DAYS;
  const grown = Math.expm1(PUBLICATION_GROWTH * spanYears);
  const days: number[] = [];
  for (let i = 0; i < total; i++) {
    const y = Math.log1p(rng.float() * grown) / PUBLICATION_GROWTH;
    days.push(Math.min(plan.todayDay - 1, from + Math.floor(y * YEAR_DAYS)));
  }
  days.sort((a, b) => a - b);
  for (let i = 0; i < total; i++) {
    plan.pubs.push({
      day: days[i],
      drug: -1,
      gene: -1,
      disease: "",
      trials: [],
      references: [],
      citedBy: [],
      retracted: i % 97 === 13,
      backgroundOf: [],
    });
  }
  // Results papers: a paper registers a trial (pub -> trial, mirrored trial -> pub). It comes out
  // after the trial started: drawn among the papers of the months after the start.
  const taken = new Uint8Array(total);
  const firstOnOrAfter = (d: number): number => {
    let lo = 0;
    let hi = total;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (plan.pubs[mid].day < d) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const takeFree = (after: number): number | null => {
    const lo = firstOnOrAfter(after);
    if (lo >= total) return null;
    for (let tries = 0; tries < 20; tries++) {
      const p = rng.int(lo, total - 1);
      if (!taken[p]) {
        taken[p] = 1;
        return p;
      }
    }
    return null;
  };
  plan.trials.forEach((trial, t) => {
    if (!(trial.hasResults ? rng.chance(0.7) : rng.chance(0.1))) return;
    // Results of a finished trial follow its completion; a paper on a trial without posted results
    // follows its start, and reports its protocol while the trial runs (trial-report.ts).
    const after = trial.hasResults ? trial.completionDay + RESULTS_PAPER_LAG_DAYS : trial.startDay + 180;
    for (let n = rng.int(1, 2); n > 0; n--) {
      const p = takeFree(after);
      if (p === null) return;
      const pub = plan.pubs[p];
      pub.trials.push(t);
      pub.drug = trial.drugs[0] ?? -1;
      pub.disease = trial.disease;
      trial.resultsPubs.push(p);
    }
  });
  const drugPool = weightedPool(
    plan.drugs.map((_, i) => i),
    (i) => drugPopularity(plan.drugs[i]),
  );
  const redraw = new Rng(plan.seed, "plan-pub-drug-after-priority");
  // A disease the paper's day knows (disease-era.ts): the one rng.pick draws when it is known, else
  // another of the drug's or gene's (or any, when none of theirs is) on a stream of its own.
  const era = new Rng(plan.seed, "plan-pub-disease-era");
  const knownOn = (keys: readonly string[], day: number): string =>
    pickKnownOn(rng, keys, day, era) ?? (pickKnownOn(era, DISEASE_KEYS, day, era) as string);
  const targetGenes = plan.genes.map((_, i) => i).filter((i) => plan.genes[i].drugs.length > 0 || !plan.genes[i].synthetic);
  for (const pub of plan.pubs) {
    if (pub.trials.length > 0) continue;
    const r = rng.float();
    if (r < 0.7) {
      pub.drug = rng.pick(drugPool);
      // A paper on a drug follows its first disclosure (its compound patent's priority); another
      // drug is drawn on a stream of its own, or the paper is about the disease alone.
      for (let n = 0; n < 30 && plan.drugs[pub.drug].priorityDay > pub.day; n++) pub.drug = redraw.pick(drugPool);
      if (plan.drugs[pub.drug].priorityDay > pub.day) {
        pub.disease = knownOn(DISEASE_KEYS, pub.day);
        pub.drug = -1;
      } else pub.disease = knownOn(plan.drugs[pub.drug].diseases, pub.day);
    } else if (r < 0.85) {
      pub.gene = rng.pick(targetGenes);
      const own = plan.genes[pub.gene].fact.diseases;
      pub.disease = knownOn(own.length > 0 ? own : DISEASE_KEYS, pub.day);
    } else {
      pub.disease = knownOn(DISEASE_KEYS, pub.day);
    }
  }
  plan.pubs.forEach((pub, p) => {
    if (pub.drug >= 0) plan.drugs[pub.drug].pubs.push(p);
  });
  // Background literature: papers on the trial's drug that do not register it. The trial lists them
  // after its results papers; they list the trial too (links are reciprocal, addendum "Links").
  plan.trials.forEach((trial, t) => {
    const d = trial.drugs[0];
    if (d === undefined) return;
    const candidates = plan.drugs[d].pubs.filter((p) => !plan.pubs[p].trials.length);
    for (const p of rng.sample(candidates, rng.int(0, 3))) {
      trial.backgroundPubs.push(p);
      plan.pubs[p].backgroundOf.push(t);
    }
  });
  // Citations point back in time, mostly to recent work, and to papers in proportion to the
  // citations they already hold among recent references (preferential attachment with ageing):
  // counts are skewed, and the most cited papers are spread over the years, not all the oldest.
  const made: number[] = [];
  for (let i = 1; i < total; i++) {
    const pub = plan.pubs[i];
    const want = rng.int(0, 10);
    const refs = new Set<number>();
    const related = pub.drug >= 0 ? plan.drugs[pub.drug].pubs : [];
    for (let n = 0; n < want * 2 && refs.size < want; n++) {
      let j: number;
      if (related.length > 0 && rng.chance(0.4)) j = rng.pick(related);
      else if (made.length > 0 && rng.chance(0.65)) j = made[made.length - 1 - Math.floor(rng.float() * Math.max(1, made.length * 0.3))];
      else j = i - 1 - Math.floor(i * rng.float() ** 3);
      if (j >= 0 && j < i && plan.pubs[j].day <= pub.day) refs.add(j);
    }
    pub.references = [...refs];
    for (const j of pub.references) {
      plan.pubs[j].citedBy.push(i);
      made.push(j);
    }
  }
}

function planRegs(plan: Plan, rng: Rng): void {
  const total = plan.counts.regulatorycore;
  const approved = plan.drugs.map((_, i) => i).filter((i) => plan.drugs[i].parent === -1 && plan.drugs[i].stage === "APPROVAL");
  const preapproval = plan.drugs.map((_, i) => i).filter((i) => plan.drugs[i].parent === -1 && plan.drugs[i].stage === "PREAPPROVAL");
  if (approved.length === 0) return;
  const days = new Rng(plan.seed, "plan-reg-days");
  // Later products that would come after the anchor go to other drugs, drawn on a stream of their own.
  const redraw = new Rng(plan.seed, "plan-reg-later-product");
  const ages: number[] = [];
  let age = 0;
  for (const d of approved) {
    age += Math.max(1, (ANCHOR_DAY - (plan.drugs[d].approvalDay ?? ANCHOR_DAY)) / YEAR_DAYS);
    ages.push(age);
  }
  const byAge = (u: number): number => {
    const x = u * age;
    let lo = 0;
    while (lo < ages.length - 1 && ages[lo] <= x) lo++;
    return approved[lo];
  };
  const usedNames = new Set<string>();
  let product = 0;
  // Approved drugs given their first product so far (counted apart from products, so a
  // pre-approval record does not leave an approved drug without one, as every twelfth was).
  let firstProducts = 0;
  let statusCover = 0;
  let fdaCount = 0;
  let emaCount = 0;
  const push = (drug: number, agency: "FDA" | "EMA", status: AuthorizationStatus, name: string, generic: boolean, day: number): number => {
    const r = plan.regs.length;
    const d = plan.drugs[drug];
    const drugs = [drug];
    for (const c of d.children) if (rng.chance(0.5)) drugs.push(c);
    const ordinal = agency === "FDA" ? fdaCount++ : emaCount++;
    plan.regs.push({
      drug,
      drugs,
      agency,
      twin: -1,
      status,
      name,
      product,
      generic,
      ordinal,
      day,
      firstDay: day,
      sections: agency === "FDA" ? rng.int(6, 14) : rng.int(6, 13),
    });
    for (const x of drugs) plan.drugs[x].regs.push(r);
    return r;
  };
  const nextStatus = (firstOfDrug: boolean): AuthorizationStatus => {
    // Cover every status early, then follow realistic weights; a drug's first product is approved.
    if (!firstOfDrug && statusCover < AUTHORIZATION_STATUSES.length) return AUTHORIZATION_STATUSES[statusCover++];
    const s = rng.weighted(APPROVED_STATUSES);
    return firstOfDrug && NOT_APPROVED.includes(s) ? "ACTIVE" : s;
  };
  // Generics come once exclusivity ends, eight years or more after the drug's authorization.
  const exclusivityOver = (x: DrugPlan) => (x.approvalDay ?? plan.todayDay) + 8 * YEAR_DAYS <= Math.min(plan.todayDay, ANCHOR_DAY) - 30;
  while (plan.regs.length < total) {
    const pre = preapproval.length > 0 && product % 12 === 11;
    // Every approved drug gets its first product; later products (brands, generics) go to drugs
    // by the years they have been on the market, as older drugs have more of them.
    let drug = pre ? rng.pick(preapproval) : firstProducts < approved.length ? approved[firstProducts++] : byAge(days.float());
    let d = plan.drugs[drug];
    const first = d.regs.length === 0;
    const isGeneric = (x: DrugPlan, r: Rng) =>
      !pre && !first && x.stem.drugType === "SMALL_MOLECULE" && r.chance(0.4) && exclusivityOver(x);
    let generic = isGeneric(d, rng);
    let base = productDay(days, d, first, generic, plan.todayDay);
    // A later brand or generic that would come after the anchor does not exist yet: the product
    // is another drug's (by years on the market, as before). Spreading such products over the
    // last years instead made a spike of authorizations in the anchor's year.
    for (let n = 0; !pre && base === null && n < 50; n++) {
      drug = byAge(redraw.float());
      d = plan.drugs[drug];
      generic = isGeneric(d, redraw);
      base = productDay(redraw, d, first, generic, plan.todayDay);
    }
    // Fifty misses in a row do not happen at the scales generated; if they did, the product would
    // fall in the last three years rather than be lost. (A pre-approval record dates itself.)
    if (base === null) base = Math.min(plan.todayDay, ANCHOR_DAY) - 30 - redraw.int(0, 3 * 365);
    const name = first
      ? d.tradeName
      : generic
        ? `${d.name.split(" ")[0]} ${rng.pick(["Tablets", "Capsules", "Injection"])}`
        : makeTradeName(rng, usedNames);
    if (pre) {
      push(drug, rng.chance(0.5) ? "FDA" : "EMA", rng.pick(NOT_APPROVED), name, false, ANCHOR_DAY - days.int(30, 1000));
    } else if (generic) {
      push(drug, "FDA", nextStatus(false), name, true, base);
    } else {
      const layout = rng.float();
      const fdaStatus = nextStatus(first);
      // A product both agencies list was authorized by both (a refusal stands alone), so every
      // twin pair has a lag to measure.
      const twinned = layout < 0.45 && plan.regs.length + 1 < total && !NOT_APPROVED.includes(fdaStatus);
      // Most products shared by both agencies reach the US first (registry-shapes.ts).
      const usFirst = twinned && days.chance(US_FIRST_SHARE);
      const lag = twinned ? lagDays(days, usFirst ? US_LEAD_MEDIAN_DAYS : EU_LEAD_MEDIAN_DAYS) : 0;
      // The second agency's authorization would come after the anchor: it has not come yet, and
      // the product is the first agency's alone (squeezing the lag into the days left put a
      // spike of twins into the anchor's last months).
      if (twinned && base + lag > ANCHOR_DAY - 1) {
        push(drug, usFirst ? "FDA" : "EMA", fdaStatus, name, false, base);
      } else if (twinned) {
        const later = base + lag;
        const f = push(drug, "FDA", fdaStatus, name, false, usFirst ? base : later);
        const e = push(drug, "EMA", nextStatus(true), name, false, usFirst ? later : base);
        plan.regs[f].twin = e;
        plan.regs[e].twin = f;
        plan.regs[f].firstDay = base;
        plan.regs[e].firstDay = base;
      } else {
        push(drug, layout < 0.8 ? "FDA" : "EMA", fdaStatus, name, false, base);
      }
    }
    product++;
  }
  // A conditional (EU) or accelerated (FDA) authorization decided before the agency had one is a
  // standard one (regulatory-eras.ts); drawn as before, so nothing else moves.
  for (const rp of plan.regs) if (rp.status === "CONDITIONAL" && !conditionalOpen(rp.agency, rp.day)) rp.status = "ACTIVE";
}

/**
 * A product's first authorization: the drug's own for its first product; a new brand or
 * formulation one to eight years on; a generic eight to fifteen years on, when exclusivity ends;
 * null for a later product that would come after the last day before the anchor.
 */
function productDay(rng: Rng, drug: DrugPlan, first: boolean, generic: boolean, today: number): number | null {
  const last = Math.min(today, ANCHOR_DAY) - 30;
  const approval = Math.min(last, drug.approvalDay ?? today - 365);
  if (first) return approval;
  const gap = generic ? rng.int(8, 15) : rng.int(1, 8);
  const day = approval + Math.round(gap * YEAR_DAYS) + rng.int(0, 364);
  // null: it would come after the anchor (the caller gives the product to another drug).
  return day <= last ? day : null;
}
