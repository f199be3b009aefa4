import { mkdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { findJupyter } from "./find-jupyter.js";
import { run } from "./run.js";

/** The repository's `templates/` folder (three levels up from both src/ and dist/ builds of this file). */
export const TEMPLATES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "templates");
export const REPORT_TEMPLATE = "corebook-report";

export interface ExecuteOptions {
  /** Where the executed notebook goes (default: next to the input). */
  outDir?: string;
  /** Per-cell timeout in seconds; default 120. */
  timeoutSec?: number;
  /** Environment for Jupyter and the kernel (use jupyterEnv(projectDir) so the tslab kernel is found). */
  env?: NodeJS.ProcessEnv;
  kernelName?: string;
}

export interface NotebookOutput { output_type: string; data?: Record<string, unknown>; text?: string | string[]; ename?: string; evalue?: string; traceback?: string[]; name?: string }
export interface NotebookCell { cell_type: string; source: string | string[]; outputs?: NotebookOutput[] }
export interface Notebook { cells: NotebookCell[]; metadata: Record<string, unknown> }

function lastLines(s: string, n: number): string {
  return s.trim().split("\n").slice(-n).join("\n");
}

/** Execute a notebook with nbconvert; returns the executed notebook and its path. Fails showing the failing cell's error. */
export async function executeNotebook(ipynbPath: string, options: ExecuteOptions = {}): Promise<{ path: string; notebook: Notebook }> {
  const input = resolve(ipynbPath);
  const outDir = resolve(options.outDir ?? dirname(input));
  mkdirSync(outDir, { recursive: true });
  const name = basename(input).replace(/\.ipynb$/, "") + ".executed.ipynb";
  const timeoutSec = options.timeoutSec ?? 120;
  const { python } = findJupyter();
  const args = ["-m", "nbconvert", "--to", "notebook", "--execute", input, "--output-dir", outDir, "--output", name,
    `--ExecutePreprocessor.timeout=${timeoutSec}`, "--ExecutePreprocessor.startup_timeout=120"];
  if (options.kernelName) args.push(`--ExecutePreprocessor.kernel_name=${options.kernelName}`);
  // nbconvert runs the kernel in the notebook's folder, so "corebook" resolves from there.
  const r = await run(python, args, { cwd: dirname(input), env: options.env ?? process.env, timeoutMs: (timeoutSec * 20 + 120) * 1000 });
  if (r.code !== 0) {
    // nbclient's CellExecutionError names the cell source and the kernel's error; keep that part.
    const at = r.stderr.indexOf("CellExecutionError");
    const detail = at >= 0 ? r.stderr.slice(at, at + 4000) : lastLines(r.stderr, 40);
    throw new Error(`executeNotebook: ${input} failed (exit ${r.code}):\n${detail}`);
  }
  const path = join(outDir, name);
  return { path, notebook: JSON.parse(readFileSync(path, "utf8")) as Notebook };
}

/** Export a notebook to a self-contained HTML report with the shipped template (charts kept as inline SVG). */
export async function exportHtml(ipynbPath: string, outHtml: string, options: { env?: NodeJS.ProcessEnv } = {}): Promise<string> {
  const input = resolve(ipynbPath);
  const out = resolve(outHtml);
  mkdirSync(dirname(out), { recursive: true });
  const { python } = findJupyter();
  const args = ["-m", "nbconvert", "--to", "html", input, "--output-dir", dirname(out), "--output", basename(out).replace(/\.html$/, ""),
    `--TemplateExporter.extra_template_basedirs=${TEMPLATES_DIR}`, `--template=${REPORT_TEMPLATE}`];
  const r = await run(python, args, { cwd: dirname(input), env: options.env ?? process.env, timeoutMs: 300_000 });
  if (r.code !== 0) throw new Error(`exportHtml: nbconvert failed for ${input} (exit ${r.code}):\n${lastLines(r.stderr, 30)}`);
  return out;
}
