// Rate-limiter efficiency: how close the client gets to the server's allowed rate without a 429.
// 300 concurrent calls against a loopback server that allows 30 requests per 500 ms (the service's
// 60 per 60 s, scaled down), with the client configured for the same limit. Reports
// actual time / ideal time, where ideal = calls / limit * window (target <= 1.1), plus the 429s
// the server sent (target 0). A second run configures the client at twice the server's limit
// (the server's 429s must then be honoured) for comparison.
// Writes bench/results/ratelimit.json.
// Run: node bench/ratelimit.mjs [--calls 300] [--limit 30] [--window 500]
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { performance } from "node:perf_hooks";
import ts from "typescript";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, dflt) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? Number(process.argv[i + 1]) : dflt; };
const CALLS = arg("calls", 300);
const LIMIT = arg("limit", 30);
const WINDOW_MS = arg("window", 500);

// Node 20 cannot run TypeScript: transpile what the bench uses (no type check; `npm run typecheck` does that).
const out = join(root, "node_modules", ".cache", "corebook-bench-ratelimit");
function transpileTree(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) { transpileTree(path); continue; }
    if (!name.endsWith(".ts") || name.endsWith(".d.ts") || name.endsWith(".test.ts")) continue;
    const js = ts.transpileModule(readFileSync(path, "utf8"), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const target = join(out, relative(root, path)).replace(/\.ts$/, ".js");
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, js);
  }
}
for (const dir of ["src/schema", "src/api", "test/api/support"]) transpileTree(join(root, dir));
// Bare imports (undici, zod) must resolve from the project's node_modules.
writeFileSync(join(out, "package.json"), JSON.stringify({ type: "module" }));

const { createClient } = await import(pathToFileURL(join(out, "src/api/index.js")).href);
const { startScriptedServer } = await import(pathToFileURL(join(out, "test/api/support/scripted-server.js")).href);

async function run(clientLimit) {
  const server = await startScriptedServer({ rateLimit: { requests: LIMIT, windowMs: WINDOW_MS } });
  // A fresh key per run: the limiter is shared per (key, base URL) across the process.
  const client = createClient({
    apiKey: `bench-${clientLimit}-${Math.random()}`, baseUrl: server.baseUrl,
    rateLimit: { requests: clientLimit, windowMs: WINDOW_MS }, timeoutMs: 10_000,
  });
  const t0 = performance.now();
  await Promise.all(Array.from({ length: CALLS }, () => client.credits()));
  const actualMs = performance.now() - t0;
  const idealMs = (CALLS / LIMIT) * WINDOW_MS;
  const result = {
    clientLimit, actualMs: Math.round(actualMs), idealMs, ratio: Number((actualMs / idealMs).toFixed(3)),
    serverRejected: server.rejected, requestsSent: server.requests.length, usage: client.usage.snapshot(),
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
  target: { ratio: 1.1, serverRejected: 0 },
  baselineLatencyMs: await baselineLatency(),
  matched,
  aboveServerLimit: above,
  pass: matched.ratio <= 1.1 && matched.serverRejected === 0,
};
mkdirSync(join(root, "bench", "results"), { recursive: true });
writeFileSync(join(root, "bench", "results", "ratelimit.json"), JSON.stringify(result, null, 2) + "\n");
console.log(JSON.stringify(result, null, 2));
