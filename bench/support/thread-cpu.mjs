// CPU time of this process split by thread, from /proc (Linux): the main thread, where corebook's
// JavaScript runs, and every other thread (DuckDB's, libuv's pool, V8's compiler and collector
// helpers). process.cpuUsage() gives only their sum, which cannot say whose work a ratio is.
import { readdirSync, readFileSync } from "node:fs";

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** CPU ms used so far by each thread of this process, by thread id; the main thread's id is the process id. */
function perThread() {
  const out = new Map();
  for (const tid of readdirSync("/proc/self/task")) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      out.set(tid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      // The thread ended between the listing and the read.
    }
  }
  return out;
}

/** Starts a measure; the function it returns gives { mainMs, otherMs } used since (threads that ended meanwhile are lost). */
export function threadCpu() {
  const before = perThread();
  return () => {
    let mainMs = 0;
    let otherMs = 0;
    for (const [tid, ms] of perThread()) {
      const used = ms - (before.get(tid) ?? 0);
      if (tid === String(process.pid)) mainMs += used;
      else otherMs += used;
    }
    return { mainMs, otherMs };
  };
}

/**
 * A forced full collection, then a pause: V8 sweeps what it freed on helper threads after gc()
 * returns, and with a large table in the heap that sweeping is hundreds of ms of CPU that would
 * otherwise be charged to whatever is timed next.
 */
export async function collectAndSettle(ms = 1000) {
  globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, ms));
}

/** CPU time this process has used so far, every thread of it, in ms. */
export function processCpuMs() {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}
