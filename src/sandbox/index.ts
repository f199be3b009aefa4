// The sandbox's public surface.
export { startSandbox } from "./launch.js";
export type { RunningSandbox, ServedDataset } from "./running.js";
export { createSandboxApp } from "./app.js";
export { DEFAULT_API_KEY, type SandboxOptions, type SandboxAppOptions } from "./options.js";
export type { FaultOptions } from "./http/faults.js";
export type { RequestWindowConfig } from "./http/rate-limit.js";
export type { Dataset, DatasetClock, Timeline, Revision, Scale, ChangeEvent, SectionEvent, StoredSection } from "./dataset.js";
export { ANCHOR_DATE, HISTORY_SPAN } from "./generate/clock.js";
export { parseSandboxArgs, runSandboxCommand } from "./command.js";
export { recordsOn } from "./records/records-on.js";
