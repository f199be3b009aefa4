// The day functions (src/days/) as Arquero expression functions: op.daysBetween, op.yearsBetween,
// op.yearOf and op.ageAt. Table date columns hold JS Dates at UTC midnight; these also take
// `YYYY-MM-DD` strings, and every one gives null when a day is missing or unreadable, so a derive
// over a column with gaps keeps its rows and a median never counts a missing day as 0.
//
// Inside `derive`, Arquero compiles expressions and only sees functions registered with it. They
// are registered on first use, not at import (importing corebook has no side effects): by
// connect() and by every table corebook builds (corebookTable), so a derive over a corebook table
// finds them; a table built with Arquero alone calls `useDayOps()` first.
// Arquero's own `op` has a fixed type without them, so corebook exports `op`: the same object with
// them in its type, and `(d) => op.yearOf(d.startDate)` type-checks with `op` imported from corebook
// (Arquero finds a function by its property name, whatever object it is read from).
import * as aq from "arquero";
import { ageAt, daysBetween, yearOf, yearsBetween } from "../days/index.js";

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

let registered = false;

/**
 * Registers the day functions with Arquero (once; later calls do nothing) and returns `op`. connect() and every corebook table
 * do it for you; call it yourself before a derive over a table built with Arquero alone.
 */
export function useDayOps(): OpWithDays {
  if (!registered) {
    // `override` keeps a second copy of corebook (a notebook that re-imports it) from throwing on the same names.
    aq.addFunction("daysBetween", daysBetween, { override: true });
    aq.addFunction("yearsBetween", yearsBetween, { override: true });
    aq.addFunction("yearOf", yearOf, { override: true });
    aq.addFunction("ageAt", ageAt, { override: true });
    registered = true;
  }
  return op;
}

/** The type of corebook's `op`: Arquero's `op` with the day functions. */
export type OpWithDays = typeof aq.op & DayOps;

/** Arquero's `op` (the same object) with the day functions typed, for derive/filter expressions: `op.yearOf(d.startDate)`. */
export const op = aq.op as OpWithDays;

/** The same object as `op`, by its earlier name. */
export const dayOps: OpWithDays = op;
