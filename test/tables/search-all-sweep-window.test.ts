// What a sweep takes a window that came back full to hold (sweep-window.ts): a forecast that was
// only unlucky grows by its own tail; one that gave the overflow under 1% was wrong, and its window
// is a guess (twice its limit), as a calibration's is. The e2e tests see this rule only on queries
// whose data happens to surprise a forecast; here it is checked on the rule itself.
import { describe, expect, test } from "vitest";
import { sizeWhenFull, surprised, type Window } from "../../src/tables/search-all/sweep-window.js";
import { calibrated } from "../support/sweep-forecast-fixture.js";

/** The first 300 days swept with 60 records the sample did not hold: a rate of 5. */
const forecast = () => calibrated(60).f;

const planned = (w: Partial<Window>): Window => ({
  i: 300,
  j: 1000,
  limit: 300,
  expected: 250,
  sd: 20,
  calibration: false,
  guessed: false,
  ...w,
});

describe("sizeWhenFull", () => {
  test("a window full where its forecast gave that under 1% is taken as a guess: twice its limit", () => {
    // The case the rule was made for (PatentCore "method" on dataset version 3): forecast at 118
    // records, sent at 140, held 382; grown by its own forecast it went out at 160, 220 and 300.
    const w = planned({ limit: 140, expected: 118, sd: 8 });
    expect(surprised(w)).toBe(true);
    expect(sizeWhenFull(forecast(), w)).toBe(280);
  });

  test("a window full where its forecast allowed it is taken to hold its forecast's tail above the limit", () => {
    const w = planned({ limit: 300, expected: 262, sd: 20 });
    expect(surprised(w)).toBe(false);
    const size = sizeWhenFull(forecast(), w);
    expect(size).toBeGreaterThanOrEqual(300 * 1.05);
    expect(size).toBeLessThan(330);
  });

  test("a calibration is a guess from the start, and a window planned from a guess grows by a third", () => {
    const f = forecast();
    expect(sizeWhenFull(f, planned({ limit: 60, expected: 100, sd: 0, calibration: true }))).toBe(200);
    expect(sizeWhenFull(f, planned({ limit: 260, expected: 200, sd: 35, guessed: true }))).toBeCloseTo(338);
    // Neither is "surprised": their forecast was never a measure.
    expect(surprised(planned({ limit: 260, expected: 200, sd: 10, guessed: true }))).toBe(false);
  });
});
