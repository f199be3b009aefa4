// The runs of one `corebook run`: every notebook with every parameter set, each with the paths it
// will write (executed copy, report, record). Planned before Jupyter starts, so a name clash, a copy
// that would overwrite its notebook or an undeclared parameter stops everything at once.
import { readFileSync } from "node:fs";
import { basename, dirname, join, resolve } from "node:path";
import type { KernelName } from "./kernel-specs.js";
import { msg, RunMisuseError } from "./messages.js";
import type { Notebook } from "./notebook-json.js";
import { checkOutName, executedName, runStem } from "./out-name.js";
import { injectParameters } from "./parameter-cell.js";
import type { ParameterSet } from "./run-parameters.js";

export interface NotebookToRun {
  path: string;
  kernel: KernelName;
}

export interface PlannedRun {
  /** The notebook as the user named it, and its absolute path. */
  notebook: NotebookToRun;
  input: string;
  /** What the progress lines call this run: the notebook as given, and its parameters when there are any. */
  label: string;
  /** The same with the notebook's absolute path, for the failures printed at the end. */
  fullLabel: string;
  set: ParameterSet;
  /** The notebook to execute: parameters injected (null: run the file itself). */
  prepared: Notebook | null;
  warnings: string[];
  executed: string;
  report: string;
  record: string;
}

const LABEL_CHARS = 72;

function labelOf(path: string, set: ParameterSet): string {
  const entries = Object.entries(set);
  if (entries.length === 0) return path;
  const text = entries.map(([k, v]) => `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`).join(", ");
  return `${path} [${text.length > LABEL_CHARS ? `${text.slice(0, LABEL_CHARS - 1)}…` : text}]`;
}

export function planRuns(
  notebooks: readonly NotebookToRun[],
  sets: readonly ParameterSet[],
  options: { outDir?: string; outName?: string },
): PlannedRun[] {
  if (options.outName !== undefined) checkOutName(options.outName, sets);
  const runs: PlannedRun[] = [];
  for (const notebook of notebooks) {
    const input = resolve(notebook.path);
    const name = basename(input).replace(/\.ipynb$/, "");
    const outDir = resolve(options.outDir ?? dirname(input));
    sets.forEach((set, i) => {
      const executed = join(outDir, executedName(options.outName, name, set, i + 1, sets.length));
      const stem = runStem(executed);
      let prepared: Notebook | null = null;
      const warnings: string[] = [];
      if (Object.keys(set).length > 0) {
        const injected = injectParameters(JSON.parse(readFileSync(input, "utf8")) as Notebook, set, notebook.path);
        prepared = injected.notebook;
        if (injected.warning) warnings.push(injected.warning);
      }
      runs.push({
        notebook,
        input,
        label: labelOf(notebook.path, set),
        fullLabel: labelOf(input, set),
        set,
        prepared,
        warnings,
        executed,
        report: `${stem}.html`,
        record: `${stem}.run.json`,
      });
    });
  }
  checkPaths(runs);
  return runs;
}

function checkPaths(runs: PlannedRun[]): void {
  const inputs = new Set(runs.map((r) => r.input));
  const owner = new Map<string, string>();
  for (const run of runs) {
    for (const path of [run.executed, run.report, run.record]) {
      if (inputs.has(path)) throw new RunMisuseError(msg.outNameOverwritesInput(path), "--out-name");
      const other = owner.get(path);
      if (other !== undefined) throw new RunMisuseError(msg.outNameClash(path, other, run.label), "--out-name");
      owner.set(path, run.label);
    }
  }
}
