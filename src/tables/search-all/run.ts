// One searchAll run: its state (every page fetched, what they say about dates and values, what
// could not be reached, what failed) and its steps. fetchSlice is the one place a search is sent;
// settle takes a searched child as complete or hands it to collect; collect splits a full slice as
// the split rule says (split-rule.ts), by the date sweep or the value split; build makes the table.
import type { ColumnTable } from "arquero";
import { clientOf, type CoreApi, type CoreClient } from "../../api/index.js";
import { dayOfDate, isDay } from "../../days/index.js";
import type { CoreName } from "../../schema/index.js";
import { FailureCollector, stopsEverything } from "../failures.js";
import { startMeter, type Meter } from "../meter.js";
import { PartialResultError } from "../partial-error.js";
import { ConcurrencyPool } from "../../common/index.js";
import { startProgress, type ProgressReporter } from "../progress.js";
import { setInfo, type TruncatedWindow } from "../provenance.js";
import { recordsToTable } from "../records-to-table.js";
import { sweepDates } from "./date-sweep.js";
import { makeEstimate, projectEstimate, SearchAllCostError, type SearchAllEstimate } from "./estimate.js";
import type { RunSettings } from "./options.js";
import { allowedValues, SLICE_DIMENSIONS, type SliceDimension, type SliceValue } from "./slice-dimensions.js";
import { CAP, limitAbove, limitFor, searchCost } from "./slice-plan.js";
import { describeSlice, isDated, sliceKey, truncatedEntry, type DatedSlice, type SliceRecord, type Slice } from "./slice.js";
import { splitOf, undatedSplit } from "./split-rule.js";
import { splitByValue } from "./value-split.js";
import { cellLimit, planUndatedCells } from "./undated-cells.js";
import { keepScouting, pageKey, scoutingKey, takeScouting } from "./scouting.js";

/**
 * A full child holds at least its limit; planned from an estimate that was already too low, it
 * holds about this much more (what overflowing windows held on the medium sandbox's queries).
 */
const OVERFLOW_FACTOR = 1.3;
/** Sample mass below which an estimate is a guess: a search planned from it that comes back full is re-planned at twice its limit. */
const WEAK_EVIDENCE = 10;

export class SearchAllRun {
  readonly progress: ProgressReporter;
  /** The core's filters that can split this search (two allowed values or more). */
  readonly dimensions: readonly SliceDimension[];
  /** The date of every record fetched, by serviceId: what a sweep has found behind its cursor. */
  readonly dayById = new Map<string, string>();
  /** Every record fetched, by serviceId: complete slices' records show a second filter's real mix. */
  readonly recordById = new Map<string, SliceRecord>();
  readonly truncatedWindows: TruncatedWindow[] = [];
  /** Set on an `estimate: true` run once the expected cost is known: the run stops there. */
  estimate: SearchAllEstimate | null = null;
  private readonly api: CoreClient<CoreName>;
  private readonly meter: Meter;
  private readonly pool: ConcurrencyPool;
  // A slice that fails for good is recorded and the others go on; only a failure that would hit
  // every slice (abort, budget, key) stops the whole run.
  private readonly failures = new FailureCollector();
  /** Everything fetched, in the order the slices are read back (earliest window first). */
  private readonly pages: { key: string; records: SliceRecord[] }[] = [];
  private spent = 0;
  private searches = 0;
  private costChecked = false;
  /** An estimate's pages (kept for the run after it), or the pages an estimate left for this run. */
  private readonly scouting: Map<string, SliceRecord[]> | null;
  private readonly scoutingKey: string;

  constructor(
    client: CoreApi,
    readonly core: CoreName,
    readonly params: Record<string, unknown>,
    readonly settings: RunSettings,
  ) {
    this.api = clientOf(client, core);
    this.meter = startMeter(client);
    this.progress = startProgress("searchAll", core, settings.roots.length, settings.onProgress);
    this.pool = new ConcurrencyPool(settings.concurrency);
    this.dimensions = SLICE_DIMENSIONS[core].filter((d) => allowedValues(d, params).length > 1);
    this.scoutingKey = scoutingKey(core, params, settings);
    this.scouting = settings.estimate ? new Map() : takeScouting(client, this.scoutingKey);
    this.client = client;
  }

  private readonly client: CoreApi;

