// A warm response store beside its floor: `get` of 2,000 trials served entirely from the store
// (looked up, hash-checked, parsed, tabled) against parsing the very same bodies from one JSON file
// into the same table (read, JSON.parse, the same record parser, recordsToTable). The ratio is the
// store's overhead; the target is <= 1.5. Also reports the store's size per 1,000 trials.
//
// Each side is timed in a fresh process of its own (a notebook re-run is a fresh kernel, and the
// sandbox is not in it), alternating, ROUNDS times; each process reports the median of RUNS gets,
// and the ratio is of the medians over rounds. Timing both in the process that also ran the
// sandbox made the ratio swing between 1.0 and 1.5 from run to run: the sandbox's traffic leaves
// the shared code (record parsing, tabling) compiled for other shapes, which the baseline's
// separately loaded modules escape. Writes bench/results/cache-hits.json.
// Run (after npm run build): node bench/cache-hits.mjs [--trials 2000] [--runs 9] [--rounds 7]
// Before and after: `--code DIR` times the built corebook in DIR (another checkout, e.g. main)
// instead of this one, and `--out NAME` writes bench/results/NAME.json instead of cache-hits.json.
// `--before DIR` adds a side: the warm get of the build in DIR, in the same alternating rounds
// (ratios `beforeVs*`, and `afterVsBefore`).
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { numberArg, root } from "./support/load-ts.mjs";

const TRIALS = numberArg("trials", 2000);
const RUNS = numberArg("runs", 9);
const ROUNDS = numberArg("rounds", 7);
const childArg = process.argv.indexOf("--child");
const textArg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

/**
 * The medians of RUNS timed calls, after one untimed warm-up: wall time, and the CPU time the
 * process used (its own threads and the garbage collector's). On a machine shared with other work
 * the wall time also counts the time spent waiting for a core; the CPU time does not.
 */
async function time(fn) {
  await fn();
  const wall = [];
  const cpu = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const used = process.cpuUsage();
    await fn();
    const { user, system } = process.cpuUsage(used);
    wall.push(performance.now() - start);
    cpu.push((user + system) / 1000);
  }
  return { ms: median(wall), cpuMs: median(cpu) };
}

