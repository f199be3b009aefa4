// Mirror seeding against the same fetches done directly: `sv.mirror(dir, definition)` + `sync()`
// (searches past the cap, listed IDs, follow hops, written to DuckDB with history and the
// flatten.* child tables) against the tables layer fetching the very same records
// (`searchAll` with the same includes, `get` of the IDs, `links` + `get` of each hop's records not
// yet held). Target: mirror / direct <= 1.2.
//
// The sandbox serves from this (parent) process, with no rate limit, so what is timed is the
// client's own work; each side runs in a fresh process of its own (a seed is a fresh run of
// `corebook mirror init`), alternating, ROUNDS times each. Both sides run without a response
// store, and their request counts must match (the mirror adds the one capabilities call that
// reads the service's day). Times: medians over the rounds, with min and max; CPU time (user +
// system, every thread of the process) beside it, steadier than wall time on a busy machine, and
// on Linux that CPU split into the main thread's and the other threads' (DuckDB's queries).
// `--compare DIR` adds a third side, alternating with the two: a seed by the build of another
// checkout of corebook (DIR, after its `npm run build`), e.g. the commit before a change, so a
// before/after is measured under the same load. `--latency MS` puts a loopback proxy in front of
// the sandbox that holds each request MS ms before forwarding it, as a network round trip would
// (both sides alike): with no latency the sandbox answers at once, both sides are CPU-bound on two
// shared cores, and every millisecond of the mirror's DuckDB work is wall time; against a real
// service the requests wait on the network and the mirror writes while they do. Writes
// bench/results/mirror-seed.json (another --drugs or --latency: mirror-seed-drugs-N-latency-MS.json). Run after
// `npm run build`:
//   node bench/mirror-seed.mjs [--rounds 7] [--drugs 40] [--latency 0] [--compare DIR]
import { execFile } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, request } from "node:http";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { numberArg, root } from "./support/load-ts.mjs";

const ROUNDS = numberArg("rounds", 7);
const DRUGS = numberArg("drugs", 40);
const LATENCY = numberArg("latency", 0);
const TODAY = "2025-09-01";
const childArg = process.argv.indexOf("--child");
const compareArg = process.argv.indexOf("--compare");
const compareRoot = compareArg > 0 ? process.argv[compareArg + 1] : null;

/** The definition seeded: a search past the cap, listed IDs and four hops (as the sync-clock test). */
function definitionOf(drugIds) {
  return {
    searches: [{ core: "biomedcore", params: { query: "cancer" }, from: "2024-01-01", by: "publicationDate" }],
    ids: { drugcore: drugIds },
    follow: [
      { from: "drugcore", field: "referencesTrialCore" },
      { from: "trialcore", field: "referencesBiomedCore" },
      { from: "drugcore", field: "referencesRegulatoryCore" },
      { from: "drugcore", field: "referencesGeneCore" },
    ],
  };
}

/**
 * CPU time (ns) of this process's main thread (JavaScript, and DuckDB's synchronous calls: its
 * appender, its close) and of all its other threads (DuckDB's queries run on libuv's pool; V8's
 * GC helpers): Linux's per-thread schedstat, so the mirror's extra CPU splits into JS and DuckDB.
 * Null where there is no /proc (the split is then left out).
 */
function threadCpu() {
  if (!existsSync("/proc/self/task")) return null;
  let main = 0;
  let other = 0;
  for (const task of readdirSync("/proc/self/task")) {
    let ns = 0;
    try {
      ns = Number(readFileSync(`/proc/self/task/${task}/schedstat`, "utf8").split(" ")[0]);
    } catch {
      continue; // a thread that ended between the listing and the read
    }
    if (task === String(process.pid)) main += ns;
    else other += ns;
  }
  return { main, other };
}

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

