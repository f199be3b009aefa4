// searchAll's cost in credits against the ideal: ceil(total / 300) searches at 75 credits, as if
// every search came back exactly full. Five queries per core, on the medium sandbox (generated per
// seed, served over loopback without a rate limit), on three of its days: the default (the anchor,
// 2026-01-01), 2025-09-01 and 2026-05-01. Each searchAll runs on a fresh session with no response
// store, so every search is sent and billed, as on a first run against the service. `matching`
// is the sandbox's own count: its search engine asked for every match (no limit) on that day.
// With a built copy of main (--before DIR), main's searchAll runs on the same queries alongside.
// DIR is a dist folder whose imports resolve (arquero, lmdb, ...): one inside a checkout with
// node_modules, or a copy beside a node_modules link; a bare copy in /tmp fails to import.
// Targets (issue 27): <= 1.2 x ideal on TrialCore, BiomedCore, DrugCore and RegulatoryCore,
// <= 1.5 x on PatentCore and GeneCore, per core and day (credits over the five queries); and
// every result complete. `floor` is what no planner can go below without a count (the first
// search, then every record in exactly full searches): with results of 300-600 records it is
// already 1.4-1.5 x ideal, so a core's ratio is read against its floor too. `densityFloor` is what
// a planner would pay at best if it knew how dense every stretch of the result is, but not where
// its records fall: the count of a window it expects to hold mu records is then Poisson(mu), a
// window that comes back full earns nothing, and the best it can do is the window and limit of
// least expected credits per record earned (a limit of 300 around 266 expected records: 1.156 x
// ideal per record), after the first search. The sweeps' windows do vary like Poisson counts (one
// TrialCore sweep's 12 steady windows: 14.6 records sd, Poisson 16.3).
// Run: node bench/search-all-credits.mjs [--seeds 42,7] [--days 2026-01-01,...] [--cores trialcore,...]
//      [--before /work/main/dist] [--out bench/results/search-all-credits.json]
// Only credits and requests are measured here (both exact); the sandbox's text matching is cached
// per query and day (it is the same every time) so the run takes minutes, not an hour.
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { listArg, loadTs, root } from "./support/load-ts.mjs";
import { densityFloor } from "./support/search-all-floors.mjs";
import { DAYS as BENCH_DAYS, memoizeTextSearch, QUERIES, rankedMatches } from "./support/search-all-queries.mjs";

const stringArg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

const SEEDS = listArg("seeds", ["42"]).map(Number);
const DAYS = listArg("days", BENCH_DAYS);
const beforeDir = stringArg("before", null);
const resultPath = stringArg("out", join(root, "bench", "results", "search-all-credits.json"));

const TARGET = { trialcore: 1.2, biomedcore: 1.2, drugcore: 1.2, regulatorycore: 1.2, patentcore: 1.5, genecore: 1.5 };
const CORES = listArg("cores", Object.keys(QUERIES));

const load = loadTs("search-all-credits", ["src"]);
const { startSandbox } = await load("src/sandbox/index.js");
const { openSession: connect, info } = await load("src/tables/index.js");
const { TextIndex, SectionIndex } = await load("src/sandbox/search/text-index.js");
const { SearchEngine } = await load("src/sandbox/search/engine.js");
const { DATASET_VERSION } = await load("src/sandbox/dataset-version.js");
const { DayRecords } = await load("src/sandbox/records/day-records.js");
const before = beforeDir && existsSync(join(beforeDir, "index.js")) ? await import(pathToFileURL(join(beforeDir, "index.js")).href) : null;

// The same query on the same index always matches the same records: computed once.
memoizeTextSearch(TextIndex, SectionIndex);

/** The IDs of every record the sandbox matches on its day, in the query's range when one is given. */
function matching(engine, core, query, options) {
  return new Set(rankedMatches(engine, core, query, options).map((r) => r.serviceId));
}

/** One searchAll: its cost, and the matching records it missed (or returned beyond them). */
async function measure(lib, baseUrl, apiKey, core, query, options, want) {
  const sv = await lib.connect({ apiKey, baseUrl, rateLimit: false, cache: false });
  try {
    const table = await sv[core].searchAll({ query }, { ...options, maxCredits: 1e9 });
    const i = lib.info(table);
    const got = new Set(table.array("serviceId"));
    const missing = [...want].filter((id) => !got.has(id)).length;
    // PatentCore collapses each family to its best-ranked member; a slice can hold another one.
    const extra = [...got].filter((id) => !want.has(id)).length;
    return { records: table.numRows(), missing, extra, requests: i.requests, credits: i.credits, truncated: i.truncatedWindows };
  } catch (error) {
    return { error: String(error?.message ?? error).slice(0, 300) };
  } finally {
    await sv.close();
  }
}

