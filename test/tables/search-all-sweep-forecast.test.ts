// The spread of a sweep's forecast when its rate rests on a calibration window (sweep-forecast.ts):
// a rate measured on few records is uncertain, and a rate of 0 most of all; and how it follows a
// density that grows over the years (the level's trend).
import { describe, expect, test } from "vitest";
import { calibrated, forecast } from "../support/sweep-forecast-fixture.js";
import type { SweepForecast } from "../../src/tables/search-all/sweep-forecast.js";

describe("SweepForecast spread after a calibration", () => {
  test("a calibration that found no record beyond its sample still leaves the rest's size uncertain", () => {
    const { f, cursor } = calibrated(0);
    expect(f.rate).toBe(0);
    const rest = f.remainder(cursor);
    expect(rest).not.toBeNull();
    // 280 sample records ahead, a rate measured on 12: at least one record's worth of error,
    // scaled to the rest (280 / 12 = 23 records), where before it was 0.
    expect(rest?.unseen).toBe(0);
    expect(rest?.sd).toBeGreaterThan(20);
    expect(rest?.sd).toBeLessThan(30);
  });

  test("the error shrinks relative to the rate as the calibration finds more records", () => {
    const relative = (unseen: number) => {
      const rest = calibrated(unseen).f.remainder(300);
      return (rest?.sd ?? 0) / (rest?.unseen ?? 1);
    };
    expect(relative(3)).toBeGreaterThan(relative(12));
    expect(relative(12)).toBeGreaterThan(relative(48));
  });

  test("a stretch forecast from the sample carries the same error as the remainder", () => {
    const { f, cursor } = calibrated(0);
    const stretch = f.stretch(cursor, 7299);
    const rest = f.remainder(cursor);
    expect(stretch?.sd).toBeCloseTo(rest?.sd ?? 0, 6);
  });
});

describe("SweepForecast on a density that grows over the years", () => {
  /** Seven windows of 300 days swept, each holding 10% more records the sample did not hold than the one before. */
  function growing(): { f: SweepForecast; cursor: number; newest: number } {
    const f = forecast();
    const counts = [150, 165, 182, 200, 220, 242, 266];
    counts.forEach((n, k) => {
      const i = k * 300;
      for (let d = i; d < i + 300; d++) f.known[d] = 0;
      f.completed(
        i,
        i + 299,
        Array.from({ length: n }, (_, r) => i + Math.floor((r * 300) / n)),
      );
    });
    return { f, cursor: 2100, newest: 266 };
  }

  test("the level follows the trend of the windows behind the cursor, not their flat mean", () => {
    const { f, cursor, newest } = growing();
    const next = f.stretch(cursor, cursor + 299);
    // The flat level over the last 800 records is about 232 per 300 days; the trend says more than the newest window.
    expect(next?.unseen).toBeGreaterThan(newest);
    expect(next?.unseen).toBeLessThan(newest * 1.25);
  });
});
