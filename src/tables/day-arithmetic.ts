// Day arithmetic on date columns (days and years between, year of, age at), as plain functions and
// as Arquero expression functions. Table date columns hold JS Dates at UTC midnight (day-date.ts);
// these also take `YYYY-MM-DD` strings, and every one gives null when a day is missing or
// unreadable, so a derive over a column with gaps keeps its rows and a median never counts a
// missing day as 0 (null / 365.25 is 0 in JavaScript: yearsBetween is there so no one divides).
//
// Inside `derive`, Arquero compiles expressions and only sees functions registered with it:
// importing corebook registers these as op.daysBetween, op.yearsBetween, op.yearOf and op.ageAt.
// Arquero's own `op` has a fixed type without them, so corebook exports `op`: the same object with
// them in its type, and `(d) => op.yearOf(d.startDate)` type-checks with `op` imported from corebook
// (Arquero finds a function by its property name, whatever object it is read from).
import * as aq from "arquero";
import { dateOfDay, daysBetween, yearOf } from "../days/day-dates.js";

export { daysBetween, yearOf };

/** Years from `start` to `end` (days / 365.25, negative when `end` is earlier); null if either is missing. */
export function yearsBetween(start: unknown, end: unknown): number | null {
  const days = daysBetween(start, end);
  return days === null ? null : days / 365.25;
}

/** Completed years from `start` to `at` (an age or a time on market); null if either is missing. */
export function ageAt(start: unknown, at: unknown): number | null {
  const a = dateOfDay(start);
  const b = dateOfDay(at);
  if (!a || !b) return null;
  let years = b.getUTCFullYear() - a.getUTCFullYear();
  const beforeAnniversary = b.getUTCMonth() < a.getUTCMonth() || (b.getUTCMonth() === a.getUTCMonth() && b.getUTCDate() < a.getUTCDate());
  if (beforeAnniversary) years--;
  return years;
}

/** The day functions as Arquero sees them through `op`. */
export interface DayOps {
  /** Days from the first day to the second (negative when the second is earlier); null if either is missing. */
  daysBetween: typeof daysBetween;
  /** Years from the first day to the second (days / 365.25); null if either is missing. */
  yearsBetween: typeof yearsBetween;
  /** The calendar year of a day; null if it is missing. */
  yearOf: typeof yearOf;
  /** Completed years from the first day to the second (an age or a time on market); null if either is missing. */
  ageAt: typeof ageAt;
}

// Registered once when the module loads; `override` keeps a second copy of corebook (a notebook
// that re-imports it) from throwing on the same names.
aq.addFunction("daysBetween", daysBetween, { override: true });
aq.addFunction("yearsBetween", yearsBetween, { override: true });
aq.addFunction("yearOf", yearOf, { override: true });
aq.addFunction("ageAt", ageAt, { override: true });

/** The type of corebook's `op`: Arquero's `op` with the day functions. */
export type OpWithDays = typeof aq.op & DayOps;

/** Arquero's `op` (the same object) with the day functions typed, for derive/filter expressions: `op.yearOf(d.startDate)`. */
export const op = aq.op as OpWithDays;

/** The same object as `op`, by its earlier name. */
export const dayOps: OpWithDays = op;
