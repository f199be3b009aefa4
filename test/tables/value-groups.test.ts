// The pure parts of searchAll's value splits: sample weights, the calibration search's values, and
// how values are packed into searches.
import { describe, expect, test } from "vitest";
import { SLICE_DIMENSIONS, type SliceValue } from "../../src/tables/search-all/slice-dimensions.js";
import { SearchPrice } from "../../src/tables/search-all/search-price.js";
import { limitFor } from "../../src/tables/search-all/slice-plan.js";
import { calibrationValues, GROUP_TARGET, groupValues, valueWeights } from "../../src/tables/search-all/value-groups.js";

const [drugType, stage] = SLICE_DIMENSIONS.drugcore;
const drugs = (spec: Record<string, number>, field = "drugType") =>
  Object.entries(spec).flatMap(([value, n]) => Array.from({ length: n }, () => ({ [field]: value })));

describe("valueWeights", () => {
  test("the sample's own mix, scaled to the mass it stands for", () => {
    const w = valueWeights(drugType, drugType.values, drugs({ SMALL_MOLECULE: 30, ANTIBODY: 10 }), 80, []);
    expect(w.get("SMALL_MOLECULE")).toBe(60);
    expect(w.get("ANTIBODY")).toBe(20);
    expect(w.get("PROTEIN")).toBe(0);
  });

  test("a value the ranked sample misses gets its share of complete sibling slices", () => {
    const sample = drugs({ SMALL_MOLECULE: 94 });
    const complete = drugs({ SMALL_MOLECULE: 70, ANTIBODY: 20, OLIGONUCLEOTIDE: 10 });
    const w = valueWeights(drugType, drugType.values, sample, 94, complete);
    // The larger share of each: the sample's for small molecules, the siblings' for the others.
    expect(w.get("SMALL_MOLECULE")).toBe(94);
    expect(w.get("ANTIBODY")).toBeCloseTo(18.8);
    expect(w.get("OLIGONUCLEOTIDE")).toBeCloseTo(9.4);
  });

  test("too few complete records say nothing", () => {
    const w = valueWeights(drugType, drugType.values, drugs({ SMALL_MOLECULE: 10 }), 10, drugs({ ANTIBODY: 50 }));
    expect(w.get("ANTIBODY")).toBe(0);
  });
});

describe("calibrationValues", () => {
  const weights = (spec: Record<string, number>) => {
    const m = new Map<SliceValue, number>(Object.entries(spec));
    const ordered = [...m.keys()].sort((a, b) => (m.get(b) ?? 0) - (m.get(a) ?? 0));
    return { ordered, weightOf: (v: SliceValue) => m.get(v) ?? 0 };
  };

  test("the largest values that stay within 40 sample records", () => {
    const { ordered, weightOf } = weights({ APPROVAL: 94, PHASE2: 57, PHASE1: 41, PHASE3: 32, IND: 3 });
    expect(calibrationValues(ordered, weightOf, 300)).toEqual(["PHASE3", "IND"]);
  });

  test("a value holding half the sample is left out: the others calibrate", () => {
    const { ordered, weightOf } = weights({ ANTIBODY: 260, SMALL_MOLECULE: 30, PROTEIN: 10 });
    expect(calibrationValues(ordered, weightOf, 300)).toEqual(["SMALL_MOLECULE", "PROTEIN"]);
  });

  test("a value holding half the sample with too few records beside it: the largest value calibrates alone", () => {
    const { ordered, weightOf } = weights({ ANTIBODY: 285, SMALL_MOLECULE: 10, PROTEIN: 5 });
    expect(calibrationValues(ordered, weightOf, 300)).toBeNull();
  });

  test("too few sample records within a fifth: the largest value calibrates alone", () => {
    const { ordered, weightOf } = weights({ false: 290, true: 10 });
    expect(calibrationValues(ordered, weightOf, 300)).toBeNull();
  });

  test("booleans are never grouped", () => {
    const m = new Map<SliceValue, number>([
      [true, 40],
      [false, 260],
    ]);
    expect(calibrationValues([false, true], (v) => m.get(v) ?? 0, 600)).toEqual([true]);
  });
});

describe("groupValues", () => {
  // The addendum's price (nothing learnt): 5 credits per started 20 of a search's limit.
  const price = new SearchPrice();
  const searchCost = (limit: number) => price.cost(limit);
  test("values are packed up to the group target, largest first", () => {
    const expected: Record<string, number> = { PHASE1: 142, PHASE3: 111, PRECLINICAL: 83, "PHASE1/PHASE2": 52 };
    const groups = groupValues(Object.keys(expected), (v) => expected[v as string], price);
    for (const g of groups) expect(g.expected).toBeLessThanOrEqual(GROUP_TARGET);
    expect(groups.flatMap((g) => g.values).sort()).toEqual(Object.keys(expected).sort());
  });

  test("a small leftover joins a group when the joint search costs no more than two", () => {
    const expected: Record<string, number> = { A: 190, B: 190, C: 30 };
    const groups = groupValues(Object.keys(expected), (v) => expected[v as string], price);
    // First fit leaves C alone (either group would pass the target); one search at 300 for A and C
    // costs 75 credits where A at 260 and C at 60 cost 80.
    expect(groups.map((g) => g.values)).toEqual([["A", "C"], ["B"]]);
    const cost = groups.reduce((n, g) => n + searchCost(limitFor(g.expected, price)), 0);
    expect(cost).toBeLessThan(2 * searchCost(limitFor(190, price)) + searchCost(limitFor(30, price)));
    for (const g of groups) expect(g.expected * 1.25 + 10).toBeLessThanOrEqual(300);
  });

  test("boolean values stay apart", () => {
    const groups = groupValues([true, false], () => 10, price);
    expect(groups).toHaveLength(2);
  });

  test("stage values of a drug split cover every value once", () => {
    const groups = groupValues(stage.values, () => 20, price);
    expect(groups.flatMap((g) => g.values).sort()).toEqual([...stage.values].sort());
  });
});
