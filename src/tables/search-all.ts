// searchAll(params, { by, from, to }): every match in a date range, past the 300-per-search cap,
// by slicing the range on one of the core's date filters (see date-windows.ts). Records whose
// `by` date is null cannot fall in any window and are not returned. Results are unioned by
// serviceId, earliest window first.
import type { ColumnTable } from "arquero";
import { ValidationError, type CoreApi, type CoreClient } from "../api/index.js";
import { LIMITS, SEARCH_PARAMS, validateParams, type CoreName, type ParamsSpec } from "../schema/index.js";
import { checkBudget } from "./budget.js";
import { checkConcurrency } from "./concurrency.js";
import { dateFilterParams, defaultRangeEnd } from "./date-filters.js";
import { initialWindows, sliceWindows, SliceFailure, type Window } from "./date-windows.js";
import { toWireDay } from "./day-date.js";
import { startMeter } from "./meter.js";
import { checkOnError, FailureCollector, stopsEverything, type OnError } from "./failures.js";
import { PartialResultError } from "./partial-error.js";
import { startProgress, type ProgressListener } from "./progress.js";
import { setInfo, type TruncatedWindow } from "./provenance.js";
import { recordsToTable } from "./records-to-table.js";

export interface SearchAllOptions {
  /** The date field to slice by (e.g. trialcore startDate); default the core's first. */
  by?: string;
  /** First day of the range (inclusive), `YYYY-MM-DD` or a Date. Required. */
  from: string | Date;
  /**
   * Last day of the range (inclusive); default the service's today (UTC; on the sandbox, its day), or ten years ahead for TrialCore's
   * startDate and completionDate, which registries hold as planned or estimated dates.
   */
  to?: string | Date;
  /** Start from windows of this many days instead of one window over the whole range. */
  windowDays?: number;
  concurrency?: number;
  onProgress?: ProgressListener | false;
  /** On windows that fail for good: "throw" (default) a PartialResultError at the end, or "keep" the partial table. */
  onError?: OnError;
}

const LIMIT = LIMITS.searchLimitMax;

export async function searchAll(
  client: CoreApi, core: CoreName, params: Record<string, unknown>, options: SearchAllOptions & { concurrency: number },
): Promise<ColumnTable> {
  if (!options || options.from === undefined) {
    throw new TypeError(`searchAll: options.from is required (the first day of the range, YYYY-MM-DD or a Date)`);
  }
  const { min, max, by } = dateFilterParams(core, options.by);
  for (const name of [min, max, "limit"]) {
    if (params?.[name] !== undefined) {
      throw new TypeError(
        `searchAll: do not pass ${name} in params; searchAll sets it (give the range as { from, to } and it always uses limit ${LIMIT})`,
      );
    }
  }
  const from = toWireDay(options.from, "searchAll: from");
  const to = toWireDay(options.to ?? defaultRangeEnd(core, by, client.now()), "searchAll: to");
  const windows = initialWindows(from, to, options.windowDays);
  checkConcurrency("searchAll", options.concurrency);
  const onError = checkOnError(`${core}.searchAll`, options.onError);
  checkSearchParams(core, params, { [min]: from, [max]: to, limit: LIMIT });
  const perSearch = client.estimateCost(core, "search", { limit: LIMIT });
  checkBudget(client, `${core}.searchAll`, perSearch * windows.length,
    `at least ${windows.length} searches at ${perSearch} credits; each full window adds two more`);

  const api = client[core] as unknown as CoreClient<CoreName>;
  const meter = startMeter(client);
  const progress = startProgress("searchAll", core, windows.length, options.onProgress);
  const include = (params.include ?? []) as string[];
  // A window that fails for good is recorded (by its date range) and the other windows go on; only
  // a failure that would hit every window (abort, budget, key) stops the slicing.
  const failures = new FailureCollector();
  const search = async (window: Window) => {
    try {
      return await (api.search({ ...params, [min]: window.from, [max]: window.to, limit: LIMIT } as never) as Promise<Record<string, unknown>[]>);
    } catch (error) {
      if (stopsEverything(error)) throw error;
      failures.add(`${by} ${window.from}..${window.to}`, error);
      return [];
    }
  };

  const build = (pages: Record<string, unknown>[][], truncatedWindows: TruncatedWindow[]) => {
    const seen = new Set<unknown>();
    const records = pages.flat().filter((r) => (seen.has(r.serviceId) ? false : (seen.add(r.serviceId), true)));
    return setInfo(recordsToTable(core, records, { include: typeof include === "string" ? [include] : include }), {
      core, params: { ...params, by, from, to }, ...meter.read(),
      truncated: truncatedWindows.length > 0, truncatedWindows, failed: failures.items,
    });
  };

  try {
    const result = await sliceWindows(windows, {
      search, limit: LIMIT, concurrency: options.concurrency,
      onSplit: () => progress.grow(2), onSearched: () => progress.add(1),
    });
    const table = build(result.pages as Record<string, unknown>[][], result.truncatedWindows);
    return failures.finish(table, onError, `${core}.searchAll got ${table.numRows()} records; ${failures.items.length} date windows failed`);
  } catch (error) {
    if (!(error instanceof SliceFailure)) throw error;
    const partial = build(error.pages as Record<string, unknown>[][], error.truncatedWindows);
    throw new PartialResultError(`${core}.searchAll stopped after ${partial.numRows()} records`, partial, error.error, failures.items);
  } finally {
    progress.finish();
  }
}

/** The caller's parameters as every window will send them, checked once before any window: a bad
 * value is a ValidationError now, not a failure of the first window wrapped as a partial result. */
function checkSearchParams(core: CoreName, params: Record<string, unknown>, window: Record<string, unknown>): void {
  const checked = validateParams(SEARCH_PARAMS[core] as ParamsSpec, { ...params, ...window });
  if (checked.ok) return;
  const messages = Object.values(checked.fields);
  throw new ValidationError({
    code: "INVALID_PARAMS", detail: `${core}.searchAll: ${messages.join("; ")}`, fields: checked.fields, in: "client",
    method: "GET", path: `/api/v1/cores/${core}/records`,
  });
}