  /** The whole run: the first searches, each split while full; the table, or the estimate. */
  async result(): Promise<ColumnTable | SearchAllEstimate> {
    const { roots } = this.settings;
    let searched = false;
    try {
      await Promise.all(
        roots.map(async (root) => {
          const page = await this.fetchSlice(root, CAP);
          if (page !== null && page.length >= CAP) await this.collect(root, page, null, roots.length === 1);
        }),
      );
      if (this.settings.estimate && this.scouting) keepScouting(this.client, this.scoutingKey, this.scouting);
      if (this.estimate) return this.estimate;
      if (this.settings.estimate) return makeEstimate(this.core, this.spentSoFar(), this.distinctRecords(), { requests: 0, credits: 0 });
      searched = true;
    } catch (error) {
      if (error instanceof SearchAllCostError) throw new SearchAllCostError(error.estimate, error.maxCredits, this.build());
      const partial = this.build();
      throw new PartialResultError(
        `${this.core}.searchAll stopped after ${partial.numRows()} records${this.failures.stopNote()}`,
        partial,
        error,
        this.failures.items,
      );
    } finally {
      // A run that searched everything ends its bar full below; an error or an estimate ends it where it stopped.
      if (!searched) this.progress.finish();
    }
    this.progress.finish(this.failures.items.length === 0);
    const table = this.build();
    const summary = `${this.core}.searchAll got ${table.numRows()} records; ${this.failures.items.length} slices failed`;
    return this.failures.finish(table, this.settings.onError, summary);
  }

  /** A record's day in the date filter's field; only a real day can be placed in a window. */
  dateOf(r: SliceRecord): string | null {
    const { dates } = this.settings;
    if (!dates) return null;
    const v = r[dates.by];
    const day = typeof v === "string" ? v.slice(0, 10) : v instanceof Date ? dayOfDate(v) : null;
    return isDay(day) ? day : null;
  }

  /**
   * The one place a slice is searched: under the concurrency bound, one search, kept as a page.
   * Null when the search failed for good (recorded for info().failed; the other slices go on).
   */
  fetchSlice(slice: Slice, limit: number): Promise<SliceRecord[] | null> {
    return this.pool.run(async () => {
      const { dates } = this.settings;
      const fixed = Object.fromEntries(
        Object.entries(slice.fixed).map(([k, v]) => [k, typeof v === "boolean" || Array.isArray(v) ? v : [v]]),
      );
      const window = dates && slice.from !== null ? { [dates.min]: slice.from, [dates.max]: slice.to } : {};
      let records: SliceRecord[];
      const scouted = pageKey(describeSlice(slice), limit);
      try {
        // A search the estimate before this run sent already: its page, not paid for twice.
        const kept = this.settings.estimate ? undefined : this.scouting?.get(scouted);
        records = kept ?? ((await this.api.search({ ...this.params, ...fixed, ...window, limit } as never)) as SliceRecord[]);
        if (this.settings.estimate) this.scouting?.set(scouted, records);
      } catch (error) {
        if (stopsEverything(error)) throw error;
        // The service gives no answer: the run stops (result() reports what it had).
        if (this.failures.add(describeSlice(slice), error)) throw error;
        return null;
      }
      this.failures.answered();
      this.keep(slice, limit, records);
      return records;
    });
  }

  /**
   * A searched child: complete when under its limit, else sliced further with its own page as the
   * sample. `expected` is null for a calibration search (sent with the rate unknown):
   * when it comes back full nothing bounds its size, so its own split calibrates again. `evidence`
   * is the sample mass the estimate rests on: an estimate from a handful of sample records can be
   * off by far more than OVERFLOW_FACTOR, so a slice planned from one is re-planned at twice its limit.
   */
  async settle(child: Slice, limit: number, expected: number | null, evidence = Number.POSITIVE_INFINITY): Promise<Set<string>> {
    const page = await this.fetchSlice(child, limit);
    if (page === null) return new Set();
    if (page.length < limit) return new Set(page.map((r) => r.serviceId as string));
    // Fuller than planned: its page is a fresh sample of it, denser than the parent's, so it is
    // sliced right away rather than searched again at the cap (which would only confirm it is full).
    if (expected === null) return this.collect(child, page, null, false);
    const growth = evidence < WEAK_EVIDENCE ? 2 : OVERFLOW_FACTOR;
    return this.collect(child, page, Math.max(expected, limit * growth), false);
  }

