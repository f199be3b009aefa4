// What a multi-request operation (get, follow, lookup, searchAll) does when an item fails for good,
// after the client's own retries: it records the failure and keeps going, so one bad ID does not
// cost the rest of a long pull. At the end the operation either throws one PartialResultError
// carrying the whole partial table and the failure list, or (with `onError: "keep"`) returns the
// table; either way the failures are in info(table).failed, for a re-run of only those items.
//
// Some failures are not about an item: the caller aborted, the budget is spent, the key is refused.
// Those stop the operation at once (carrying on would only fail every remaining item the same way);
// every item not fetched is then listed as failed with that reason.
import type { ColumnTable } from "arquero";
import { AbortError, AuthenticationError, BudgetExceededError, InsufficientCreditsError, PermissionDeniedError } from "../api/index.js";
import { PartialResultError } from "./partial-error.js";
import { UsageError } from "../errors/index.js";
import * as msg from "./messages.js";

/** One item that was not fetched: its ID (or a label such as a date window or a lookup batch). */
export interface FailedItem {
  id: string;
  /** HTTP status of the last answer, or null when none came (connection lost, timeout, ...). */
  status: number | null;
  /** The error code (e.g. INTERNAL_SERVER_ERROR, TIMEOUT, INVALID_RESPONSE). */
  code: string | null;
  message: string;
}

export type OnError = "throw" | "keep";

export function checkOnError(operation: string, value: unknown): OnError {
  if (value === undefined) return "throw";
  if (value === "throw" || value === "keep") return value;
  throw new UsageError(msg.onErrorValue(operation, value), {
    parameter: "onError",
    value,
    allowed: ["throw", "keep"],
  });
}

/** Errors that would fail every remaining item the same way. */
export function stopsEverything(error: unknown): boolean {
  return (
    error instanceof AbortError ||
    error instanceof BudgetExceededError ||
    error instanceof AuthenticationError ||
    error instanceof PermissionDeniedError ||
    error instanceof InsufficientCreditsError
  );
}

export function failedItem(id: string, error: unknown): FailedItem {
  const e = error as { status?: unknown; code?: unknown } | null;
  return {
    id,
    status: typeof e?.status === "number" ? e.status : null,
    code: typeof e?.code === "string" ? e.code : null,
    message: error instanceof Error ? error.message : String(error),
  };
}

export class FailureCollector {
  readonly items: FailedItem[] = [];
  /** The first error that stops everything, once one happened. */
  stop: unknown = null;
  private first: unknown = null;

  /** Records a failure; returns true when the operation must not start more items. */
  add(id: string, error: unknown): boolean {
    this.items.push(failedItem(id, error));
    this.first ??= error;
    if (stopsEverything(error)) this.stop ??= error;
    return this.stop !== null;
  }

  /** Items never started because of `stop`, listed as failed for the same reason. */
  addNotStarted(ids: readonly string[]): void {
    for (const id of ids) this.items.push(failedItem(id, this.stop));
  }

  /** Returns the table when nothing failed or the caller keeps partial results; else throws. */
  finish<T extends ColumnTable>(table: T, onError: OnError, summary: string): T {
    if (this.items.length === 0) return table;
    if (this.stop !== null || onError === "throw") {
      throw new PartialResultError(summary, table, this.stop ?? this.first, this.items);
    }
    return table;
  }
}
