// `corebook run`: execute a scientist's own notebooks headless in real Jupyter, on tslab or Deno's
// kernel, as the showcase does for ours. Each notebook runs in its own folder (so `import ... from
// "corebook"` resolves from the user's node_modules and relative file names mean what they meant in
// JupyterLab), once per parameter set; the executed copy, its run record and, with --html, the
// offline report go next to it or into --out.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { RUN_USAGE_ENV, type RunSessionUsage } from "../notebook/run-usage.js";
import { CorebookError } from "../errors/index.js";
import { packageRoot } from "../package-root.js";
import { type CellFailure, cellCode, cellErrorText, errorHeadline, NotebookCellError } from "./cell-error.js";
import { executeNotebook } from "./execute-notebook.js";
import { findJupyter } from "./find-jupyter.js";
import { isRoot, jupyterInstallCommand } from "./jupyter-install.js";
import { installKernel } from "./kernel-install.js";
import { kernelRuntime, type KernelRuntime } from "./kernel-runtime.js";
import type { KernelName } from "./kernel-specs.js";
import { cellFailureBlock, msg } from "./messages.js";
import { exportHtml } from "./nbconvert.js";
import type { Notebook } from "./notebook-json.js";
import { numberExecutedCellsInFile } from "./showcase/execution-counts.js";
import { changedFiles, describeOutputs, listFolder, type OutputFile } from "./output-files.js";
import type { ParameterSet } from "./run-parameters.js";
import { type NotebookToRun, type PlannedRun, planRuns } from "./run-plan.js";
import { buildRunRecord, stderrWarnings, writeRunRecord } from "./run-record.js";

/**
 * Seconds the runner keeps reading a cell's outputs after the kernel said idle. Deno's kernel
 * sometimes publishes idle before the cell's execute_result (measured here: 1 to 2 of 60 cell
 * results lost without it, all of them within a millisecond after idle); tslab never does.
 */
const LATE_OUTPUT_GRACE_SEC: Record<KernelName, number> = { tslab: 0, deno: 0.25 };

/** Jupyter is missing: names the exact command that installs what corebook runs notebooks with. */
export class RunJupyterMissingError extends CorebookError {
  override name = "RunJupyterMissingError";
  constructor(cause: string) {
    super(
      `run: Jupyter (nbconvert with nbclient) is needed to run notebooks and was not found.\n` +
        `Install it with:\n\n  ${jupyterInstallCommand(isRoot())}\n\nor point COREBOOK_PYTHON at a python that has nbconvert and nbclient.\n(${cause})`,
    );
  }
}

export interface RunCommandOptions {
  notebooks: NotebookToRun[];
  /** The parameter sets: each notebook runs once per set ([{}]: once, without parameters). */
  sets: ParameterSet[];
  /** The executed copy's name pattern (out-name.ts). */
  outName?: string;
  html: boolean;
  outDir?: string;
  /** Per-cell timeout in seconds (default 300). */
  timeoutSec: number;
  /** Run every cell; a failing cell is kept as its output and the run goes on. */
  allowErrors: boolean;
  /** Runs at once (kernels are separate processes; the service's quota is shared between them). */
  parallel: number;
}

export interface NotebookOutcome {
  notebook: string;
  label: string;
  /** The label with the notebook's absolute path. */
  fullLabel: string;
  kernel: KernelName;
  executed: string | null;
  report: string | null;
  record: string | null;
  /** The cells that failed: with allowErrors every one of them, else the one that stopped the run. */
  failedCells: CellFailure[];
  /** Every cell ran (with allowErrors, some may have failed). */
  completed: boolean;
  /** One line when the run failed: which cell and its error, or what stopped it. */
  failure?: string;
  /** What the terminal shows of the failure, once: each failing cell's code and error, or the error. */
  detail?: string;
  outputs: OutputFile[];
}

/** One run's window in its working folder, to tell when runs in one folder overlapped. */
interface Window {
  dir: string;
  label: string;
  start: number;
  end: number | null;
}

/**
 * Runs every planned notebook and set (`parallel` at a time) and returns what each produced; never
 * throws for a failing cell. The kernels are registered in a throwaway folder, run by this process's
 * node (tslab) or the Deno that COREBOOK_DENO or PATH names: the user's Jupyter folders are left alone.
 */
