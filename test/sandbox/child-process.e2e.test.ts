// A sandbox in a child process (needs `npm run build`: the child runs dist/): the same HTTP
// service, its dataset named and its clock moved by message, its records not in this process, and
// gone when closed. connect() says where its sandbox runs.
import { afterAll, beforeAll, expect, test } from "vitest";
import { MisuseError } from "../../src/errors/index.js";
import { DATASET_VERSION } from "../../src/sandbox/dataset-version.js";
import { startSandbox } from "../../src/sandbox/launch.js";
import type { RunningSandbox } from "../../src/sandbox/running.js";
import { DATASET_HEADER, parseDatasetHeader } from "../../src/schema/index.js";
import { openSession, info } from "../../src/tables/index.js";

let s: RunningSandbox;
beforeAll(async () => {
  s = await startSandbox({ scale: "small", seed: 42, process: "child", rateLimit: false });
}, 120_000);
afterAll(async () => {
  await s?.close();
});

const capabilities = async () => {
  const res = await fetch(`${s.baseUrl}/api/v1/capabilities`, { headers: { authorization: `Bearer ${s.apiKey}` } });
  return { header: res.headers.get(DATASET_HEADER), body: await res.json() };
};

test("it serves over HTTP and names its dataset; its records are not in this process", async () => {
  expect(s.process).toBe("child");
  expect(s.served).toMatchObject({ version: DATASET_VERSION, seed: 42, scale: "small", today: s.clock.anchor });
  const { header, body } = await capabilities();
  expect(parseDatasetHeader(header)).toEqual({ synthetic: true, version: DATASET_VERSION, seed: 42, scale: "small" });
  expect(body.data.dataset.today).toBe(s.clock.anchor);
  expect(() => s.dataset).toThrow(MisuseError);
  expect(() => s.dataset).toThrow(/runs in a child process/);
});

test("setToday moves the child's clock once awaited; a day outside the clock throws at once", async () => {
  await s.setToday("2025-09-01");
  expect(s.served.today).toBe("2025-09-01");
  expect((await capabilities()).body.data.dataset.today).toBe("2025-09-01");
  expect(() => s.setToday("2031-01-01")).toThrow(/today must lie inside the dataset's history/);
  await s.setToday(s.clock.anchor);
});

test("connect() with a sandbox in a child process: the notice says so, tables are synthetic", async () => {
  const said: string[] = [];
  const sv = await openSession({
    env: {},
    rateLimit: false,
    onProgress: false,
    sandbox: { process: "child" },
    log: (line) => said.push(line),
  });
  try {
    expect(said[0]).toMatch(
      /offline sandbox with synthetic data \(dataset version \d+, seed 42, scale small, today 2026-01-01\) in a child process/,
    );
    const trials = await sv.trialcore.search({ query: "cancer", limit: 5 });
    expect(trials.numRows()).toBe(5);
    expect(info(trials)).toMatchObject({ synthetic: true, dataset: { version: DATASET_VERSION } });
  } finally {
    await sv.close();
  }
}, 120_000);

test("close() ends the child: its port answers no more", async () => {
  const other = await startSandbox({ scale: "small", process: "child", rateLimit: false, warm: false });
  await other.close();
  await expect(fetch(`${other.baseUrl}/api/v1/capabilities`)).rejects.toThrow();
}, 120_000);

test("a child sandbox does not outlive the process that started it, even one killed with SIGKILL", async () => {
  const { spawn } = await import("node:child_process");
  const { fileURLToPath } = await import("node:url");
  const dist = fileURLToPath(new URL("../../dist/index.js", import.meta.url));
  const script = `const { startSandbox } = await import(${JSON.stringify(dist)}); const s = await startSandbox({ process: "child", warm: false, rateLimit: false }); console.log(s.baseUrl);`;
  const parent = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  const baseUrl = await new Promise<string>((resolve) => parent.stdout.once("data", (d) => resolve(String(d).trim())));
  expect((await fetch(`${baseUrl}/api/v1/capabilities`, { headers: { authorization: "Bearer sandbox-key" } })).status).toBe(200);
  parent.kill("SIGKILL");
  const deadline = Date.now() + 10_000;
  let answering = true;
  while (answering && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    answering = await fetch(`${baseUrl}/api/v1/capabilities`).then(
      () => true,
      () => false,
    );
  }
  expect(answering).toBe(false);
}, 120_000);
