// What startSandbox gives back, wherever the sandbox runs (this process or a child process), and
// the check of a day its clock may move to.
import { isDay } from "../days/index.js";
import type { Dataset, DatasetClock, Scale } from "./dataset.js";

/** The dataset a sandbox serves, as far as a client needs to name it. */
export interface ServedDataset {
  /** The generator's dataset version (null for a hand-made dataset). */
  version: number | null;
  seed: number;
  scale: Scale;
  /** The sandbox's current day: moves with setToday. */
  today: string;
  description: string;
}

/**
 * A started sandbox, as `startSandbox` returns it: where it listens, the key to use, the dataset and its clock. Close it when
 * done.
 */
export interface RunningSandbox {
  /** The address to give `connect` or `createClient`, e.g. `http://127.0.0.1:41234`. */
  baseUrl: string;
  /** The first accepted admin key (default "sandbox-key"). */
  apiKey: string;
  /**
   * The served dataset, records and all; `dataset.today` is the sandbox's current day. Only when
   * the sandbox runs in this process: reading it from one in a child process throws (use `served`).
   */
  dataset: Dataset;
  /** Which dataset is served and the current day, wherever the sandbox runs. */
  served: ServedDataset;
  /** Where the sandbox runs: in this process, or in a child process (the default for scale large). */
  process: "inline" | "child";
  /** The anchor day and the span `today` may move in (earliest and latest allowed day). */
  clock: DatasetClock;
  /**
   * Moves the sandbox's clock to `day` (YYYY-MM-DD, inside `clock`): from now on every response
   * is the service as of that day. Records created after it vanish, changes landed before it show,
   * and feeds report up to the day before it (feed rule 5). Feed cursors issued earlier are retired.
   * A day outside the clock throws at once. In this process the move is done when the call
   * returns; a sandbox in a child process has moved when the promise resolves: await it.
   */
  setToday(day: string): Promise<void>;
  /** Milliseconds from the call to the port accepting connections. */
  startupMs: number;
  /** Stops the server (and its child process, if any); resolves when the port is closed. */
  close(): Promise<void>;
}

export function checkDay(day: unknown, clock: DatasetClock, who: string): asserts day is string {
  if (typeof day !== "string" || !isDay(day))
    throw new Error(`${who}: today must be a real date written YYYY-MM-DD, got ${JSON.stringify(day)}`);
  if (day < clock.earliest || day > clock.latest) {
    throw new Error(
      `${who}: today must lie inside the dataset's history, ${clock.earliest} to ${clock.latest} (anchor ${clock.anchor}), got ${day}`,
    );
  }
}