export async function runNotebooks(options: RunCommandOptions, log: (line: string) => void): Promise<NotebookOutcome[]> {
  const runs = planRuns(options.notebooks, options.sets, options);
  let python: string;
  try {
    python = findJupyter().python;
  } catch (e) {
    throw new RunJupyterMissingError((e as Error).message.split("\n")[0]);
  }
  const scratch = mkdtempSync(join(tmpdir(), "corebook-run-"));
  try {
    const runtimes = new Map<KernelName, KernelRuntime>();
    for (const kernel of new Set(runs.map((r) => r.notebook.kernel))) {
      const installed = installKernel({ kernel, target: { kind: "prefix", prefix: scratch }, python });
      runtimes.set(kernel, kernelRuntime(kernel, installed.argv));
    }
    const data = join(scratch, "share", "jupyter");
    const env = { ...process.env, JUPYTER_PATH: process.env.JUPYTER_PATH ? `${data}:${process.env.JUPYTER_PATH}` : data };
    const ownFiles = new Set(runs.flatMap((r) => [r.executed, r.report, r.record]));
    const windows: Window[] = [];
    const context = { options, env, scratch, runtimes, ownFiles, windows, log };
    const outcomes: NotebookOutcome[] = new Array(runs.length);
    let next = 0;
    const worker = async () => {
      while (next < runs.length) {
        const i = next++;
        outcomes[i] = await runAndLog(runs[i], i, context);
      }
    };
    await Promise.all(Array.from({ length: Math.min(options.parallel, runs.length) }, worker));
    return outcomes;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

interface RunContext {
  options: RunCommandOptions;
  env: NodeJS.ProcessEnv;
  scratch: string;
  runtimes: Map<KernelName, KernelRuntime>;
  ownFiles: ReadonlySet<string>;
  windows: Window[];
  log: (line: string) => void;
}

async function runAndLog(run: PlannedRun, index: number, ctx: RunContext): Promise<NotebookOutcome> {
  const t0 = performance.now();
  ctx.log(`run: ${run.label} (${run.notebook.kernel}) ...`);
  const outcome = await runOne(run, index, ctx);
  const took = `${((performance.now() - t0) / 1000).toFixed(1)} s`;
  const failed = outcome.failedCells.map((c) => c.cellNumber);
  if (!outcome.failure) ctx.log(`run: ${run.label} ok in ${took}`);
  else if (outcome.completed && failed.length > 0)
    ctx.log(
      `run: ${run.label} ran every cell in ${took}; ${failed.length} failed: code cell${failed.length === 1 ? "" : "s"} ${failed.join(", ")}`,
    );
  // The error itself is printed once, on stderr, when all runs are done (failure-summary.ts).
  else
    ctx.log(
      `run: ${run.label} FAILED in ${took}${failed.length > 0 ? ` at code cell ${failed.at(-1)}` : ""}; the error is shown at the end`,
    );
  if (outcome.executed) ctx.log(`  executed notebook: ${outcome.executed}`);
  if (outcome.report) ctx.log(`  report: ${outcome.report}`);
  if (outcome.record) ctx.log(`  record: ${outcome.record}`);
  return outcome;
}

async function runOne(run: PlannedRun, index: number, ctx: RunContext): Promise<NotebookOutcome> {
  const { options } = ctx;
  const cwd = dirname(run.input);
  const outcome: NotebookOutcome = {
    notebook: run.input,
    label: run.label,
    fullLabel: run.fullLabel,
    kernel: run.notebook.kernel,
    executed: null,
    report: null,
    record: null,
    failedCells: [],
    outputs: [],
    completed: false,
  };
  const usageFile = join(ctx.scratch, `usage-${index}.json`);
  let input = run.input;
  if (run.prepared) {
    input = join(ctx.scratch, `prepared-${index}.ipynb`);
    writeFileSync(input, JSON.stringify(run.prepared, null, 1));
  }
  const before = listFolder(cwd, ctx.ownFiles);
  const window: Window = { dir: cwd, label: run.label, start: Date.now(), end: null };
  ctx.windows.push(window);
  const startedAt = new Date();
  try {
    const { cellErrors } = await executeNotebook(input, {
      outPath: run.executed,
      cwd,
      env: { ...ctx.env, [RUN_USAGE_ENV]: usageFile },
      timeoutSec: options.timeoutSec,
      kernelName: run.notebook.kernel,
      lateOutputGraceSec: LATE_OUTPUT_GRACE_SEC[run.notebook.kernel],
      allowErrors: options.allowErrors,
      sourcePath: run.input,
    });
    outcome.completed = true;
    if (cellErrors.length > 0) {
      outcome.failedCells = cellErrors;
      outcome.failure = cellErrors.map((c) => `code cell ${c.cellNumber}: ${errorHeadline(c.errorText)}`).join("; ");
      outcome.detail = cellErrors
        .map((c) => cellFailureBlock(run.fullLabel, c.cellNumber, cellCode(c.cellSource), cellErrorText(c.errorText)))
        .join("\n\n");
    }
  } catch (e) {
    if (e instanceof NotebookCellError) {
      outcome.failedCells = [...e.earlierFailures, e];
      outcome.failure = `code cell ${e.cellNumber}: ${errorHeadline(e.errorText)}`;
      outcome.detail = [
        ...outcome.failedCells.map((c) =>
          cellFailureBlock(run.fullLabel, c.cellNumber, cellCode(c.cellSource), cellErrorText(c.errorText)),
        ),
        `the run stopped there; the cells that ran, with their outputs, are in ${e.partialPath}`,
      ].join("\n\n");
    } else {
      outcome.failure = (e as Error).message.split("\n")[0];
      outcome.detail = (e as Error).message;
    }
  }
  const endedAt = new Date();
  window.end = endedAt.getTime();
  const after = listFolder(cwd, ctx.ownFiles);
  outcome.outputs = await describeOutputs(cwd, changedFiles(before.files, after.files));
  // A failed run still keeps the cells that ran, their report and their record, for the user to look at.
  if (existsSync(run.executed)) {
    outcome.executed = run.executed;
    // tslab leaves execution counts empty: number the cells that ran, so the report's In [n] is the
    // "code cell n" the terminal names.
    numberExecutedCellsInFile(run.executed);
    if (options.html) {
      try {
        await exportHtml(run.executed, run.report, { env: ctx.env });
        outcome.report = run.report;
      } catch (e) {
        outcome.failure = [outcome.failure, (e as Error).message.split("\n")[0]].filter(Boolean).join("; ");
        outcome.detail = [outcome.detail, (e as Error).message].filter(Boolean).join("\n\n");
      }
    }
    const executed = JSON.parse(readFileSync(run.executed, "utf8")) as Notebook;
    const failedIndexes = new Set(outcome.failedCells.map((c) => c.cellIndex));
    const warnings = [...run.warnings, ...stderrWarnings(executed.cells, failedIndexes)];
    if (!before.complete || !after.complete) warnings.push(msg.folderTooLarge(cwd));
    const overlapping = ctx.windows.filter(
      (w) => w !== window && w.dir === cwd && w.start < endedAt.getTime() && (w.end === null || w.end > window.start),
    );
    if (overlapping.length > 0 && outcome.outputs.length > 0) warnings.push(msg.overlappingRuns(overlapping.map((w) => w.label)));
    const record = buildRunRecord(run.record, {
      notebook: run.input,
      executed: run.executed,
      workingDir: cwd,
      parameters: run.set,
      failedCells: outcome.failedCells.map((c) => ({ cellNumber: c.cellNumber, error: errorHeadline(c.errorText) })),
      options: { allowErrors: options.allowErrors, timeoutSec: options.timeoutSec },
      runtime: ctx.runtimes.get(run.notebook.kernel) as KernelRuntime,
      languageInfo: executed.metadata.language_info as { name?: unknown; version?: unknown } | undefined,
      corebookVersion: corebookVersion(),
      sessions: readUsage(usageFile),
      startedAt,
      endedAt,
      warnings,
      outputs: outcome.outputs,
    });
    if (outcome.failure && outcome.failedCells.length === 0) record.status = "failed";
    writeRunRecord(run.record, record);
    outcome.record = run.record;
  }
  return outcome;
}

function readUsage(path: string): RunSessionUsage[] {
  try {
    const parsed = JSON.parse(readFileSync(path, "utf8")) as { sessions?: RunSessionUsage[] };
    return Array.isArray(parsed.sessions) ? parsed.sessions : [];
  } catch {
    return []; // the notebook opened no session
  }
}

let version: string | null = null;
function corebookVersion(): string {
  version ??= (JSON.parse(readFileSync(join(packageRoot(), "package.json"), "utf8")) as { version: string }).version;
  return version;
}
