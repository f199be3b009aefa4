// Generation time and peak memory of the sandbox dataset, per scale, through generateStream
// (records are counted, not kept, so the large scale fits). Peak heap is sampled after every
// chunk; the ratio compares each scale's CPU time per record with the small scale's, measured
// in the same run when small is among the scales asked for. Merges into bench/results/generate.json.
// Run one scale per process, large alone: node --expose-gc bench/generate.mjs small medium; node --expose-gc bench/generate.mjs large
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { loadTs, root } from "./support/load-ts.mjs";

const load = loadTs("generate", ["src/schema", "src/errors", "src/days", "src/sandbox"]);
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

const runs = asked.map(measure);
const small = runs.find((r) => r.scale === "small");
for (const r of runs) if (small) r.cpuPerRecordVsSmall = Number((r.cpuMs / r.records / (small.cpuMs / small.records)).toFixed(2));

const dir = join(root, "bench", "results");
mkdirSync(dir, { recursive: true });
const file = join(dir, "generate.json");
const previous = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
const results = { ...previous, node: process.version, measuredAt: new Date().toISOString() };
for (const r of runs) results[r.scale] = r;
writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
for (const r of runs) console.log(JSON.stringify(r));
