// The tables layer emits progress events and draws nothing; this turns them into bars.
import { setProgressListener, type ProgressEvent, type ProgressListener } from "../tables/index.js";
import { createProgress, type Progress } from "./progress.js";

export function progressListener(): ProgressListener {
  const bars = new Map<number, { bar: Progress; done: number }>();
  return (e: ProgressEvent) => {
    let entry = bars.get(e.id);
    if (!entry) {
      // A one-unit operation finishes before a bar would be worth drawing.
      if (e.finished || e.total <= 1) return;
      entry = { bar: createProgress(e.total, `${e.core} ${e.operation}`), done: 0 };
      bars.set(e.id, entry);
    }
    entry.bar.setTotal(e.total);
    if (e.done > entry.done) {
      entry.bar.tick(e.done - entry.done);
      entry.done = e.done;
    }
    if (e.finished) {
      entry.bar.done();
      bars.delete(e.id);
    }
  };
}

let barsRegistered = false;

/**
 * Draw bars for the tables layer's long operations. Done once, when the first session starts; a
 * listener set before that (setProgressListener) is kept.
 */
export function useProgressBars(): void {
  if (barsRegistered) return;
  barsRegistered = true;
  const previous = setProgressListener(null);
  setProgressListener(previous ?? progressListener());
}
