#!/usr/bin/env node
// The `corebook` command. Each subcommand lives with the code it drives; this file only dispatches,
// so that `npm start` and `npm run sandbox` stay one line in package.json.
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { CommandUsageError } from "./errors/index.js";
import { MIRROR_USAGE, runMirrorCommand } from "./mirror/command.js";
import { parseRunArgs, RUN_USAGE, runNotebooks, RunJupyterMissingError, RunUsageError } from "./jupyter/run-command.js";
import { runSandboxCommand } from "./sandbox/index.js";
import { KERNEL_USAGE, KernelInstallError, runKernelCommand } from "./jupyter/kernel-install.js";
import { JupyterLabMissingError } from "./jupyter/jupyterlab-venv.js";
import { LAB_USAGE, runLabCommand } from "./jupyter/lab-command.js";
import { runShowcase, ShowcaseError } from "./jupyter/showcase/run.js";
import { CACHE_USAGE, runCacheCommand } from "./store/commands/cache-command.js";
import { runSnapshotCommand, SNAPSHOT_USAGE } from "./store/commands/snapshot-command.js";

const projectDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");

const USAGE = `usage: corebook <command> [options]

commands:
  sandbox [--port 8080] [--host 127.0.0.1] [--seed N] [--scale small|medium|large]
          [--api-key K]... [--member-key K]... [--rate-limit N/Ws|off] [--credits N]
          [--today YYYY-MM-DD]
      serve the local sandbox of the service (synthetic data) until interrupted; --today picks
      the day it is served as of (default the dataset's anchor, 2026-01-01; 2024-01-02..2026-05-01)
  showcase [--out DIR] [NOTEBOOK]...
      execute the showcase notebooks in Jupyter (tslab kernel) on the sandbox, or on the service
      when SV_API_KEY and SV_BASE_URL are set; writes executed notebooks, HTML reports and exports
${RUN_USAGE}
${KERNEL_USAGE}
${LAB_USAGE}
${CACHE_USAGE}
${SNAPSHOT_USAGE}
${MIRROR_USAGE}
  version
      print the corebook version
  help
      print this text`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case "sandbox": {
      const running = await runSandboxCommand(rest);
      const stop = () => void running.close().then(() => process.exit(0));
      process.once("SIGINT", stop);
      process.once("SIGTERM", stop);
      return new Promise<number>(() => {}); // serve until a signal arrives
    }
    case "showcase":
      return showcase(rest);
    case "run":
      return runCommand(rest);
    case "cache":
    case "snapshot":
      try {
        return await (command === "cache" ? runCacheCommand : runSnapshotCommand)(rest);
      } catch (error) {
        if (!(error instanceof CommandUsageError)) throw error;
        console.error(`corebook ${command}: ${error.message}`);
        return 2;
      }
    case "mirror":
      return runMirrorCommand(rest);
    case "kernel":
      try {
        return runKernelCommand(rest);
      } catch (error) {
        if (!(error instanceof KernelInstallError)) throw error;
        console.error(`corebook kernel: ${error.message}`);
        return 1;
      }
    case "lab":
      try {
        return await runLabCommand(rest);
      } catch (error) {
        if (!(error instanceof JupyterLabMissingError || error instanceof KernelInstallError)) throw error;
        console.error(`corebook lab: ${error.message}`);
        return 1;
      }
    case "version":
    case "--version": {
      const pkg = JSON.parse(readFileSync(resolve(projectDir, "package.json"), "utf8"));
      console.log(pkg.version);
      return 0;
    }
    case undefined:
    case "help":
    case "--help":
    case "-h":
      console.log(USAGE);
      return 0;
    default:
      console.error(
        `corebook: unknown command ${JSON.stringify(command)}; the commands are sandbox, showcase, run, kernel, lab, cache, snapshot, mirror, version, help\n\n${USAGE}`,
      );
      return 2;
  }
}

async function showcase(args: string[]): Promise<number> {
  let outDir: string | undefined;
  const notebooks: string[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] === "--out") {
      outDir = args[++i];
      if (!outDir) throw new CommandUsageError("showcase", "--out needs a folder", { parameter: "--out" });
    } else if (args[i].startsWith("--")) {
      throw new CommandUsageError("showcase", `unknown option ${args[i]} for showcase; allowed: --out DIR`, {
        parameter: args[i],
        allowed: ["--out"],
      });
    } else {
      notebooks.push(args[i]);
    }
  }
  try {
    await runShowcase({ projectDir, outDir, notebooks: notebooks.length > 0 ? notebooks : undefined });
    return 0;
  } catch (error) {
    // The runner already printed each failing cell; the message names the notebooks.
    if (error instanceof ShowcaseError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

async function runCommand(args: string[]): Promise<number> {
  try {
    const outcomes = await runNotebooks(parseRunArgs(args), (line) => console.log(line));
    const failed = outcomes.filter((o) => o.failure);
    for (const f of failed) console.error(`\n--- ${f.notebook} ---\n${f.failure}`);
    if (failed.length > 0)
      console.error(`\nrun: ${failed.length} of ${outcomes.length} notebooks failed: ${failed.map((f) => f.notebook).join(", ")}`);
    return failed.length > 0 ? 1 : 0;
  } catch (error) {
    if (error instanceof RunJupyterMissingError) {
      console.error(error.message);
      return 1;
    }
    if (error instanceof RunUsageError) {
      console.error(`corebook ${error.message}\n\n${RUN_USAGE}`);
      return 2;
    }
    throw error;
  }
}
main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`corebook: ${message}`);
    const usage = error instanceof CommandUsageError;
    if (usage) console.error(`\n${USAGE}`);
    process.exit(usage ? 2 : 1);
  },
);
