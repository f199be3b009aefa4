// A warm response store beside its floor, measured in the same run: `get` of 2,000 trials served
// entirely from the store (read, hash-checked, parsed, tabled) against parsing the very same
// bodies from one JSON file into the same table (read, JSON.parse, the same record parser,
// recordsToTable). The ratio is the store's overhead; the target is <= 1.5. Also reports the
// store's size on disk per 1,000 trials. Writes bench/results/store.json.
// Run (after npm run build): node bench/store.mjs [--trials 2000] [--runs 9]
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { numberArg, root } from "./support/load-ts.mjs";

const TRIALS = numberArg("trials", 2000);
const RUNS = numberArg("runs", 9);
const { connect, startSandbox } = await import(join(root, "dist/index.js"));
const { parseRecord } = await import(join(root, "dist/schema/index.js"));
const { recordsToTable } = await import(join(root, "dist/tables/records-to-table.js"));

const sandbox = await startSandbox({ scale: "medium", today: "2026-05-01", rateLimit: false });
// The dataset holds records that do not exist on the sandbox's day (added later, or deleted): a get
// of those is a 404, which is rightly never stored and so is sent again on every run. Ask for a
// few more IDs than needed and keep the first TRIALS that the service answered.
const candidates = sandbox.dataset.records.trialcore.slice(0, Math.ceil(TRIALS * 1.15)).map((r) => r.serviceId);
const dir = mkdtempSync(join(tmpdir(), "corebook-bench-store-"));
const options = { apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false, onProgress: false, cache: { dir } };

const cold = await connect(options);
const t0 = performance.now();
const coldTable = await cold.trialcore.get(candidates);
const coldMs = performance.now() - t0;
await cold.close();
const ids = coldTable.array("serviceId").slice(0, TRIALS);
if (ids.length !== TRIALS) throw new Error(`only ${ids.length} of ${candidates.length} trials exist on the sandbox's day`);
const wanted = new Set(ids);

// The same bodies, as one JSON file. Each store entry is one file: a header line, then the body.
const entryFiles = readdirSync(join(dir, "responses-v2"), { recursive: true })
  .map((n) => join(dir, "responses-v2", String(n)))
  .filter((p) => statSync(p).isFile());
const bodies = entryFiles
  .map((p) => readFileSync(p, "utf8"))
  .map((text) => text.slice(text.indexOf("\n") + 1))
  .filter((text) => wanted.has(JSON.parse(text).data.serviceId));
if (bodies.length !== TRIALS) throw new Error(`expected ${TRIALS} stored bodies for the chosen trials, found ${bodies.length}`);
const bundle = join(dir, "bodies.json");
writeFileSync(bundle, `[${bodies.join(",")}]`);
// Bytes per trial over the whole store (every stored get is one trial: one entry file).
const storedTrials = entryFiles.length;
const storeBytes = entryFiles.reduce((n, p) => n + statSync(p).size, 0);

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}
async function time(fn) {
  await fn(); // warm-up
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return median(times);
}

const warm = await connect(options);
let warmRows = 0;
const warmMs = await time(async () => {
  const before = warm.usage.requests;
  const table = await warm.trialcore.get(ids);
  if (warm.usage.requests !== before) throw new Error("the warm store sent requests");
  warmRows = table.numRows();
});
let baseRows = 0;
const baselineMs = await time(async () => {
  const parsed = JSON.parse(await readFile(bundle, "utf8"));
  const records = parsed.map((body) => parseRecord("trialcore", body.data));
  baseRows = recordsToTable("trialcore", records).numRows();
});
await warm.close();
await sandbox.close();
if (warmRows !== TRIALS || baseRows !== TRIALS) throw new Error(`row counts differ: ${warmRows} ${baseRows} ${coldTable.numRows()}`);

const result = {
  trials: TRIALS,
  runs: RUNS,
  coldGetMs: Math.round(coldMs),
  warmGetMs: Math.round(warmMs),
  baselineParseMs: Math.round(baselineMs),
  ratio: Number((warmMs / baselineMs).toFixed(2)),
  target: 1.5,
  storedTrials,
  storeBytes,
  bytesPer1000Trials: Math.round((storeBytes / storedTrials) * 1000),
  node: process.version,
  at: new Date().toISOString(),
};
mkdirSync(join(root, "bench", "results"), { recursive: true });
writeFileSync(join(root, "bench", "results", "store.json"), `${JSON.stringify(result, null, 2)}\n`);
console.log(result);
