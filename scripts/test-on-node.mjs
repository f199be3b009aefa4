#!/usr/bin/env node
// Runs vitest on another Node binary, installed from the registry when missing (runtime.mjs), so
// `npm test` checks the unit tests on Node 24 as well as on the machine's own Node:
//
//   node scripts/test-on-node.mjs node24 --project unit     vitest run --project unit, on Node 24
//
// Every child process a test starts with process.execPath runs on that Node too.
import { spawnSync } from "node:child_process";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { RUNTIMES, runtimePath } from "./runtime.mjs";

const projectDir = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const [name, ...vitestArgs] = process.argv.slice(2);
if (!name || !(name in RUNTIMES)) {
  console.error(`usage: node scripts/test-on-node.mjs <${Object.keys(RUNTIMES).join("|")}> [vitest run options]`);
  process.exit(2);
}
const node = runtimePath(name, { log: (line) => console.error(`test-on-node: ${line}`) });
const version = spawnSync(node, ["--version"], { encoding: "utf8" }).stdout.trim();
console.log(`test-on-node: vitest run ${vitestArgs.join(" ")} on Node ${version} (${node})`);
const started = performance.now();
const r = spawnSync(node, [join(projectDir, "node_modules", "vitest", "vitest.mjs"), "run", ...vitestArgs], {
  cwd: projectDir,
  stdio: "inherit",
});
console.log(`test-on-node: Node ${version} run took ${((performance.now() - started) / 1000).toFixed(0)} s`);
process.exit(r.status ?? 1);
