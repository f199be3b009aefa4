// `corebook run NOTEBOOK.ipynb... [-p NAME VALUE]... [--allow-errors] ...`: the command line of
// run-notebooks.ts. Every file and parameter is checked, and each notebook's kernel chosen, before
// Jupyter starts. Exit status: 0 every run ran every cell without error, 1 a run failed (a cell
// failed, with or without --allow-errors; a timeout; a kernel that died), 2 bad arguments.
import { existsSync, readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { parseCommandArgs } from "../cli/index.js";
import { KERNELS, type KernelName } from "./kernel-specs.js";
import { msg, RunMisuseError } from "./messages.js";
import { runCheck } from "./run-check.js";
import { reportOutcomes } from "./failure-summary.js";
import { RunJupyterMissingError, runNotebooks, type RunCommandOptions } from "./run-notebooks.js";
import { extractParameterArgs, parameterSets } from "./run-parameters.js";

export const RUN_USAGE = `  run NOTEBOOK.ipynb... [-p NAME VALUE]... [-r NAME VALUE]... [-y JSON] [-f FILE] [--out-name PATTERN]
      [--allow-errors] [--kernel tslab|deno] [--html] [--out DIR] [--timeout SEC] [--parallel N]
  run --check NAME.run.json [--out DIR]
      execute your own notebooks headless in Jupyter, each in its own folder, on the kernel its
      metadata names (tslab unless it is deno) or the one --kernel gives; writes NAME.executed.ipynb,
      its run record NAME.run.json (parameters, kernel, versions, data, requests, credits, outputs
      with SHA-256) and, with --html, NAME.html next to the notebook or into DIR.
      Parameters (papermill's convention): injected as a cell tagged "injected-parameters" after the
      cell tagged "parameters", which must declare each one (let drug = "x";). -p types its value
      (true/false, null, numbers, JSON lists and objects, else a string), -r keeps it a string,
      -y takes a JSON object, -f a JSON file: an object, or an array (or .jsonl) of sets, each run
      separately (--parallel at once, default 2) and named by --out-name, e.g. "{name}-{drug}.ipynb"
      ({name}, {set} = 1, 2, ..., or any parameter). --allow-errors runs every cell, keeping errors
      as outputs. --check re-runs a record's notebook with its parameters and compares its outputs.
      Exit: 0 all ran without error (--check: outputs identical), 1 a cell failed or outputs
      differ, 2 bad arguments`;

const RUN_OPTIONS = {
  kernel: { type: "string", value: "tslab|deno" },
  html: { type: "boolean" },
  out: { type: "string", value: "DIR" },
  "out-name": { type: "string", value: "PATTERN" },
  timeout: { type: "string", value: "SEC" },
  parallel: { type: "string", value: "N" },
  "allow-errors": { type: "boolean" },
  check: { type: "string", value: "RECORD" },
} as const;

const DEFAULT_PARALLEL = 2;

type ParsedRun = { check: string; outDir?: string } | RunCommandOptions;

function parseRunArgs(args: string[]): ParsedRun {
  const { rest, parameters } = extractParameterArgs(args);
  const { values, positionals } = parseCommandArgs("run", RUN_OPTIONS, rest);
  if (values.check !== undefined) {
    const extra = positionals.length > 0 || parameters.pairs.length > 0 || parameters.inline || parameters.file;
    if (extra || values["out-name"] !== undefined || values.html) throw new RunMisuseError(msg.checkWithOthers(), "--check");
    return { check: values.check, outDir: values.out };
  }
  if (positionals.length === 0) throw new RunMisuseError("run: name at least one notebook, e.g. corebook run analysis.ipynb --html");
  const kernel = values.kernel;
  if (kernel !== undefined && !isKernelName(kernel))
    throw new RunMisuseError(`run: --kernel must be one of ${KERNELS.join(", ")}; got ${JSON.stringify(kernel)}`, "--kernel", kernel);
  const timeoutSec = values.timeout === undefined ? 300 : Number(values.timeout);
  if (!Number.isFinite(timeoutSec) || timeoutSec <= 0)
    throw new RunMisuseError(`run: --timeout needs a positive number of seconds, got ${JSON.stringify(values.timeout)}`, "--timeout");
  const parallel = values.parallel === undefined ? DEFAULT_PARALLEL : Number(values.parallel);
  if (!Number.isInteger(parallel) || parallel < 1 || parallel > 16)
    throw new RunMisuseError(msg.positiveInteger("--parallel", values.parallel), "--parallel", values.parallel);
  return {
    notebooks: positionals.map((path) => ({ path, kernel: kernel ?? notebookKernel(path) })),
    sets: parameterSets(parameters),
    outName: values["out-name"],
    html: values.html === true,
    outDir: values.out,
    timeoutSec,
    allowErrors: values["allow-errors"] === true,
    parallel,
  };
}

/** `corebook run ...`: runs the notebooks, then names each failing cell once; returns the exit code. */
export async function runRunCommand(args: string[], log: (line: string) => void = console.log): Promise<number> {
  const parsed = parseRunArgs(args);
  try {
    if ("check" in parsed) return await runCheck(parsed.check, { outDir: parsed.outDir, log });
    return reportOutcomes(await runNotebooks(parsed, log));
  } catch (error) {
    if (!(error instanceof RunJupyterMissingError)) throw error;
    console.error(error.message);
    return 1;
  }
}

function isKernelName(name: string): name is KernelName {
  return (KERNELS as readonly string[]).includes(name);
}

/**
 * The kernel a notebook asks for in its metadata: Deno's for a `deno` kernelspec, tslab for a tslab
 * or other TypeScript/JavaScript one (or none). Stops first when the file is missing, a folder, not
 * notebook JSON, or a notebook in another language.
 */
export function notebookKernel(path: string): KernelName {
  const full = resolve(path);
  if (!existsSync(full)) throw new RunMisuseError(`run: ${path} does not exist (looked for ${full})`);
  if (!statSync(full).isFile()) throw new RunMisuseError(`run: ${path} is not a file; name the .ipynb notebooks to run`);
  let parsed: { cells?: unknown; metadata?: { kernelspec?: { name?: unknown; language?: unknown } } } | null;
  try {
    parsed = JSON.parse(readFileSync(full, "utf8"));
  } catch {
    throw new RunMisuseError(`run: ${path} is not a notebook: it is not JSON (a Jupyter .ipynb file is)`);
  }
  if (!parsed || !Array.isArray(parsed.cells)) throw new RunMisuseError(`run: ${path} is not a notebook: its JSON has no "cells" list`);
  const spec = parsed.metadata?.kernelspec;
  if (spec?.name === "deno") return "deno";
  const language = typeof spec?.language === "string" ? spec.language.toLowerCase() : undefined;
  if (language !== undefined && language !== "typescript" && language !== "javascript")
    throw new RunMisuseError(
      `run: ${path} is a ${spec?.language} notebook (kernel ${JSON.stringify(spec?.name)}); corebook runs TypeScript notebooks ` +
        "on tslab or deno: give --kernel tslab|deno to run it on one of them",
      "--kernel",
    );
  return "tslab";
}
