// What a planner asks of the run, and what it may read. Planners (the sweep, the value split, the
// open sweep, the collect step) are generators: each `yield` hands the run the next searches or a
// cost check, and the run answers with what came back. Only the run (run.ts) sends, records,
// charges and stops; a planner never imports it, so there is no circle.
import type { CoreName } from "../../schema/index.js";
import type { ProgressReporter } from "../progress.js";
import type { TruncatedWindow } from "../provenance.js";
import type { SearchAllEstimate } from "./estimate.js";
import type { RunSettings } from "./options.js";
import type { PriceView } from "./search-price.js";
import type { SliceDimension } from "./slice-dimensions.js";
import type { Slice, SliceRecord } from "./slice.js";

/** What the run knows so far, read by the planners; they add to nothing but `truncatedWindows` (via a step). */
export interface Known {
  readonly core: CoreName;
  readonly params: Record<string, unknown>;
  readonly settings: RunSettings;
  /** The core's filters that can split this search (two allowed values or more). */
  readonly dimensions: readonly SliceDimension[];
  /** The date of every record fetched, by serviceId. */
  readonly dayById: ReadonlyMap<string, string>;
  /** Every record fetched, by serviceId. */
  readonly recordById: ReadonlyMap<string, SliceRecord>;
  /** What could not be reached so far (read: how many entries a split added). */
  readonly truncatedWindows: readonly TruncatedWindow[];
  readonly progress: ProgressReporter;
  /** What a search costs, as learnt from the searches sent so far (search-price.ts). */
  readonly price: PriceView;
  /** A record's day in the date filter's field, or null. */
  dateOf(r: SliceRecord): string | null;
}

/** The cost check once the density is known (see run.ts `checkCost`). */
export interface CostCheck {
  expectedRecords: number;
  found: number;
  /** A split of part of the result: it may refuse above maxCredits but makes no estimate. */
  provisional: boolean;
  /** Sample mass the forecast rests on. */
  evidence: number;
}

/**
 * One step a planner asks for. `fetch`: one search, answered with its page (null: failed for good).
 * `all`: sub-plans run side by side, answered with their results in order. `cost`: the cost check,
 * answered with the estimate when the run is an `estimate: true` run that now has one (the planner
 * then stops and returns it), else null (or the run throws above maxCredits). `truncated`: an entry
 * for info().truncatedWindows. `settle` and `split` hand a slice to the collect step (collect.ts),
 * answered with the IDs it found: a searched child settled, or a full slice split.
 */
export type Step =
  | { kind: "fetch"; slice: Slice; limit: number }
  | { kind: "settle"; slice: Slice; limit: number; expected: number | null; evidence: number }
  | { kind: "split"; slice: Slice; page: SliceRecord[]; expected: number | null }
  | { kind: "all"; plans: Planner<unknown>[] }
  | { kind: "cost"; check: CostCheck }
  | { kind: "truncated"; entry: TruncatedWindow };

/** A planner at work: yields steps, is answered by the run, returns its result. */
export type Planner<T> = Generator<Step, T, unknown>;

/** What a split of a full slice found: the records' IDs, and the estimate when it made one (then it stopped). */
export interface Outcome {
  ids: Set<string>;
  estimate: SearchAllEstimate | null;
}

/** One search: its page, or null when it failed for good. */
export function* fetchPage(slice: Slice, limit: number): Planner<SliceRecord[] | null> {
  return (yield { kind: "fetch", slice, limit }) as SliceRecord[] | null;
}

/** Sub-plans side by side; their results in order. */
export function* inParallel<T>(plans: Planner<T>[]): Planner<T[]> {
  return (yield { kind: "all", plans }) as T[];
}

/** The cost check: the estimate when the run stops here with one, else null. */
export function* checkCost(check: CostCheck): Planner<SearchAllEstimate | null> {
  return (yield { kind: "cost", check }) as SearchAllEstimate | null;
}

/** An entry for info().truncatedWindows. */
export function* reportTruncated(entry: TruncatedWindow): Planner<void> {
  yield { kind: "truncated", entry };
}

/** A child searched at `limit` and settled by the collect step: complete, or split with its page. */
export function* settleStep(
  slice: Slice,
  limit: number,
  expected: number | null,
  evidence = Number.POSITIVE_INFINITY,
): Planner<Set<string>> {
  return (yield { kind: "settle", slice, limit, expected, evidence }) as Set<string>;
}

/** A slice whose search came back full (`page`) split by the collect step. */
export function* splitStep(slice: Slice, page: SliceRecord[], expected: number | null): Planner<Set<string>> {
  return (yield { kind: "split", slice, page, expected }) as Set<string>;
}
