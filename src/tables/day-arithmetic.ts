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
import { toDayDate } from "./day-date.js";

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (negative when `to` is earlier); null if either is missing. */
export function daysBetween(from: unknown, to: unknown): number | null {
  const a = toDayDate(from);
  const b = toDayDate(to);
  return a && b ? Math.round((b.getTime() - a.getTime()) / DAY_MS) : null;
}

/** The calendar year (UTC) of a day; null if missing. */
export function yearOf(day: unknown): number | null {
  return toDayDate(day)?.getUTCFullYear() ?? null;
}

/** Completed years from `start` to `at` (an age or a time on market); null if either is missing. */
export function ageAt(start: unknown, at: unknown): number | null {
  const a = toDayDate(start);
  const b = toDayDate(at);
  if (!a || !b) return null;
  let years = b.getUTCFullYear() - a.getUTCFullYear();
  const beforeAnniversary = b.getUTCMonth() < a.getUTCMonth() || (b.getUTCMonth() === a.getUTCMonth() && b.getUTCDate() < a.getUTCDate());
  if (beforeAnniversary) years--;
  return years;
}

/** The day functions as Arquero sees them through `op`. */
export interface DayOps {
  daysBetween: typeof daysBetween;
  yearOf: typeof yearOf;
  ageAt: typeof ageAt;
}

// Registered once when the module loads; `override` keeps a second copy of corebook (a notebook
// that re-imports it) from throwing on the same names.
aq.addFunction("daysBetween", daysBetween, { override: true });
aq.addFunction("yearOf", yearOf, { override: true });
aq.addFunction("ageAt", ageAt, { override: true });

/** Arquero's `op` with the day functions typed, for use inside derive/filter expressions. */
export const dayOps = aq.op as typeof aq.op & DayOps;
