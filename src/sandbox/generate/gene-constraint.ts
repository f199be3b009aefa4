// A protein-coding gene's gnomAD loss-of-function constraint and DepMap essentiality, drawn within
// its public classes (vocab/gene-classes.ts) so that a plasma protein is never essential and a
// housekeeping gene always is. DATA-SOURCES.md ("Gene constraint and essentiality") gives the sources.
import type { Rng } from "./random.js";
import { type DependencyClass, GENE_CLASSES, type GeneClasses, type LofClass } from "./vocab/gene-classes.js";

export interface GeneConstraint {
  loeuf: number;
  pli: number;
  /** DepMap's call: a common-essential gene, or one whose knockout costs the average line half a median essential gene's effect. */
  isEssential: boolean;
  /** Chronos gene effect averaged over the lines: 0 no effect, -1 a median common-essential gene's. */
  meanEffect: number;
  dependentLines: number;
  /** The most negative effect in any line. */
  worstEffect: number;
}

// Synthetic genes stand for the rest of the genome: DepMap calls about 2,000 of some 18,000
// screened genes common essential (11%); a few hundred are strongly selective, a few dozen are
// tumour suppressors whose loss helps cultured lines; the rest no line needs.
const GENOME_DEPENDENCY: readonly (readonly [DependencyClass, number])[] = [
  ["common-essential", 10],
  ["selective", 8],
  ["tumour-suppressor", 1],
  ["not-needed", 81],
];
// Genes cells cannot lose are more often genes people cannot lose either (essential genes are
// enriched among the constrained), so the tolerance class follows the dependency class.
const LOF_GIVEN: Record<DependencyClass, readonly (readonly [LofClass, number])[]> = {
  "common-essential": [
    ["constrained", 45],
    ["intermediate", 35],
    ["tolerant", 20],
  ],
  selective: [
    ["constrained", 20],
    ["intermediate", 30],
    ["tolerant", 50],
  ],
  "tumour-suppressor": [
    ["constrained", 30],
    ["intermediate", 30],
    ["tolerant", 40],
  ],
  "not-needed": [
    ["constrained", 10],
    ["intermediate", 17],
    ["tolerant", 73],
  ],
};

/** A real gene's classes from the table (a gene missing from it is an error); a synthetic gene's drawn. */
export function classesOf(symbol: string, synthetic: boolean, rng: Rng): GeneClasses {
  if (!synthetic) {
    const known = GENE_CLASSES[symbol];
    if (!known) throw new Error(`vocab/gene-classes.ts has no classes for the protein-coding gene ${symbol}`);
    return known;
  }
  const dependency = rng.weighted(GENOME_DEPENDENCY);
  return { dependency, lof: rng.weighted(LOF_GIVEN[dependency]) };
}

/** LOEUF inside the class's range; tolerant genes spread up to about 1.9, most near the cut. */
function loeufIn(lof: LofClass, rng: Rng): number {
  if (lof === "constrained") return 0.08 + 0.26 * rng.float();
  if (lof === "intermediate") return 0.35 + 0.245 * rng.float();
  return 0.61 + 1.3 * rng.float() ** 1.3;
}

/**
 * pLI falls steeply as LOEUF rises (both measure depletion of loss-of-function variants): near 1
 * below LOEUF 0.35, near 0 above 0.6, with some spread at the same LOEUF (gene length moves it).
 */
function pliAt(loeuf: number, rng: Rng): number {
  const midpoint = 0.45 + rng.normal(0, 0.04);
  return 1 / (1 + Math.exp((loeuf - midpoint) / 0.05));
}

interface Effects {
  mean: number;
  dependentShare: number;
  worst: number;
}

/** Chronos effects of the class: the mean over lines, the share of lines dependent, the worst line. */
function effectsOf(dependency: DependencyClass, rng: Rng): Effects {
  switch (dependency) {
    case "common-essential": {
      const mean = -0.75 - rng.float();
      return { mean, dependentShare: 0.9 + 0.1 * rng.float(), worst: mean - 0.8 - 1.2 * rng.float() };
    }
    case "selective": {
      // Addicted lines drop far (KRAS-mutant lines near -2); the average stays modest.
      const mean = -0.1 - 0.5 * rng.float() ** 2;
      return { mean, dependentShare: 0.02 + 0.28 * rng.float(), worst: -1 - 1.5 * rng.float() };
    }
    case "tumour-suppressor": {
      // A knockout that lets lines grow faster has a positive effect on average.
      const mean = 0.02 + 0.3 * rng.float();
      return { mean, dependentShare: 0.003 * rng.float(), worst: -0.1 - 0.3 * rng.float() };
    }
    case "not-needed": {
      const mean = 0.05 - 0.2 * rng.float();
      return { mean, dependentShare: 0.007 * rng.float(), worst: -0.2 - 0.4 * rng.float() };
    }
  }
}

// Rounded as the service writes them, so the essential call reads the mean effect a user sees.
// `+ 0` turns -0 into 0.
const round3 = (x: number) => Math.round(x * 1000) / 1000 + 0;

export function geneConstraint(classes: GeneClasses, cellLinesTested: number, rng: Rng): GeneConstraint {
  const loeuf = round3(loeufIn(classes.lof, rng));
  const pli = round3(pliAt(loeuf, rng));
  const effects = effectsOf(classes.dependency, rng);
  const mean = round3(effects.mean);
  return {
    loeuf,
    pli,
    isEssential: classes.dependency === "common-essential" || mean < -0.5,
    meanEffect: mean,
    dependentLines: Math.round(effects.dependentShare * cellLinesTested),
    worstEffect: round3(effects.worst),
  };
}
