// The constraint model keeps each class's values in its class, and the class table covers exactly
// the real protein-coding genes of the vocabulary.
import { describe, expect, test } from "vitest";
import { classesOf, geneConstraint } from "../../../src/sandbox/generate/gene-constraint.js";
import { Rng } from "../../../src/sandbox/generate/random.js";
import { type DependencyClass, GENE_CLASSES, type LofClass } from "../../../src/sandbox/generate/vocab/gene-classes.js";
import { GENES } from "../../../src/sandbox/generate/vocab/genes.js";

const DRAWS = 2000;
const draw = (dependency: DependencyClass, lof: LofClass) =>
  Array.from({ length: DRAWS }, (_, i) => geneConstraint({ dependency, lof }, 1120, new Rng(11, "gene-constraint-test", i)));

test("the class table holds every real protein-coding gene of the vocabulary and nothing else", () => {
  const coding = GENES.filter((g) => g.type === "PROTEIN_CODING").map((g) => g.symbol);
  expect(Object.keys(GENE_CLASSES).sort()).toEqual([...coding].sort());
});

test("a real gene missing from the table is an error, not a random class", () => {
  expect(() => classesOf("NOTAGENE", false, new Rng(1))).toThrow(/no classes for the protein-coding gene NOTAGENE/);
});

describe("LOEUF stays in its gnomAD class and pLI follows it", () => {
  test.each([
    ["constrained", 0, 0.35],
    ["intermediate", 0.35, 0.6],
    ["tolerant", 0.6, 2],
  ] as const)("%s: LOEUF in [%f, %f)", (lof, lo, hi) => {
    const loeufs = draw("not-needed", lof).map((c) => c.loeuf);
    expect(Math.min(...loeufs)).toBeGreaterThanOrEqual(lo);
    expect(Math.max(...loeufs)).toBeLessThan(hi);
  });
  test("pLI above 0.9 only below LOEUF 0.6, below 0.1 above LOEUF 0.8, mostly above 0.9 below 0.35", () => {
    const all = (["constrained", "intermediate", "tolerant"] as const).flatMap((lof) => draw("selective", lof));
    expect(all.filter((c) => c.pli > 0.9 && c.loeuf >= 0.6)).toEqual([]);
    expect(all.filter((c) => c.pli >= 0.1 && c.loeuf > 0.8)).toEqual([]);
    const constrained = all.filter((c) => c.loeuf < 0.35);
    expect(constrained.filter((c) => c.pli > 0.9).length / constrained.length).toBeGreaterThan(0.75);
  });
});

describe("DepMap effects stay in their class", () => {
  test("common-essential genes are all essential, with most lines dependent", () => {
    for (const c of draw("common-essential", "tolerant")) {
      expect(c.isEssential).toBe(true);
      expect(c.meanEffect).toBeLessThan(-0.5);
      expect(c.dependentLines).toBeGreaterThanOrEqual(0.9 * 1120);
    }
  });
  test("not-needed genes are never essential and almost no line depends on them", () => {
    for (const c of draw("not-needed", "constrained")) {
      expect(c.isEssential).toBe(false);
      expect(c.meanEffect).toBeGreaterThan(-0.2);
      expect(c.dependentLines).toBeLessThanOrEqual(8);
    }
  });
  test("tumour suppressors have a positive mean effect", () => {
    for (const c of draw("tumour-suppressor", "intermediate")) expect(c.meanEffect).toBeGreaterThan(0);
  });
  test("selective genes: some lines depend on them, their worst line far below their mean", () => {
    const cs = draw("selective", "intermediate");
    for (const c of cs) {
      expect(c.dependentLines).toBeGreaterThan(0);
      expect(c.worstEffect).toBeLessThanOrEqual(-1);
    }
    // Only the strongest addictions pull the average below DepMap's -0.5 essential cut.
    expect(cs.filter((c) => c.isEssential).length / cs.length).toBeLessThan(0.15);
  });
  test("the worst line is never better than the mean", () => {
    const all = (["common-essential", "selective", "not-needed", "tumour-suppressor"] as const).flatMap((d) => draw(d, "tolerant"));
    expect(all.filter((c) => c.worstEffect > c.meanEffect)).toEqual([]);
  });
});
