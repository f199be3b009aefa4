// The spread of a sweep's forecast when its rate rests on a calibration window (sweep-forecast.ts):
// a rate measured on few records is uncertain, and a rate of 0 most of all; and how it follows a
// density that grows over the years (the level's trend).
import { describe, expect, test } from "vitest";
import { calibrated, forecast } from "../support/sweep-forecast-fixture.js";
import { addDays } from "../../src/days/day-dates.js";
import { SampleDensity } from "../../src/tables/search-all/sample-density.js";
import { SweepForecast, type StretchForecast } from "../../src/tables/search-all/sweep-forecast.js";

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
  /** Sweeps window k (days 300k .. 300k + 299) complete, holding `n` records the sample did not hold, evenly spread. */
  function sweepBlock(f: SweepForecast, k: number, n: number): void {
    const i = k * 300;
    for (let d = i; d < i + 300; d++) f.known[d] = 0;
    f.completed(
      i,
      i + 299,
      Array.from({ length: n }, (_, r) => i + Math.floor((r * 300) / n)),
    );
  }

  /** Seven windows of 300 days swept, each holding 10% more records the sample did not hold than the one before. */
  function growing(): { f: SweepForecast; cursor: number; newest: number } {
    const f = forecast();
    const counts = [150, 165, 182, 200, 220, 242, 266];
    counts.forEach((n, k) => {
      sweepBlock(f, k, n);
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

  /**
   * Six blocks of 300 days whose first-page sample holds `sample[k]` records in block k, evenly
   * spread; a calibration window (block 0, 20 records the sample did not hold) and then blocks
   * holding `counts` such records are swept. The next block is forecast.
   */
  function swept(sample: number[], counts: number[]): StretchForecast | null {
    const from = "2000-01-01";
    const days: string[] = [];
    sample.forEach((n, k) => {
      for (let r = 0; r < n; r++) days.push(addDays(from, k * 300 + Math.floor((r * 300) / n)));
    });
    const to = addDays(from, 300 * sample.length - 1);
    const f = new SweepForecast(from, to, new SampleDensity(from, to, days));
    for (const d of days) f.known[f.index(d)]++;
    [20, ...counts].forEach((n, k) => {
      sweepBlock(f, k, n);
    });
    const cursor = 300 * (counts.length + 1);
    return f.stretch(cursor, cursor + 299);
  }

  test("a density that doubles from window to window: the level rests on the newest window, and the recent windows' trend carries it on", () => {
    // Each window disagrees with the one before, so the level is the newest window's alone; flat,
    // it would forecast the next 300 days at about 240, and the window planned from it would come
    // back full. The sample doubles with the density, so it agrees with a rising level.
    const next = swept([4, 12, 24, 48, 96, 96], [60, 120, 240]);
    expect(next?.byLevel).toBe(true);
    expect(next?.unseen).toBeGreaterThan(240 * 1.3);
    // Not the full doubling: the trend is capped (MAX_TREND) ahead of the newest window's middle.
    expect(next?.unseen).toBeLessThan(240 * 2);
  });

  test("a slope of the recent windows within chance of none is not applied", () => {
    // 160, 140, 185: the newest disagrees with the one before (a jump of 45 on 140), but the three
    // windows' slope is about one standard error from flat. Forecast as 185, 140, 185 (no slope at all).
    const sample = [4, 36, 36, 36, 36, 36];
    const noisy = swept(sample, [160, 140, 185]);
    const flat = swept(sample, [185, 140, 185]);
    expect(noisy?.byLevel).toBe(true);
    expect(flat?.byLevel).toBe(true);
    expect((noisy?.unseen ?? 0) / (flat?.unseen ?? 1)).toBeLessThan(1.02);
  });
});
