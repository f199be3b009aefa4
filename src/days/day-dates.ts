// Every layer's day-date functions, in one place so each name means one thing. The words:
//   day         a string `YYYY-MM-DD` naming a real calendar day (the service's wire form);
//   day date    a JS Date at UTC midnight (how tables hold a day, the same on every machine);
//   day number  whole days since 1970-01-01 (how the sandbox's generator counts).
// Everything is UTC, so no result depends on the machine's time zone. Depends on nothing.

/** Milliseconds in a day: the one definition (src/ writes no other 86_400_000). */
export const DAY_MS = 86_400_000;

/** A string `YYYY-MM-DD` that names a real calendar day. */
export function isDay(value: unknown): value is string {
  return typeof value === "string" && value.length === 10 && dayTimeOf(value) !== null;
}

/** A valid Date at UTC midnight (a day date, as opposed to a timestamp). */
export function isDayDate(value: Date): boolean {
  const ms = value.getTime();
  return Number.isFinite(ms) && ms % DAY_MS === 0;
}

/** The UTC day of a Date, `YYYY-MM-DD`; null for an invalid Date. */
export function dayOfDate(date: Date): string | null {
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/** A day (or an ISO timestamp, whose day part is used) as a day date; a valid Date is returned as
 * it is; null for anything else, impossible days included. */
export function dateOfDay(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== "string") return null;
  const ms = dayTimeOf(value);
  return ms === null ? null : new Date(ms);
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * dateOfDay(value)?.getTime() for a string, read character by character: a table of thousands of
 * records converts every day it holds, and a regular expression and a Date per day cost more than
 * the rest of building the table. Years before 100 are refused (Date.UTC would read 0050 as 1950),
 * and so is a day its month does not have (2024-02-30 is not rolled over).
 */
export function dayTimeOf(value: string): number | null {
  if (value.length < 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return null;
  const year = digitsAt(value, 0, 4);
  const month = digitsAt(value, 5, 2);
  const day = digitsAt(value, 8, 2);
  if (year < 100 || month < 1 || month > 12 || day < 1) return null;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  if (day > (month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1])) return null;
  return Date.UTC(year, month - 1, day);
}

/** The number written by `count` decimal digits from `start`; -1 when one is not a digit. */
function digitsAt(text: string, start: number, count: number): number {
  let n = 0;
  for (let i = start; i < start + count; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

/** The day number of a day; throws for a string that is not a day. */
export function dayNumberOf(day: string): number {
  const ms = typeof day === "string" && day.length === 10 ? dayTimeOf(day) : null;
  if (ms === null) throw new Error(`dayNumberOf: "${day}" is not a real day written YYYY-MM-DD`);
  return ms / DAY_MS;
}

// The generator formats a few thousand distinct days millions of times; remembering them is faster.
const dayOfNumberCache = new Map<number, string>();

/** The day of a day number. */
export function dayOfNumber(dayNumber: number): string {
  let day = dayOfNumberCache.get(dayNumber);
  if (day === undefined) {
    day = new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
    if (dayOfNumberCache.size < 100_000) dayOfNumberCache.set(dayNumber, day);
  }
  return day;
}

/** A day plus whole days (negative goes back). */
export function addDays(day: string, days: number): string {
  return dayOfNumber(dayNumberOf(day) + days);
}

/** Whole days from one day to another (negative when `to` is earlier); throws for a string that is not a day. */
export function daySpan(from: string, to: string): number {
  return dayNumberOf(to) - dayNumberOf(from);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). Each is a day, an ISO timestamp
 * (its day) or a Date; null when either is missing or unreadable. */
export function daysBetween(from: unknown, to: unknown): number | null {
  const a = dateOfDay(from);
  const b = dateOfDay(to);
  return a && b ? Math.round((b.getTime() - a.getTime()) / DAY_MS) : null;
}

/** The calendar year (UTC) of a day, timestamp or Date; null when missing or unreadable. */
export function yearOf(value: unknown): number | null {
  return dateOfDay(value)?.getUTCFullYear() ?? null;
}

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

/** The first day number on or after `dayNumber` that falls on `weekday` (0 Sunday .. 6 Saturday). */
export function onOrAfterWeekday(dayNumber: number, weekday: number): number {
  // Day 0 (1970-01-01) was a Thursday, weekday 4.
  return dayNumber + ((((weekday - ((dayNumber + 4) % 7)) % 7) + 7) % 7);
}

/** The calendar year (UTC) of a day number. */
export function yearOfDayNumber(dayNumber: number): number {
  return new Date(dayNumber * DAY_MS).getUTCFullYear();
}

/** The day number of 1 January of `year` (UTC). */
export function firstDayNumberOfYear(year: number): number {
  return Date.UTC(year, 0, 1) / DAY_MS;
}
