// searchAll against a sandbox that prices a search otherwise than the addendum (issue 47): the 30
// search-all bench queries on the medium sandbox (seed 42, its default day), once at the addendum's
// price (per20:5) and once at a flat price per search (flat:10). Per query, on fresh sessions with
// no response store: the run's credits as it reports them (info().credits) and as the client's
// ledger adds up the charged X-Service-Credit-Cost headers; its searches, and how many went out
// below 300 after the first one that did (at a flat price the run has then learnt that a smaller
// limit saves nothing); and what `estimate: true` said the whole run would cost, against it.
// Run: node bench/search-price.mjs [--cores trialcore,...] [--prices per20:5,flat:10]
//      [--out bench/results/search-price.json]
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { listArg, loadTs, root } from "./support/load-ts.mjs";
import { QUERIES } from "./support/search-all-queries.mjs";

const PRICES = listArg("prices", ["per20:5", "flat:10"]);
const CORES = listArg("cores", Object.keys(QUERIES));
const out = (() => {
  const i = process.argv.indexOf("--out");
  return i > 0 ? process.argv[i + 1] : join(root, "bench", "results", "search-price.json");
})();

const load = loadTs("search-price", ["src"]);
const { startSandbox } = await load("src/sandbox/index.js");
const { openSession, info } = await load("src/tables/index.js");

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? null : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const rows = [];
for (const price of PRICES) {
  const sandbox = await startSandbox({ seed: 42, scale: "medium", rateLimit: false, searchPrice: price });
  const session = () => openSession({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false, cache: false });
  for (const core of CORES) {
    for (const { query, options } of QUERIES[core]) {
      const opts = { ...options, maxCredits: 1e9 };
      const run = await session();
      const scout = await session();
      try {
        const table = await run[core].searchAll({ query }, opts);
        const sent = run.api.ledger
          .recent()
          .filter((e) => e.endpoint === "search")
          .map((e) => ({ limit: Number(/[?&]limit=(\d+)/.exec(e.path)?.[1]), credits: e.credits }));
        const firstBelow = sent.findIndex((s) => s.limit < 300);
        const estimate = await scout[core].searchAll({ query }, { ...opts, estimate: true });
        const credits = info(table).credits;
        const row = {
          price,
          core,
          query,
          records: table.numRows(),
          searches: sent.length,
          credits,
          ledgerCredits: sent.reduce((n, s) => n + s.credits, 0),
          belowCapAfterFirst: firstBelow < 0 ? 0 : sent.slice(firstBelow + 1).filter((s) => s.limit < 300).length,
          estimateCredits: estimate.total.credits,
          estimateSearches: estimate.total.requests,
          estimateRatio: Number((estimate.total.credits / credits).toFixed(3)),
        };
        rows.push(row);
        console.log(
          `${price.padEnd(8)} ${core.padEnd(14)} ${query.padEnd(12)} ${String(row.records).padStart(5)} rec  ${String(row.searches).padStart(3)} searches  ${String(credits).padStart(5)} credits (ledger ${row.ledgerCredits})  below 300 after the first: ${row.belowCapAfterFirst}  estimate ${row.estimateCredits} (${row.estimateRatio}x)`,
        );
      } finally {
        await run.close();
        await scout.close();
      }
    }
  }
  await sandbox.close();
}

const summary = PRICES.map((price) => {
  const r = rows.filter((x) => x.price === price);
  const ratios = r.map((x) => x.estimateRatio);
  return {
    price,
    queries: r.length,
    credits: r.reduce((n, x) => n + x.credits, 0),
    searches: r.reduce((n, x) => n + x.searches, 0),
    reportedIsCharged: r.every((x) => x.credits === x.ledgerCredits),
    belowCapAfterFirst: r.reduce((n, x) => n + x.belowCapAfterFirst, 0),
    estimateCredits: r.reduce((n, x) => n + x.estimateCredits, 0),
    estimateRatio: { min: Math.min(...ratios), median: median(ratios), max: Math.max(...ratios) },
  };
});
console.log("");
for (const s of summary) console.log(JSON.stringify(s));
const result = {
  bench: "search-price",
  node: process.version,
  loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
  date: new Date().toISOString(),
  scale: "medium",
  seed: 42,
  summary,
  rows,
};
writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
console.log(`written to ${out}`);
