// Progress of long table operations (get, searchAll, follow, lookup). Tables do not draw anything:
// they emit events to a listener. The notebook layer registers a listener that draws bars
// (setProgressListener), and any call can pass its own `onProgress` (or `false` for silence).
import type { CoreName } from "../schema/index.js";

/** One progress update of a long table operation, sent to the progress listener. */
export interface ProgressEvent {
  /** Distinguishes concurrent operations: the same id from start to finish. */
  id: number;
  /** The operation reporting: `get`, `searchAll`, `follow`, `lookup`, or `sync` (a mirror reading change feeds). */
  operation: "get" | "searchAll" | "follow" | "lookup" | "sync";
  /** The core being read. */
  core: CoreName;
  /** Units done: records fetched (get, follow), windows searched (searchAll), batches (lookup), feed pages (sync). */
  done: number;
  /** Units known so far; searchAll's total grows when a window is split. */
  total: number;
  /** True on the last event of the operation (also after a failure). */
  finished: boolean;
}

/** Receives progress events; a listener that throws is ignored, so progress never breaks a fetch. */
export type ProgressListener = (event: ProgressEvent) => void;

let registered: ProgressListener | null = null;
let nextId = 1;

/** Sets the listener used when a call passes no `onProgress`; returns the previous one. */
export function setProgressListener(listener: ProgressListener | null): ProgressListener | null {
  const previous = registered;
  registered = listener;
  return previous;
}

export interface ProgressReporter {
  add(units: number): void;
  grow(units: number): void;
  /**
   * The operation ended; `complete`: it did all its work, so planned units it found it did not need
   * (a slice a later search made unnecessary) leave the total and the bar ends full.
   */
  finish(complete?: boolean): void;
}

/** A reporter for one operation; a listener that throws is ignored so progress never breaks a fetch. */
export function startProgress(
  operation: ProgressEvent["operation"],
  core: CoreName,
  total: number,
  onProgress?: ProgressListener | false,
): ProgressReporter {
  const listener = onProgress === false ? null : (onProgress ?? registered);
  const id = nextId++;
  let done = 0;
  let finished = false;
  const emit = () => {
    if (!listener) return;
    try {
      listener({ id, operation, core, done, total, finished });
    } catch {
      // A drawing problem must not lose data that was paid for.
    }
  };
  emit();
  return {
    add(units) {
      done += units;
      emit();
    },
    grow(units) {
      total += units;
      emit();
    },
    finish(complete = false) {
      if (finished) return;
      finished = true;
      if (complete && total > done) total = done;
      emit();
    },
  };
}
