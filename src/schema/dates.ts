// Day dates as the service writes them: YYYY-MM-DD, and a real calendar day.
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isDayDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const m = DAY.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** The UTC day of a Date, as YYYY-MM-DD; null for an invalid Date. */
export function dayOf(date: Date): string | null {
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}
