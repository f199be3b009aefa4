// flatten.measurements throughput beside its floor, measured in the same run: the time JSON.parse
// takes for the same trial records (every record is parsed from JSON before it can be flattened,
// so flattening can be compared with that unavoidable cost). Trials come from the sandbox
// generator (all carry outcomes), repeated to --records. Also times recordsToTable for the same
// records, and flatten from a table. Writes bench/results/flatten.json.
// Run: node bench/flatten.mjs [--records 5000] [--runs 7]
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadTs, numberArg, root } from "./support/load-ts.mjs";

const RECORDS = numberArg("records", 5000);
const RUNS = numberArg("runs", 7);

const load = loadTs("flatten", ["src"]);
const { generateDataset } = await load("src/sandbox/generate/index.js");
const { flatten } = await load("src/tables/flatten/index.js");
const { recordsToTable } = await load("src/tables/records-to-table.js");

const trials = generateDataset({ seed: 42, scale: "small", today: "2026-05-01" }).records.trialcore;
const records = Array.from({ length: RECORDS }, (_, i) => trials[i % trials.length]);
const text = JSON.stringify({ data: records });
const measurementCount = records.reduce((n, r) => n + r.outcomes.reduce((m, o) => m + o.measurements.length, 0), 0);

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
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
  flattenMeasurements: {
    ms: +measurements.ms.toFixed(2),
    recordsPerSecond: perSecond(measurements.ms),
    rowsPerSecond: Math.round(measurementCount / (measurements.ms / 1000)),
  },
  recordsToTable: { ms: +table.ms.toFixed(2), recordsPerSecond: perSecond(table.ms) },
  flattenMeasurementsFromTable: { ms: +fromTable.ms.toFixed(2), recordsPerSecond: perSecond(fromTable.ms) },
  ratio: {
    /** Time to flatten measurements / time JSON.parse takes for the same records (lower is better). */
    measurementsOverJsonParse: +(measurements.ms / parse.ms).toFixed(3),
    recordsToTableOverJsonParse: +(table.ms / parse.ms).toFixed(3),
  },
};
mkdirSync(join(root, "bench", "results"), { recursive: true });
writeFileSync(join(root, "bench", "results", "flatten.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
