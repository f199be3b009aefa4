// Measures generation of one scale through the stream (records are counted, not kept), so the
// large scale can be timed without holding it in memory. Used for the numbers in reports:
// node dist/src/sandbox/generate/measure.js large
import type { Scale } from "../dataset.js";
import { generateStream } from "./stream.js";

export interface ScaleMeasurement {
  scale: Scale;
  ms: number;
  /** CPU time of this process: a fairer figure than wall time on a shared machine. */
  cpuMs: number;
  records: Record<string, number>;
  sections: number;
  changes: number;
  sectionChanges: number;
  heapMb: number;
}

export function measureScale(scale: Scale, seed = 1, today = "2026-01-01"): ScaleMeasurement {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const records: Record<string, number> = {};
  let sections = 0;
  let changes = 0;
  let sectionChanges = 0;
  let heap = 0;
  for (const chunk of generateStream({ seed, scale, today })) {
    if (chunk.kind === "records") records[chunk.core] = (records[chunk.core] ?? 0) + chunk.records.length;
    else if (chunk.kind === "sections") sections += chunk.sections.length;
    else if (chunk.kind === "changes") changes += chunk.changes.length;
    else sectionChanges += chunk.sectionChanges.length;
    heap = Math.max(heap, process.memoryUsage().heapUsed);
  }
  const cpu = process.cpuUsage(cpu0);
  return { scale, ms: Math.round(performance.now() - t0), cpuMs: Math.round((cpu.user + cpu.system) / 1000), records, sections, changes, sectionChanges, heapMb: Math.round(heap / 2 ** 20) };
}

const entry = process.argv[1] ?? "";
if (entry.endsWith("measure.js") || entry.endsWith("measure.ts")) {
  for (const scale of (process.argv.slice(2).length ? process.argv.slice(2) : ["small", "medium"]) as Scale[]) {
    console.log(JSON.stringify(measureScale(scale)));
  }
}
