// Sandbox throughput against a bare node:http server answering the same bytes, measured alternately
// in the same run. The servers run in a child process (this file with --serve) and autocannon in
// this one, so the load generator never shares the servers' event loop. Each round runs the bare
// server and the sandbox's get-by-ID (rate limit off) back to back, in alternating order; the
// ratio is taken per round (paired) and reported as the median of >= 5 rounds with its spread.
// Also: the servers' CPU time per request (read from the child between runs, so it does not depend
// on how much CPU the machine gives this bench), search throughput, and the time from
// startSandbox() to listening at small scale. Writes bench/results/sandbox.json with the load
// average before and after.
// Run: node bench/sandbox.mjs [--rounds 5] [--duration 5] [--connections 10]
import { fork } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadTs, numberArg, root } from "./support/load-ts.mjs";
import { median } from "./support/median.mjs";

const ROUNDS = numberArg("rounds", 5);
const DURATION = numberArg("duration", 5);
const CONNECTIONS = numberArg("connections", 10);

if (process.argv.includes("--serve")) await serve();
else await measure();

/** Child: the sandbox and a bare server with the sandbox's get-by-ID bytes; reports URLs and CPU over IPC. */
async function serve() {
  const load = loadTs("sandbox", ["src"]);
  const { startInProcess: startSandbox } = await load("src/sandbox/start.js");
  const t0 = performance.now();
  const sb = await startSandbox({ scale: "small", seed: 42, rateLimit: false, warm: false });
  const listeningMs = performance.now() - t0;
  const headers = { authorization: `Bearer ${sb.apiKey}` };
  const getPath = `/api/v1/cores/biomedcore/records/${sb.dataset.records.biomedcore[0].serviceId}`;
  const searchPath = "/api/v1/cores/biomedcore/records?query=aspirin%20cancer%20trial&limit=20";
  const res = await fetch(sb.baseUrl + getPath, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  const firstSearchMs = performance.now() - t0;
  await (await fetch(sb.baseUrl + searchPath, { headers })).arrayBuffer(); // builds the index before measuring
  // The same body and the same response headers, written as plainly as node:http allows.
  const sent = Object.fromEntries([...res.headers.entries()].filter(([k]) => !["date", "connection", "keep-alive"].includes(k)));
  const bare = createServer((_req, out) => {
    out.writeHead(200, sent);
    out.end(body);
  });
  await new Promise((resolve) => bare.listen(0, "127.0.0.1", resolve));
  process.on("message", (m) => {
    if (m === "cpu") {
      const c = process.cpuUsage();
      process.send({ cpuMicros: c.user + c.system });
    } else if (m === "stop") {
      bare.close();
      sb.close().then(() => process.exit(0));
    }
  });
  process.send({
    ready: true,
    sandbox: sb.baseUrl,
    bare: `http://127.0.0.1:${bare.address().port}`,
    getPath,
    searchPath,
    bodyBytes: body.length,
    apiKey: sb.apiKey,
    startup: { scale: "small", listeningMs: Math.round(listeningMs), firstSearchMs: Math.round(firstSearchMs) },
  });
}

async function measure() {
  const { default: autocannon } = await import("autocannon");
  const loadBefore = loadavg();
  const child = fork(fileURLToPath(import.meta.url), ["--serve"], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const next = () => new Promise((resolve) => child.once("message", resolve));
  const info = await next();
  const cpu = async () => {
    child.send("cpu");
    return (await next()).cpuMicros;
  };
  const auth = { authorization: `Bearer ${info.apiKey}` };

  async function run(url, headers) {
    const before = await cpu();
    const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
    const serverCpuMicros = (await cpu()) - before;
    return {
      requestsPerSecond: r.requests.average,
      latencyP50Ms: r.latency.p50,
      latencyP99Ms: r.latency.p99,
      errors: r.errors,
      non2xx: r.non2xx,
      serverCpuMicrosPerRequest: Math.round((serverCpuMicros / Math.max(1, r.requests.total)) * 10) / 10,
    };
  }

  const rounds = [];
  for (let i = 0; i < ROUNDS; i++) {
    // Alternate which goes first, so a drift of the machine's load favours neither.
    const order = i % 2 === 0 ? ["bare", "getById"] : ["getById", "bare"];
    const round = {};
    for (const which of order) round[which] = which === "bare" ? await run(info.bare, {}) : await run(info.sandbox + info.getPath, auth);
    round.ratio = round.getById.requestsPerSecond / round.bare.requestsPerSecond;
    round.cpuRatio = round.bare.serverCpuMicrosPerRequest / round.getById.serverCpuMicrosPerRequest;
    rounds.push(round);
    console.log(
      `round ${i + 1}: bare ${Math.round(round.bare.requestsPerSecond)} req/s, get-by-ID ${Math.round(round.getById.requestsPerSecond)} req/s, ratio ${round.ratio.toFixed(3)}; ` +
        `server CPU per request ${round.bare.serverCpuMicrosPerRequest} vs ${round.getById.serverCpuMicrosPerRequest} us`,
    );
  }
  const search = await run(info.sandbox + info.searchPath, auth);
  child.send("stop");

  const stats = (values) => {
    const r3 = (x) => Math.round(x * 1000) / 1000;
    return { median: r3(median(values)), min: r3(Math.min(...values)), max: r3(Math.max(...values)), values: values.map(r3) };
  };
  const result = {
    when: new Date().toISOString(),
    node: process.version,
    loadAverage: { before: loadBefore.map((x) => Math.round(x * 100) / 100), after: loadavg().map((x) => Math.round(x * 100) / 100) },
    rounds: ROUNDS,
    durationSeconds: DURATION,
    connections: CONNECTIONS,
    bodyBytes: info.bodyBytes,
    getByIdToBare: stats(rounds.map((r) => r.ratio)),
    getByIdToBareByServerCpu: stats(rounds.map((r) => r.cpuRatio)),
    bareRequestsPerSecond: stats(rounds.map((r) => r.bare.requestsPerSecond)),
    getByIdRequestsPerSecond: stats(rounds.map((r) => r.getById.requestsPerSecond)),
    serverCpuMicrosPerRequest: {
      bare: stats(rounds.map((r) => r.bare.serverCpuMicrosPerRequest)),
      getById: stats(rounds.map((r) => r.getById.serverCpuMicrosPerRequest)),
    },
    search,
    startup: info.startup,
    perRound: rounds,
  };
  mkdirSync(join(root, "bench", "results"), { recursive: true });
  writeFileSync(join(root, "bench", "results", "sandbox.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    JSON.stringify({ getByIdToBare: result.getByIdToBare, byServerCpu: result.getByIdToBareByServerCpu, loadAverage: result.loadAverage }),
  );
}
