// Trial outcomes with posted measurements. A trial's outcomes are drawn from the measures of its
// condition and phase (outcome-measures.ts); each statistic comes with the dispersion that fits it,
// and the plan deals every statistic/dispersion pairing to some results trial whose condition and
// phase post it (dealOutcomePairings), so every paramType and dispersionType occurs at every scale.
// Values are strings, mostly numeric, sometimes "NA" or ">99".
import { OUTCOME_TYPES } from "../../schema/index.js";
import type { Measurement, TrialOutcome } from "../../schema/index.js";
import { type Measure, measuresFor, PAIRINGS, type Pair, posts } from "./outcome-measures.js";
import type { Rng } from "./random.js";
import type { Phase } from "./stages.js";
import { DISEASE_BY_KEY } from "./vocab/diseases.js";

const isOncology = (key: string): boolean => DISEASE_BY_KEY.get(key)?.oncology === true;

function num(rng: Rng, value: number, digits: number): string {
  // Real registries post a few values as text: not estimable, or beyond a reporting bound.
  const r = rng.float();
  if (r < 0.03) return "NA";
  if (r < 0.045) return ">99";
  if (r < 0.055) return "<0.01";
  return value.toFixed(digits);
}

const DAYS_PER: Record<string, number> = { months: 30.44, weeks: 7, days: 1 };

/**
 * How a control arm's efficacy compares with the experimental arm's typical value: shorter
 * survival, fewer responders, a smaller change from baseline (placebo); more events, a higher
 * rate or ratio where lower is better. Safety and PK measures have no expected difference.
 */
const CONTROL_FACTOR: Record<Measure["kind"], number> = { positive: 0.75, percent: 0.6, change: 0.3, count: 0.67 };

function typicalValue(rng: Rng, m: Measure, units: string, control: boolean): number {
  // `typical` is in the unit of the measure's first pairing; a time may be posted in another unit.
  const scale = (DAYS_PER[m.pairs[0][2]] ?? 1) / (DAYS_PER[units] ?? 1);
  const factor = control && m.role === "efficacy" ? CONTROL_FACTOR[m.kind] : 1;
  const typical = m.lowerIsBetter ? m.typical / factor : m.typical * factor;
  switch (m.kind) {
    case "count":
      return Math.round(typical * Math.exp(rng.normal(0, 0.8)));
    case "percent":
      return Math.min(100, Math.max(0, rng.normal(typical, typical * 0.5)));
    case "change":
      return rng.normal(typical, Math.abs(m.typical) * 0.5);
    default:
      return typical * scale * Math.exp(rng.normal(0, 0.35));
  }
}

function measurement(rng: Rng, m: Measure, [param, disp, units]: Pair, group: number): Measurement {
  const base = typicalValue(rng, m, units, group > 0);
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

interface TrialFacts {
  disease: string;
  phase: Phase | null;
  hasResults: boolean;
  /** An index into PAIRINGS this results trial must post as its primary outcome (-1: none). */
  dealt: number;
}

/**
 * Gives each statistic/dispersion pairing to the first results trial (in plan order) whose
 * condition and phase have a primary measure posting it; without global state a trial could not
 * know whether an earlier one already posts a pairing.
 */
export function dealOutcomePairings(trials: TrialFacts[]): void {
  const open = new Set(PAIRINGS.map((_, i) => i));
  for (const t of trials) {
    if (open.size === 0) return;
    if (!t.hasResults) continue;
    const primary = measuresFor(t.disease, isOncology(t.disease), t.phase, true);
    for (const i of open) {
      if (primary.some((m) => posts(m, PAIRINGS[i]))) {
        t.dealt = i;
        open.delete(i);
        break;
      }
    }
  }
}

/**
 * Outcomes of a trial; `withResults` adds measurements. `rank` is the trial's position among the
 * results trials (-1 for none): the first ones deal every outcome type.
 */
export function trialOutcomes(rng: Rng, rank: number, withResults: boolean, arms: number, trial: TrialFacts): TrialOutcome[] {
  const n = rng.int(1, 4);
  const out: TrialOutcome[] = [];
  const used = new Set<string>();
  for (let k = 0; k < n; k++) {
    const fitting = measuresFor(trial.disease, isOncology(trial.disease), trial.phase, k === 0).filter((m) => !used.has(m.title));
    if (fitting.length === 0) break;
    let measure: Measure;
    let chosen: Pair;
    const dealt = k === 0 && trial.dealt >= 0 ? PAIRINGS[trial.dealt] : null;
    if (dealt) {
      measure = rng.pick(fitting.filter((m) => posts(m, dealt)));
      chosen = posts(measure, dealt) as Pair;
    } else {
      measure = rng.pick(fitting);
      chosen = rng.pick(measure.pairs);
    }
    used.add(measure.title);
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
      timeFrame: rng.pick(measure.frames),
      population: withResults ? (measure.role === "pk" ? "Pharmacokinetic analysis set" : "Intention-to-treat population") : null,
      units: withResults ? chosen[2] : null,
      paramType: withResults ? chosen[0] : null,
      dispersionType: withResults ? chosen[1] : null,
      measurements: withResults ? oneRowLabel(Array.from({ length: groups }, (_, g) => measurement(rng, measure, chosen, g))) : [],
    });
  }
  return out;
}

/**
 * A results table labels its row once for every group (a class "Overall", a category "Responder"),
 * so one arm is never "Overall" while the other is unlabelled. The first group's draw labels them
 * all; the other groups still draw theirs, so no other value moves.
 */
function oneRowLabel(rows: Measurement[]): Measurement[] {
  const [{ classification, category }] = rows;
  return rows.map((m) => ({ ...m, classification, category }));
}
