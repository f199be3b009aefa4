// searchAll(params, options): every match of a search, past the 300-per-search cap, on every core.
// A search that comes back full is sliced: by date windows on a core's date filter, and by enum or
// boolean filters (slice-dimensions.ts) where a core has no date filter or a one-day window is
// still full, dimension after dimension. Window sizes and limits come from the records full
// searches returned (slice-plan.ts), so most searches are nearly full and none is re-sent at 300
// just to be split. Enum splits calibrate on part of the sample and plan each search from the ones
// before it (value-groups.ts). What stays out of reach is reported per slice in info().truncatedWindows.
import type { ColumnTable } from "arquero";
import { clientOf, ValidationError, type CoreApi } from "../../api/index.js";
import { LIMITS, SEARCH_PARAMS, validateParams, type CoreName, type ParamsSpec } from "../../schema/index.js";
import { checkBudget } from "../budget.js";
import { checkConcurrency } from "../concurrency.js";
import { dateFilterParams, dateFilters, defaultRangeEnd } from "../date-filters.js";
import { initialWindows } from "./date-windows.js";
import { addDays, dayOfDate, isDay } from "../../days/day-dates.js";
import { ConcurrencyPool } from "../pool.js";
import { toWireDay } from "../day-date.js";
import { startMeter } from "../meter.js";
import { checkOnError, FailureCollector, stopsEverything, type OnError } from "../failures.js";
import { PartialResultError } from "../partial-error.js";
import { startProgress, type ProgressListener } from "../progress.js";
import { setInfo, type TruncatedWindow } from "../provenance.js";
import { recordsToTable } from "../records-to-table.js";
import { SearchAllCostError, type SearchAllEstimate } from "./estimate.js";
import { allowedValues, SLICE_DIMENSIONS, type SliceDimension, type SliceValue } from "./slice-dimensions.js";
import { limitFor, SampleDensity, searchCost, TARGET_PER_SEARCH } from "./slice-plan.js";
import { planFromSwept, SweptDensity } from "./swept-density.js";
import { calibrationValues, groupValues, valueWeights } from "./value-groups.js";
import { UsageError } from "../../errors/index.js";

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
  concurrency?: number;
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

export const DEFAULT_SEARCH_ALL_MAX_CREDITS = 5000;
const CAP = LIMITS.searchLimitMax;
/** Sample records the first window of a sweep holds when nothing is known yet about the density. */
const CALIBRATION_POINTS = 12;
/**
 * A full child holds at least its limit; planned from an estimate that was already too low, it
 * holds about this much more (what overflowing windows held on the medium sandbox's queries).
 */
const OVERFLOW_FACTOR = 1.3;
/** Sample mass below which an estimate is a guess: a search planned from it that comes back full is re-planned at twice its limit. */
const WEAK_EVIDENCE = 10;
/**
 * Windows planned from the swept density are sent one at a time: each one's count corrects the
 * next plan, where a wave planned at once would carry one misjudged density a year ahead. The
 * service allows 60 searches a minute, so this costs little time against the rate limit.
 */
const SWEPT_WAVE = 1;
/**
 * A value split sends its searches one at a time until the values searched hold this share of the
 * sample: by then the measured rate is close enough that waiting for more would save little.
 */
const SEQUENTIAL_SHARE = 1 / 3;
/** Sample mass the measured rate of a value split must rest on before it replaces the given rate. */
const MEASURED_MASS = 20;
/** Where a sweep without a `from` starts: before any record a core holds. */
const EARLIEST_DAY = "1800-01-01";
type Rec = Record<string, unknown>;

/**
 * A part of the result: a date range (when sliced by date) and fixed enum/boolean values. A list
 * of values is one search for any of them (the service ORs the values of one filter): sparse
 * values share a search instead of paying for one each.
 */
interface Slice {
  from: string | null;
  to: string | null;
  fixed: Record<string, SliceValue | string[]>;
}

/** A slice with a date window (from and to are both set or both null). */
type DatedSlice = Slice & { from: string; to: string };

function isDated(slice: Slice): slice is DatedSlice {
  return slice.from !== null && slice.to !== null;
}

