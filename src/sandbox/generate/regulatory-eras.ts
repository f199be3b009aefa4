// When the regulators' programmes began (public dates): an authorization decided before a
// programme existed cannot carry it. Expedited designations are granted before the decision,
// so a designation on an authorization needs the programme open by its day; the EU's orphan
// designation and its conditional marketing authorisation likewise, and the FDA's accelerated
// approval, which the sandbox files under the "CONDITIONAL" status.
import { dayNumberOf } from "../../days/index.js";
import type { DESIGNATION_TYPES } from "../../schema/index.js";

export type DesignationType = (typeof DESIGNATION_TYPES)[number];

/** The day each designation's programme began; null where it predates the records (priority review). */
const PROGRAMME_START: Record<DesignationType, string | null> = {
  PRIORITY_REVIEW: null,
  // Subpart H of 21 CFR 314, published 11 December 1992.
  ACCELERATED_APPROVAL: "1992-12-11",
  // The FDA Modernization Act, signed 21 November 1997.
  FAST_TRACK: "1997-11-21",
  // The FDA Safety and Innovation Act, signed 9 July 2012.
  BREAKTHROUGH_THERAPY: "2012-07-09",
  // The 21st Century Cures Act, signed 13 December 2016.
  RMAT: "2016-12-13",
  // The centralised procedure, from 1 January 1995.
  EXCEPTIONAL_CIRCUMSTANCES: "1995-01-01",
  // Regulation (EC) No 726/2004, applicable from 20 November 2005.
  ACCELERATED_ASSESSMENT: "2005-11-20",
  // Regulation (EC) No 507/2006, in force from April 2006.
  CONDITIONAL_MA: "2006-04-01",
  // EMA's PRIority MEdicines scheme, launched 7 March 2016.
  PRIME: "2016-03-07",
};
const START_DAY = Object.fromEntries(
  Object.entries(PROGRAMME_START).map(([type, day]) => [type, day === null ? Number.NEGATIVE_INFINITY : dayNumberOf(day)]),
) as Record<DesignationType, number>;

/** The Orphan Drug Act (signed 4 January 1983) and Regulation (EC) No 141/2000 (applicable from 28 April 2000). */
const ORPHAN_DAY = { FDA: dayNumberOf("1983-01-04"), EMA: dayNumberOf("2000-04-28") };

/** True when `type`'s programme had begun by `day` (a day number). */
export function designationOpen(type: DesignationType, day: number): boolean {
  return day >= START_DAY[type];
}

/** True when an authorization of `agency` on `day` can be an orphan medicine's. */
export function orphanOpen(agency: "FDA" | "EMA", day: number): boolean {
  return day >= ORPHAN_DAY[agency];
}

/** True when an authorization of `agency` on `day` can be conditional (EU) or accelerated (FDA). */
export function conditionalOpen(agency: "FDA" | "EMA", day: number): boolean {
  return designationOpen(agency === "EMA" ? "CONDITIONAL_MA" : "ACCELERATED_APPROVAL", day);
}
