// Bench: the CPU of building a core table (recordsToTable), this build against another one
// (`--compare=DIR`: a checkout of main with its own `npm run build`), so a change to how tables
// hold their columns is priced against the build before it (issue 47: leaner tables may cost at
// most ~15% more CPU to build).
//
//   npm run build && node --expose-gc bench/table-build.mjs --compare=/tmp/main-checkout [--label=main@abc1234] [--rounds=7]
//
// The records: the 50,000 trials of bench/table-memory.mjs (made by it on first use). Each round is
// a fresh process that loads both builds and builds with each in turn (which goes first alternates
// by round), so the two builds of a pair meet the same load on these shared cores: three pairs of
// 50,000-record tables, three pairs of twenty 2,000-record tables (a large `get` each) and three
// pairs of twenty more as a warm `get` from the store builds them (`schemaChecked`: the record
// schema vouched for every value, so the baseline checks none). Every
// build gets records parsed afresh (not timed), as a fetch does: text a build looks up must be
// hashed for the first time. CPU is user + system, so collection is counted. Reported: the median
// over rounds of each side's median, and the median of the per-pair ratios. Writes
// bench/results/table-build.json with the load average.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { median } from "./support/median.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const ROUNDS = Number(arg("rounds") ?? 7);
const records = join(root, "node_modules", ".cache", "corebook-bench-table-memory", "trials-large-50000.json");

async function child(file, firstRoot, secondRoot) {
  const builds = [];
  for (const buildRoot of [firstRoot, secondRoot]) {
    builds.push((await import(join(buildRoot, "dist", "tables", "records-to-table.js"))).recordsToTable);
  }
  const text = readFileSync(file, "utf8");
  const smallText = JSON.stringify(JSON.parse(text).slice(0, 2000));
  const cpu = (build) => {
    globalThis.gc();
    const start = process.cpuUsage();
    build();
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
  for (const build of builds) for (let i = 0; i < 10; i++) build("trialcore", JSON.parse(smallText));
  const large = [[], []];
  const get = [[], []];
  const checked = [[], []];
  for (let pair = 0; pair < 3; pair++) {
    for (const [side, build] of builds.entries()) {
      const all = JSON.parse(text);
      large[side].push(cpu(() => build("trialcore", all)));
    }
    for (const [side, build] of builds.entries()) {
      const batches = Array.from({ length: 20 }, () => JSON.parse(smallText));
      get[side].push(
        cpu(() => {
          for (const batch of batches) build("trialcore", batch);
        }) / 20,
      );
    }
    for (const [side, build] of builds.entries()) {
      const batches = Array.from({ length: 20 }, () => JSON.parse(smallText));
      checked[side].push(
        cpu(() => {
          for (const batch of batches) build("trialcore", batch, { schemaChecked: true });
        }) / 20,
      );
    }
  }
  console.log(JSON.stringify({ large, get, checked }));
}

if (process.argv[2] === "--child") {
  await child(process.argv[3], process.argv[4], process.argv[5]);
} else {
  const compare = arg("compare");
  if (!compare) throw new Error("bench/table-build.mjs needs --compare=DIR: a built checkout of the baseline (e.g. main)");
  if (!existsSync(records)) throw new Error(`no records at ${records}: run bench/table-memory.mjs once first`);
  const runs = [];
  const load = [loadavg()[0]];
  for (let round = 0; round < ROUNDS; round++) {
    const branchFirst = round % 2 === 0;
    const sides = branchFirst ? [root, compare] : [compare, root];
    const out = execFileSync(process.execPath, ["--expose-gc", fileURLToPath(import.meta.url), "--child", records, ...sides], {
      encoding: "utf8",
    });
    const m = JSON.parse(out.trim().split("\n").at(-1));
    const [b, a] = branchFirst ? [0, 1] : [1, 0];
    const side = (i) => ({ large: m.large[i], get: m.get[i], checked: m.checked[i] });
    runs.push({ branch: side(b), baseline: side(a) });
    load.push(loadavg()[0]);
  }
  const sideMedian = (side, key) => median(runs.map((r) => median(r[side][key])));
  const pairRatio = (key) => median(runs.flatMap((r) => r.branch[key].map((ms, i) => ms / r.baseline[key][i])));
  const result = {
    bench: "table-build",
    date: new Date().toISOString(),
    node: process.version,
    rounds: ROUNDS,
    loadAverage1m: { min: Math.min(...load), max: Math.max(...load) },
    table: { core: "trialcore", fields: "defaults", scale: "large", seed: 42 },
    largeRows: 50_000,
    getRows: 2_000,
    branch: {
      largeCpuMs: sideMedian("branch", "large"),
      getCpuMs: sideMedian("branch", "get"),
      checkedGetCpuMs: sideMedian("branch", "checked"),
    },
    baseline: {
      dir: compare,
      label: arg("label") ?? null,
      largeCpuMs: sideMedian("baseline", "large"),
      getCpuMs: sideMedian("baseline", "get"),
      checkedGetCpuMs: sideMedian("baseline", "checked"),
    },
    largeCpuRatio: pairRatio("large"),
    getCpuRatio: pairRatio("get"),
    checkedGetCpuRatio: pairRatio("checked"),
    runs,
  };
  writeFileSync(join(here, "results", "table-build.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    `build CPU, branch against baseline (median of pair ratios): 50,000 trials ${result.largeCpuRatio.toFixed(2)}x (${result.branch.largeCpuMs.toFixed(0)} against ${result.baseline.largeCpuMs.toFixed(0)} ms); 2,000 trials ${result.getCpuRatio.toFixed(2)}x (${result.branch.getCpuMs.toFixed(1)} against ${result.baseline.getCpuMs.toFixed(1)} ms); 2,000 schema-checked trials ${result.checkedGetCpuRatio.toFixed(2)}x (${result.branch.checkedGetCpuMs.toFixed(1)} against ${result.baseline.checkedGetCpuMs.toFixed(1)} ms)`,
  );
}
