// Sandbox throughput against a baseline measured in the same run: autocannon on get-by-ID and
// search (rate limit off), beside a bare node:http server answering a fixed JSON body. Also the
// time from startSandbox() to listening at small scale. Writes bench/results/sandbox.json.
// Run: node bench/sandbox.mjs [--duration 5] [--connections 10]
import { createServer } from "node:http";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync, existsSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import autocannon from "autocannon";
import ts from "typescript";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, dflt) => { const i = process.argv.indexOf(`--${name}`); return i > 0 ? Number(process.argv[i + 1]) : dflt; };
const DURATION = arg("duration", 5);
const CONNECTIONS = arg("connections", 10);

// Node 20 cannot run TypeScript: transpile the sandbox and the schema it uses (no type check).
const out = join(root, "node_modules", ".cache", "corebook-bench");
function transpileTree(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) { transpileTree(path); continue; }
    if (!name.endsWith(".ts") || name.endsWith(".d.ts")) continue;
    const js = ts.transpileModule(readFileSync(path, "utf8"), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
    }).outputText;
    const target = join(out, relative(root, path)).replace(/\.ts$/, ".js");
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, js);
  }
}
for (const d of ["src/schema", "src/sandbox", "test/sandbox/support"]) transpileTree(join(root, d));
const load = (p) => import(pathToFileURL(join(out, p)).href);

const { startSandbox } = await load("src/sandbox/start.js");

async function run(url, headers) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return { requestsPerSecond: r.requests.average, latencyP50Ms: r.latency.p50, latencyP99Ms: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

// Time to listening at small scale (generation included), and to the first answered search.
let dataset = null;
let startup = null;
if (existsSync(join(out, "src/sandbox/generate/index.js"))) {
  const t0 = performance.now();
  const sb = await startSandbox({ scale: "small", seed: 42, rateLimit: false, warm: false });
  const listening = performance.now() - t0;
  const res = await fetch(`${sb.baseUrl}/api/v1/cores/biomedcore/records?query=cancer`, { headers: { authorization: `Bearer ${sb.apiKey}` } });
  await res.arrayBuffer();
  startup = { scale: "small", listeningMs: Math.round(listening), firstSearchMs: Math.round(performance.now() - t0) };
  dataset = sb.dataset;
  await sb.close();
} else {
  const { fixtureDataset } = await load("test/sandbox/support/fixture.js");
  dataset = fixtureDataset();
}

const sb = await startSandbox({ dataset, rateLimit: false });
const headers = { authorization: `Bearer ${sb.apiKey}` };
const sample = dataset.records.biomedcore[0].serviceId;
const getPath = `/api/v1/cores/biomedcore/records/${sample}`;
const searchPath = "/api/v1/cores/biomedcore/records?query=aspirin%20cancer%20trial&limit=20";
const fixed = await (await fetch(sb.baseUrl + getPath, { headers })).text();
await (await fetch(sb.baseUrl + searchPath, { headers })).arrayBuffer(); // build the index before measuring

const bare = createServer((_req, res) => { res.writeHead(200, { "content-type": "application/json" }); res.end(fixed); });
await new Promise((r) => bare.listen(0, "127.0.0.1", r));
const bareUrl = `http://127.0.0.1:${bare.address().port}/`;

const baseline = await run(bareUrl, {});
const getById = await run(sb.baseUrl + getPath, headers);
const search = await run(sb.baseUrl + searchPath, headers);
bare.close();
await sb.close();

const ratio = (x) => Math.round((x.requestsPerSecond / baseline.requestsPerSecond) * 1000) / 1000;
const result = {
  when: new Date().toISOString(), node: process.version, durationSeconds: DURATION, connections: CONNECTIONS,
  dataset: { scale: dataset.scale, biomedcore: dataset.records.biomedcore.length },
  baseline, getById, search,
  ratios: { getByIdToBaseline: ratio(getById), searchToBaseline: ratio(search) },
  startup,
};
mkdirSync(join(root, "bench", "results"), { recursive: true });
writeFileSync(join(root, "bench", "results", "sandbox.json"), JSON.stringify(result, null, 2) + "\n");
console.log(JSON.stringify(result, null, 2));
