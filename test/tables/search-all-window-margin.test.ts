// How much room a date window keeps below the cap (window-margin.ts): the window grows while one more
// expected record earns more than the chance it tips the whole window over the cap costs.
import { describe, expect, test } from "vitest";
import { CAP } from "../../src/tables/search-all/slice-plan.js";
import { marginFor, normalCdf, normalDensity, windowCeiling } from "../../src/tables/search-all/window-margin.js";

describe("marginFor", () => {
  test("stops where the records a window earns stop growing: Phi(z)/phi(z) = CAP/sd", () => {
    for (const sd of [5, 10, 20, 45, 80]) {
      const z = marginFor(sd);
      expect(normalCdf(z) / normalDensity(z)).toBeCloseTo(CAP / sd, 3);
    }
  });

  test("a precise forecast keeps more standard deviations of room than a rough one, but fewer records", () => {
    expect(marginFor(10)).toBeCloseTo(2.23, 2);
    expect(marginFor(20)).toBeCloseTo(1.91, 2);
    expect(marginFor(45)).toBeCloseTo(1.45, 2);
    expect(marginFor(10) * 10).toBeLessThan(marginFor(20) * 20);
    expect(marginFor(20) * 20).toBeLessThan(marginFor(45) * 45);
  });

  test("the margin beats any fixed one on the records a window at the cap is expected to earn", () => {
    // E[count; count <= CAP] for a window planned to hold `top` at most, forecast with this sd.
    const earned = (sd: number, z: number) => {
      const expected = CAP - z * sd;
      return expected * normalCdf(z) - sd * normalDensity(z);
    };
    for (const sd of [10, 20, 45]) {
      const best = earned(sd, marginFor(sd));
      for (const z of [1, 1.4, 1.8, 2.2, 2.6]) expect(best).toBeGreaterThanOrEqual(earned(sd, z) - 1e-9);
    }
  });

  test("a forecast with no spread keeps no room", () => {
    expect(marginFor(0)).toBe(0);
    expect(windowCeiling(120, 0)).toBe(120);
  });
});