  /**
   * Distinct records of a slice whose own search came back full (`page`), by splitting it as the
   * split rule says. `top` is true for the one search the whole result rests on: its split is where
   * the cost is checked.
   */
  async collect(slice: Slice, page: SliceRecord[], expected: number | null, top: boolean): Promise<Set<string>> {
    const found = new Set(page.map((r) => r.serviceId as string));
    const split = splitOf(slice, page, this.settings.to, this.dimensions);
    let ids: Set<string>;
    if (split.by === "dates") {
      ids = split.open ? await this.sweepOpen(slice, page, split.range, top) : await sweepDates(this, split.range, page, top);
    } else if (split.by === "values") {
      const rate = expected === null ? null : expected / Math.max(page.length, 1);
      ids = await splitByValue(this, slice, page, page.length, split.dimension, rate, top, []);
    } else {
      return this.lastResort(slice, page, found);
    }
    for (const id of ids) found.add(id);
    return found;
  }

  /** Checks the projected cost once the density is known: refuses above maxCredits, or keeps the estimate. */
  checkCost(expectedRecords: number, found: number, provisional = false, evidence = found): void {
    if (this.costChecked) return;
    const estimate = projectEstimate(this.core, this.spentSoFar(), expectedRecords, found, {
      mass: evidence,
      fetched: this.distinctRecords(),
    });
    // A split of part of the result (a dominant value split by the next filter) projects the whole
    // from that part's share of a ranked page, which favours it: it may refuse a run far above
    // maxCredits, but the estimate is made by the split above it, once the part is measured.
    if (provisional) {
      if (!this.settings.estimate && estimate.total.credits > this.settings.maxCredits)
        throw new SearchAllCostError(estimate, this.settings.maxCredits, null);
      return;
    }
    this.costChecked = true;
    if (this.settings.estimate) this.estimate = estimate;
    else if (estimate.total.credits > this.settings.maxCredits) throw new SearchAllCostError(estimate, this.settings.maxCredits, null);
  }

  /** A full slice nothing splits: full at a sized limit it may still fit one search at the cap. */
  private async lastResort(slice: Slice, page: SliceRecord[], found: Set<string>): Promise<Set<string>> {
    if (page.length < CAP) {
      const again = await this.fetchSlice(slice, CAP);
      if (again === null) return found;
      for (const r of again) found.add(r.serviceId as string);
      if (again.length < CAP) return found;
    }
    this.truncatedWindows.push({ ...truncatedEntry(slice, CAP), reason: this.fullReason(slice) });
    return found;
  }

  /** Why a slice still full at the cap cannot be split: which of the core's filters are spent, and how. */
  private fullReason(slice: Slice): string {
    const day = isDated(slice) ? `one day (${slice.from}) is the narrowest date window; ` : "";
    const open = this.dimensions.filter((d) => !(d.param in slice.fixed)).map((d) => d.param);
    const filters =
      open.length === 0
        ? `every filter ${this.core} can be sliced by is fixed`
        : `its records show one value (or none) of each of ${open.join(", ")}, so no slice by them would be smaller`;
    return `full at ${CAP} and nothing left to split it: ${day}${filters}; the records past the first ${CAP} cannot be reached`;
  }

  /**
   * A full search with no range given: every date up to `to` is swept. Records with no date (or one
   * after `to`) are out of any window's reach: when one filter's values set them apart, those values
   * are searched with no date filter and the sweep covers the others; else they are reported.
   */
  private async sweepOpen(slice: Slice, page: SliceRecord[], range: DatedSlice, top: boolean): Promise<Set<string>> {
    const outside = page.filter((r) => {
      const d = this.dateOf(r);
      return d === null || d > range.to;
    });
    const split = undatedSplit(slice, page, outside, { ...this.params, ...slice.fixed }, this.dimensions);
    if (split === null) {
      const swept = await sweepDates(this, range, page, top);
      if (this.estimate || outside.length === 0) return swept;
      return this.reachUndated(slice, page, outside.length, range.to, swept);
    }
    const { dimension, values, rest } = split;
    const fixedTo = (vs: SliceValue[]) => ({ ...slice.fixed, [dimension.param]: vs.length === 1 ? vs[0] : (vs as string[]) });
    const swept = rest === null ? range : { ...range, fixed: fixedTo(rest) };
    const inSweep = rest === null ? page : page.filter((r) => dimension.valuesOf(r).some((v) => rest.includes(v)));
    const found = await sweepDates(this, swept, inSweep, top, inSweep.length / page.length);
    if (this.estimate) return found;
    // The undated slice's records in the page, scaled by what the sweep found per page record.
    const known = page.filter((r) => dimension.valuesOf(r).some((v) => values.includes(v)));
    const dated = inSweep.filter((r) => !outside.includes(r)).length;
    const expected = known.length * (found.size / Math.max(dated, 1));
    const undated: Slice = { from: null, to: null, fixed: fixedTo(values), undated: true };
    this.progress.grow(1);
    const ids = await this.settle(undated, Math.max(limitFor(expected), limitAbove(known.length + 20)), expected, known.length);
    for (const id of ids) found.add(id);
    return found;
  }

