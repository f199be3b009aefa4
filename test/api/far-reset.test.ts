// One answer saying "X-RateLimit-Remaining: 0" with a reset tomorrow used to hold every later
// request about 120 s in silence (the limiter's ceiling on a reset, then a probe told the same
// again), and, through the quota file, every fresh process too. A reset past retry.maxRetryAfterMs
// is now treated like a long Retry-After: the request that would wait gets a RateLimitError at
// once, naming the reset; the next request asks the server again; the quota file never holds it.
import { afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { RateLimitError } from "../../src/api/index.js";
import { limiterKey } from "../../src/api/rate-limiter.js";
import { ok, startScriptedServer, type ScriptedServer } from "./support/scripted-server.js";
import { API_KEY, idOf, minimalRecord, testClient } from "./support/fixtures.js";

let server: ScriptedServer | undefined;
let dir: string | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const id = idOf("drugcore", 1);
const DAY_MS = 24 * 3600_000;
const rateHeaders = (remaining: number, resetInMs: number) => ({
  "x-ratelimit-limit": "60",
  "x-ratelimit-remaining": String(remaining),
  "x-ratelimit-reset": String(Math.ceil((Date.now() + resetInMs) / 1000)),
});

/** First answer: spent until tomorrow; later ones: a healthy window. */
async function spentTillTomorrowOnce(): Promise<ScriptedServer> {
  const s = await startScriptedServer({ handler: () => ok(minimalRecord("drugcore", { serviceId: id }), rateHeaders(50, 30_000)) });
  s.enqueue(ok(minimalRecord("drugcore", { serviceId: id }), rateHeaders(0, DAY_MS)));
  return s;
}

async function timed<T>(run: () => Promise<T>): Promise<{ value: T | unknown; ms: number }> {
  const t0 = performance.now();
  const value = await run().catch((e) => e);
  return { value, ms: performance.now() - t0 };
}

describe.each([
  ["in this process", false],
  ["with a quota file", true],
])("a reset tomorrow with nothing left (%s)", (_name, withFile) => {
  it("is a RateLimitError at once naming the reset; the next request asks again", { timeout: 10_000 }, async () => {
    server = await spentTillTomorrowOnce();
    dir = mkdtempSync(join(tmpdir(), "corebook-far-reset-"));
    const client = testClient(server.baseUrl, { rateLimit: { requests: 60, windowMs: 60_000 }, quotaDir: withFile ? dir : false });
    expect((await client.drugcore.get(id)).serviceId).toBe(id);
    const second = await timed(() => client.drugcore.get(id));
    expect(second.value).toBeInstanceOf(RateLimitError);
    const err = second.value as RateLimitError;
    expect(second.ms).toBeLessThan(1000);
    expect(err.message).toMatch(/no request is left until \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC \(X-RateLimit-Remaining: 0/);
    expect(err.message).toContain("option retry.maxRetryAfterMs");
    expect(err.path).toBe(`/api/v1/cores/drugcore/records/${id}`);
    expect(err.retryAfter).toBeGreaterThan(DAY_MS / 1000 - 60);
    expect(server.requests).toHaveLength(1);
    const third = await timed(() => client.drugcore.get(id));
    expect((third.value as { serviceId: string }).serviceId).toBe(id);
    expect(third.ms).toBeLessThan(1000);
    expect(server.requests).toHaveLength(2);
    await client.close();
    if (withFile) {
      // The view never reached the file: a fresh process is not held by it.
      for (const name of readdirSync(dir).filter((n) => n.endsWith(".json"))) {
        const state = JSON.parse(readFileSync(join(dir, name), "utf8"));
        expect(state.serverReset - Date.now() < 10 * 60_000 || state.until === 0).toBe(true);
      }
    }
  });
});

it("a far view left in the quota file (by an older version) does not hold a fresh client", { timeout: 10_000 }, async () => {
  server = await startScriptedServer({ handler: () => ok(minimalRecord("drugcore", { serviceId: id }), rateHeaders(50, 30_000)) });
  dir = mkdtempSync(join(tmpdir(), "corebook-far-reset-"));
  const now = Date.now();
  const client = testClient(server.baseUrl, { rateLimit: { requests: 60, windowMs: 60_000 }, quotaDir: dir });
  const file = join(dir, `${limiterKey(API_KEY, client.baseUrl)}.json`);
  const poisoned = { allowance: 0, granted: 0, until: now + 120_000, serverReset: now + DAY_MS, viewSeenAt: now };
  writeFileSync(file, JSON.stringify({ ...poisoned, inFlight: {}, probe: null, answered: [], pausedUntil: 0, pace: null, keepMs: 60_000 }));
  const got = await timed(() => client.drugcore.get(id));
  await client.close();
  expect((got.value as { serviceId: string }).serviceId).toBe(id);
  expect(got.ms).toBeLessThan(1000);
});
