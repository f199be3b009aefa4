// Requests in flight at once for the operations that fan out (get, follow, searchAll). Checked
// before anything starts: a width of 0 would start no request and never settle.
import { MisuseError } from "../errors/index.js";
import * as msg from "./messages.js";

export function checkConcurrency(operation: string, value: unknown): void {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1) {
    throw new MisuseError(msg.concurrencyValue(operation, value), { parameter: "concurrency", value });
  }
}
