// Rate-limiter efficiency: how close the client gets to the server's allowed rate without a 429.
// 300 concurrent calls against a loopback server that allows 30 requests per 500 ms (the service's
// 60 per 60 s, scaled down), with the client configured for the same limit. Reports
// actual time / ideal time, where ideal = calls / limit * window (target <= 1.05), plus the 429s
// the server sent (target 0). A second run configures the client at twice the server's limit
// (the server's 429s must then be honoured) for comparison.
// Writes bench/results/ratelimit.json.
// Run: node bench/ratelimit.mjs [--calls 300] [--limit 30] [--window 500]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { loadTs, numberArg, root } from "./support/load-ts.mjs";

const CALLS = numberArg("calls", 300);
const LIMIT = numberArg("limit", 30);
const WINDOW_MS = numberArg("window", 500);

const load = loadTs("ratelimit", ["src", "test/api/support"]);

const { createClient } = await load("src/api/index.js");
// The quota file in a scratch folder of this run (the clients use it as a user's would), never the
// user's ~/.cache/corebook. Children forked by the storm bench inherit it.
const scratchQuota = process.env.COREBOOK_QUOTA_DIR ? null : mkdtempSync(join(tmpdir(), "corebook-bench-quota-"));
if (scratchQuota) process.env.COREBOOK_QUOTA_DIR = scratchQuota;
const { startScriptedServer } = await load("test/api/support/scripted-server.js");

async function run(clientLimit) {
  const server = await startScriptedServer({ rateLimit: { requests: LIMIT, windowMs: WINDOW_MS } });
  // A fresh key per run: the limiter is shared per (key, base URL) across the process.
  const client = createClient({
    apiKey: `bench-${clientLimit}-${Math.random()}`,
    baseUrl: server.baseUrl,
    rateLimit: { requests: clientLimit, windowMs: WINDOW_MS },
    timeoutMs: 10_000,
  });
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CALLS }, () => client.credits()));
  const actualMs = performance.now() - t0;
  const idealMs = (CALLS / LIMIT) * WINDOW_MS;
  const result = {
    clientLimit,
    actualMs: Math.round(actualMs),
    idealMs,
    ratio: Number((actualMs / idealMs).toFixed(3)),
    serverRejected: server.rejected,
    requestsSent: server.requests.length,
    usage: client.usage.snapshot(),
  };
  await client.close();
  await server.close();
  return result;
}

// Loopback latency of one call with no limit, as the anchor for what a window costs beyond waiting.
async function baselineLatency() {
  const server = await startScriptedServer();
  const client = createClient({ apiKey: "bench-baseline", baseUrl: server.baseUrl, rateLimit: false });
  await client.credits();
  const t0 = performance.now();
  for (let i = 0; i < 50; i++) await client.credits();
  const ms = (performance.now() - t0) / 50;
  await client.close();
  await server.close();
  return Number(ms.toFixed(3));
}

const matched = await run(LIMIT);
const above = await run(LIMIT * 2);
const result = {
  bench: "ratelimit",
  node: process.version,
  at: new Date().toISOString(),
  calls: CALLS,
  server: { requests: LIMIT, windowMs: WINDOW_MS },
  target: { ratio: 1.05, serverRejected: 0 },
  baselineLatencyMs: await baselineLatency(),
  matched,
  aboveServerLimit: above,
  pass: matched.ratio <= 1.05 && matched.serverRejected === 0,
};
mkdirSync(join(root, "bench", "results"), { recursive: true });
writeFileSync(join(root, "bench", "results", "ratelimit.json"), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
if (scratchQuota) rmSync(scratchQuota, { recursive: true, force: true });
