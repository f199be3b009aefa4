// One searchAll run: the executor. It sends every search (`fetchSlice`, the one place), records
// each page and what it says about dates and values, charges its credits, checks the cost and
// stops. What to search next is the planners' (collect.ts and the sweeps and splits it starts):
// they yield steps (steps.ts) and the run answers them. result-table.ts makes the table.
import type { ColumnTable } from "arquero";
import { clientOf, type CoreApi, type CoreClient } from "../../api/index.js";
import type { CoreName } from "../../schema/index.js";
import { FailureCollector, stopsEverything } from "../failures.js";
import { startMeter, type Meter } from "../meter.js";
import { PartialResultError } from "../partial-error.js";
import { ConcurrencyPool } from "../../common/index.js";
import { startProgress, type ProgressReporter } from "../progress.js";
import type { TruncatedWindow } from "../provenance.js";
import { buildResultTable } from "./result-table.js";
import { collect, settle } from "./collect.js";
import { costVerdict, makeEstimate, projectEstimate, SearchAllCostError, type SearchAllEstimate } from "./estimate.js";
import type { RunSettings } from "./options.js";
import { keepScouting, pageKey, scoutingKey, takeScouting, type ScoutedPage } from "./scouting.js";
import type { SearchPrice } from "./search-price.js";
import { allowedValues, SLICE_DIMENSIONS, type SliceDimension } from "./slice-dimensions.js";
import { PageLedger } from "./page-ledger.js";
import { CAP } from "./slice-plan.js";
import { dayOf, describeSlice, sliceParams, type Slice, type SliceRecord } from "./slice.js";
import type { CostCheck, Known, Planner, Step } from "./steps.js";

export class SearchAllRun implements Known {
  readonly progress: ProgressReporter;
  readonly dimensions: readonly SliceDimension[];
  readonly dayById: ReadonlyMap<string, string>;
  readonly recordById: ReadonlyMap<string, SliceRecord>;
  readonly truncatedWindows: TruncatedWindow[] = [];
  private readonly api: CoreClient<CoreName>;
  private readonly meter: Meter;
  private readonly pool: ConcurrencyPool;
  // A slice that fails for good is recorded and the others go on; only a failure that would hit
  // every slice (abort, budget, key) stops the whole run.
  private readonly failures = new FailureCollector();
  private readonly ledger = new PageLedger();
  private costChecked = false;
  /** An estimate's pages (kept for the run after it), or the pages an estimate left for this run. */
  private readonly scouting: Map<string, ScoutedPage> | null;
  private readonly scoutingKey: string;

  constructor(
    private readonly client: CoreApi,
    readonly core: CoreName,
    readonly params: Record<string, unknown>,
    readonly settings: RunSettings,
    readonly price: SearchPrice,
  ) {
    this.api = clientOf(client, core);
    this.recordById = this.ledger.recordById;
    this.dayById = this.ledger.dayById;
    this.meter = startMeter(client);
    this.progress = startProgress("searchAll", core, settings.roots.length, settings.onProgress);
    this.pool = new ConcurrencyPool(settings.concurrency);
    this.dimensions = SLICE_DIMENSIONS[core].filter((d) => allowedValues(d, params).length > 1);
    this.scoutingKey = scoutingKey(core, params, settings);
    this.scouting = settings.estimate ? new Map() : takeScouting(client, this.scoutingKey);
  }

