// What a multi-request operation (get, follow, lookup, searchAll) does when an item fails for good,
// after the client's own retries: it records the failure and keeps going, so one bad ID does not
// cost the rest of a long pull. At the end the operation either throws one PartialResultError
// carrying the whole partial table and the failure list, or (with `onError: "keep"`) returns the
// table; either way the failures are in info(table).failed, for a re-run of only those items.
//
// Some failures are not about an item: the caller aborted, the budget is spent, the key is refused.
// Those stop the operation at once (carrying on would only fail every remaining item the same way);
// every item not fetched is then listed as failed with that reason. So does a service that gives
// no answer, once UNANSWERED_IN_A_ROW items in a row got none (the connection refused, no such
// host or route, or nothing complete within the timeout): each item is already retried by the
// client, and a get of 2,000 IDs from a stopped sandbox kept trying every one of them for 20
// minutes (from a server that accepts and never answers, it would take hours).
import type { ColumnTable } from "arquero";
import {
  AbortError,
  AuthenticationError,
  BudgetExceededError,
  ConnectionError,
  InsufficientCreditsError,
  PermissionDeniedError,
  TimeoutError,
} from "../api/index.js";
import { PartialResultError, type FailedItem } from "./partial-error.js";
import { MisuseError } from "../errors/index.js";
import * as msg from "./messages.js";

export type OnError = "throw" | "keep";

export function checkOnError(operation: string, value: unknown): OnError {
  if (value === undefined) return "throw";
  if (value === "throw" || value === "keep") return value;
  throw new MisuseError(msg.onErrorValue(operation, value), {
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

/** Items in a row that got no answer from the service before an operation stops. */
export const UNANSWERED_IN_A_ROW = 8;

// Connection failures that mean no connection was made (refused, no such host, no route), as
// opposed to one lost mid-answer, which another item may well not meet.
const NO_CONNECTION = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "UND_ERR_CONNECT_TIMEOUT"]);

/** Whether a failure is the service giving no answer: no connection made, or nothing complete in time. */
export function unanswered(error: unknown): boolean {
  if (error instanceof TimeoutError) return true;
  if (!(error instanceof ConnectionError)) return false;
  const code = (error.cause as { code?: unknown } | undefined)?.code;
  return typeof code === "string" && NO_CONNECTION.has(code);
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
  private unansweredInARow = 0;

  /** Records a failure; returns true when the operation must not start more items. */
  add(id: string, error: unknown): boolean {
    this.items.push(failedItem(id, error));
    this.first ??= error;
    this.unansweredInARow = unanswered(error) ? this.unansweredInARow + 1 : 0;
    if (stopsEverything(error) || this.unansweredInARow >= UNANSWERED_IN_A_ROW) this.stop ??= error;
    return this.stop !== null;
  }

  /** Records an item the service answered (a 404 included). */
  answered(): void {
    this.unansweredInARow = 0;
  }

  /** Why the operation stopped early, to end its summary with; empty unless it stopped for a service giving no answer. */
  stopNote(): string {
    return unanswered(this.stop) ? `; stopped after ${UNANSWERED_IN_A_ROW} items in a row got no answer from the service` : "";
  }

  /** Items never started because of `stop`, listed as failed for the same reason. */
  addNotStarted(ids: readonly string[]): void {
    for (const id of ids) this.items.push(failedItem(id, this.stop));
  }

  /** Returns the table when nothing failed or the caller keeps partial results; else throws. */
  finish<T extends ColumnTable>(table: T, onError: OnError, summary: string): T {
    if (this.items.length === 0) return table;
    if (this.stop !== null || onError === "throw") {
      throw new PartialResultError(`${summary}${this.stopNote()}`, table, this.stop ?? this.first, this.items);
    }
    return table;
  }
}
