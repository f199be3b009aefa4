// Two findings of the brute-force audit: charts.enrollment called trials that enrolled 0 "trials
// without enrollment", and charts.outcomeMeasurements wrote value ± dispersion in binary floating
// point ("19.08" ± "3.97" -> 15.109999999999998) into the spec and the saved files.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as aq from "arquero";
import { describe, expect, test } from "vitest";
import { charts, specs } from "../../src/charts/index.js";
import { decimalSum, decimalsOf } from "../../src/charts/decimal-bounds.js";
import { T } from "../support/service-ids.js";

const subtitle = (spec: unknown) => String((spec as { title: { subtitle: string } }).title.subtitle);

describe("charts.enrollment says what it leaves out, by reason", () => {
  test("trials with no enrollment and trials that enrolled 0 are counted apart", () => {
    const trials = aq.from([120, 0, null, 35, 0, 800].map((enrollment, i) => ({ serviceId: T(i + 1), phase: "PHASE2", enrollment })));
    expect(subtitle(specs.enrollment(trials))).toBe(
      "3 trials · 1 trial without enrollment not shown · 2 trials with enrollment 0 (a log axis has no 0) not shown",
    );
  });

  test("only zeros: no 'without enrollment' note", () => {
    const trials = aq.from([
      { serviceId: T(1), phase: "PHASE1", enrollment: 0 },
      { serviceId: T(2), phase: "PHASE1", enrollment: 12 },
    ]);
    expect(subtitle(specs.enrollment(trials))).toBe("1 trial · 1 trial with enrollment 0 (a log axis has no 0) not shown");
  });
});

describe("interval bounds carry the precision of their inputs", () => {
  test.each([
    ["19.08", "3.97", 15.11, 23.05],
    ["0.1", "0.2", -0.1, 0.3],
    ["1.50", "0.25", 1.25, 1.75],
    ["120", "15.5", 104.5, 135.5],
    ["-2.3", "0.07", -2.37, -2.23],
    ["1e-3", "2e-4", 0.0008, 0.0012],
    ["7", "1", 6, 8],
    ["33.333", "0.1", 33.233, 33.433],
  ])("%s ± %s is %s to %s", (value, dispersion, lower, upper) => {
    const v = Number(value);
    const d = Number(dispersion);
    expect(decimalSum(v, -d, value, dispersion)).toBe(lower);
    expect(decimalSum(v, d, value, dispersion)).toBe(upper);
  });

  test("decimal places as written", () => {
    expect([
      decimalsOf("19.08"),
      decimalsOf("1.50"),
      decimalsOf("120"),
      decimalsOf("1.5e-3"),
      decimalsOf("1e3"),
      decimalsOf("n/a"),
    ]).toEqual([2, 2, 0, 4, 0, null]);
  });

  test("the spec and the saved .vl.json hold 15.11 and 23.05", async () => {
    const measurements = aq.from(
      [
        ["Drug", "19.08", "3.97"],
        ["Placebo", "21.3", "4.15"],
        ["Open label", "0.7", "0.6"],
      ].map(([group, paramValue, dispersionValue], i) => ({
        serviceId: T(1),
        outcomeIndex: 0,
        measurementIndex: i,
        outcomeTitle: "Score at week 12",
        outcomeType: "PRIMARY",
        units: "points",
        paramType: "MEAN",
        dispersionType: "STANDARD_DEVIATION",
        group,
        paramValue,
        dispersionValue,
        value: Number(paramValue),
        dispersion: Number(dispersionValue),
        lower: null,
        upper: null,
      })),
    );
    const chart = charts.outcomeMeasurements(measurements);
    const values = (chart.spec as unknown as { data: { values: { group: string; lower: number; upper: number }[] } }).data.values;
    expect(values.map((v) => [v.group, v.lower, v.upper])).toEqual([
      ["Drug", 15.11, 23.05],
      ["Placebo", 17.15, 25.45],
      ["Open label", 0.1, 1.3],
    ]);
    const dir = mkdtempSync(join(tmpdir(), "corebook-bounds-"));
    try {
      const saved = readFileSync(await chart.save(join(dir, "m.vl.json")), "utf8");
      expect(saved).toContain('"lower": 15.11');
      expect(saved).toContain('"upper": 23.05');
      expect(saved).not.toMatch(/\d\.\d*(9999|0000)\d/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
