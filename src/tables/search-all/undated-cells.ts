// The records an open sweep (no `from`) cannot reach by date windows: no date, or one after `to`.
// When no filter sets them apart (TrialCore's undated trials are spread over every study type),
// the whole search is cut by filter values into cells that each come back complete with no date
// filter, so every record a plain search can reach is returned. After the sweep every dated record
// is known, so a cell's size is known but for the undated records it holds, forecast from their
// share of the first page; small values share one search (the service ORs one filter's values).
import { allowedValues, type SliceDimension, type SliceValue } from "./slice-dimensions.js";
import type { PriceView } from "./search-price.js";
import { CAP, limitAbove } from "./slice-plan.js";
import type { SliceRecord } from "./slice.js";

/** A search with no date filter: its fixed values and the known (dated) records it holds. */
export interface UndatedCell {
  fixed: Record<string, SliceValue | string[]>;
  known: number;
}

/**
 * The records a cell holding `known` dated records is expected to hold, with room for three
 * standard deviations of its undated ones (Poisson) and a few more: the dated ones are all known,
 * so only the undated part is uncertain.
 */
function room(known: number, share: number): number {
  const undated = known * (share / Math.max(1 - share, 0.05));
  return known + undated + 3 * Math.sqrt(undated) + 5;
}

/** The limit a cell holding `known` dated records is searched at. */
export function cellLimit(known: number, share: number, price: PriceView): number {
  return limitAbove(room(known, share), price);
}

/**
 * Cells covering the search `fixed` describes, each expected to fit one search: `records` are the
 * known records of the search, `share` the part of the result that has no date (0..1).
 */
export function planUndatedCells(
  records: readonly SliceRecord[],
  fixed: Record<string, SliceValue | string[]>,
  dimensions: readonly SliceDimension[],
  params: Record<string, unknown>,
  share: number,
): UndatedCell[] {
  const fits = (n: number) => room(n, share) <= CAP;
  const cells: UndatedCell[] = [];
  const plan = (cellFixed: Record<string, SliceValue | string[]>, held: readonly SliceRecord[]) => {
    const d = fits(held.length) ? undefined : pick(dimensions, cellFixed, held);
    if (d === undefined) {
      cells.push({ fixed: cellFixed, known: held.length });
      return;
    }
    const allowed = allowedValues(d, { ...params, ...cellFixed });
    const count = (v: SliceValue) => held.filter((r) => d.valuesOf(r).includes(v)).length;
    // Values a search holds alone, largest first; the small ones share searches, strings only.
    const sorted = [...allowed].sort((a, b) => count(b) - count(a));
    let group: string[] = [];
    let groupSize = 0;
    const flush = () => {
      if (group.length === 0) return;
      const values = group;
      cells.push({ fixed: { ...cellFixed, [d.param]: values.length === 1 ? values[0] : values }, known: groupSize });
      group = [];
      groupSize = 0;
    };
    for (const v of sorted) {
      const n = count(v);
      if (typeof v !== "string" || !fits(2 * n)) {
        plan(
          { ...cellFixed, [d.param]: v },
          held.filter((r) => d.valuesOf(r).includes(v)),
        );
        continue;
      }
      if (!fits(groupSize + n)) flush();
      group.push(v);
      groupSize += n;
    }
    flush();
  };
  plan(fixed, records);
  return cells;
}

/** The filter to cut a cell by: one not fixed yet that the most of its records carry, with two values or more. */
function pick(
  dimensions: readonly SliceDimension[],
  fixed: Record<string, unknown>,
  held: readonly SliceRecord[],
): SliceDimension | undefined {
  let best: { d: SliceDimension; carried: number } | undefined;
  for (const d of dimensions) {
    if (d.param in fixed) continue;
    const seen = new Set(held.flatMap((r) => d.valuesOf(r)));
    if (seen.size < 2) continue;
    const carried = held.filter((r) => d.valuesOf(r).length > 0).length;
    if (best === undefined || carried > best.carried) best = { d, carried };
  }
  return best?.d;
}
