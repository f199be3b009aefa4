// Issue 12's "Done when", measured at the server: the workload (search, searchAll, get of 500 IDs,
// follow, lookup, a section, two feeds) in child processes against `corebook sandbox --api-key K`
// behind a counting proxy, through connect({ apiKey, baseUrl, cache: { dir } }).
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startCountingProxy, type CountingProxy } from "./support/counting-proxy.js";
import { startSandboxProcess, startWorkload } from "./support/sandbox-process.js";

// A realistic key: a short one ("K1") occurs inside generated IDs, and bodies that contain the key
// are (rightly) never stored.
const KEY = `sk-test-${randomBytes(18).toString("hex")}`;
const root = mkdtempSync(join(tmpdir(), "corebook-i12-"));
let sandbox: Awaited<ReturnType<typeof startSandboxProcess>>;
let proxy: CountingProxy;
let fullRequests = 0;
let reference: Record<string, string | null>;

beforeAll(async () => {
  sandbox = await startSandboxProcess(KEY);
  proxy = await startCountingProxy(sandbox.baseUrl);
}, 60_000);
afterAll(async () => {
  await proxy?.close();
  await sandbox?.stop();
});

function files(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map((name) => join(dir, String(name)))
    .filter((path) => statSync(path).isFile());
}

async function run(name: string, options: object) {
  const before = proxy.count;
  const result = await startWorkload(proxy.baseUrl, join(root, name), options).done;
  return { ...result, sent: proxy.count - before };
}

test("a second run sends nothing, spends nothing, and exports byte-identical Parquet and CSV", async () => {
  const cache = { dir: join(root, "store-a") };
  const first = await run("first", { apiKey: KEY, cache });
  fullRequests = first.sent;
  reference = first.digests;
  expect(first.rows.get).toBe(500);
  expect(first.sent).toBeGreaterThan(500);
  const second = await run("second", { apiKey: KEY, cache });
  expect(second.sent).toBe(0);
  expect(second.usage.requests).toBe(0);
  expect(second.usage.credits).toBe(0);
  expect(second.usage.cacheHits).toBe(first.sent);
  expect(second.usage.creditsSaved).toBe(first.usage.credits);
  expect(second.digests).toEqual(first.digests);
  const exports = readdirSync(join(root, "first")).filter((f) => f.endsWith(".parquet") || f.endsWith(".csv"));
  expect(exports.length).toBe(10);
  for (const file of exports) {
    expect(readFileSync(join(root, "second", file)).equals(readFileSync(join(root, "first", file))), file).toBe(true);
  }
}, 180_000);

test("two processes at once on one store both finish correctly", async () => {
  const cache = { dir: join(root, "store-b") };
  const [a, b] = await Promise.all([
    startWorkload(proxy.baseUrl, join(root, "both-a"), { apiKey: KEY, cache }).done,
    startWorkload(proxy.baseUrl, join(root, "both-b"), { apiKey: KEY, cache }).done,
  ]);
  expect(a.digests).toEqual(reference);
  expect(b.digests).toEqual(reference);
  const after = await run("after-both", { apiKey: KEY, cache });
  expect(after.sent).toBe(0);
}, 180_000);

test("killed with SIGKILL at a random point, a re-run sends only what had not completed", async () => {
  const cache = { dir: join(root, "store-c") };
  const before = proxy.count;
  const killed = startWorkload(proxy.baseUrl, join(root, "killed"), { apiKey: KEY, cache });
  // A random point in the middle of the pull: once the server has seen that many requests.
  const point = 20 + Math.floor(Math.random() * (fullRequests - 40));
  while (proxy.count - before < point && killed.child.exitCode === null) await new Promise((resolve) => setTimeout(resolve, 2));
  killed.child.kill("SIGKILL");
  await killed.done.catch(() => undefined);
  const sentBeforeKill = proxy.count - before;
  const rerun = await run("rerun", { apiKey: KEY, cache });
  expect(rerun.digests).toEqual(reference);
  // At most the requests in flight at the kill (concurrency 4) are sent twice.
  expect(sentBeforeKill + rerun.sent).toBeLessThanOrEqual(fullRequests + 4);
  expect(sentBeforeKill + rerun.sent).toBeGreaterThanOrEqual(fullRequests);
  expect(sentBeforeKill).toBeGreaterThanOrEqual(point);
  expect(rerun.sent).toBeLessThan(fullRequests);
  console.log(`SIGKILL after ${point} requests: ${sentBeforeKill} sent before, ${rerun.sent} by the re-run, ${fullRequests} in a full run`);
}, 180_000);

test("a recorded snapshot replays with the sandbox stopped and no key; no file holds the key", async () => {
  const snapshot = join(root, "analysis.cbsnap");
  const recorded = await run("recorded", { apiKey: KEY, cache: false, snapshot: { path: snapshot, mode: "record" } });
  expect(recorded.digests).toEqual(reference);
  await proxy.close();
  await sandbox.stop();
  const replayed = await startWorkload("http://127.0.0.1:9", join(root, "replayed"), { snapshot }).done;
  expect(replayed.usage.requests).toBe(0);
  expect(replayed.digests).toEqual(reference);
  for (const file of readdirSync(join(root, "recorded")).filter((f) => f.endsWith(".parquet") || f.endsWith(".csv"))) {
    expect(readFileSync(join(root, "replayed", file)).equals(readFileSync(join(root, "recorded", file))), file).toBe(true);
  }

  const forms = [KEY, encodeURIComponent(KEY), `Bearer ${KEY}`, Buffer.from(KEY).toString("base64"), Buffer.from(KEY).toString("hex")];
  const scanned = [...files(join(root, "store-a")), ...files(join(root, "store-b")), ...files(join(root, "store-c")), snapshot];
  // Each store is one LMDB environment (data.mdb, lock.mdb) holding every response of its runs.
  expect(scanned.filter((path) => path.endsWith("data.mdb"))).toHaveLength(3);
  expect(scanned.reduce((bytes, path) => bytes + statSync(path).size, 0)).toBeGreaterThan(3_000_000);
  for (const path of scanned) {
    const text = readFileSync(path, "latin1");
    for (const form of forms) expect(text.includes(form), `${path} holds the key`).toBe(false);
  }
}, 180_000);
