// What a run has fetched and paid: every page (kept for the table, in the order it is read back),
// every record by serviceId and its date, the searches sent and the credits the service charged for
// them (their X-Service-Credit-Cost, not a price list). Written only by the executor (run.ts), read
// by the planners through `Known` (steps.ts).
import { sliceKey, type Slice, type SliceRecord } from "./slice.js";
import type { KeptPage } from "./result-table.js";

export class PageLedger {
  /** Everything fetched, keyed for the order the slices are read back (earliest window first). */
  readonly pages: KeptPage[] = [];
  /** Every record fetched, by serviceId: complete slices' records show a second filter's real mix. */
  readonly recordById = new Map<string, SliceRecord>();
  /** The date of every record fetched, by serviceId: what a sweep has found behind its cursor. */
  readonly dayById = new Map<string, string>();
  private credits = 0;
  private searches = 0;

  /** One search's page and the credits charged for it; `dayOf` places its records in the date filter. */
  keep(slice: Slice, charged: number, records: SliceRecord[], dayOf: (r: SliceRecord) => string | null): void {
    this.credits += charged;
    this.searches++;
    this.pages.push({ key: sliceKey(slice), records });
    for (const r of records) {
      this.recordById.set(r.serviceId as string, r);
      const d = dayOf(r);
      if (d !== null) this.dayById.set(r.serviceId as string, d);
    }
  }

  /** Searches sent and credits spent so far. */
  spent(): { requests: number; credits: number } {
    return { requests: this.searches, credits: this.credits };
  }

  /** Distinct records fetched so far. */
  distinctRecords(): number {
    return new Set(this.pages.flatMap((p) => p.records.map((r) => r.serviceId))).size;
  }
}
