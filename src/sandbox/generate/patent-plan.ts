// Which patent families exist, what each claims and which drug it names. A drug's patent estate
// looks like a real one: nearly every drug that reached the clinic is patented; its first family
// claims the compound and is filed before the first trial (drug-timeline.ts); later families claim
// formulations, new uses, crystalline forms, processes and combinations, filed through development
// and after the authorization, so marketed drugs hold the most. Families that name no drug (platform
// or research patents) fill the rest of the core. Figures: registry-shapes.ts and DATA-SOURCES.md.
import type { Rng } from "./random.js";
import { PATENT_FAMILIES_MEDIAN, UNPATENTED_DRUG_SHARE, YEAR_DAYS } from "./registry-shapes.js";
import type { Stage } from "./stages.js";

/** What a family claims: the compound itself first, then the life-cycle families that follow it. */
export type PatentKind = "compound" | "formulation" | "use" | "form" | "process" | "combination";

export interface PatentPlan {
  family: number;
  representative: number;
  members: number[];
  day: number;
  kind: PatentKind;
  cited: number[];
  citedBy: number[];
  drugs: number[];
  pubs: number[];
}

interface DrugFacts {
  stage: Stage;
  parent: number;
  stem: { drugType: string };
  priorityDay: number;
  approvalDay: number | null;
  pubs: number[];
}

interface PlanLike {
  counts: { patentcore: number };
  todayDay: number;
  drugs: DrugFacts[];
  pubs: { day: number }[];
  patents: PatentPlan[];
}

interface Family {
  size: number;
  drugs: number[];
  day: number;
  kind: PatentKind;
}

/** Share of the core's patents that name a drug; the rest are families without one. */
const DRUG_LINKED_BUDGET = 0.85;
/** Priority days between a patent and any it cites (see where citations are drawn). */
const CITED_PRIORITY_GAP_DAYS = 28;

const LATER_KINDS: readonly (readonly [PatentKind, number])[] = [
  ["formulation", 3],
  ["use", 3],
  ["form", 2],
  ["process", 1],
  ["combination", 1],
];

/** Members per family: 1-4, mean 2 (DATA-SOURCES.md). */
function familySize(rng: Rng): number {
  return rng.weighted([
    [1, 4],
    [2, 3],
    [3, 2],
    [4, 1],
  ] as const);
}

/** Families of one molecule, skewed: most drugs hold a few, marketed ones up to a dozen. */
function familyCount(rng: Rng, stage: Stage): number {
  if (rng.chance(UNPATENTED_DRUG_SHARE)) return 0;
  const median = PATENT_FAMILIES_MEDIAN[stage] ?? 1;
  return Math.max(1, Math.min(12, Math.round(median * Math.exp(rng.normal(0, 0.6)))));
}

export function planPatents(plan: PlanLike, rng: Rng): void {
  const total = plan.counts.patentcore;
  const start = plan.todayDay - 365 * 20;
  // Priorities end early enough that every family is published (18 months on) within the history.
  const last = plan.todayDay - 600;
  const span = last - start;
  const first: Family[] = [];
  const later: Family[] = [];
  plan.drugs.forEach((d, i) => {
    if (d.parent >= 0) {
      // A salt or hydrate of a patented molecule: a crystalline-form family of its own, filed during
      // development (before the authorization, which may name the salt too).
      const p = plan.drugs[d.parent];
      if (!rng.chance(0.7)) return;
      const until = Math.min(last, p.approvalDay === null ? p.priorityDay + 6 * YEAR_DAYS : p.approvalDay - 90);
      const day = p.priorityDay + Math.floor(rng.float() * Math.max(1, until - p.priorityDay));
      first.push({ size: familySize(rng), drugs: [i], day: Math.min(last, day), kind: "form" });
      return;
    }
    const n = familyCount(rng, d.stage);
    if (n === 0) return;
    first.push({ size: familySize(rng), drugs: [i], day: d.priorityDay, kind: "compound" });
    // Life-cycle families: through development and up to eight years past the authorization.
    const until = Math.min(last, (d.approvalDay ?? d.priorityDay + 6 * YEAR_DAYS) + (d.approvalDay === null ? 0 : 8 * YEAR_DAYS));
    const kinds = d.stem.drugType === "SMALL_MOLECULE" ? LATER_KINDS : LATER_KINDS.filter(([k]) => k !== "form");
    for (let k = 1; k < n; k++) {
      const day = d.priorityDay + 90 + Math.floor(rng.float() * Math.max(1, until - d.priorityDay - 90));
      later.push({ size: familySize(rng), drugs: [i], day: Math.min(last, day), kind: rng.weighted(kinds) });
    }
  });
  // Within the budget the first families come first, then as many life-cycle families as fit.
  const families: Family[] = [];
  let planned = 0;
  const budget = Math.floor(total * DRUG_LINKED_BUDGET);
  for (const f of [...first, ...rng.sample(later, later.length)]) {
    if (planned + f.size > budget) continue;
    families.push(f);
    planned += f.size;
  }
  while (planned < total) {
    const size = Math.min(total - planned, familySize(rng));
    families.push({ size, drugs: [], day: start + rng.int(0, span), kind: rng.chance(0.6) ? "compound" : rng.weighted(LATER_KINDS) });
    planned += size;
  }
  // In priority order, so that citations (to earlier indexes) point back in time.
  families.sort((a, b) => a.day - b.day);
  families.forEach(({ size, drugs, day, kind }, family) => {
    const firstIndex = plan.patents.length;
    const d = drugs[0];
    const pubPool = d !== undefined && plan.drugs[d].pubs.length > 0 ? plan.drugs[d].pubs : null;
    const pubs = new Set<number>();
    for (let n = rng.int(0, 3); n > 0; n--) {
      const p = pubPool ? rng.pick(pubPool) : rng.int(0, plan.pubs.length - 1);
      if (plan.pubs[p].day <= day) pubs.add(p);
    }
    const members: number[] = [];
    for (let m = 0; m < size; m++) members.push(firstIndex + m);
    for (let m = 0; m < size; m++) {
      const cited = new Set<number>();
      // A document can cite only what was published before it. Publication follows the priority by
      // 540-560 days, on a weekly day (patents.ts), so a priority four weeks earlier guarantees it;
      // a draw closer than that is dropped rather than redrawn, so the stream stays aligned.
      if (firstIndex > 0)
        for (let n = rng.int(0, 6); n > 0; n--) {
          const j = Math.floor(firstIndex * rng.float() ** 1.5);
          if (plan.patents[j].day <= day - CITED_PRIORITY_GAP_DAYS) cited.add(j);
        }
      // Every member is the same invention in another office, so each names the family's drug.
      plan.patents.push({ family, representative: firstIndex, members, day, kind, cited: [...cited], citedBy: [], drugs, pubs: [...pubs] });
    }
  });
  plan.patents.forEach((pat, i) => {
    for (const j of pat.cited) plan.patents[j].citedBy.push(i);
  });
}
