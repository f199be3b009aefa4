// Day arithmetic on date columns (days between, year of, age at), as plain functions and as
// Arquero expression functions. Table date columns hold JS Dates at UTC midnight (day-date.ts);
// these also take `YYYY-MM-DD` strings, and give null for a missing or unreadable day, so a
// derive over a column with gaps keeps its rows.
//
// Inside `derive`, Arquero compiles expressions and only sees functions registered with it:
// importing corebook registers these as op.daysBetween, op.yearOf and op.ageAt, e.g.
//   table.derive({ lagDays: (d) => op.daysBetween(d.fdaDate, d.emaDate) })
// (with `op` from arquero; TypeScript needs `(op as DayOps)` or the string form
// "d => op.daysBetween(d.fdaDate, d.emaDate)").
import * as aq from "arquero";
import { dateOfDay, daysBetween, yearOf } from "../days/day-dates.js";

export { daysBetween, yearOf };

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
  /** The calendar year of a day; null if it is missing. */
  yearOf: typeof yearOf;
  /** Completed years from the first day to the second (an age or a time on market); null if either is missing. */
  ageAt: typeof ageAt;
}

// Registered once when the module loads; `override` keeps a second copy of corebook (a notebook
// that re-imports it) from throwing on the same names.
aq.addFunction("daysBetween", daysBetween, { override: true });
aq.addFunction("yearOf", yearOf, { override: true });
aq.addFunction("ageAt", ageAt, { override: true });

/** Arquero's `op` with the day functions typed, for use inside derive/filter expressions. */
export const dayOps = aq.op as typeof aq.op & DayOps;