if (childArg > 0) {
  const [kind, buildRoot, baseUrl, apiKey, definitionJson] = process.argv.slice(childArg + 1);
  const definition = JSON.parse(definitionJson);
  const dist = await import(join(buildRoot, "dist/index.js"));
  const sv = await dist.connect({ apiKey, baseUrl, rateLimit: false, onProgress: false, cache: false });
  const dir = mkdtempSync(join(tmpdir(), "corebook-bench-seed-"));
  let records = 0;
  const cpuStart = process.cpuUsage();
  const threadsStart = threadCpu();
  const start = performance.now();
  // The mirror's phases (wall and CPU ms): opening (DuckDB loaded, the tables created), the sync, the close.
  const phases = {};
  let mark = { ms: start, cpu: cpuStart };
  const phase = (name) => {
    const now = { ms: performance.now(), cpu: process.cpuUsage() };
    phases[`${name}Ms`] = now.ms - mark.ms;
    phases[`${name}CpuMs`] = (now.cpu.user - mark.cpu.user + now.cpu.system - mark.cpu.system) / 1000;
    mark = now;
  };
  if (kind === "mirror") {
    const m = await sv.mirror(join(dir, "m"), definition);
    phase("open");
    const report = await m.sync();
    phase("sync");
    records = report.fetched;
    m.close();
    phase("close");
  } else {
    // The same fetches through the tables layer, each core's records kept in memory by ID.
    const held = new Map();
    const include = (core) => {
      const set = new Set();
      for (const s of definition.searches) if (s.core === core) for (const v of s.params.include ?? []) set.add(v);
      for (const hop of definition.follow) if (hop.from === core) set.add(hop.field);
      return [...set].sort();
    };
    const keep = (core, table) => {
      if (!held.has(core)) held.set(core, new Map());
      const ids = table.array("serviceId");
      for (let i = 0; i < table.numRows(); i++) held.get(core).set(ids[i], table);
      records += table.numRows();
      return table;
    };
    const tables = [];
    for (const s of definition.searches) {
      const inc = include(s.core);
      const params = { ...s.params, ...(inc.length > 0 ? { include: inc } : {}) };
      tables.push([s.core, keep(s.core, await sv[s.core].searchAll(params, { from: s.from, by: s.by, onProgress: false }))]);
    }
    for (const [core, ids] of Object.entries(definition.ids)) {
      tables.push([core, keep(core, await sv[core].get(ids, { include: include(core), onProgress: false }))]);
    }
    const TARGETS = {
      referencesTrialCore: "trialcore",
      referencesBiomedCore: "biomedcore",
      referencesRegulatoryCore: "regulatorycore",
      referencesGeneCore: "genecore",
    };
    for (const hop of definition.follow) {
      const target = TARGETS[hop.field];
      const wanted = new Set();
      for (const [core, table] of tables) {
        if (core !== hop.from) continue;
        for (const id of dist.links(table, hop.field).array("toId")) if (!held.get(target)?.has(id)) wanted.add(id);
      }
      if (wanted.size === 0) continue;
      tables.push([target, keep(target, await sv[target].get([...wanted], { include: include(target), onProgress: false }))]);
    }
  }
  const ms = performance.now() - start;
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const threads = threadCpu();
  const mainThreadCpuMs = threads && (threads.main - threadsStart.main) / 1e6;
  const otherThreadsCpuMs = threads && (threads.other - threadsStart.other) / 1e6;
  const requests = sv.usage.requests;
  await sv.close();
  rmSync(dir, { recursive: true, force: true });
  console.log(JSON.stringify({ ms, cpuMs, mainThreadCpuMs, otherThreadsCpuMs, requests, records, ...phases }));
  process.exit(0);
}

