// Day dates in tables are JS Dates at UTC midnight: a day has no time zone on the wire
// (`YYYY-MM-DD`), and UTC midnight keeps `toISOString().slice(0, 10)` equal to the wire value on
// every machine, whatever its local zone.
import { UsageError } from "../errors/index.js";

const DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** `YYYY-MM-DD` (or an ISO timestamp, whose day part is used) -> Date at UTC midnight; else null. */
export function toDayDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== "string") return null;
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Reject impossible days such as 2024-02-30 instead of letting Date roll them over.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date;
}

/** The wire form of a day: accepts a Date (its UTC day) or a `YYYY-MM-DD` string. `name` says
 * which argument it is in the error (e.g. "searchAll: from"). */
export function toWireDay(value: Date | string, name = "day"): string {
  const date = value instanceof Date || /^\d{4}-\d{2}-\d{2}$/.test(String(value)) ? toDayDate(value) : null;
  if (!date) {
    const shown = value instanceof Date ? "Invalid Date" : JSON.stringify(value);
    throw new UsageError(`${name} must be a real calendar day written YYYY-MM-DD, or a Date; got ${shown}`);
  }
  return date.toISOString().slice(0, 10);
}

/** Adds whole days to a wire day. */
export function addDays(day: string, days: number): string {
  const date = toDayDate(day)!;
  return new Date(date.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both wire days). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toDayDate(to)!.getTime() - toDayDate(from)!.getTime()) / 86_400_000);
}
