// Day arithmetic propagates null: a missing day never becomes a number. `daysBetween(x, null) /
// 365.25` is 0 in JavaScript, which once made a median time to approval of 0 years; yearsBetween
// gives null instead, as a function and as an Arquero op.
import * as aq from "arquero";
import { describe, expect, test } from "vitest";
import { ageAt, daysBetween, dayOps, op, useDayOps, yearOf, yearsBetween } from "../../src/index.js";

const day = (s: string) => new Date(`${s}T00:00:00Z`);

describe("the day functions propagate null", () => {
  test.each([null, undefined, "", "not a day", "2021-02-30", new Date(Number.NaN)])("a missing day (%s) gives null", (missing) => {
    expect(daysBetween("2020-01-01", missing)).toBeNull();
    expect(daysBetween(missing, "2020-01-01")).toBeNull();
    expect(yearsBetween("2020-01-01", missing)).toBeNull();
    expect(yearsBetween(missing, day("2020-01-01"))).toBeNull();
    expect(yearOf(missing)).toBeNull();
    expect(ageAt(missing, "2020-01-01")).toBeNull();
    expect(ageAt("2020-01-01", missing)).toBeNull();
  });

  test("yearsBetween is days / 365.25, negative when the second day is earlier", () => {
    expect(yearsBetween("2020-01-01", "2021-01-01")).toBeCloseTo(366 / 365.25, 12);
    expect(yearsBetween(day("2010-06-15"), "2000-06-15")).toBeCloseTo(-3652 / 365.25, 12);
    expect(yearsBetween("2024-02-29", "2024-02-29")).toBe(0);
  });
});

describe("as Arquero ops, through corebook's op", () => {
  // A table built with Arquero alone: nothing of corebook has registered the day functions yet.
  useDayOps();
  const t = aq.table({
    fda: [day("2019-01-01"), day("2020-01-01"), null, day("2021-01-01")],
    ema: [day("2021-01-01"), null, day("2022-01-01"), day("2021-07-02")],
  });

  test("every op keeps a null row null, in arrow functions and in strings", () => {
    const out = t.derive({
      days: (d) => op.daysBetween(d.fda, d.ema),
      years: (d) => op.yearsBetween(d.fda, d.ema),
      yearsText: "d => op.yearsBetween(d.fda, d.ema)",
      year: (d) => op.yearOf(d.fda),
      age: (d) => dayOps.ageAt(d.fda, d.ema),
    });
    expect(out.array("days")).toEqual([731, null, null, 182]);
    expect(out.array("years")).toEqual([731 / 365.25, null, null, 182 / 365.25]);
    expect(out.array("yearsText")).toEqual(out.array("years"));
    expect(out.array("year")).toEqual([2019, 2020, null, 2021]);
    expect(out.array("age")).toEqual([2, null, null, 0]);
  });

  test("a median of yearsBetween skips the missing pairs instead of counting them as 0", () => {
    const median = t
      .derive({ years: (d) => op.yearsBetween(d.fda, d.ema) })
      .rollup({ m: (d) => op.median(d.years) })
      .get("m", 0);
    expect(median).toBeCloseTo((731 + 182) / 2 / 365.25, 12);
  });
});
