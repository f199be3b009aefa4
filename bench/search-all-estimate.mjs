// searchAll's `estimate: true` on the search-all bench queries: does its range hold the true count
// (the sandbox's own engine asked for every match), and what do estimate + the run after it cost
// against the run alone (the estimate's searches are the run's first ones, reused through the
// session)? Each figure on a fresh session with no response cache, on the medium sandbox.
// Needs a built dist (npx tsc -p tsconfig.build.json && node scripts/bundle.mjs).
// Run: node bench/search-all-estimate.mjs [--cores trialcore,...] [--queries 2] [--days 2026-01-01,...]
//      [--out bench/results/search-all-estimate.json]
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { listArg, numberArg, root } from "./support/load-ts.mjs";
import { DAYS as BENCH_DAYS, QUERIES, rankedMatches } from "./support/search-all-queries.mjs";

const dist = (p) => import(pathToFileURL(join(root, "dist", p)).href);
const { startSandbox, connect, info } = await dist("index.js");
const { SearchEngine } = await dist("sandbox/search/engine.js");
const { DayRecords } = await dist("sandbox/records/day-records.js");

const CORES = listArg("cores", Object.keys(QUERIES));
const PER_CORE = numberArg("queries", 5);
const DAYS = listArg("days", BENCH_DAYS.slice(0, 1));
const out = (() => {
  const i = process.argv.indexOf("--out");
  return i > 0 ? process.argv[i + 1] : join(root, "bench", "results", "search-all-estimate.json");
})();

const t0 = Date.now();
const sandbox = await startSandbox({ seed: 42, scale: "medium", rateLimit: false });
console.log(`medium sandbox generated in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
const session = () =>
  connect({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, env: {}, rateLimit: false, quotaDir: false, cache: false, quiet: true });

const rows = [];
for (const day of DAYS) {
  await sandbox.setToday(day);
  const engine = new SearchEngine(new DayRecords({ ...sandbox.dataset, today: day }));
  for (const core of CORES) {
    for (const { query, options } of QUERIES[core].slice(0, PER_CORE)) {
      const truth = rankedMatches(engine, core, query, options).length;
      const opts = { ...options, maxCredits: 1e9 };
      const a = await session();
      let row;
      try {
        const est = await a[core].searchAll({ query }, { ...opts, estimate: true });
        const after = await a[core].searchAll({ query }, opts);
        const b = await session();
        try {
          const alone = await b[core].searchAll({ query }, opts);
          const afterCredits = info(after).credits;
          const aloneCredits = info(alone).credits;
          row = {
            day,
            core,
            query,
            truth,
            expected: est.expectedRecords,
            low: est.expectedRange.low,
            high: est.expectedRange.high,
            holds: est.expectedRange.low <= truth && truth <= est.expectedRange.high,
            estimateCredits: est.spent.credits,
            runAfterCredits: afterCredits,
            runAloneCredits: aloneCredits,
            ratio: Math.round(((est.spent.credits + afterCredits) / aloneCredits) * 1000) / 1000,
            sameRecords: after.numRows() === alone.numRows(),
          };
        } finally {
          await b.close();
        }
      } catch (error) {
        row = { day, core, query, error: String(error?.message ?? error).slice(0, 200) };
      } finally {
        await a.close();
      }
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
}
await sandbox.close();
const ok = rows.filter((r) => !r.error);
const summary = {
  runs: rows.length,
  rangeHolds: ok.filter((r) => r.holds).length,
  maxRatio: Math.max(...ok.map((r) => r.ratio)),
  totalRatio:
    Math.round((ok.reduce((n, r) => n + r.estimateCredits + r.runAfterCredits, 0) / ok.reduce((n, r) => n + r.runAloneCredits, 0)) * 1000) /
    1000,
};
console.log(JSON.stringify(summary));
writeFileSync(out, `${JSON.stringify({ summary, rows }, null, 2)}\n`);
