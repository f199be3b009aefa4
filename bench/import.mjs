// Bench: how long `import("corebook")` takes in a fresh process, against importing the three
// packages a session on the real service cannot do without (arquero, undici, zod) together.
// Everything else (the sandbox, Parquet engines, DuckDB, vega, resvg) must load on first use.
//
//   npm run build && node bench/import.mjs [--runs=9]
//
// Each measurement is a fresh child process (a warm module cache would hide the cost); the two
// kinds alternate so a busy machine slows both alike, and the median of the runs is reported.
// Writes bench/results/import.json.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=")));
const runs = Number(args.runs ?? 9);
const corebookUrl = new URL("../dist/index.js", import.meta.url).href;

const scripts = {
  corebook: `await import(${JSON.stringify(corebookUrl)});`,
  baseline: `await Promise.all([import("arquero"), import("undici"), import("zod")]);`,
};

function time(kind) {
  const code = `const t = performance.now(); ${scripts[kind]} process.stdout.write(String(performance.now() - t));`;
  return Number(execFileSync(process.execPath, ["--input-type=module", "-e", code], { cwd: here, encoding: "utf8" }));
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const samples = { corebook: [], baseline: [] };
time("corebook"); // one unmeasured run each, so the OS file cache is warm for both
time("baseline");
for (let i = 0; i < runs; i++) {
  for (const kind of i % 2 ? ["baseline", "corebook"] : ["corebook", "baseline"]) samples[kind].push(time(kind));
}
const corebookMs = median(samples.corebook);
const baselineMs = median(samples.baseline);
const result = {
  bench: "import",
  date: new Date().toISOString(),
  node: process.version,
  runs,
  corebookMedianMs: corebookMs,
  baselineMedianMs: baselineMs,
  samples,
  ratios: { corebookOverBaseline: corebookMs / baselineMs },
  target: { corebookOverBaseline: 1.3 },
};
mkdirSync(join(here, "results"), { recursive: true });
writeFileSync(join(here, "results", "import.json"), JSON.stringify(result, null, 2) + "\n");
console.log(JSON.stringify({ corebookMedianMs: corebookMs, baselineMedianMs: baselineMs, ratio: result.ratios.corebookOverBaseline }));
