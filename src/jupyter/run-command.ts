// `corebook run NOTEBOOK.ipynb... [--kernel tslab|deno] [--html] [--out DIR] [--timeout SEC]`: the
// command line of run-notebooks.ts. Every file is checked, and its kernel chosen, before Jupyter starts.
import { existsSync, readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { parseCommandArgs } from "../command-line/parse-args.js";
import { CommandUsageError } from "../errors/index.js";
import { KERNELS, type KernelName } from "./kernel-specs.js";
import { RunJupyterMissingError, runNotebooks, type RunCommandOptions } from "./run-notebooks.js";

export const RUN_USAGE = `  run NOTEBOOK.ipynb... [--kernel tslab|deno] [--html] [--out DIR] [--timeout SEC]
      execute your own notebooks headless in Jupyter, each in its own folder, on the kernel its
      metadata names (tslab unless it is deno) or the one --kernel gives; writes NAME.executed.ipynb
      (and NAME.html with --html, an offline report) next to the notebook or into DIR; exits 1
      naming the notebook and the cell when a cell fails`;

/** Bad arguments or files: the CLI prints the message with the usage and exits 2. */
class RunUsageError extends CommandUsageError {
  override name = "RunUsageError";
  constructor(message: string, parameter?: string, value?: unknown) {
    super("run", message, { parameter, value });
  }
}

const RUN_OPTIONS = {
  kernel: { type: "string", value: "tslab|deno" },
  html: { type: "boolean" },
  out: { type: "string", value: "DIR" },
  timeout: { type: "string", value: "SEC" },
} as const;

function parseRunArgs(args: string[]): RunCommandOptions {
  const { values, positionals } = parseCommandArgs("run", RUN_OPTIONS, args);
  if (positionals.length === 0) throw new RunUsageError("run: name at least one notebook, e.g. corebook run analysis.ipynb --html");
  const kernel = values.kernel;
  if (kernel !== undefined && !isKernelName(kernel))
    throw new RunUsageError(`run: --kernel must be one of ${KERNELS.join(", ")}; got ${JSON.stringify(kernel)}`, "--kernel", kernel);
  const timeoutSec = values.timeout === undefined ? 300 : Number(values.timeout);
  if (!Number.isFinite(timeoutSec) || timeoutSec <= 0)
    throw new RunUsageError(`run: --timeout needs a positive number of seconds, got ${JSON.stringify(values.timeout)}`, "--timeout");
  return {
    notebooks: positionals.map((path) => ({ path, kernel: kernel ?? notebookKernel(path) })),
    html: values.html === true,
    outDir: values.out,
    timeoutSec,
  };
}

/** `corebook run ...`: runs the notebooks, then names each one that failed; returns the exit code. */
export async function runRunCommand(args: string[], log: (line: string) => void = console.log): Promise<number> {
  const options = parseRunArgs(args);
  let outcomes: Awaited<ReturnType<typeof runNotebooks>>;
  try {
    outcomes = await runNotebooks(options, log);
  } catch (error) {
    if (!(error instanceof RunJupyterMissingError)) throw error;
    console.error(error.message);
    return 1;
  }
  const failed = outcomes.filter((o) => o.failure);
  for (const f of failed) console.error(`\n--- ${f.notebook} ---\n${f.failure}`);
  if (failed.length > 0)
    console.error(`\nrun: ${failed.length} of ${outcomes.length} notebooks failed: ${failed.map((f) => f.notebook).join(", ")}`);
  return failed.length > 0 ? 1 : 0;
}

function isKernelName(name: string): name is KernelName {
  return (KERNELS as readonly string[]).includes(name);
}

/**
 * The kernel a notebook asks for in its metadata: Deno's for a `deno` kernelspec, tslab for a tslab
 * or other TypeScript/JavaScript one (or none). Stops first when the file is missing, a folder, not
 * notebook JSON, or a notebook in another language.
 */
function notebookKernel(path: string): KernelName {
  const full = resolve(path);
  if (!existsSync(full)) throw new RunUsageError(`run: ${path} does not exist (looked for ${full})`);
  if (!statSync(full).isFile()) throw new RunUsageError(`run: ${path} is not a file; name the .ipynb notebooks to run`);
  let parsed: { cells?: unknown; metadata?: { kernelspec?: { name?: unknown; language?: unknown } } } | null;
  try {
    parsed = JSON.parse(readFileSync(full, "utf8"));
  } catch {
    throw new RunUsageError(`run: ${path} is not a notebook: it is not JSON (a Jupyter .ipynb file is)`);
  }
  if (!parsed || !Array.isArray(parsed.cells)) throw new RunUsageError(`run: ${path} is not a notebook: its JSON has no "cells" list`);
  const spec = parsed.metadata?.kernelspec;
  if (spec?.name === "deno") return "deno";
  const language = typeof spec?.language === "string" ? spec.language.toLowerCase() : undefined;
  if (language !== undefined && language !== "typescript" && language !== "javascript")
    throw new RunUsageError(
      `run: ${path} is a ${spec?.language} notebook (kernel ${JSON.stringify(spec?.name)}); corebook runs TypeScript notebooks ` +
        "on tslab or deno: give --kernel tslab|deno to run it on one of them",
      "--kernel",
    );
  return "tslab";
}
