// searchAll's options and parameters, checked before any request is sent: a bad value is a clear
// error now, not the failure of the first slice wrapped as a partial result.
import { ValidationError, type CoreApi } from "../../api/index.js";
import { MisuseError } from "../../errors/index.js";
import { LIMITS, SEARCH_PARAMS, validateParams, type CoreName, type ParamsSpec } from "../../schema/index.js";
import { checkConcurrency } from "../concurrency.js";
import { dateFilterParams, dateFilters, defaultRangeEnd } from "../date-filters.js";
import { toWireDay } from "../../days/index.js";
import { checkOnError, type OnError } from "../failures.js";
import type { ProgressListener } from "../progress.js";
import { initialWindows } from "./date-windows.js";
import type { DateFilter, Slice } from "./slice.js";

/** Options of `sv.<core>.searchAll(params, options)`: the date range to slice, the pace, the cost ceiling. */
export interface SearchAllOptions {
  /** The date field to slice by (e.g. trialcore startDate); default the core's first. Ignored by cores without one. */
  by?: string;
  /**
   * First day of the range (inclusive), `YYYY-MM-DD` or a Date. Omitted: no lower bound (and
   * records without a `by` date are still found when the whole result fits one search).
   */
  from?: string | Date;
  /**
   * Last day of the range (inclusive); default today (UTC), or ten years ahead for TrialCore's
   * startDate and completionDate, which registries hold as planned or estimated dates.
   */
  to?: string | Date;
  /** Start from windows of this many days instead of one search over the whole range. */
  windowDays?: number;
  /** Searches in flight at once (default: the session's, 8); the rate limiter paces them whatever this is. */
  concurrency?: number;
  /** Called with progress events as slices finish; false: no progress bar in a notebook either. */
  onProgress?: ProgressListener | false;
  /** On slices that fail for good: "throw" (default) a PartialResultError at the end, or "keep" the partial table. */
  onError?: OnError;
  /**
   * Return the expected cost instead of the table. Scouting sends at most two searches (the first
   * searches the real run starts with, so a cached session pays for them once).
   */
  estimate?: boolean;
  /** Refuse (SearchAllCostError, with the estimate) when the expected cost is above this. Default 5000. */
  maxCredits?: number;
}

const DEFAULT_SEARCH_ALL_MAX_CREDITS = 5000;

export type { DateFilter } from "./slice.js";

/** What a run needs from the caller, checked. */
export interface RunSettings {
  /** The date filter, or null on cores without one. */
  dates: DateFilter | null;
  /** The range; from is null when none was given (the whole history is swept when needed). */
  from: string | null;
  to: string | null;
  /** The first searches: the whole range, or windowDays-wide windows. */
  roots: Slice[];
  maxCredits: number;
  concurrency: number;
  onError: OnError;
  onProgress?: ProgressListener | false;
  estimate: boolean;
}

export function checkSearchAll(
  client: CoreApi,
  core: CoreName,
  params: Record<string, unknown>,
  opts: SearchAllOptions & { concurrency: number },
): RunSettings {
  const dates = dateFilterOf(core, params, opts);
  const from = opts.from === undefined ? null : toWireDay(opts.from, "searchAll: from");
  const to = dates ? toWireDay(opts.to ?? defaultRangeEnd(core, dates.by, client.now()), "searchAll: to") : null;
  const maxCredits = opts.maxCredits ?? DEFAULT_SEARCH_ALL_MAX_CREDITS;
  if (typeof maxCredits !== "number" || !(maxCredits > 0)) {
    throw new MisuseError(`searchAll: maxCredits must be a positive number of credits; got ${JSON.stringify(opts.maxCredits)}`);
  }
  const roots: Slice[] =
    from === null || to === null
      ? [{ from: null, to: null, fixed: {} }]
      : initialWindows(from, to, opts.windowDays).map((w) => ({ from: w.from, to: w.to, fixed: {} }));
  if (from === null && opts.windowDays !== undefined) {
    throw new MisuseError(`searchAll: windowDays needs a from day`);
  }
  checkConcurrency("searchAll", opts.concurrency);
  const onError = checkOnError(`${core}.searchAll`, opts.onError);
  checkSearchParams(core, params, { ...(dates && from ? { [dates.min]: from, [dates.max]: to } : {}), limit: LIMITS.searchLimitMax });
  return {
    dates,
    from,
    to,
    roots,
    maxCredits,
    concurrency: opts.concurrency,
    onError,
    onProgress: opts.onProgress,
    estimate: opts.estimate === true,
  };
}

/** The date filter to slice by, with the parameters searchAll sets itself refused in `params`. */
function dateFilterOf(core: CoreName, params: Record<string, unknown>, opts: SearchAllOptions): DateFilter | null {
  const hasDates = dateFilters(core).length > 0;
  const dates = hasDates ? dateFilterParams(core, opts.by) : null;
  if (!hasDates && opts.by !== undefined) dateFilterParams(core, opts.by);
  for (const name of [...(dates ? [dates.min, dates.max] : []), "limit"]) {
    if (params?.[name] !== undefined) {
      throw new MisuseError(
        `searchAll: do not pass ${name} in params; searchAll sets it (give a date range as { from, to }; it sizes limit itself)`,
      );
    }
  }
  if (!dates && (opts.from !== undefined || opts.to !== undefined || opts.windowDays !== undefined)) {
    throw new MisuseError(`searchAll: ${core} has no date filter, so from, to and windowDays do not apply; slice with its filters instead`);
  }
  return dates;
}

/** The caller's parameters as every slice will send them, checked once before any slice. */
function checkSearchParams(core: CoreName, params: Record<string, unknown>, window: Record<string, unknown>): void {
  const checked = validateParams(SEARCH_PARAMS[core] as ParamsSpec, { ...params, ...window });
  if (checked.ok) return;
  const messages = Object.values(checked.fields);
  throw new ValidationError({
    code: "INVALID_PARAMS",
    detail: `${core}.searchAll: ${messages.join("; ")}`,
    fields: checked.fields,
    in: "client",
    method: "GET",
    path: `/api/v1/cores/${core}/records`,
  });
}
