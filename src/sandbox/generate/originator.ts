// The company that discovered a drug: it files the drug's compound patent, sponsors most of its
// industry trials and holds its first authorization, so the cores agree on who owns a drug. Drawn
// on a stream of its own per molecule (a salt shares its parent's originator).
import type { Plan } from "./plan.js";
import { Rng } from "./random.js";
import { company } from "./text.js";

export function originatorOf(plan: Plan, drug: number): string {
  const d = plan.drugs[drug];
  return company(new Rng(plan.seed, "drug-originator", d.parent >= 0 ? d.parent : drug));
}
