// A trial's overall status follows its dates on the dataset's day: a trial that has not started is
// not yet recruiting, one under way recruits or runs, one past its completion is completed (or
// terminated, or its status went unverified). The first trials without a drug deal every status,
// their dates fitted to it, so each value occurs at every scale.
import { OVERALL_STATUSES } from "../../schema/index.js";
import type { Rng } from "./random.js";

export type OverallStatus = (typeof OVERALL_STATUSES)[number];

const UNDER_WAY = new Set<OverallStatus>([
  "RECRUITING",
  "ENROLLING_BY_INVITATION",
  "ACTIVE_NOT_RECRUITING",
  "SUSPENDED",
  "WITHHELD",
  "AVAILABLE",
  "TEMPORARILY_NOT_AVAILABLE",
]);
const NOT_STARTED = new Set<OverallStatus>(["NOT_YET_RECRUITING", "WITHDRAWN"]);

export function statusFromDates(rng: Rng, start: number, completion: number, today: number, hasResults: boolean): OverallStatus {
  if (hasResults)
    return rng.weighted([
      ["COMPLETED", 85],
      ["TERMINATED", 15],
    ] as const);
  if (start > today)
    return rng.weighted([
      ["NOT_YET_RECRUITING", 95],
      ["WITHDRAWN", 5],
    ] as const);
  if (completion > today)
    return rng.weighted([
      ["RECRUITING", 55],
      ["ACTIVE_NOT_RECRUITING", 28],
      ["ENROLLING_BY_INVITATION", 8],
      ["SUSPENDED", 2],
      ["UNKNOWN", start < today - 730 ? 7 : 0],
    ] as const);
  return rng.weighted([
    ["COMPLETED", 66],
    ["TERMINATED", 10],
    ["UNKNOWN", 20],
    ["WITHDRAWN", 4],
  ] as const);
}

/** Moves a status-dealing trial's dates so they fit the status it was dealt. */
export function datesForStatus(
  rng: Rng,
  status: OverallStatus,
  duration: number,
  today: number,
): { startDay: number; completionDay: number } {
  if (NOT_STARTED.has(status)) {
    const startDay = today + rng.int(30, 300);
    return { startDay, completionDay: startDay + duration };
  }
  if (UNDER_WAY.has(status)) {
    const startDay = today - rng.int(100, 700);
    return { startDay, completionDay: Math.max(today + rng.int(60, 400), startDay + duration) };
  }
  const completionDay = today - rng.int(100, 1500);
  return { startDay: completionDay - duration, completionDay };
}

export { OVERALL_STATUSES };
