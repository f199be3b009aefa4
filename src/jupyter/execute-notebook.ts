// Executing a notebook headless. nbconvert's --execute writes nothing when a cell fails, and with
// tslab (which reports errors only as stderr text) its error names no error at all; so a small
// nbclient driver shipped in python/ runs the cells, keeps the executed notebook whatever happens,
// and reports the failing cell as JSON.
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { packageRoot } from "../package-root.js";
import { type CellFailure, NotebookCellError } from "./cell-error.js";
import { parseDriverResult } from "./driver-result.js";
import { findJupyter } from "./find-jupyter.js";
import type { Notebook } from "./notebook-json.js";
import { run } from "./run-process.js";

/** The driver, in the package's `python/` folder. */
const EXECUTE_SCRIPT = join(packageRoot(), "python", "execute_notebook.py");

interface ExecuteOptions {
  /** Folder for the executed notebook, named `<name>.executed.ipynb` (default: next to the input). */
  outDir?: string;
  /** Exact path of the executed notebook; wins over outDir. */
  outPath?: string;
  /** The kernel's working directory, where bare file names in cells land (default: the notebook's folder). */
  cwd?: string;
  /** Per-cell timeout in seconds; default 120. */
  timeoutSec?: number;
  /** Environment for Jupyter and the kernel (use jupyterEnv(projectDir) so the project's kernels are found). */
  env?: NodeJS.ProcessEnv;
  /** Default: the kernel named in the notebook's metadata. */
  kernelName?: string;
  /** Seconds to keep reading a cell's outputs after the kernel said idle (Deno's kernel needs it); default 0. */
  lateOutputGraceSec?: number;
  /** Run every cell even when one fails; the failing cells are returned as cellErrors (a timeout or dead kernel still stops). */
  allowErrors?: boolean;
  /** The notebook the user named, for messages, when ipynbPath is a prepared copy of it (parameters injected). */
  sourcePath?: string;
}

const STARTUP_TIMEOUT_SEC = 120;

/**
 * Execute a notebook; returns the executed notebook and its path. A failing cell rejects with a
 * NotebookCellError (cell, source, error text) after the cells that ran were written to its partialPath;
 * with allowErrors every cell runs and the failing ones come back as cellErrors (empty when none failed).
 */
export async function executeNotebook(
  ipynbPath: string,
  options: ExecuteOptions = {},
): Promise<{ path: string; notebook: Notebook; cellErrors: CellFailure[] }> {
  const input = resolve(ipynbPath);
  const output = resolve(
    options.outPath ?? join(options.outDir ?? dirname(input), `${basename(input).replace(/\.ipynb$/, "")}.executed.ipynb`),
  );
  const cwd = resolve(options.cwd ?? dirname(input));
  const timeoutSec = options.timeoutSec ?? 120;
  if (!Number.isFinite(timeoutSec) || timeoutSec <= 0) {
    throw new RangeError(`executeNotebook: timeoutSec must be a positive number of seconds, got ${JSON.stringify(options.timeoutSec)}`);
  }
  if (!existsSync(cwd)) throw new Error(`executeNotebook: cwd ${cwd} does not exist`);
  if (!existsSync(EXECUTE_SCRIPT)) throw new Error(`executeNotebook: the driver ${EXECUTE_SCRIPT} is missing from the corebook package`);
  mkdirSync(dirname(output), { recursive: true });

  const { python } = findJupyter();
  const args = [
    EXECUTE_SCRIPT,
    input,
    output,
    "--cwd",
    cwd,
    "--timeout",
    String(Math.ceil(timeoutSec)),
    "--startup-timeout",
    String(STARTUP_TIMEOUT_SEC),
  ];
  if (options.kernelName) args.push("--kernel", options.kernelName);
  if (options.lateOutputGraceSec) args.push("--late-output-grace", String(options.lateOutputGraceSec));
  if (options.allowErrors) args.push("--allow-errors");
  // nbclient bounds each cell; this only stops a driver that hangs outside of one. The driver starts
  // a kernel that did not start once more (python/execute_notebook.py), so two startups.
  const limitSec = timeoutSec * 20 + 2 * STARTUP_TIMEOUT_SEC;
  const r = await run(python, args, { env: options.env ?? process.env, timeoutMs: limitSec * 1000 });
  const result = parseDriverResult(r.stdout);

  if (result?.corebookExecute === "ok" && r.code === 0) {
    return { path: output, notebook: JSON.parse(readFileSync(output, "utf8")) as Notebook, cellErrors: result.cellErrors ?? [] };
  }
  if (result?.corebookExecute === "failed" && result.stage === "cell") {
    throw new NotebookCellError(options.sourcePath ?? input, result, output, result.cellErrors ?? []);
  }
  if (result?.corebookExecute === "failed") {
    const what = result.stage === "read" ? "is not a notebook that can be read" : "could not start its kernel";
    throw new Error(`executeNotebook: ${options.sourcePath ?? input} ${what}:\n${result.errorText}`);
  }
  const kept = existsSync(output) ? `; the cells that ran are in ${output}` : "";
  const how = r.code === null ? `was stopped after ${limitSec} s` : `exited with ${r.code} without a report`;
  throw new Error(`executeNotebook: the driver for ${options.sourcePath ?? input} ${how}${kept}:\n${lastLines(r.stderr || r.stdout, 30)}`);
}

function lastLines(s: string, n: number): string {
  return s.trim().split("\n").slice(-n).join("\n");
}
