// What python/execute_notebook.py reports: its last stdout line is one JSON object. The kernel it
// starts shares that stdout, so other lines may precede it and are ignored.

import type { CellFailure } from "./cell-error.js";

type DriverResult =
  /** cellErrors: with --allow-errors, the cells that failed while every cell ran. */
  | { corebookExecute: "ok"; cellErrors?: CellFailure[] }
  /** The notebook could not be read, or the kernel could not start: no cell ran. */
  | { corebookExecute: "failed"; stage: "read" | "kernel"; errorText: string }
  | ({ corebookExecute: "failed"; stage: "cell"; cellErrors?: CellFailure[] } & CellFailure);

/** The driver's report from its stdout, or null when it printed none (it crashed or was killed). */
export function parseDriverResult(stdout: string): DriverResult | null {
  const lines = stdout.split("\n");
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i].trim();
    if (!line.startsWith("{") || !line.includes("corebookExecute")) continue;
    try {
      const value = JSON.parse(line) as { corebookExecute?: unknown };
      if (value.corebookExecute === "ok" || value.corebookExecute === "failed") return value as DriverResult;
    } catch {
      // a kernel's own line that merely looks like ours
    }
  }
  return null;
}