  /** The whole run: the first searches, each split while full; the table, or the estimate. */
  async result(): Promise<ColumnTable | SearchAllEstimate> {
    const { roots } = this.settings;
    let searched = false;
    try {
      const estimates = await Promise.all(
        roots.map(async (root) => {
          const page = await this.fetchSlice(root, CAP);
          if (page === null || page.length < CAP) return null;
          return (await this.drive(collect(this, root, page, null, roots.length === 1))).estimate;
        }),
      );
      if (this.settings.estimate && this.scouting) keepScouting(this.client, this.scoutingKey, this.scouting);
      const estimate = estimates.find((e) => e !== null);
      if (estimate) return estimate;
      if (this.settings.estimate)
        return makeEstimate(this.core, this.ledger.spent(), this.ledger.distinctRecords(), { requests: 0, credits: 0 });
      searched = true;
    } catch (error) {
      if (error instanceof SearchAllCostError) throw new SearchAllCostError(error.estimate, error.maxCredits, this.build());
      const partial = this.build();
      const stopped = `${this.core}.searchAll stopped after ${partial.numRows()} records${this.failures.stopNote()}`;
      throw new PartialResultError(stopped, partial, error, this.failures.items);
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
    return dayOf(r, this.settings.dates);
  }

  /** Runs a planner to its end, answering each step it yields. */
  private async drive<T>(plan: Planner<T>): Promise<T> {
    let answer: unknown;
    for (;;) {
      const step = plan.next(answer);
      if (step.done) return step.value;
      // A step answered at once (a cost check, a truncated entry) is answered in the same turn, as a call would be.
      const pending = this.answer(step.value);
      answer = pending instanceof Promise ? await pending : pending;
    }
  }

  private answer(step: Step): Promise<unknown> | unknown {
    switch (step.kind) {
      case "fetch":
        return this.fetchSlice(step.slice, step.limit);
      case "all":
        return Promise.all(step.plans.map((p) => this.drive(p)));
      case "settle":
        return this.drive(settle(this, step.slice, step.limit, step.expected, step.evidence));
      case "split":
        return this.drive(collect(this, step.slice, step.page, step.expected, false)).then((o) => o.ids);
      case "cost":
        return this.checkCost(step.check);
      case "truncated":
        this.truncatedWindows.push(step.entry);
        return undefined;
    }
  }

  /**
   * The one place a slice is searched: one search under the concurrency bound, kept as a page with its
   * charge, which the price learns from. Null when it failed for good (info().failed; others go on).
   */
  private fetchSlice(slice: Slice, limit: number): Promise<SliceRecord[] | null> {
    return this.pool.run(async () => {
      let page: ScoutedPage;
      const scouted = pageKey(describeSlice(slice), limit);
      try {
        // A search the estimate before this run sent already: its page, not paid for twice.
        const kept = this.settings.estimate ? undefined : this.scouting?.get(scouted);
        page = kept ?? (await sendSearch(this.api, { ...this.params, ...sliceParams(slice, this.settings.dates), limit }));
        if (this.settings.estimate) this.scouting?.set(scouted, page);
      } catch (error) {
        if (stopsEverything(error)) throw error;
        // The service gives no answer: the run stops (result() reports what it had).
        if (this.failures.add(describeSlice(slice), error)) throw error;
        return null;
      }
      this.failures.answered();
      this.ledger.keep(slice, page.charged, page.records, (r) => this.dateOf(r));
      if (page.observed !== null) this.price.observe(limit, page.observed);
      this.progress.add(1);
      return page.records;
    });
  }

  /**
   * Checks the projected cost once the density is known: refuses above maxCredits, or returns the
   * estimate of an `estimate: true` run (the planner stops there). A provisional check (a split of
   * part of the result, which a ranked page favours) may refuse far above maxCredits but makes no
   * estimate: the split above it does, once the part is measured.
   */
  private checkCost(check: CostCheck): SearchAllEstimate | null {
    if (this.costChecked) return null;
    const evidence = { mass: check.evidence, fetched: this.ledger.distinctRecords() };
    const estimate = projectEstimate(this.core, this.ledger.spent(), check.expectedRecords, check.found, this.price, evidence);
    if (!check.provisional) this.costChecked = true;
    return costVerdict(estimate, check.provisional, this.settings);
  }

  private build(): ColumnTable {
    const meter = this.meter.read();
    return buildResultTable(this.core, this.params, this.settings, this.ledger.pages, this.truncatedWindows, meter, this.failures.items);
  }
}

/** One search sent, with what each of its responses was charged (the last one returned the page). */
async function sendSearch(api: CoreClient<CoreName>, params: Record<string, unknown>): Promise<ScoutedPage> {
  const charges: number[] = [];
  const records = (await api.search(params as never, { onCharged: (c) => charges.push(c) })) as SliceRecord[];
  const charged = charges.reduce((n, c) => n + c, 0);
  return { records, charged, observed: charges.length > 0 ? charges[charges.length - 1] : null };
}
