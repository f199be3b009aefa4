// A date sweep's forecast made up for the planner's unit tests: 2000-2019, a sample record every 25
// days, optionally with its first 300 days swept (a calibration window of 12 sample records).
import { addDays } from "../../src/days/day-dates.js";
import { SampleDensity } from "../../src/tables/search-all/sample-density.js";
import { SweepForecast } from "../../src/tables/search-all/sweep-forecast.js";

const FROM = "2000-01-01";
const TO = "2019-12-31";

/** A forecast over 2000-2019 whose sample holds one record every 25 days (292 records), all known. */
export function forecast(): SweepForecast {
  const days: string[] = [];
  for (let i = 0; i < 7300; i += 25) days.push(addDays(FROM, i));
  const f = new SweepForecast(FROM, TO, new SampleDensity(FROM, TO, days));
  for (const d of days) f.known[f.index(d)]++;
  return f;
}

/** The first 300 days (12 sample records) searched and complete, with `unseen` records the sample did not hold. */
export function calibrated(unseen: number): { f: SweepForecast; cursor: number } {
  const f = forecast();
  const cursor = 300;
  for (let d = 0; d < cursor; d++) f.known[d] = 0;
  f.completed(
    0,
    cursor - 1,
    Array.from({ length: unseen }, (_, k) => k * 10),
  );
  return { f, cursor };
}
