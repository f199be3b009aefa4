// CPU the limiter spends on a burst: 3,000 and 10,000 requests acquired at once (limit 100,000 per
// 60 s, so none waits on the window), each answered with rate headers at once; in memory and with
// the quota file. Measures the pacing code's own cost (no server, no network): the rate-limit
// benches measure pacing against a server. Prints one line per case; writes nothing.
// Run: node bench/ratelimit-burst-cpu.mjs [memory|file]
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { loadTs } from "./support/load-ts.mjs";

const mode = process.argv[2] === "file" ? "file" : "memory";
const load = loadTs("ratelimit-burst-cpu", ["src"]);
const { sharedLimiter } = await load("src/api/rate-limiter.js");
const quotaDir = mkdtempSync(join(tmpdir(), "corebook-burst-cpu-"));
for (const calls of [3000, 10_000]) {
  const { limiter, release } = sharedLimiter(
    `burst-${Math.random()}-key`,
    "http://127.0.0.1/",
    { requests: 100_000, windowMs: 60_000 },
    mode === "file" ? quotaDir : false,
  );
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: calls }, async () => {
      const ticket = await limiter.acquire();
      ticket.observe({ remaining: 99_000, resetAt: Date.now() + 30_000 });
      ticket.release();
    }),
  );
  await release();
  const cpu = process.cpuUsage(cpu0);
  console.log(
    JSON.stringify({ mode, calls, wallMs: Math.round(performance.now() - t0), cpuMs: Math.round((cpu.user + cpu.system) / 1000) }),
  );
}
rmSync(quotaDir, { recursive: true, force: true });
