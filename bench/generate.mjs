// Generation time and peak memory of the sandbox dataset, per scale, through generateStream
// (records are counted, not kept, so the large scale fits). Peak heap is sampled after every
// chunk; the ratio compares each scale's CPU time per record with the small scale's, measured
// in the same run when small is among the scales asked for. Merges into bench/results/generate.json.
// With --served, each scale is also started as a notebook would (startSandbox with default options:
// scale large in a child process) and the calling process's memory is read before and after, with
// the time to listening: what a kernel pays. Needs `npm run build` (the child runs dist/).
// Run one scale per process, large alone: node --expose-gc bench/generate.mjs small medium; node --expose-gc bench/generate.mjs large --served
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { loadTs, root } from "./support/load-ts.mjs";

// All of src/: a sandbox started in a child process finds its entry through src/package-root.ts.
const load = loadTs("generate", ["src"]);
const { generateStream } = await load("src/sandbox/generate/stream.js");

const scales = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const asked = scales.length > 0 ? scales : ["small", "medium"];

// The harness (TypeScript's compiler, used to load the sources) holds heap of its own: it is
// collected and measured before each run and reported apart, so the figure is generation's.
function measure(scale) {
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  let records = 0;
  let timelines = 0;
  let changes = 0;
  let heap = 0;
  let rss = 0;
  for (const chunk of generateStream({ seed: 1, scale })) {
    if (chunk.kind === "records") {
      records += chunk.records.length;
      timelines += chunk.timelines?.length ?? 0;
    } else if (chunk.kind === "changes") changes += chunk.changes.length;
    const m = process.memoryUsage();
    heap = Math.max(heap, m.heapUsed);
    rss = Math.max(rss, m.rss);
  }
  const cpu = process.cpuUsage(cpu0);
  return {
    scale,
    records,
    timelines,
    changes,
    wallMs: Math.round(performance.now() - t0),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    peakHeapMb: Math.round(heap / 2 ** 20),
    heapBeforeMb: Math.round(before / 2 ** 20),
    generationHeapMb: Math.round((heap - before) / 2 ** 20),
    peakRssMb: Math.round(rss / 2 ** 20),
  };
}

/** startSandbox as connect() calls it: where it runs, how long to listening, what the caller's process holds. */
async function served(scale) {
  const { startSandbox } = await load("src/sandbox/launch.js");
  globalThis.gc?.();
  const before = process.memoryUsage();
  const sandbox = await startSandbox({ scale, seed: 1, rateLimit: false, warm: false });
  globalThis.gc?.();
  const after = process.memoryUsage();
  const t0 = performance.now();
  const res = await fetch(`${sandbox.baseUrl}/api/v1/cores/trialcore/records?query=cancer&limit=20`, {
    headers: { authorization: `Bearer ${sandbox.apiKey}` },
  });
  await res.arrayBuffer();
  const firstSearchMs = Math.round(performance.now() - t0);
  const result = {
    process: sandbox.process,
    listeningMs: Math.round(sandbox.startupMs),
    firstSearchMs,
    callerHeapGrowthMb: Math.round((after.heapUsed - before.heapUsed) / 2 ** 20),
    callerRssMb: Math.round(after.rss / 2 ** 20),
  };
  await sandbox.close();
  return result;
}

const runs = asked.map(measure);
if (process.argv.includes("--served")) for (const r of runs) r.served = await served(r.scale);
const small = runs.find((r) => r.scale === "small");
for (const r of runs) if (small) r.cpuPerRecordVsSmall = Number((r.cpuMs / r.records / (small.cpuMs / small.records)).toFixed(2));

const dir = join(root, "bench", "results");
mkdirSync(dir, { recursive: true });
const file = join(dir, "generate.json");
const previous = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
const results = {
  ...previous,
  node: process.version,
  measuredAt: new Date().toISOString(),
  loadAverage: loadavg().map((x) => Math.round(x * 100) / 100),
};
for (const r of runs) results[r.scale] = r;
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
for (const r of runs) console.log(JSON.stringify(r));
