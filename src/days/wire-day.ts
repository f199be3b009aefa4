// A day argument of a table function (searchAll's from and to), checked and brought to the wire
// form. Day dates in tables are JS Dates at UTC midnight (day-dates.ts).
import { MisuseError } from "../errors/index.js";
import { dateOfDay, dayOfDate, isDay } from "./day-dates.js";

/** The wire form of a day: accepts a Date (its UTC day) or a `YYYY-MM-DD` string. `name` says
 * which argument it is in the error (e.g. "searchAll: from"). */
export function toWireDay(value: Date | string, name = "day"): string {
  const date = value instanceof Date || isDay(value) ? dateOfDay(value) : null;
  const day = date ? dayOfDate(date) : null;
  if (day === null) {
    const shown = value instanceof Date ? "Invalid Date" : JSON.stringify(value);
    throw new MisuseError(`${name} must be a real calendar day written YYYY-MM-DD, or a Date; got ${shown}`, { value });
  }
  return day;
}
