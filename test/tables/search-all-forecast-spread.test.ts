// The sweep's learnt spread (forecast-spread.ts): how far its level forecasts turned out off
// scales the room of the next windows, from a prior of four windows that erred by their own sd.
import { expect, test } from "vitest";
import { ForecastSpread } from "../../src/tables/search-all/forecast-spread.js";

test("before any window the model's own spread is taken as it is", () => {
  expect(new ForecastSpread().factor).toBe(1);
});

test("windows off by two of their standard deviations widen the spread toward 2, the prior holding it back", () => {
  const spread = new ForecastSpread();
  // Forecast 260 ± 20 records, held 300 or 220: z = ±2 each time.
  for (let k = 0; k < 12; k++) spread.observe(260, 20, k % 2 === 0 ? 300 : 220);
  // (4 x 1 + 12 x 4) / (4 + 12) = 3.25
  expect(spread.factor).toBeCloseTo(Math.sqrt(3.25), 10);
});

test("close windows never make the spread narrower than the model's (its chance part stays)", () => {
  const spread = new ForecastSpread();
  for (let k = 0; k < 20; k++) spread.observe(260, 20, 261);
  expect(spread.factor).toBe(1);
});

test("a few wild windows widen it at most 2.5 times; a window without a spread says nothing", () => {
  const spread = new ForecastSpread();
  for (let k = 0; k < 5; k++) spread.observe(100, 5, 300);
  expect(spread.factor).toBe(2.5);
  const none = new ForecastSpread();
  none.observe(100, 0, 300);
  expect(none.factor).toBe(1);
});
