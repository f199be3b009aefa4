// Bench: how long `import("corebook")` takes in a fresh process, against importing the three
// packages a session on the real service cannot do without (arquero, undici, zod) together.
// Everything else (the sandbox, Parquet engines, DuckDB, vega, resvg) must load on first use.
//
//   npm run build && node bench/import.mjs [--runs=9] [--compare=/path/to/other/dist/index.js]
//
// --compare times another build of corebook in the same run (say, before a change), so the figures
// being replaced are measured under the same load.
// Each measurement is a fresh child process (a warm module cache would hide the cost); the two
// kinds alternate so a busy machine slows both alike, and the median of the runs is reported.
// Writes bench/results/import.json.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { median } from "./support/median.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=")));
const runs = Number(args.runs ?? 9);
const corebookUrl = new URL("../dist/index.js", import.meta.url).href;

const scripts = {
  corebook: `await import(${JSON.stringify(corebookUrl)});`,
  baseline: `await Promise.all([import("arquero"), import("undici"), import("zod")]);`,
};
if (args.compare) scripts.compare = `await import(${JSON.stringify(pathToFileURL(args.compare).href)});`;
const kinds = Object.keys(scripts);

function time(kind) {
  const code = `const t = performance.now(); ${scripts[kind]} process.stdout.write(String(performance.now() - t));`;
  return Number(execFileSync(process.execPath, ["--input-type=module", "-e", code], { cwd: here, encoding: "utf8" }));
}

const samples = Object.fromEntries(kinds.map((kind) => [kind, []]));
for (const kind of kinds) time(kind); // one unmeasured run each, so the OS file cache is warm for all
for (let i = 0; i < runs; i++) {
  // Rotate the order so no kind always runs first (or right after the same neighbour).
  for (let k = 0; k < kinds.length; k++) {
    const kind = kinds[(i + k) % kinds.length];
    samples[kind].push(time(kind));
  }
}
const corebookMs = median(samples.corebook);
const baselineMs = median(samples.baseline);
const compareMs = args.compare ? median(samples.compare) : undefined;
const result = {
  bench: "import",
  date: new Date().toISOString(),
  node: process.version,
  runs,
  corebookMedianMs: corebookMs,
  baselineMedianMs: baselineMs,
  samples,
  ...(args.compare ? { compare: args.compare, compareMedianMs: compareMs } : {}),
  ratios: {
    corebookOverBaseline: corebookMs / baselineMs,
    ...(args.compare ? { compareOverBaseline: compareMs / baselineMs } : {}),
  },
  target: { corebookOverBaseline: 1.3 },
};
mkdirSync(join(here, "results"), { recursive: true });
writeFileSync(join(here, "results", "import.json"), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify({ corebookMedianMs: corebookMs, baselineMedianMs: baselineMs, compareMedianMs: compareMs, ...result.ratios }));
