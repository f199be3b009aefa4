// Calendar arithmetic on `YYYY-MM-DD` strings through UTC day numbers, so generation never
// depends on the machine's time zone.

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(s: string): boolean {
  return ISO_DATE.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && toDay(s) !== null;
}

function toDay(s: string): number | null {
  const ms = Date.parse(`${s}T00:00:00Z`);
  if (Number.isNaN(ms)) return null;
  // Date.parse accepts 2025-02-30 by rolling over; reject it by round-tripping.
  return new Date(ms).toISOString().slice(0, 10) === s ? ms / DAY_MS : null;
}

/** Day number (days since 1970-01-01) of an ISO date. */
export function dayOf(s: string): number {
  const d = toDay(s);
  if (d === null) throw new Error(`dayOf: "${s}" is not a valid YYYY-MM-DD date`);
  return d;
}

// Formatting dates dominates generation time otherwise; a dataset uses a few thousand distinct days.
const formatted = new Map<number, string>();

export function dateOf(day: number): string {
  let s = formatted.get(day);
  if (s === undefined) {
    s = new Date(day * DAY_MS).toISOString().slice(0, 10);
    if (formatted.size < 100_000) formatted.set(day, s);
  }
  return s;
}

export function addDays(s: string, n: number): string {
  return dateOf(dayOf(s) + n);
}

export function todayUtc(): string {
  return new Date().toISOString().slice(0, 10);
}

export function yearOf(s: string): number {
  return Number(s.slice(0, 4));
}

/** The first day on or after `day` (a day number) that falls on `weekday` (0 Sunday .. 6 Saturday). */
export function onOrAfterWeekday(day: number, weekday: number): number {
  // Day 0 (1970-01-01) was a Thursday, weekday 4.
  return day + (((weekday - ((day + 4) % 7)) % 7) + 7) % 7;
}
