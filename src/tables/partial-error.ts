// When a multi-request operation fails part-way, the records already fetched were paid for: the
// error carries them as a table (with its provenance) so nothing is lost.
import type { ColumnTable } from "arquero";

export class PartialResultError extends Error {
  /** The table of everything fetched before the failure. */
  readonly partial: ColumnTable;
  /** HTTP status and code of the failure that stopped the operation (null when not an HTTP error). */
  readonly status: number | null;
  readonly code: string | null;

  constructor(message: string, partial: ColumnTable, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`${message}: ${reason}; the records fetched are in error.partial`, { cause });
    this.name = "PartialResultError";
    this.partial = partial;
    const c = cause as { status?: unknown; code?: unknown } | null;
    this.status = typeof c?.status === "number" ? c.status : null;
    this.code = typeof c?.code === "string" ? c.code : null;
  }
}
