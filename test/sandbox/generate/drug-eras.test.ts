// The class-era vocabulary fits the stem vocabulary: every stem has an era (or none, said so), and
// an era's first authorization follows its first clinic year.
import { describe, expect, test } from "vitest";
import { eraOf, STEM_ERAS, TARGET_ERAS } from "../../../src/sandbox/generate/vocab/drug-eras.js";
import { DRUG_STEMS } from "../../../src/sandbox/generate/vocab/drug-stems.js";
import { stemOfName } from "./era-stats.js";

describe("drug class eras", () => {
  test("every stem has an entry and every entry a stem", () => {
    expect(Object.keys(STEM_ERAS).sort()).toEqual(DRUG_STEMS.map((s) => s.pattern).sort());
  });
  test("first authorization does not precede the first clinic year", () => {
    for (const era of [...Object.values(STEM_ERAS), ...Object.values(TARGET_ERAS)]) {
      if (era?.approval != null) expect(era.approval).toBeGreaterThanOrEqual(era.clinic);
    }
  });
  test("a drug takes the later era of its stem and its targets", () => {
    expect(eraOf("{p}zumab", ["PDCD1"])).toEqual({ clinic: 2006, approval: 2014 });
    expect(eraOf("{p}zumab", ["IL6R"])).toEqual({ clinic: 1988, approval: 1997 });
    expect(eraOf("{p}cabtagene autoleucel", ["CD19"])).toEqual({ clinic: 2010, approval: 2017 });
    expect(eraOf("{C}", [])).toBeNull();
    expect(() => eraOf("{p}nostem", [])).toThrow(/no era/);
  });
  test("names are read back to their stem, the longest ending first", () => {
    expect(stemOfName("ZELOMETINIB")).toBe("{p}metinib");
    expect(stemOfName("zelotinib")).toBe("{p}tinib");
    expect(stemOfName("Lova mRNA vaccine")).toBe("{P} mRNA vaccine");
    expect(stemOfName("SVX-1457")).toBe("{C}");
    expect(stemOfName("zeloran")).toBe("{C}");
    expect(stemOfName("zelogatran")).toBe("{p}gatran");
    expect(stemOfName("vapesiran")).toBe("{p}siran");
  });
});
