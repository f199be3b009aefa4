// Requests in flight at once for the operations that fan out (get, follow, searchAll). Checked
// before anything starts: a width of 0 would start no request and never settle.
import { UsageError } from "../errors/index.js";

export function checkConcurrency(operation: string, value: unknown): void {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
    throw new UsageError(`${operation}: concurrency must be a whole number >= 1; got ${showValue(value)}`, {
      parameter: "concurrency",
      value,
    });
  }
}

function showValue(value: unknown): string {
  if (typeof value === "number" || value === undefined) return String(value);
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