  /**
   * With no range given and no filter to set them apart, the records with no date (or one after
   * `to`) are reached by cutting the whole search into filter cells searched with no date filter
   * (undated-cells.ts): each cell is sized from the dated records the sweep found in it. What no
   * cell reaches is counted in info().truncatedWindows as the records expected and not returned.
   */
  private async reachUndated(slice: Slice, page: SliceRecord[], outside: number, to: string, swept: Set<string>): Promise<Set<string>> {
    const found = new Set(swept);
    for (const r of page) found.add(r.serviceId as string);
    const share = outside / page.length;
    const known = [...found].map((id) => this.recordById.get(id)).filter((r): r is SliceRecord => r !== undefined);
    const cells = planUndatedCells(known, slice.fixed, this.dimensions, { ...this.params, ...slice.fixed }, share);
    this.progress.grow(cells.length);
    await Promise.all(
      cells.map(async (cell) => {
        const expected = cell.known / Math.max(1 - share, 0.05);
        const part: Slice = { from: null, to: null, fixed: cell.fixed, undated: true };
        for (const id of await this.settle(part, cellLimit(cell.known, share), expected, Math.max(cell.known, 1))) found.add(id);
      }),
    );
    const reached = [...found].filter((id) => {
      const r = this.recordById.get(id);
      return r !== undefined && (this.dateOf(r) === null || (this.dateOf(r) as string) > to);
    }).length;
    // The undated records the page's share says the result holds, less those returned.
    const expectedUndated = Math.round((share / Math.max(1 - share, 0.05)) * (found.size - reached));
    const cellsFull = this.truncatedWindows.some((w) => w.from === undefined && w.reason !== undefined);
    if (cellsFull && expectedUndated > reached) this.reportUndated(slice, expectedUndated - reached, to);
    return found;
  }

  /** Records with no date (or one after `to`) that no search reached: about `unreached` of them, none of them returned. */
  private reportUndated(slice: Slice, unreached: number, to: string): void {
    const { dates } = this.settings;
    if (!dates || unreached <= 0) return;
    this.truncatedWindows.push({
      ...truncatedEntry(slice, unreached),
      reason: `records with no ${dates.by} (or one after ${to}) that no date window and no filter cell under ${CAP} reached: about ${unreached} not returned`,
    });
  }

  private keep(slice: Slice, limit: number, records: SliceRecord[]): void {
    this.spent += searchCost(limit);
    this.searches++;
    this.pages.push({ key: sliceKey(slice), records });
    for (const r of records) {
      this.recordById.set(r.serviceId as string, r);
      const d = this.dateOf(r);
      if (d !== null) this.dayById.set(r.serviceId as string, d);
    }
    this.progress.add(1);
  }

  private spentSoFar(): { requests: number; credits: number } {
    return { requests: this.searches, credits: this.spent };
  }

  private distinctRecords(): number {
    return new Set(this.pages.flatMap((p) => p.records.map((r) => r.serviceId))).size;
  }

  private build(): ColumnTable {
    const { dates, from, to } = this.settings;
    const order = [...this.pages].sort((a, b) => a.key.localeCompare(b.key));
    const seen = new Set<unknown>();
    const records = order
      .flatMap((p) => p.records)
      .filter((r) => {
        if (seen.has(r.serviceId)) return false;
        seen.add(r.serviceId);
        return true;
      });
    this.truncatedWindows.sort((a, b) => (a.from ?? "").localeCompare(b.from ?? ""));
    const include = (this.params.include ?? []) as string[] | string;
    return setInfo(recordsToTable(this.core, records, { include: typeof include === "string" ? [include] : include }), {
      core: this.core,
      params: { ...this.params, ...(dates ? { by: dates.by } : {}), ...(from ? { from, to } : {}) },
      ...this.meter.read(),
      truncated: this.truncatedWindows.length > 0,
      truncatedWindows: [...this.truncatedWindows],
      failed: this.failures.items,
    });
  }
}