if (childArg > 0) {
  // A child: time one side and print { ms, rows }.
  const [kind, file] = process.argv.slice(childArg + 1);
  const job = JSON.parse(await readFile(file, "utf8"));
  let rows = 0;
  let timing;
  if (kind === "warm") {
    const { connect } = await import(join(job.code, "dist/index.js"));
    const sv = await connect(job.options);
    timing = await time(async () => {
      const table = await sv.trialcore.get(job.ids);
      rows = table.numRows();
    });
    if (sv.usage.requests !== 0) throw new Error(`the warm store sent ${sv.usage.requests} requests`);
    await sv.close();
  } else if (kind === "json") {
    timing = await time(async () => {
      rows = JSON.parse(await readFile(job.bundle, "utf8")).length;
    });
  } else if (kind === "json-arquero") {
    const aq = await import("arquero");
    timing = await time(async () => {
      rows = aq.from(JSON.parse(await readFile(job.bundle, "utf8")).map((body) => body.data)).numRows();
    });
  } else if (kind === "records") {
    const { parseRecord } = await import(join(job.code, "dist/schema/index.js"));
    const { recordsToTable } = await import(join(job.code, "dist/tables/records-to-table.js"));
    timing = await time(async () => {
      const parsed = JSON.parse(await readFile(job.bundle, "utf8"));
      rows = recordsToTable(
        "trialcore",
        parsed.map((body) => parseRecord("trialcore", body.data)),
      ).numRows();
    });
  }
  process.stdout.write(JSON.stringify({ ...timing, rows }));
} else {
  const code = textArg("code", root);
  const before = textArg("before", null);
  const { connect, startSandbox } = await import(join(code, "dist/index.js"));
  const sandbox = await startSandbox({ scale: "medium", today: "2026-05-01", rateLimit: false });
  // The dataset holds records that do not exist on the sandbox's day (added later, or deleted): a
  // get of those is a 404, which is rightly never stored and so is sent again on every run. Ask for
  // a few more IDs than needed and keep the first TRIALS that the service answered.
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

  // The same bodies, as one JSON file. A store value is a header line (in format 3 after a hash
  // line), then the body; the store's folder is named for its format (responses-v<format>).
  const { open } = await import("lmdb");
  const storeDir = join(
    dir,
    readdirSync(dir).find((name) => /^responses-v\d+$/.test(name)),
  );
  const db = open({ path: storeDir, encoding: "binary", compression: false });
  const values = [...db.getRange()].map(({ value }) => Buffer.from(value).toString("utf8"));
  await db.close();
  const bodyOf = (text) => text.slice(text.indexOf("\n", text.indexOf('{"format":')) + 1);
  const bodies = values.map(bodyOf).filter((text) => wanted.has(JSON.parse(text).data.serviceId));
  if (bodies.length !== TRIALS) throw new Error(`expected ${TRIALS} stored bodies for the chosen trials, found ${bodies.length}`);
  const bundle = join(dir, "bodies.json");
  writeFileSync(bundle, `[${bodies.join(",")}]`);
  // Bytes per trial over the whole store (every stored get is one trial): the entries themselves,
  // and LMDB's file on disk (which grows in pages and keeps freed pages for reuse).
  const storedTrials = values.length;
  const storeBytes = values.reduce((n, text) => n + Buffer.byteLength(text), 0);
  const fileBytes = statSync(join(storeDir, "data.mdb")).size;

  const job = join(dir, "job.json");
  writeFileSync(job, JSON.stringify({ options, ids, bundle, code }));
  const beforeJob = join(dir, "job-before.json");
  if (before) {
    // The other build fills a store of its own: the layout of an entry may differ between builds
    // (an older one reads a newer one's entries as damaged), and each side must time its own hits.
    const beforeOptions = { ...options, cache: { dir: mkdtempSync(join(tmpdir(), "corebook-bench-store-before-")) } };
    const filler = await (await import(join(before, "dist/index.js"))).connect(beforeOptions);
    await filler.trialcore.get(ids);
    await filler.close();
    writeFileSync(beforeJob, JSON.stringify({ options: beforeOptions, ids, bundle, code: before }));
  }
  // Asynchronous, so that the sandbox in this process could still answer (a warm child must not ask).
  const run = async (kind, jobFile = job) => {
    const { stdout } = await promisify(execFile)(process.execPath, [fileURLToPath(import.meta.url), "--child", kind, jobFile], {
      maxBuffer: 1 << 20,
    });
    const result = JSON.parse(stdout);
    if (result.rows !== TRIALS) throw new Error(`${kind}: ${result.rows} rows, expected ${TRIALS}`);
    return result;
  };
  // Each round runs every side once, in this order; a ratio is of the medians over rounds, and its
  // spread is the lowest and highest ratio of one round's pair (both timed moments apart).
  const sides = { warm: [], json: [], jsonArquero: [], records: [], ...(before ? { before: [] } : {}) };
  const kinds = { warm: "warm", json: "json", jsonArquero: "json-arquero", records: "records", before: "warm" };
  for (let round = 0; round < ROUNDS; round++)
    for (const side of Object.keys(sides)) sides[side].push(await run(kinds[side], side === "before" ? beforeJob : job));
  await sandbox.close();

  const of = (side, measure) => sides[side].map((r) => r[measure]);
  const ratio = (base, measure, side = "warm") => {
    const perRound = of(side, measure).map((ms, i) => ms / of(base, measure)[i]);
    return {
      ratio: Number((median(of(side, measure)) / median(of(base, measure))).toFixed(2)),
      spread: [Math.min(...perRound), Math.max(...perRound)].map((r) => Number(r.toFixed(2))),
    };
  };
  const ratios = (base, target, side = "warm") => ({ wall: ratio(base, "ms", side), cpu: ratio(base, "cpuMs", side), target });
  const result = {
    trials: TRIALS,
    runs: RUNS,
    rounds: ROUNDS,
    coldGetMs: Math.round(coldMs),
    medianMs: Object.fromEntries(Object.keys(sides).map((side) => [side, Math.round(median(of(side, "ms")))])),
    medianCpuMs: Object.fromEntries(Object.keys(sides).map((side) => [side, Math.round(median(of(side, "cpuMs")))])),
    // Targets: issue 27 asks for <= 2 against JSON.parse + aq.from; the older target (<= 1.5) was
    // set against parsing the bodies into records and tabling them, and is kept against JSON.parse alone too.
    vsJsonParse: ratios("json", 1.5),
    vsJsonParseArquero: ratios("jsonArquero", 2),
    vsRecordsTable: ratios("records", 1.5),
    ...(before
      ? {
          before,
          beforeVsJsonParse: ratios("json", 1.5, "before"),
          beforeVsJsonParseArquero: ratios("jsonArquero", 2, "before"),
          afterVsBefore: ratios("before", 1),
        }
      : {}),
    msByRound: Object.fromEntries(Object.keys(sides).map((side) => [side, of(side, "ms").map(Math.round)])),
    cpuMsByRound: Object.fromEntries(Object.keys(sides).map((side) => [side, of(side, "cpuMs").map(Math.round)])),
    storedTrials,
    storeBytes,
    bytesPer1000Trials: Math.round((storeBytes / storedTrials) * 1000),
    fileBytesPer1000Trials: Math.round((fileBytes / storedTrials) * 1000),
    code,
    node: process.version,
    loadAverage: loadavg().map((x) => Number(x.toFixed(2))),
    at: new Date().toISOString(),
  };
  mkdirSync(join(root, "bench", "results"), { recursive: true });
  writeFileSync(join(root, "bench", "results", `${textArg("out", "cache-hits")}.json`), `${JSON.stringify(result, null, 2)}\n`);
  console.log(result);
}
