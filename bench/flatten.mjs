// flatten.measurements throughput beside its floor, measured in the same run: the time JSON.parse
// takes for the same trial records (every record is parsed from JSON before it can be flattened,
// so flattening can be compared with that unavoidable cost). Trials come from the sandbox
// generator (all carry outcomes), repeated to --records. Also times recordsToTable for the same
// records, and flatten from a table. Writes bench/results/flatten.json.
// Run: node bench/flatten.mjs [--records 5000] [--runs 7]
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import ts from "typescript";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, dflt) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? Number(process.argv[i + 1]) : dflt; };
const RECORDS = arg("records", 5000);
const RUNS = arg("runs", 7);

// Node 20 cannot run TypeScript: transpile what the bench uses (no type check).
const out = join(root, "node_modules", ".cache", "corebook-bench-flatten");
function transpileTree(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) { transpileTree(path); continue; }
    if (!name.endsWith(".ts") || name.endsWith(".d.ts")) continue;
    const js = ts.transpileModule(readFileSync(path, "utf8"), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const target = join(out, relative(root, path)).replace(/\.ts$/, ".js");
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, js);
  }
}
for (const d of ["src/schema", "src/sandbox", "src/tables"]) transpileTree(join(root, d));
const load = (p) => import(pathToFileURL(join(out, p)).href);
const { generateDataset } = await load("src/sandbox/generate/index.js");
const { flatten } = await load("src/tables/flatten/index.js");
const { recordsToTable } = await load("src/tables/records-to-table.js");

const trials = generateDataset({ seed: 42, scale: "small", today: "2026-06-01" }).records.trialcore;
const records = Array.from({ length: RECORDS }, (_, i) => trials[i % trials.length]);
const text = JSON.stringify({ data: records });
const measurementCount = records.reduce((n, r) => n + r.outcomes.reduce((m, o) => m + o.measurements.length, 0), 0);

function median(xs) { const s = [...xs].sort((a, b) => a - b); return s[Math.floor(s.length / 2)]; }
function time(fn) {
  const times = [];
  let result;
  for (let i = 0; i < 3; i++) fn(); // warm-up: let the JIT settle before timing
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    result = fn();
    times.push(performance.now() - t0);
  }
  return { ms: median(times), result };
}

const parse = time(() => JSON.parse(text).data);
const parsed = parse.result;
const measurements = time(() => flatten.measurements(parsed));
const table = time(() => recordsToTable("trialcore", parsed, { include: ["outcomes"] }));
const fromTable = time(() => flatten.measurements(table.result));
if (measurements.result.numRows() !== measurementCount) throw new Error("row count mismatch");

const perSecond = (ms) => Math.round(RECORDS / (ms / 1000));
const results = {
  date: new Date().toISOString(),
  node: process.version,
  records: RECORDS,
  measurementRows: measurementCount,
  jsonBytes: text.length,
  runs: RUNS,
  jsonParse: { ms: +parse.ms.toFixed(2), recordsPerSecond: perSecond(parse.ms) },
  flattenMeasurements: { ms: +measurements.ms.toFixed(2), recordsPerSecond: perSecond(measurements.ms), rowsPerSecond: Math.round(measurementCount / (measurements.ms / 1000)) },
  recordsToTable: { ms: +table.ms.toFixed(2), recordsPerSecond: perSecond(table.ms) },
  flattenMeasurementsFromTable: { ms: +fromTable.ms.toFixed(2), recordsPerSecond: perSecond(fromTable.ms) },
  ratio: {
    /** Time to flatten measurements / time JSON.parse takes for the same records (lower is better). */
    measurementsOverJsonParse: +(measurements.ms / parse.ms).toFixed(3),
    recordsToTableOverJsonParse: +(table.ms / parse.ms).toFixed(3),
  },
};
mkdirSync(join(root, "bench", "results"), { recursive: true });
writeFileSync(join(root, "bench", "results", "flatten.json"), JSON.stringify(results, null, 2) + "\n");
console.log(JSON.stringify(results, null, 2));
