#!/usr/bin/env node
// `npm test`'s pretest step: make sure the machine has what the tests use besides Node (see
// test/support/test-tools.ts), installing Debian packages when root and JupyterLab into the project's
// venv, or stopping in the first lines of the run with the exact command. Fast when all is present.
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { spawnSync } from "node:child_process";

const projectDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const dist = (p) => pathToFileURL(join(projectDir, "dist", p)).href;
const started = performance.now();
const log = (line) => console.log(`pretest: ${line}`);

/**
 * A test-machine module of test/support/ (TypeScript, not built into dist/ nor shipped), bundled by
 * esbuild into .cache/test-tools/ and imported: Node 20 runs no TypeScript.
 */
async function testSupport(name) {
  const { build } = await import("esbuild");
  const outfile = join(projectDir, ".cache", "test-tools", `${name}.mjs`);
  await build({
    absWorkingDir: projectDir,
    entryPoints: [join(projectDir, "test", "support", `${name}.ts`)],
    outfile,
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return import(pathToFileURL(outfile).href);
}

const { findJupyter } = await import(dist("jupyter/find-jupyter.js"));
const { machineProbes, planTestTools } = await testSupport("test-tools");
const hasJupyter = () => {
  try {
    findJupyter();
    return true;
  } catch {
    return false;
  }
};

const plan = planTestTools(machineProbes(hasJupyter));
if (plan.command) {
  log(`missing: ${plan.reasons.join("; ")}`);
  if (!plan.canInstall) {
    console.error(
      `pretest: the tests need Debian packages that are not installed. Install them with:\n\n  ${plan.command}\n\nthen run npm test again.`,
    );
    process.exit(1);
  }
  log(`installing Debian packages: ${plan.missing.join(" ")}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "--no-install-recommends", ...plan.missing],
  ]) {
    const r = spawnSync("apt-get", args, { env, stdio: "inherit" });
    if (r.status !== 0) {
      console.error(`pretest: apt-get ${args.join(" ")} failed (exit ${r.status}); run it yourself:\n\n  ${plan.command}`);
      process.exit(1);
    }
  }
  const after = planTestTools(machineProbes(hasJupyter));
  if (after.command) {
    console.error(`pretest: still missing after apt-get: ${after.reasons.join("; ")}`);
    process.exit(1);
  }
}

// JupyterLab for the browser test lives in a project-local venv (src/jupyter/jupyterlab-venv.ts).
const venvModule = join(projectDir, "dist", "jupyter", "jupyterlab-venv.js");
if (existsSync(venvModule)) {
  const { ensureJupyterLab, JupyterLabMissingError } = await import(pathToFileURL(venvModule).href);
  try {
    const lab = await ensureJupyterLab(projectDir, log);
    log(`JupyterLab ${lab.version} in ${lab.venvDir}`);
  } catch (e) {
    console.error(`pretest: ${e instanceof JupyterLabMissingError ? e.message : (e.stack ?? e)}`);
    process.exit(1);
  }
}
// The Python engines the export tests read files with (test/support/engine-venv.ts), in their own venv.
{
  const { ENGINE_VENV } = await testSupport("engine-venv");
  const { ensureVenv, PythonVenvMissingError } = await import(dist("jupyter/python-venv.js"));
  try {
    const engines = await ensureVenv(projectDir, ENGINE_VENV, log);
    log(`engines: ${engines.version}`);
  } catch (e) {
    console.error(`pretest: ${e instanceof PythonVenvMissingError ? e.message : (e.stack ?? e)}`);
    process.exit(1);
  }
}
// The other runtimes the tests run corebook on (Node 22 and 24, Deno), from the npm registry into
// .cache/runtimes, once: installed here rather than by two test workers at the same time.
const { RUNTIMES, runtimePath } = await import(pathToFileURL(join(projectDir, "scripts", "runtime.mjs")).href);
for (const name of Object.keys(RUNTIMES)) {
  try {
    runtimePath(name, { log });
  } catch (e) {
    console.error(`pretest: ${e instanceof Error ? e.message : e}`);
    process.exit(1);
  }
}
log(`test tools present (${((performance.now() - started) / 1000).toFixed(1)} s)`);