class EstimateReady extends Error {
  constructor(readonly estimate: SearchAllEstimate) {
    super("estimate ready");
  }
}

export async function searchAll(
  client: CoreApi,
  core: CoreName,
  params: Record<string, unknown>,
  options: SearchAllOptions & { concurrency: number },
): Promise<ColumnTable | SearchAllEstimate> {
  const opts = options ?? ({ concurrency: 1 } as SearchAllOptions & { concurrency: number });
  const hasDates = dateFilters(core).length > 0;
  const dates = hasDates ? dateFilterParams(core, opts.by) : null;
  if (!hasDates && opts.by !== undefined) dateFilterParams(core, opts.by);
  for (const name of [...(dates ? [dates.min, dates.max] : []), "limit"]) {
    if (params?.[name] !== undefined) {
      throw new UsageError(
        `searchAll: do not pass ${name} in params; searchAll sets it (give a date range as { from, to }; it sizes limit itself)`,
      );
    }
  }
  if (!dates && (opts.from !== undefined || opts.to !== undefined || opts.windowDays !== undefined)) {
    throw new UsageError(`searchAll: ${core} has no date filter, so from, to and windowDays do not apply; slice with its filters instead`);
  }
  const from = opts.from === undefined ? null : toWireDay(opts.from, "searchAll: from");
  const to = dates ? toWireDay(opts.to ?? defaultRangeEnd(core, dates.by, client.now()), "searchAll: to") : null;
  const maxCredits = opts.maxCredits ?? DEFAULT_SEARCH_ALL_MAX_CREDITS;
  if (typeof maxCredits !== "number" || !(maxCredits > 0)) {
    throw new UsageError(`searchAll: maxCredits must be a positive number of credits; got ${JSON.stringify(opts.maxCredits)}`);
  }
  const roots: Slice[] =
    from === null || to === null
      ? [{ from: null, to: null, fixed: {} }]
      : initialWindows(from, to, opts.windowDays).map((w) => ({ from: w.from, to: w.to, fixed: {} }));
  if (from === null && opts.windowDays !== undefined) {
    throw new UsageError(`searchAll: windowDays needs a from day`);
  }
  checkConcurrency("searchAll", opts.concurrency);
  const onError = checkOnError(`${core}.searchAll`, opts.onError);
  checkSearchParams(core, params, { ...(dates && from ? { [dates.min]: from, [dates.max]: to } : {}), limit: CAP });
  checkBudget(
    client,
    `${core}.searchAll`,
    searchCost(CAP) * roots.length,
    `at least ${roots.length} search(es) at ${searchCost(CAP)} credits`,
  );

  const api = clientOf(client, core);
  const meter = startMeter(client);
  const progress = startProgress("searchAll", core, roots.length, opts.onProgress);
  const include = (params.include ?? []) as string[] | string;
  const dimensions = SLICE_DIMENSIONS[core].filter((d) => allowedValues(d, params).length > 1);
  const dateOf = (r: Rec): string | null => {
    if (!dates) return null;
    // Only a real day can be placed in a date window; anything else counts as no date.
    const v = r[dates.by];
    const day = typeof v === "string" ? v.slice(0, 10) : v instanceof Date ? dayOfDate(v) : null;
    return isDay(day) ? day : null;
  };

  // Everything fetched, in the order the slices are read back (earliest window first).
  const pages: { key: string; records: Rec[] }[] = [];
  /** The date of every record fetched, by serviceId: what a sweep has found behind its cursor. */
  const dayById = new Map<string, string>();
  /** Every record fetched, by serviceId: complete slices' records show a second filter's real mix. */
  const recordById = new Map<string, Rec>();
  const truncatedWindows: TruncatedWindow[] = [];
  let spent = 0;
  let searches = 0;
  const pool = new ConcurrencyPool(opts.concurrency);
  let checkedCost = false;
  // A slice that fails for good is recorded and the others go on; only a failure that would hit
  // every slice (abort, budget, key) stops the whole run.
  const failures = new FailureCollector();

  /** The one place a slice is searched: under the concurrency bound, one search, kept as a page. */
  const fetchSlice = (slice: Slice, limit: number): Promise<Rec[]> =>
    pool.run(async () => {
      const fixed = Object.fromEntries(
        Object.entries(slice.fixed).map(([k, v]) => [k, typeof v === "boolean" || Array.isArray(v) ? v : [v]]),
      );
      const window = dates && slice.from !== null ? { [dates.min]: slice.from, [dates.max]: slice.to } : {};
      let records: Rec[];
      try {
        records = (await api.search({ ...params, ...fixed, ...window, limit } as never)) as Rec[];
      } catch (error) {
        if (stopsEverything(error)) throw error;
        failures.add(describeSlice(slice), error);
        return [];
      }
      spent += searchCost(limit);
      searches++;
      pages.push({ key: sliceKey(slice), records });
      for (const r of records) {
        recordById.set(r.serviceId as string, r);
        const d = dateOf(r);
        if (d !== null) dayById.set(r.serviceId as string, d);
      }
      progress.add(1);
      return records;
    });

  /** Checks the projected cost once the density is known: refuses above maxCredits, or hands back the estimate. */
  const checkCost = (expectedRecords: number, found: number) => {
    if (checkedCost) return;
    checkedCost = true;
    const left = Math.max(0, expectedRecords - found);
    const requests = Math.ceil((left / TARGET_PER_SEARCH) * 1.15);
    const estimate = makeEstimate(core, searches, spent, Math.round(expectedRecords), requests, requests * searchCost(CAP));
    if (opts.estimate) throw new EstimateReady(estimate);
    if (estimate.total.credits > maxCredits) throw new SearchAllCostError(estimate, maxCredits, null);
  };

  /** Distinct records of a slice whose own search came back full (`page`), by slicing it further. */
  const collect = async (slice: Slice, page: Rec[], expected: number | null, top: boolean): Promise<Set<string>> => {
    const found = new Set(page.map((r) => r.serviceId as string));
    let ids: Set<string>;
    if (dates !== null && to !== null && slice.from === null) {
      // No range given: sweep every date up to `to`; records without one are out of any window's reach.
      const outside = page.filter((r) => {
        const d = dateOf(r);
        return d === null || d > to;
      }).length;
      if (outside > 0) {
        truncatedWindows.push({
          ...truncatedEntry(slice, outside),
          reason: `records with no ${dates.by} (or one after ${to}) cannot be reached by date windows; ${outside} seen`,
        });
      }
      ids = await sweepDates({ ...slice, from: EARLIEST_DAY, to }, page, expected, top);
    } else if (dates !== null && isDated(slice) && slice.from !== slice.to) {
      ids = await sweepDates(slice, page, expected, top);
    } else {
      // A dimension splits the slice only if the full page shows two of its values or more: when
      // every record seen has the same value (or none), its slices would be as full as this one.
      // A full group of values is split into its values before any other filter is tried.
      const dimension =
        dimensions.find((d) => Array.isArray(slice.fixed[d.param])) ??
        dimensions.find((d) => !(d.param in slice.fixed) && new Set(page.flatMap((r) => d.valuesOf(r))).size > 1);
      if (dimension === undefined) {
        // Full at a limit sized below the cap: the slice may still fit one search at the cap.
        if (page.length < CAP) {
          const again = await fetchSlice(slice, CAP);
          for (const r of again) found.add(r.serviceId as string);
          if (again.length < CAP) return found;
        }
        truncatedWindows.push(truncatedEntry(slice, CAP));
        return found;
      }
      ids = await splitByValue(
        slice,
        page,
        page.length,
        dimension,
        expected === null ? null : expected / Math.max(page.length, 1),
        top,
        [],
      );
    }
    for (const id of ids) found.add(id);
    return found;
  };

  /**
   * A searched child: complete when under its limit, else sliced further with its own page as the
   * sample. `expected` is null for a calibration search (sent at the cap with the rate unknown):
   * when it comes back full nothing bounds its size, so its own split calibrates again. `evidence`
   * is the sample mass the estimate rests on: an estimate from a handful of sample records can be
   * off by far more than OVERFLOW_FACTOR, so a slice planned from one is re-planned at twice its limit.
   */
  const settle = async (
    child: Slice,
    limit: number,
    expected: number | null,
    evidence = Number.POSITIVE_INFINITY,
  ): Promise<Set<string>> => {
    const page = await fetchSlice(child, limit);
    if (page.length < limit) return new Set(page.map((r) => r.serviceId as string));
    // Fuller than planned: its page is a fresh sample of it, denser than the parent's, so it is
    // sliced right away rather than searched again at the cap (which would only confirm it is full).
    if (expected === null) return collect(child, page, null, false);
    const growth = evidence < WEAK_EVIDENCE ? 2 : OVERFLOW_FACTOR;
    return collect(child, page, Math.max(expected, limit * growth), false);
  };

  const sweepDates = async (slice: DatedSlice, page: Rec[], expected: number | null, top: boolean) => {
    const days = page
      .map(dateOf)
      .filter((d): d is string => d !== null && d >= slice.from && d <= slice.to)
      .sort();
    const found = new Set<string>();
    let counted = 0;
    let points = 0;
    let rate = expected === null ? null : expected / Math.max(days.length, 1);
    let cursor = slice.from;
    const density = new SampleDensity(slice.from, slice.to, days);
    // How the windows planned from the swept density turned out: their records over their
    // estimate, which corrects what the model gets wrong the same way window after window.
    let modelExpected = 0;
    let modelFound = 0;
    while (cursor <= slice.to) {
      // Behind the cursor every record is known: once enough are, their density plans the next
      // windows, with the sample's (rate x mass) as a small share for the trend ahead.
      const swept =
        cursor > slice.from
          ? [...found].map((id) => dayById.get(id)).filter((d): d is string => d !== undefined && d >= slice.from && d < cursor)
          : [];
      const local = swept.length > 0 ? new SweptDensity(slice.from, addDays(cursor, -1), swept) : null;
      const planned =
        rate === null
          ? [calibrationWindow(cursor, slice.to, days, density)]
          : local?.usable
            ? planFromSwept(
                local,
                density,
                modelExpected >= TARGET_PER_SEARCH ? Math.min(2, Math.max(0.5, modelFound / modelExpected)) : 1,
                cursor,
                slice.to,
                Math.min(opts.concurrency, SWEPT_WAVE),
              )
            : density.plan(cursor, rate, opts.concurrency);
      // A full slice is always searched in strictly smaller parts, so slicing ends.
      const wave = planned.map((w) => (w.from === slice.from && w.to === slice.to ? smaller(w, days, density) : w));
      progress.grow(wave.length);
      const results = await Promise.all(
        wave.map((w) => {
          const child = { ...slice, from: w.from, to: w.to };
          const limit = rate === null ? CAP : limitFor(w.expected);
          return settle(child, limit, w.expected);
        }),
      );
      const fromModel = rate !== null && local?.usable === true;
      wave.forEach((w, i) => {
        if (fromModel) {
          modelExpected += w.expected;
          modelFound += results[i].size;
        }
        counted += results[i].size;
        points += w.points;
        for (const id of results[i]) found.add(id);
      });
      rate = counted / Math.max(points, 0.5);
      if (top) checkCost(rate * days.length, found.size);
      cursor = addDays(wave[wave.length - 1].to, 1);
    }
    return found;
  };

  /**
   * A full slice split by the values of `dimension`. `sample` is what is known of the slice's
   * records (its full page, or the part of its parent's page that falls in it) standing for `mass`
   * sample records of the parent; `rate` is records per unit of mass (null: not known yet);
   * `complete` holds records of complete sibling slices, whose mix of this dimension's values the
   * ranked sample may not show. Searches go out one at a time until the rate rests on a third of
   * the sample, each planned with what the ones before it found, then the rest at once. Values
   * expected to fill a search alone are split by the next filter last, with the mix of the records
   * found by then.
   */
  const splitByValue = async (
    slice: Slice,
    sample: Rec[],
    mass: number,
    dimension: SliceDimension,
    rate: number | null,
    top: boolean,
    complete: Rec[],
  ): Promise<Set<string>> => {
    const values = allowedValues(dimension, { ...params, ...slice.fixed });
    const unreachable = sample.filter((r) => !dimension.valuesOf(r).some((v) => values.includes(v))).length;
    if (unreachable > 0) {
      truncatedWindows.push({
        ...truncatedEntry(slice, unreachable),
        reason: `records with no ${dimension.param} cannot be reached by slicing on it; ${unreachable} seen`,
      });
    }
    const weights = valueWeights(dimension, values, sample, mass, complete);
    const weightOf = (v: SliceValue): number => weights.get(v) ?? 0;
    const found = new Set<string>();
    const member = (vs: SliceValue[]): Slice =>
      vs.length === 1
        ? { ...slice, fixed: { ...slice.fixed, [dimension.param]: vs[0] } }
        : { ...slice, fixed: { ...slice.fixed, [dimension.param]: vs as string[] } };
    const next = dimensions.find((d) => d !== dimension && !(d.param in slice.fixed));
    let pending = [...values].sort((a, b) => weightOf(b) - weightOf(a));
    // Records found per unit of sample mass in the values searched so far: the measured rate.
    let doneMass = 0;
    let doneRecords = 0;
    const search = async (vs: SliceValue[], limit: number, expected: number | null) => {
      pending = pending.filter((v) => !vs.includes(v));
      const ids = await settle(
        member(vs),
        limit,
        expected,
        vs.reduce((n, v) => n + weightOf(v), 0),
      );
      for (const id of ids) found.add(id);
      doneMass += vs.reduce((n, v) => n + weightOf(v), 0);
      doneRecords += ids.size;
    };
    const measured = () => (doneMass >= MEASURED_MASS ? doneRecords / doneMass : rate);
    if (rate === null) {
      // Calibrate on a part of the sample small enough to come back complete for most results.
      const calibration = calibrationValues(pending, weightOf, mass) ?? pending.slice(0, 1);
      progress.grow(1);
      await search(calibration, CAP, null);
      rate = doneRecords / Math.max(doneMass, 1);
      if (top) checkCost(rate * mass, found.size);
    }
    const expectedOf = (v: SliceValue): number => (measured() ?? 0) * Math.max(weightOf(v), 0.5);
    // A value expected near or above the cap is split by the next filter rather than searched at
    // 300 only to come back full; it waits for the others, whose records show that filter's mix.
    const big = (v: SliceValue) => next !== undefined && expectedOf(v) > CAP * 0.9;
    for (;;) {
      const small = pending.filter((v) => !big(v));
      if (small.length === 0) break;
      const groups = groupValues(small, expectedOf);
      const wave = doneMass < mass * SEQUENTIAL_SHARE ? groups.slice(0, 1) : groups;
      progress.grow(wave.length);
      await Promise.all(wave.map((g) => search(g.values, limitFor(g.expected), g.expected)));
    }
    const siblings = [...found].map((id) => recordById.get(id)).filter((r): r is Rec => r !== undefined);
    progress.grow(pending.length);
    const results = await Promise.all(
      pending.map((v) => {
        const expected = expectedOf(v);
        const sub = sample.filter((r) => dimension.valuesOf(r).includes(v));
        if (next !== undefined) {
          const known = new Set([...sub, ...siblings].flatMap((r) => next.valuesOf(r)));
          if (known.size > 1) return splitByValue(member([v]), sub, Math.max(weightOf(v), 0.5), next, measured(), false, siblings);
        }
        return settle(member([v]), limitFor(expected), expected, weightOf(v));
      }),
    );
    for (const set of results) for (const id of set) found.add(id);
    return found;
  };

  const build = () => {
    const order = [...pages].sort((a, b) => a.key.localeCompare(b.key));
    const seen = new Set<unknown>();
    const records = order
      .flatMap((p) => p.records)
      .filter((r) => {
        if (seen.has(r.serviceId)) return false;
        seen.add(r.serviceId);
        return true;
      });
    truncatedWindows.sort((a, b) => (a.from ?? "").localeCompare(b.from ?? ""));
    return setInfo(recordsToTable(core, records, { include: typeof include === "string" ? [include] : include }), {
      core,
      params: { ...params, ...(dates ? { by: dates.by } : {}), ...(from ? { from, to } : {}) },
      ...meter.read(),
      truncated: truncatedWindows.length > 0,
      truncatedWindows: [...truncatedWindows],
      failed: failures.items,
    });
  };

  try {
    await Promise.all(
      roots.map(async (root) => {
        const page = await fetchSlice(root, CAP);
        if (page.length >= CAP) await collect(root, page, null, roots.length === 1);
      }),
    );
    if (opts.estimate) return makeEstimate(core, searches, spent, build().numRows(), 0, 0);
  } catch (error) {
    if (error instanceof EstimateReady) return error.estimate;
    if (error instanceof SearchAllCostError) throw new SearchAllCostError(error.estimate, error.maxCredits, build());
    const partial = build();
    throw new PartialResultError(`${core}.searchAll stopped after ${partial.numRows()} records`, partial, error, failures.items);
  } finally {
    progress.finish();
  }
  const table = build();
  return failures.finish(table, onError, `${core}.searchAll got ${table.numRows()} records; ${failures.items.length} slices failed`);
}

