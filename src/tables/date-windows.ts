// searchAll's slicing: a search returns at most `limit` records, and a full page probably means
// more matched. Each window [from, to] (inclusive days) whose count reaches the limit is split in
// two halves until it does not, or until it is one day wide (then reported as truncated).
import { addDays, daysBetween } from "./day-date.js";
import type { TruncatedWindow } from "./provenance.js";

export interface Window {
  from: string;
  to: string;
}

/** Splits [from, to] into consecutive windows of at most `days` days (one window when omitted). */
export function initialWindows(from: string, to: string, days?: number): Window[] {
  const span = daysBetween(from, to) + 1;
  if (span <= 0) throw new TypeError(`searchAll: from (${from}) must not be after to (${to})`);
  if (days === undefined) return [{ from, to }];
  if (!Number.isInteger(days) || days < 1) {
    throw new TypeError(`searchAll: windowDays must be a whole number of days >= 1; got ${JSON.stringify(days)}`);
  }
  const windows: Window[] = [];
  for (let start = from; daysBetween(start, to) >= 0; start = addDays(start, days)) {
    const end = addDays(start, days - 1);
    windows.push({ from: start, to: daysBetween(end, to) < 0 ? to : end });
  }
  return windows;
}

/** The two halves of a window more than one day wide. */
export function bisect(window: Window): [Window, Window] {
  const half = Math.floor(daysBetween(window.from, window.to) / 2);
  const mid = addDays(window.from, half);
  return [{ from: window.from, to: mid }, { from: addDays(mid, 1), to: window.to }];
}

export interface SliceResult<R> {
  /** Results of every settled window, in date order (earliest window first). */
  pages: R[][];
  truncatedWindows: TruncatedWindow[];
  windowsSearched: number;
}

export interface SliceHooks<R> {
  search: (window: Window) => Promise<R[]>;
  limit: number;
  concurrency: number;
  /** Called when a window is split (two more to search) and when one settles. */
  onSplit?: () => void;
  onSearched?: () => void;
}

/** A window search failed; `pages` holds every page fetched before (settled windows first), so none is lost. */
export class SliceFailure<R> extends Error {
  constructor(readonly error: unknown, readonly pages: R[][], readonly truncatedWindows: TruncatedWindow[]) {
    super(error instanceof Error ? error.message : String(error), { cause: error });
    this.name = "SliceFailure";
  }
}

/** Searches every window, splitting full ones; throws SliceFailure on the first failed search. */
export async function sliceWindows<R>(windows: Window[], hooks: SliceHooks<R>): Promise<SliceResult<R>> {
  // Results keyed by window start keep date order however the concurrent searches finish.
  const settled = new Map<string, R[]>();
  // Pages of windows that were split: superseded by their halves, but kept for a failure.
  const superseded: R[][] = [];
  const truncatedWindows: TruncatedWindow[] = [];
  const queue = [...windows];
  let searched = 0;
  let running = 0;
  let failure: { error: unknown } | null = null;

  await new Promise<void>((resolve) => {
    const pump = () => {
      if (failure && running === 0) return resolve();
      if (!failure && queue.length === 0 && running === 0) return resolve();
      while (!failure && running < hooks.concurrency && queue.length > 0) {
        const window = queue.shift()!;
        running++;
        hooks.search(window).then((records) => {
          searched++;
          if (records.length >= hooks.limit && window.from !== window.to) {
            queue.push(...bisect(window));
            superseded.push(records);
            hooks.onSplit?.();
          } else {
            if (records.length >= hooks.limit) truncatedWindows.push({ ...window, count: records.length });
            settled.set(window.from, records);
          }
          hooks.onSearched?.();
        }, (error) => {
          failure ??= { error };
        }).finally(() => {
          running--;
          pump();
        });
      }
    };
    pump();
  });

  const order = [...settled.keys()].sort();
  const pages = order.map((key) => settled.get(key)!);
  truncatedWindows.sort((a, b) => a.from.localeCompare(b.from));
  if (failure) throw new SliceFailure((failure as { error: unknown }).error, [...pages, ...superseded], truncatedWindows);
  return { pages, truncatedWindows, windowsSearched: searched };
}