const rows = [];
for (const seed of SEEDS) {
  const t0 = Date.now();
  const sandbox = await startSandbox({ seed, scale: "medium", rateLimit: false });
  console.log(`seed ${seed}: medium sandbox generated in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  for (const day of DAYS) {
    sandbox.setToday(day);
    const engine = new SearchEngine(new DayRecords({ ...sandbox.dataset, today: day }));
    for (const core of CORES) {
      for (const { query, options } of QUERIES[core]) {
        const want = matching(engine, core, query, options);
        const total = want.size;
        const ideal = Math.ceil(total / 300) * 75;
        // What any searchAll pays without a count: the first search at 300, then every record in
        // searches filled exactly (5 credits per 20 records).
        const floor = total <= 300 ? 75 : 75 + 5 * Math.ceil(total / 20);
        const ratio = (m) => (m.credits === undefined ? null : Number((m.credits / ideal).toFixed(3)));
        const after = await measure({ connect, info }, sandbox.baseUrl, sandbox.apiKey, core, query, options, want);
        const old = before ? await measure(before, sandbox.baseUrl, sandbox.apiKey, core, query, options, want) : null;
        const row = {
          seed,
          day,
          core,
          query,
          matching: total,
          ideal,
          floor,
          densityFloor: densityFloor(total),
          after: { ...after, ratio: ratio(after) },
        };
        if (old) row.before = { ...old, ratio: ratio(old) };
        rows.push(row);
        const complete = after.missing === 0 && after.truncated?.length === 0;
        console.log(
          `${seed} ${day} ${core.padEnd(14)} ${query.padEnd(12)} ${String(total).padStart(5)}  ${String(after.credits).padStart(5)}/${String(ideal).padStart(5)} = ${row.after.ratio}` +
            `${complete ? "" : `  INCOMPLETE missing ${after.missing ?? after.error} truncated ${after.truncated?.length}`}${after.extra ? ` extra ${after.extra}` : ""}${old ? `  (main ${row.before.ratio})` : ""}`,
        );
      }
    }
  }
  await sandbox.close();
}

/** Credits over ideal of the five queries of a core on one seed and day. */
const groups = new Map();
for (const r of rows) {
  const key = `${r.core} ${r.seed} ${r.day}`;
  const g = groups.get(key) ?? {
    core: r.core,
    seed: r.seed,
    day: r.day,
    ideal: 0,
    floor: 0,
    densityFloor: 0,
    after: 0,
    before: 0,
    complete: true,
    worst: 0,
  };
  g.ideal += r.ideal;
  g.floor += r.floor;
  g.densityFloor += r.densityFloor;
  g.after += r.after.credits ?? Number.NaN;
  g.before += r.before?.credits ?? Number.NaN;
  g.worst = Math.max(g.worst, r.after.ratio ?? Number.POSITIVE_INFINITY);
  g.complete &&= r.after.missing === 0 && r.after.truncated?.length === 0;
  groups.set(key, g);
}
const summary = [...groups.values()].map((g) => ({
  core: g.core,
  seed: g.seed,
  day: g.day,
  ratio: Number((g.after / g.ideal).toFixed(3)),
  floor: Number((g.floor / g.ideal).toFixed(3)),
  densityFloor: Number((g.densityFloor / g.ideal).toFixed(3)),
  ...(before ? { before: Number((g.before / g.ideal).toFixed(3)) } : {}),
  worstQuery: Number(g.worst.toFixed(3)),
  complete: g.complete,
  met: g.complete && g.after / g.ideal <= TARGET[g.core],
}));
console.log("\ncore            seed  day         ratio  floor  dens.  worst  complete  met");
for (const s of summary) {
  console.log(
    `${s.core.padEnd(15)} ${String(s.seed).padEnd(5)} ${s.day}  ${s.ratio.toFixed(3)}  ${s.floor.toFixed(3)}  ${s.densityFloor.toFixed(3)}  ${s.worstQuery.toFixed(3)}  ${String(s.complete).padEnd(8)}  ${s.met}${before ? `  (main ${s.before})` : ""}`,
  );
}
const result = {
  bench: "search-all-credits",
  node: process.version,
  loadAverage: loadavg().map((l) => Number(l.toFixed(2))),
  scale: "medium",
  dataset: `version ${DATASET_VERSION}`,
  seeds: SEEDS,
  days: DAYS,
  target: TARGET,
  met: summary.every((s) => s.met),
  summary,
  rows,
};
mkdirSync(dirname(resultPath), { recursive: true });
writeFileSync(resultPath, `${JSON.stringify(result, null, 2)}\n`);
console.log(`targets met: ${result.met}`);
