// When a multi-request operation fails part-way, the records already fetched were paid for: the
// error carries them as a table (with its provenance) so nothing is lost, and the list of items
// that failed, so a re-run can fetch only those.
import { CorebookError } from "../errors/index.js";
import { shortValue, Summary } from "../errors/error-print.js";
import * as msg from "./messages.js";
import type { ColumnTable } from "arquero";

/** One item that was not fetched: its ID (or a label such as a date window or a lookup batch). */
export interface FailedItem {
  id: string;
  /** HTTP status of the last answer, or null when none came (connection lost, timeout, ...). */
  status: number | null;
  /** The error code (e.g. INTERNAL_SERVER_ERROR, TIMEOUT, INVALID_RESPONSE). */
  code: string | null;
  message: string;
}

/**
 * A multi-request operation (get, follow, lookup, searchAll) that failed part-way: `partial` holds what was fetched (and
 * paid for) and `failed` the items to fetch again.
 */
export class PartialResultError extends CorebookError {
  /** The table of everything fetched (info(partial).failed lists the rest). */
  readonly partial: ColumnTable;
  /** HTTP status and code of the failure that stopped the operation (null when not an HTTP error). */
  readonly status: number | null;
  /** Error code of that failure (`NOT_FOUND`, `TIMEOUT` ...), or null when it had none. */
  readonly code: string | null;
  /** Every item that failed for good, with its status and message. */
  readonly failed: FailedItem[];

  constructor(message: string, partial: ColumnTable, cause: unknown, failed: FailedItem[] = []) {
    super(msg.partialResult(message, cause instanceof Error ? cause.message : String(cause), failed.length), { cause });
    this.name = "PartialResultError";
    this.partial = partial;
    this.failed = failed;
    const c = cause as { status?: unknown; code?: unknown } | null;
    this.status = typeof c?.status === "number" ? c.status : null;
    this.code = typeof c?.code === "string" ? c.code : null;
  }

  /** The failures print one per line, as ID and status: their messages repeat the error's own. */
  protected override printedFields(): Record<string, unknown> {
    const failures = this.failed.map((f) => new Summary(`${f.id}: ${[f.status, f.code].filter((x) => x !== null).join(" ") || f.message}`));
    return { ...super.printedFields(), failed: shortValue(failures) };
  }

  /** IDs (or window and batch labels) of the failed items, for a re-run of only those. */
  get failedIds(): string[] {
    return this.failed.map((f) => f.id);
  }
}
