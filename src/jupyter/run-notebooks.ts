// `corebook run`: execute a scientist's own notebooks headless in real Jupyter, on tslab or Deno's
// kernel, as the showcase does for ours. Each notebook runs in its own folder (so `import ... from
// "corebook"` resolves from the user's node_modules and relative file names mean what they meant in
// JupyterLab); the executed copy and, with --html, the offline report go next to it or into --out.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { CorebookError } from "../errors/index.js";
import { errorHeadline, NotebookCellError } from "./cell-error.js";
import { executeNotebook } from "./execute-notebook.js";
import { findJupyter } from "./find-jupyter.js";
import { isRoot, jupyterInstallCommand } from "./jupyter-install.js";
import { installKernel } from "./kernel-install.js";
import type { KernelName } from "./kernel-specs.js";
import { exportHtml } from "./nbconvert.js";

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

interface NotebookToRun {
  path: string;
  kernel: KernelName;
}

export interface RunCommandOptions {
  notebooks: NotebookToRun[];
  html: boolean;
  outDir?: string;
  /** Per-cell timeout in seconds (default 300). */
  timeoutSec: number;
}

interface NotebookOutcome {
  notebook: string;
  kernel: KernelName;
  executed: string | null;
  report: string | null;
  /** One line when the notebook failed: which cell and its error. */
  failure?: string;
}

/**
 * Runs every notebook (one after another) and returns what each produced; never throws for a
 * failing cell. The kernels are registered in a throwaway folder, run by this process's node (tslab)
 * or the Deno that COREBOOK_DENO or PATH names: the user's Jupyter directories are left as they are.
 */
export async function runNotebooks(options: RunCommandOptions, log: (line: string) => void): Promise<NotebookOutcome[]> {
  let python: string;
  try {
    python = findJupyter().python;
  } catch (e) {
    throw new RunJupyterMissingError((e as Error).message.split("\n")[0]);
  }
  const kernelHome = mkdtempSync(join(tmpdir(), "corebook-run-kernel-"));
  try {
    for (const kernel of new Set(options.notebooks.map((n) => n.kernel))) {
      installKernel({ kernel, target: { kind: "prefix", prefix: kernelHome }, python });
    }
    const data = join(kernelHome, "share", "jupyter");
    const env = { ...process.env, JUPYTER_PATH: process.env.JUPYTER_PATH ? `${data}:${process.env.JUPYTER_PATH}` : data };
    const outcomes: NotebookOutcome[] = [];
    for (const nb of options.notebooks) {
      const t0 = performance.now();
      log(`run: ${nb.path} (${nb.kernel}) ...`);
      const outcome = await runOne(nb, options, env);
      const took = `${((performance.now() - t0) / 1000).toFixed(1)} s`;
      log(outcome.failure ? `run: ${nb.path} FAILED in ${took}: ${outcome.failure}` : `run: ${nb.path} ok in ${took}`);
      if (outcome.executed) log(`  executed notebook: ${outcome.executed}`);
      if (outcome.report) log(`  report: ${outcome.report}`);
      outcomes.push(outcome);
    }
    return outcomes;
  } finally {
    rmSync(kernelHome, { recursive: true, force: true });
  }
}

async function runOne(nb: NotebookToRun, options: RunCommandOptions, env: NodeJS.ProcessEnv): Promise<NotebookOutcome> {
  const input = resolve(nb.path);
  const name = basename(input).replace(/\.ipynb$/, "");
  const outDir = resolve(options.outDir ?? dirname(input));
  const executed = join(outDir, `${name}.executed.ipynb`);
  const report = join(outDir, `${name}.html`);
  const outcome: NotebookOutcome = { notebook: input, kernel: nb.kernel, executed: null, report: null };
  try {
    await executeNotebook(input, {
      outPath: executed,
      cwd: dirname(input),
      env,
      timeoutSec: options.timeoutSec,
      kernelName: nb.kernel,
      lateOutputGraceSec: LATE_OUTPUT_GRACE_SEC[nb.kernel],
    });
  } catch (e) {
    outcome.failure =
      e instanceof NotebookCellError ? `code cell ${e.cellNumber}: ${errorHeadline(e.errorText)}\n${e.message}` : (e as Error).message;
  }
  // A failed run still keeps the cells that ran, and their report, for the user to look at.
  if (existsSync(executed)) {
    outcome.executed = executed;
    if (options.html) {
      try {
        await exportHtml(executed, report, { env });
        outcome.report = report;
      } catch (e) {
        outcome.failure = [outcome.failure, (e as Error).message].filter(Boolean).join("\n");
      }
    }
  }
  return outcome;
}
