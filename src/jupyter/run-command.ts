// `corebook run <notebook.ipynb>... [--html] [--out DIR]`: execute a scientist's own notebooks
// headless in real Jupyter with the tslab kernel, as the showcase does for ours. Each notebook runs
// in its own folder (so `import ... from "corebook"` resolves from the user's node_modules and
// relative file names mean what they meant in JupyterLab); the executed copy and, with --html, the
// offline report go next to it or into --out.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { errorHeadline, NotebookCellError } from "./cell-error.js";
import { executeNotebook } from "./execute-notebook.js";
import { findJupyter } from "./find-jupyter.js";
import { exportHtml } from "./nbconvert.js";
import { run } from "./run-process.js";
import { CommandUsageError, CorebookError } from "../errors/index.js";
import { isRoot, jupyterInstallCommand } from "./jupyter-install.js";

export const RUN_USAGE = `  run NOTEBOOK.ipynb... [--html] [--out DIR] [--timeout SEC]
      execute your own notebooks headless in Jupyter with the tslab kernel, each in its own folder;
      writes NAME.executed.ipynb (and NAME.html with --html, an offline report) next to the
      notebook or into DIR; exits 1 naming the notebook and the cell when a cell fails`;

/** Bad arguments or files: the CLI prints the message with the usage and exits 2. */
export class RunUsageError extends CommandUsageError {
  override name = "RunUsageError";
  constructor(message: string, parameter?: string) {
    super("run", message, { parameter });
  }
}

export interface RunCommandOptions {
  notebooks: string[];
  html: boolean;
  outDir?: string;
  /** Per-cell timeout in seconds (default 300). */
  timeoutSec: number;
}

export function parseRunArgs(args: string[]): RunCommandOptions {
  const options: RunCommandOptions = { notebooks: [], html: false, timeoutSec: 300 };
  for (let i = 0; i < args.length; i++) {
    const arg = args[i];
    if (arg === "--html") options.html = true;
    else if (arg === "--out") {
      const dir = args[++i];
      if (!dir) throw new RunUsageError("run: --out needs a folder", "--out");
      options.outDir = dir;
    } else if (arg === "--timeout") {
      const sec = Number(args[++i]);
      if (!Number.isFinite(sec) || sec <= 0)
        throw new RunUsageError(`run: --timeout needs a positive number of seconds, got ${JSON.stringify(args[i])}`, "--timeout");
      options.timeoutSec = sec;
    } else if (arg.startsWith("--")) {
      throw new RunUsageError(`run: unknown option ${arg}; allowed: --html, --out DIR, --timeout SEC`, arg);
    } else options.notebooks.push(arg);
  }
  if (options.notebooks.length === 0) throw new RunUsageError("run: name at least one notebook, e.g. corebook run analysis.ipynb --html");
  for (const nb of options.notebooks) checkNotebookFile(nb);
  return options;
}

/** A clear stop before Jupyter starts: the file is missing, a folder, or not notebook JSON. */
export function checkNotebookFile(path: string): void {
  const full = resolve(path);
  if (!existsSync(full)) throw new RunUsageError(`run: ${path} does not exist (looked for ${full})`);
  if (!statSync(full).isFile()) throw new RunUsageError(`run: ${path} is not a file; name the .ipynb notebooks to run`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(full, "utf8"));
  } catch {
    throw new RunUsageError(`run: ${path} is not a notebook: it is not JSON (a Jupyter .ipynb file is)`);
  }
  const cells = typeof parsed === "object" && parsed !== null && "cells" in parsed ? parsed.cells : undefined;
  if (!Array.isArray(cells)) throw new RunUsageError(`run: ${path} is not a notebook: its JSON has no "cells" list`);
}

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

export interface NotebookOutcome {
  notebook: string;
  executed: string | null;
  report: string | null;
  /** One line when the notebook failed: which cell and its error. */
  failure?: string;
}

/** Runs every notebook (one after another) and returns what each produced; never throws for a failing cell. */
export async function runNotebooks(options: RunCommandOptions, log: (line: string) => void): Promise<NotebookOutcome[]> {
  let python: string;
  try {
    python = findJupyter().python;
  } catch (e) {
    throw new RunJupyterMissingError((e as Error).message.split("\n")[0]);
  }
  // A throwaway kernel spec: the user's Jupyter directories are left as they are.
  const kernelHome = mkdtempSync(join(tmpdir(), "corebook-run-kernel-"));
  try {
    await registerKernel(python, kernelHome);
    const data = join(kernelHome, "share", "jupyter");
    const env = { ...process.env, JUPYTER_PATH: process.env.JUPYTER_PATH ? `${data}:${process.env.JUPYTER_PATH}` : data };
    const outcomes: NotebookOutcome[] = [];
    for (const nb of options.notebooks) {
      const t0 = performance.now();
      log(`run: ${nb} ...`);
      const outcome = await runOne(resolve(nb), options, env);
      const took = `${((performance.now() - t0) / 1000).toFixed(1)} s`;
      log(outcome.failure ? `run: ${nb} FAILED in ${took}: ${outcome.failure}` : `run: ${nb} ok in ${took}`);
      if (outcome.executed) log(`  executed notebook: ${outcome.executed}`);
      if (outcome.report) log(`  report: ${outcome.report}`);
      outcomes.push(outcome);
    }
    return outcomes;
  } finally {
    rmSync(kernelHome, { recursive: true, force: true });
  }
}

async function runOne(input: string, options: RunCommandOptions, env: NodeJS.ProcessEnv): Promise<NotebookOutcome> {
  const name = basename(input).replace(/\.ipynb$/, "");
  const outDir = resolve(options.outDir ?? dirname(input));
  const executed = join(outDir, `${name}.executed.ipynb`);
  const report = join(outDir, `${name}.html`);
  const outcome: NotebookOutcome = { notebook: input, executed: null, report: null };
  try {
    await executeNotebook(input, { outPath: executed, cwd: dirname(input), env, timeoutSec: options.timeoutSec, kernelName: "tslab" });
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

/** Registers tslab (the one corebook depends on) under `prefix`, with the python that has Jupyter. */
async function registerKernel(python: string, prefix: string): Promise<void> {
  const require = createRequire(import.meta.url);
  const tslab = join(dirname(require.resolve("tslab/package.json")), "bin", "tslab");
  const r = await run(process.execPath, [tslab, "install", `--python=${python}`, `--binary=${tslab}`, `--prefix=${prefix}`], {
    timeoutMs: 60_000,
  });
  if (r.code !== 0) throw new Error(`run: registering the tslab kernel failed (exit ${r.code}):\n${r.stdout}${r.stderr}`);
}
