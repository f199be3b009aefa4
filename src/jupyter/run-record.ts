// NAME.run.json, written beside each executed notebook: what the run used (notebook, parameters,
// kernel and runtime, corebook, the data's source and dataset) and what it produced (its outputs with
// their SHA-256, its failing cells), so that `corebook run --check` can run it again and compare.
// Paths are relative to the record's folder (notebook, executed copy) or to the working folder
// (outputs), so a folder moved or checked out elsewhere keeps its records valid.
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname, isAbsolute, relative, resolve } from "node:path";
import type { RunSessionUsage } from "../notebook/run-usage.js";
import type { KernelRuntime } from "./kernel-runtime.js";
import { msg, RunMisuseError } from "./messages.js";
import type { OutputFile } from "./output-files.js";
import type { ParameterSet } from "./run-parameters.js";

export const RUN_RECORD_FORMAT = 1;

export interface RunRecord {
  corebookRunRecord: typeof RUN_RECORD_FORMAT;
  /** The notebook that was run and its executed copy, relative to the record's folder. */
  notebook: string;
  executed: string;
  /** The folder the kernel ran in (the notebook's), relative to the record's folder; outputs are relative to it. */
  workingDir: string;
  parameters: ParameterSet;
  /** ok: every cell ran without error; failed: a cell failed (and with allowErrors, the run went on). */
  status: "ok" | "failed";
  failedCells: { cellNumber: number; error: string }[];
  options: { allowErrors: boolean; timeoutSec: number };
  kernel: {
    name: string;
    version: string | null;
    /** The kernel's own language_info (name and version) as the executed notebook holds it. */
    language: { name: string | null; version: string | null };
    runtime: { name: string; version: string | null };
  };
  corebook: { version: string };
  /** The sessions the notebook opened with connect(): source, dataset, counters. Empty when it opened none. */
  sessions: RunSessionUsage[];
  /** Totals over the sessions (0 when there were none). */
  requests: number;
  credits: number;
  cacheHits: number;
  startedAt: string;
  endedAt: string;
  /** Warnings: what the cells wrote to stderr, and the runner's own (a missing parameters cell, ...). */
  warnings: string[];
  outputs: OutputFile[];
}

export interface RunFacts {
  notebook: string;
  executed: string;
  workingDir: string;
  parameters: ParameterSet;
  failedCells: { cellNumber: number; error: string }[];
  options: { allowErrors: boolean; timeoutSec: number };
  runtime: KernelRuntime;
  languageInfo: { name?: unknown; version?: unknown } | undefined;
  corebookVersion: string;
  sessions: RunSessionUsage[];
  startedAt: Date;
  endedAt: Date;
  warnings: string[];
  outputs: OutputFile[];
}

const str = (v: unknown) => (typeof v === "string" ? v : null);
const sum = (sessions: RunSessionUsage[], key: "requests" | "credits" | "cacheHits") => sessions.reduce((n, s) => n + s[key], 0);
const rel = (from: string, path: string) => relative(from, path) || ".";

/** The record of a run, to be written at `recordPath`. */
export function buildRunRecord(recordPath: string, f: RunFacts): RunRecord {
  const base = dirname(recordPath);
  return {
    corebookRunRecord: RUN_RECORD_FORMAT,
    notebook: rel(base, f.notebook),
    executed: rel(base, f.executed),
    workingDir: rel(base, f.workingDir),
    parameters: f.parameters,
    status: f.failedCells.length > 0 ? "failed" : "ok",
    failedCells: f.failedCells,
    options: f.options,
    kernel: {
      name: f.runtime.kernel,
      version: f.runtime.kernelVersion,
      language: { name: str(f.languageInfo?.name), version: str(f.languageInfo?.version) },
      runtime: { name: f.runtime.runtime.name, version: f.runtime.runtime.version },
    },
    corebook: { version: f.corebookVersion },
    sessions: f.sessions,
    requests: sum(f.sessions, "requests"),
    credits: sum(f.sessions, "credits"),
    cacheHits: sum(f.sessions, "cacheHits"),
    startedAt: f.startedAt.toISOString(),
    endedAt: f.endedAt.toISOString(),
    warnings: f.warnings,
    outputs: f.outputs,
  };
}

export function writeRunRecord(path: string, record: RunRecord): void {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, `${JSON.stringify(record, null, 2)}\n`);
  renameSync(tmp, path);
}

/** A record read back for --check, with its paths made absolute. */
export function readRunRecord(path: string): RunRecord & { notebookPath: string; workingPath: string } {
  let record: Partial<RunRecord>;
  try {
    record = JSON.parse(readFileSync(path, "utf8")) as Partial<RunRecord>;
  } catch (e) {
    throw new RunMisuseError(msg.checkUnreadable(path, (e as NodeJS.ErrnoException).code ?? (e as Error).message), "--check", path);
  }
  if (record?.corebookRunRecord !== RUN_RECORD_FORMAT || typeof record.notebook !== "string" || !Array.isArray(record.outputs))
    throw new RunMisuseError(msg.checkUnreadable(path, `not a corebook run record of format ${RUN_RECORD_FORMAT}`), "--check", path);
  const base = dirname(resolve(path));
  const abs = (p: string) => (isAbsolute(p) ? p : resolve(base, p));
  const full = record as RunRecord;
  return { ...full, notebookPath: abs(full.notebook), workingPath: abs(full.workingDir ?? ".") };
}

/** Lines of stderr the cells printed (corebook's warnings among them), each once, in order. */
export function stderrWarnings(
  cells: { cell_type: string; outputs?: { output_type: string; name?: string; text?: string | string[] }[] }[],
  failedCellIndexes: ReadonlySet<number>,
): string[] {
  const seen = new Set<string>();
  cells.forEach((cell, index) => {
    if (failedCellIndexes.has(index)) return; // a failing cell's error is in failedCells
    for (const out of cell.outputs ?? []) {
      if (out.output_type !== "stream" || out.name !== "stderr") continue;
      for (const line of [out.text ?? ""].flat().join("").split("\n")) {
        const t = line.trim();
        if (t) seen.add(t);
      }
    }
  });
  return [...seen];
}
