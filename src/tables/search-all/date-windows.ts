// searchAll's starting windows when the caller asks for fixed-width ones (windowDays); the
// windows after a full search are planned in date-sweep.ts from what it returned.
import { addDays, daySpan } from "../../days/index.js";
import { MisuseError } from "../../errors/index.js";

interface Window {
  from: string;
  to: string;
}

/** Splits [from, to] into consecutive windows of at most `days` days (one window when omitted). */
export function initialWindows(from: string, to: string, days?: number): Window[] {
  const span = daySpan(from, to) + 1;
  if (span <= 0) throw new MisuseError(`searchAll: from (${from}) must not be after to (${to})`);
  if (days === undefined) return [{ from, to }];
  if (!Number.isInteger(days) || days < 1) {
    throw new MisuseError(`searchAll: windowDays must be a whole number of days >= 1; got ${JSON.stringify(days)}`);
  }
  const windows: Window[] = [];
  for (let start = from; daySpan(start, to) >= 0; start = addDays(start, days)) {
    const end = addDays(start, days - 1);
    windows.push({ from: start, to: daySpan(end, to) < 0 ? to : end });
  }
  return windows;
}
