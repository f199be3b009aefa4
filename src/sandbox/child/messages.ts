// The conversation between a parent process and the sandbox it started in a child process (over
// Node's IPC channel, with structured clone so RegExp fault paths cross as they are).
import type { DatasetClock } from "../dataset.js";
import type { SandboxOptions } from "../options.js";
import type { ServedDataset } from "../running.js";

/** Options a child can be given: no dataset object and no functions (they cannot cross processes). */
export type ChildSandboxOptions = Omit<SandboxOptions, "dataset" | "now" | "process" | "faults"> & {
  faults?: Omit<NonNullable<SandboxOptions["faults"]>, "decide">;
};

export type ToChild = { type: "start"; options: ChildSandboxOptions } | { type: "setToday"; id: number; day: string } | { type: "close" };

export type FromChild =
  | { type: "ready"; baseUrl: string; apiKey: string; clock: DatasetClock; served: ServedDataset; startupMs: number }
  | { type: "failed"; message: string }
  | { type: "today"; id: number; error?: string };