/** The first window of a sweep when the density is unknown: the span of the first few sample records. */
function calibrationWindow(cursor: string, to: string, days: readonly string[], density: SampleDensity) {
  const ahead = days.filter((d) => d >= cursor && d <= to);
  const cut = ahead.length <= CALIBRATION_POINTS ? to : ahead[CALIBRATION_POINTS - 1];
  return { from: cursor, to: cut, points: density.mass(cursor, cut), expected: CAP };
}

/** The first half of a window by its sample records (a crowded first day alone). */
function smaller(w: { from: string; to: string; points: number; expected: number }, days: readonly string[], density: SampleDensity) {
  const inside = days.filter((d) => d >= w.from && d <= w.to);
  const mid = inside[Math.floor(inside.length / 2)] ?? w.from;
  const to = mid > w.from ? addDays(mid, -1) : w.from;
  const points = density.mass(w.from, to);
  return { from: w.from, to, points, expected: w.expected * (points / Math.max(w.points, 1e-9)) };
}

function sliceKey(slice: Slice): string {
  return `${slice.from ?? ""}|${Object.entries(slice.fixed)
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join(",") : v}`)
    .join("&")}`;
}

/** A slice as a failure's ID: its date window and fixed filter values. */
function describeSlice(slice: Slice): string {
  const parts = slice.from !== null ? [`${slice.from}..${slice.to}`] : [];
  for (const [k, v] of Object.entries(slice.fixed)) parts.push(`${k}=${Array.isArray(v) ? v.join(",") : v}`);
  return parts.join(" ") || "the whole search";
}

function truncatedEntry(slice: Slice, count: number): TruncatedWindow {
  const entry: TruncatedWindow = isDated(slice) ? { from: slice.from, to: slice.to, count } : { count };
  // Only single values reach here: a full group is always split into its values first.
  if (Object.keys(slice.fixed).length > 0) {
    entry.filters = Object.fromEntries(Object.entries(slice.fixed).map(([k, v]) => [k, Array.isArray(v) ? v.join(",") : v]));
  }
  return entry;
}

function makeEstimate(
  core: CoreName,
  requests: number,
  credits: number,
  records: number,
  moreRequests: number,
  moreCredits: number,
): SearchAllEstimate {
  const totalRequests = requests + moreRequests;
  return {
    core,
    expectedRecords: records,
    spent: { requests, credits },
    remaining: { requests: moreRequests, credits: moreCredits },
    total: {
      requests: totalRequests,
      credits: credits + moreCredits,
      minutes: Math.round((totalRequests / LIMITS.rateLimitRequests) * 10) / 10,
    },
  };
}

/** The caller's parameters as every window will send them, checked once before any window: a bad
 * value is a ValidationError now, not a failure of the first window wrapped as a partial result. */
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
