// Sandbox throughput against a baseline measured in the same run: autocannon on get-by-ID and
// search (rate limit off), beside a bare node:http server answering a fixed JSON body. Also the
// time from startSandbox() to listening at small scale. Writes bench/results/sandbox.json.
// Run: node bench/sandbox.mjs [--duration 5] [--connections 10]
import { createServer } from "node:http";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import autocannon from "autocannon";
import { loadTs, numberArg, root } from "./support/load-ts.mjs";

const DURATION = numberArg("duration", 5);
const CONNECTIONS = numberArg("connections", 10);

const load = loadTs("sandbox", ["src/schema", "src/errors", "src/days", "src/sandbox"]);

const { startSandbox } = await load("src/sandbox/start.js");

async function run(url, headers) {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return { requestsPerSecond: r.requests.average, latencyP50Ms: r.latency.p50, latencyP99Ms: r.latency.p99, errors: r.errors, non2xx: r.non2xx };
}

// Time to listening at small scale (generation included), and to the first answered search.
const t0 = performance.now();
const first = await startSandbox({ scale: "small", seed: 42, rateLimit: false, warm: false });
const listening = performance.now() - t0;
const res = await fetch(`${first.baseUrl}/api/v1/cores/biomedcore/records?query=cancer`, { headers: { authorization: `Bearer ${first.apiKey}` } });
await res.arrayBuffer();
const startup = { scale: "small", listeningMs: Math.round(listening), firstSearchMs: Math.round(performance.now() - t0) };
const dataset = first.dataset;
await first.close();

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
writeFileSync(join(root, "bench", "results", "sandbox.json"), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify(result, null, 2));
