// Checks the assumption searchAll plans by: the first page (the 300 best-ranked matches) is spread
// over dates like the whole result, so each stretch holds about the same share of unseen records
// per sample record. For the sweeping cores' bench queries (support/search-all-queries.mjs) on the
// medium sandbox, the result's dated records are cut into ten date deciles and the sample's share
// of each decile is compared with a random draw of the same size: `ratio` is the sample's share over
// the decile's share of the result (1 when the sample follows the result), `z` how many standard
// deviations of a random draw (hypergeometric) the sample count is from the decile's share.
// `chiSquare` per query is the sum of the ten z^2: about 9 (9 degrees of freedom) when the sample
// is as good as random, and above 21.7 for 1 query in 100 by chance alone.
// Run: node bench/search-all-sample-spread.mjs [--seeds 42,7] [--days 2026-01-01,...] [--cores trialcore,...]
// Writes bench/results/search-all-sample-spread.json.
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { listArg, loadTs, root } from "./support/load-ts.mjs";
import { DAYS as BENCH_DAYS, QUERIES, rankedMatches } from "./support/search-all-queries.mjs";

const SEEDS = listArg("seeds", ["42"]).map(Number);
const DAYS = listArg("days", BENCH_DAYS);
const CORES = listArg("cores", ["trialcore", "biomedcore", "regulatorycore", "patentcore"]);
const DECILES = 10;
const CAP = 300;

const load = loadTs("search-all-sample-spread", ["src"]);
const { startSandbox } = await load("src/sandbox/index.js");
const { SearchEngine } = await load("src/sandbox/search/engine.js");
const { DayRecords } = await load("src/sandbox/records/day-records.js");
const { dateFilterParams } = await load("src/tables/date-filters.js");

/** The sample's share of each date decile of the result's dated records, against a random draw. */
function spread(records, by) {
  const sample = new Set(records.slice(0, CAP).map((r) => r.serviceId));
  const dated = records.filter((r) => typeof r[by] === "string").sort((a, b) => (a[by] < b[by] ? -1 : a[by] > b[by] ? 1 : 0));
  const n = dated.length;
  const drawn = dated.filter((r) => sample.has(r.serviceId)).length;
  const deciles = [];
  for (let d = 0; d < DECILES; d++) {
    const part = dated.slice(Math.floor((d * n) / DECILES), Math.floor(((d + 1) * n) / DECILES));
    const inSample = part.filter((r) => sample.has(r.serviceId)).length;
    const p = part.length / n;
    const expected = drawn * p;
    // A draw of `drawn` records out of n without replacement: the hypergeometric variance.
    const variance = drawn * p * (1 - p) * ((n - drawn) / Math.max(n - 1, 1));
    deciles.push({
      from: part[0][by],
      to: part.at(-1)[by],
      records: part.length,
      sample: inSample,
      ratio: Number((inSample / expected).toFixed(3)),
      z: Number(((inSample - expected) / Math.sqrt(variance)).toFixed(2)),
    });
  }
  const chiSquare = deciles.reduce((sum, d) => sum + d.z ** 2, 0);
  return { dated: n, sampleDated: drawn, chiSquare: Number(chiSquare.toFixed(1)), deciles };
}

const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

const rows = [];
for (const seed of SEEDS) {
  const sandbox = await startSandbox({ seed, scale: "medium", rateLimit: false });
  for (const day of DAYS) {
    const engine = new SearchEngine(new DayRecords({ ...sandbox.dataset, today: day }));
    for (const core of CORES) {
      for (const { query, options } of QUERIES[core]) {
        const { by } = dateFilterParams(core, options.by);
        const records = rankedMatches(engine, core, query, options);
        if (records.length <= CAP) continue; // one search holds it: no sample, no sweep
        const row = { seed, day, core, query, by, matching: records.length, ...spread(records, by) };
        rows.push(row);
        console.log(
          `${seed} ${day} ${core.padEnd(14)} ${query.padEnd(11)} ${String(row.dated).padStart(5)}  chi2 ${String(row.chiSquare).padStart(5)}  ` +
            row.deciles.map((d) => d.ratio.toFixed(2)).join(" "),
        );
      }
    }
  }
  await sandbox.close();
}

// Per decile over every query-day: the mean ratio, and the mean z (its sd over q independent
// queries is 1/sqrt(q) if the sample is random, so a mean z of 3/sqrt(q) is a real lean).
const byDecile = Array.from({ length: DECILES }, (_, d) => {
  return {
    decile: d + 1,
    meanRatio: Number(mean(rows.map((r) => r.deciles[d].ratio)).toFixed(3)),
    meanZ: Number(mean(rows.map((r) => r.deciles[d].z)).toFixed(2)),
  };
});
const chi = rows.map((r) => r.chiSquare);
const summary = {
  queryDays: rows.length,
  meanChiSquare: Number(mean(chi).toFixed(1)),
  above1Percent: chi.filter((c) => c > 21.67).length,
  zOfOneQueryDayMean: Number((1 / Math.sqrt(rows.length)).toFixed(3)),
  byDecile,
};
console.log(JSON.stringify(summary, null, 1));
mkdirSync(join(root, "bench", "results"), { recursive: true });
writeFileSync(
  join(root, "bench", "results", "search-all-sample-spread.json"),
  `${JSON.stringify({ bench: "search-all-sample-spread", seeds: SEEDS, days: DAYS, loadAverage: loadavg(), summary, rows }, null, 1)}\n`,
);
