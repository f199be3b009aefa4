// `npm start` (`corebook showcase`): execute every showcase notebook headless in a real Jupyter with
// the tslab kernel, on the built-in sandbox unless SV_API_KEY and SV_BASE_URL are set, and leave in
// `out/`: executed notebooks (`notebooks/`), HTML reports with charts (`reports/`) and the tables
// each notebook exported (`exports/<notebook>/`, which is also the notebook's working directory).
import { existsSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { join, relative, resolve, isAbsolute } from "node:path";
import { errorHeadline, NotebookCellError } from "../cell-error.js";
import { executeNotebook } from "../execute-notebook.js";
import { runPool } from "../../common/index.js";
import { exportHtml } from "../nbconvert.js";
import { ensureSelfLink, jupyterEnv, registerTslabKernel } from "../project-jupyter.js";
import { ensureJupyter } from "../ensure-jupyter.js";
import { numberExecutedCellsInFile } from "./execution-counts.js";
import { listNotebooks, type ShowcaseNotebook } from "./notebook-list.js";
import { formatSummary, type NotebookRun, type ShowcaseResult } from "./summary.js";
import { CorebookError } from "../../errors/index.js";

interface ShowcaseOptions {
  /** The corebook project (holds `notebooks/`, a built `dist/` and `node_modules/`). */
  projectDir: string;
  /** Output folder, relative to projectDir unless absolute. Default `out`. */
  outDir?: string;
  /** Folder of the notebooks to run, relative to projectDir unless absolute. Default `notebooks`. */
  notebooksDir?: string;
  /** Run only these notebooks (names, with or without `.ipynb`, or unique prefixes like `02`). */
  notebooks?: string[];
  /** No progress lines and no summary on stdout. */
  quiet?: boolean;
  /** Notebooks executed at the same time; default 2 (most of a run is waiting on the rate limit). */
  concurrency?: number;
  /** Per-cell timeout in seconds; default 300. */
  cellTimeoutSec?: number;
}

export type { NotebookRun, ShowcaseResult } from "./summary.js";

/** A showcase run with at least one failing notebook; `result` holds what did run. */
export class ShowcaseError extends CorebookError {
  override name = "ShowcaseError";
  constructor(
    message: string,
    readonly result: ShowcaseResult,
  ) {
    super(message);
  }

  /** The message says which notebooks failed; `result` (every run) is read, not printed. */
  protected override printedFields(): Record<string, unknown> {
    return {};
  }
}

export async function runShowcase(options: ShowcaseOptions): Promise<ShowcaseResult> {
  const started = performance.now();
  const projectDir = resolve(options.projectDir);
  const outDir = resolve(projectDir, options.outDir ?? "out");
  const log = options.quiet ? () => {} : (line: string) => process.stdout.write(`${line}\n`);
  const concurrency = options.concurrency ?? 2;
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`runShowcase: concurrency must be a positive integer, got ${JSON.stringify(options.concurrency)}`);
  }

  checkOutDirInsideProject(projectDir, outDir);
  const selected = listNotebooks(resolve(projectDir, options.notebooksDir ?? "notebooks"), options.notebooks);
  if (!existsSync(join(projectDir, "dist", "index.js"))) {
    throw new Error(`showcase: ${join(projectDir, "dist", "index.js")} is missing; build first with npm run build`);
  }
  await ensureJupyter(log);
  registerTslabKernel(projectDir);
  ensureSelfLink(projectDir);
  const env = jupyterEnv(projectDir);
  for (const sub of ["notebooks", "reports", "exports"]) mkdirSync(join(outDir, sub), { recursive: true });
  const setupSeconds = (performance.now() - started) / 1000;
  const source = process.env.SV_API_KEY && process.env.SV_BASE_URL ? `the service at ${process.env.SV_BASE_URL}` : "the built-in sandbox";
  const count = selected.length === 1 ? "1 notebook" : `${selected.length} notebooks`;
  log(`showcase: running ${count} on ${source} (Jupyter + tslab, ${Math.min(concurrency, selected.length)} at a time)`);

  const runs: NotebookRun[] = new Array(selected.length);
  await runPool(selected, concurrency, async (notebook, i) => {
    log(`showcase: ${notebook.name} ...`);
    runs[i] = await runOne(notebook, outDir, env, options.cellTimeoutSec ?? 300);
    log(`showcase: ${notebook.name} ${runs[i].ok ? "ok" : `FAILED (${runs[i].failure})`} in ${runs[i].seconds.toFixed(1)} s`);
  });

  const result: ShowcaseResult = { outDir, notebooks: runs, setupSeconds, seconds: (performance.now() - started) / 1000 };
  log(formatSummary(result, process.cwd()));
  const failed = runs.filter((r) => !r.ok);
  if (failed.length > 0) {
    const details = failed.map((r) => `--- ${r.name} ---\n${r.error}`).join("\n\n");
    throw new ShowcaseError(
      `showcase: ${failed.length} of ${runs.length} notebooks failed: ${failed.map((r) => r.name).join(", ")}\n\n${details}`,
      result,
    );
  }
  return result;
}

async function runOne(nb: ShowcaseNotebook, outDir: string, env: NodeJS.ProcessEnv, timeoutSec: number): Promise<NotebookRun> {
  const t0 = performance.now();
  // Notebooks write their exports by bare file name: the exports folder is the kernel's working directory.
  const exportsDir = join(outDir, "exports", nb.name);
  rmSync(exportsDir, { recursive: true, force: true });
  mkdirSync(exportsDir, { recursive: true });
  const executed = join(outDir, "notebooks", `${nb.name}.ipynb`);
  const report = join(outDir, "reports", `${nb.name}.html`);
  rmSync(executed, { force: true });
  rmSync(report, { force: true });
  const run: NotebookRun = { name: nb.name, ok: false, executed: null, report: null, exportsDir, exports: [], seconds: 0 };
  const fail = (e: unknown) => {
    const message = e instanceof Error ? e.message : String(e);
    run.ok = false;
    run.error = run.error ? `${run.error}\n\n${message}` : message;
    run.failure ??= e instanceof NotebookCellError ? `code cell ${e.cellNumber}: ${errorHeadline(e.errorText)}` : message.split("\n")[0];
  };
  try {
    await executeNotebook(nb.path, { outPath: executed, cwd: exportsDir, env, timeoutSec, kernelName: "tslab" });
    run.ok = true;
  } catch (e) {
    fail(e);
  }
  // A failed run still keeps the cells that ran, and their report, for the user to look at.
  try {
    if (existsSync(executed)) {
      numberExecutedCellsInFile(executed);
      run.executed = executed;
      await exportHtml(executed, report, { env });
      run.report = report;
    }
  } catch (e) {
    fail(e);
  }
  run.exports = existsSync(exportsDir)
    ? readdirSync(exportsDir, { withFileTypes: true })
        .map((e) => (e.isDirectory() ? `${e.name}/` : e.name))
        .sort()
    : [];
  run.seconds = (performance.now() - t0) / 1000;
  return run;
}

/**
 * Notebooks import "corebook" (and arquero) by name, resolved by tslab from their working directory
 * upwards, so that directory must sit inside the project. A symlinked node_modules elsewhere is not
 * enough: TypeScript then reaches arquero's types by two paths and refuses to declare cell variables.
 */
function checkOutDirInsideProject(projectDir: string, outDir: string): void {
  const rel = relative(projectDir, outDir);
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) {
    throw new Error(
      `showcase: the out folder must be inside the project ${projectDir} ` +
        `(notebooks resolve "corebook" from their working directory); got ${outDir}`,
    );
  }
}
