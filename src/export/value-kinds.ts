// Small predicates and formatters on single values, shared by the writers and readers.

const DAY_MS = 86_400_000;

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A valid Date at UTC midnight: how the tables layer represents a day date. */
export function isDayDate(value: Date): boolean {
  const ms = value.getTime();
  return Number.isFinite(ms) && ms % DAY_MS === 0;
}

/** `YYYY-MM-DD` of a Date in UTC. */
export function formatDay(value: Date): string {
  return value.toISOString().slice(0, 10);
}

export function parseDay(text: string): Date {
  return new Date(`${text}T00:00:00Z`);
}