/** A proxy that forwards each request to `target` after `ms` ms (a network round trip's wait). */
async function delayingProxy(target, ms) {
  const upstream = new URL(target);
  const server = createServer((req, res) => {
    setTimeout(() => {
      const forward = request(
        { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on("error", () => res.destroy());
      req.pipe(forward);
    }, ms);
  });
  await new Promise((done) => server.listen(0, "127.0.0.1", done));
  return {
    baseUrl: `http://127.0.0.1:${server.address().port}`,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

const { startSandbox, connect } = await import(join(root, "dist/index.js"));
const sandbox = await startSandbox({ rateLimit: false, today: TODAY });
const proxy = LATENCY > 0 ? await delayingProxy(sandbox.baseUrl, LATENCY) : null;
const baseUrl = proxy?.baseUrl ?? sandbox.baseUrl;
const sv = await connect({ apiKey: sandbox.apiKey, baseUrl, rateLimit: false, onProgress: false, cache: false });
const drugIds = (await sv.drugcore.search({ query: "inhibitor", limit: DRUGS })).array("serviceId");
await sv.close();
const definition = definitionOf(drugIds);
const run = promisify(execFile);
const self = fileURLToPath(import.meta.url);
const side = async (name) => {
  const [kind, buildRoot] = name === "compare" ? ["mirror", compareRoot] : [name, root];
  const args = [self, "--child", kind, buildRoot, baseUrl, sandbox.apiKey, JSON.stringify(definition)];
  const { stdout } = await run(process.execPath, args, { maxBuffer: 1 << 24 });
  return JSON.parse(stdout.trim().split("\n").at(-1));
};

const load = [loadavg()[0]];
const sides = compareRoot ? ["mirror", "direct", "compare"] : ["mirror", "direct"];
const runs = Object.fromEntries(sides.map((name) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  // Rotate which side goes first, so a slow spell of the machine lands on every side.
  for (const [i] of sides.entries()) {
    const name = sides[(i + round) % sides.length];
    runs[name].push(await side(name));
  }
  load.push(loadavg()[0]);
}
await proxy?.close();
await sandbox.close();

const summary = (xs) => {
  const ms = xs.map((x) => x.ms);
  return {
    medianMs: Math.round(median(ms)),
    minMs: Math.round(Math.min(...ms)),
    maxMs: Math.round(Math.max(...ms)),
    medianCpuMs: Math.round(median(xs.map((x) => x.cpuMs))),
    ...(xs[0].mainThreadCpuMs === null
      ? {}
      : {
          medianMainThreadCpuMs: Math.round(median(xs.map((x) => x.mainThreadCpuMs))),
          medianOtherThreadsCpuMs: Math.round(median(xs.map((x) => x.otherThreadsCpuMs))),
        }),
    requests: xs[0].requests,
    records: xs[0].records,
    ...(xs[0].openMs === undefined
      ? {}
      : {
          medianPhasesMs: Object.fromEntries(
            ["openMs", "syncMs", "closeMs", "openCpuMs", "syncCpuMs", "closeCpuMs"].map((k) => [
              k,
              Math.round(median(xs.map((x) => x[k]))),
            ]),
          ),
        }),
  };
};
/** A mirror side against the direct fetches of the same rounds: wall time, per round, CPU. */
const against = (xs) => {
  const ratios = xs.map((m, i) => m.ms / runs.direct[i].ms);
  return {
    ratio: Number((median(xs.map((x) => x.ms)) / median(runs.direct.map((x) => x.ms))).toFixed(3)),
    ratioPerRound: {
      median: Number(median(ratios).toFixed(3)),
      min: Number(Math.min(...ratios).toFixed(3)),
      max: Number(Math.max(...ratios).toFixed(3)),
    },
    cpuRatio: Number((median(xs.map((x) => x.cpuMs)) / median(runs.direct.map((x) => x.cpuMs))).toFixed(3)),
    requestsRatio: Number((xs[0].requests / runs.direct[0].requests).toFixed(3)),
  };
};
const results = {
  date: new Date().toISOString(),
  definition: { ...definition, ids: { drugcore: `${drugIds.length} drugs ("inhibitor")` } },
  sandboxToday: TODAY,
  latencyMs: LATENCY,
  rounds: ROUNDS,
  loadAverage1m: { min: Math.min(...load), max: Math.max(...load) },
  mirror: summary(runs.mirror),
  direct: summary(runs.direct),
  ...against(runs.mirror),
  ...(compareRoot ? { compare: { build: compareRoot, ...summary(runs.compare), ...against(runs.compare) } } : {}),
  note: "mirror: sv.mirror() (DuckDB loaded on first use) + sync() + close(); direct: the same searchAll/get/links calls on the tables layer; the mirror's requests include the capabilities call that reads the service's day",
};
console.log(JSON.stringify(results, null, 2));
mkdirSync(join(root, "bench", "results"), { recursive: true });
// Another size or a latency is another measurement: its own file, beside the 40-drug one without latency.
const file = `mirror-seed${DRUGS === 40 ? "" : `-drugs-${DRUGS}`}${LATENCY > 0 ? `-latency-${LATENCY}` : ""}.json`;
writeFileSync(join(root, "bench", "results", file), `${JSON.stringify(results, null, 2)}\n`);
