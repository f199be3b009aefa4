// Retry-After has a ceiling and a voice (issue 23): a 429 asking for a day fails at once with a
// RateLimitError naming the wait, a pause left in the quota file past the cap holds nobody, a pause
// under the cap is told on stderr once and can be aborted, and the cap is an option.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AbortError, RateLimitError, TimeoutError } from "../../src/api/index.js";
import { limiterKey } from "../../src/api/rate-limiter.js";
import { MisuseError } from "../../src/errors/index.js";
import { errorReply, ok, startScriptedServer, type ScriptedServer } from "./support/scripted-server.js";
import { API_KEY, testClient } from "./support/fixtures.js";

let server: ScriptedServer | undefined;
let quotaDir: string;
beforeEach(() => {
  quotaDir = mkdtempSync(join(tmpdir(), "corebook-retry-after-"));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
  rmSync(quotaDir, { recursive: true, force: true });
});

const tooMany = (retryAfter: string) => errorReply(429, "TOO_MANY_REQUESTS", "slow down", {}, { "retry-after": retryAfter });
/** A client with a real (shared, file-backed) limiter, as a user's is. */
const pacedClient = (baseUrl: string, options: Parameters<typeof testClient>[1] = {}) =>
  testClient(baseUrl, { rateLimit: { requests: 100, windowMs: 1000 }, quotaDir, ...options });

describe("Retry-After beyond the cap", () => {
  it("a 429 with Retry-After: 86400 returns a RateLimitError within the timeout, naming the wait; the next call is not held", async () => {
    server = await startScriptedServer();
    server.enqueue(tooMany("86400"));
    const client = pacedClient(server.baseUrl, { timeoutMs: 5_000 });
    const started = performance.now();
    const error = await client.credits().catch((e: unknown) => e);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(error).toBeInstanceOf(RateLimitError);
    const rateError = error as RateLimitError;
    expect(rateError.retryAfter).toBe(86_400);
    expect(rateError.message).toMatch(/asked to wait 24 h \(Retry-After, until \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC\)/);
    expect(rateError.message).toContain("longer than the 10 min this client waits (option retry.maxRetryAfterMs): not retried");
    expect(server.requests).toHaveLength(1);

    // Nothing was paused, here or in the shared quota file: the healthy server answers at once.
    const again = performance.now();
    expect(await client.credits()).toEqual({ remaining: 1000 });
    expect(performance.now() - again).toBeLessThan(1_000);
    const state = JSON.parse(readFileSync(join(quotaDir, `${limiterKey(API_KEY, client.baseUrl)}.json`), "utf8"));
    expect(state.pausedUntil).toBeLessThan(Date.now() + 60_000);
    await client.close();
  });

  it("a pause of a day left in the quota file (an older corebook) holds nobody and is cleared", async () => {
    server = await startScriptedServer();
    const client = pacedClient(server.baseUrl);
    const file = join(quotaDir, `${limiterKey(API_KEY, client.baseUrl)}.json`);
    writeFileSync(file, JSON.stringify({ pausedUntil: Date.now() + 86_400_000, answered: [], inFlight: {} }));
    const started = performance.now();
    expect(await client.credits()).toEqual({ remaining: 1000 });
    expect(performance.now() - started).toBeLessThan(1_000);
    // The file is written asynchronously, in batches; close() waits for what is under way.
    await client.close();
    expect(JSON.parse(readFileSync(file, "utf8")).pausedUntil).toBeLessThan(Date.now());
  });

  it("the cap is the retry.maxRetryAfterMs option, and a bad value is refused by name", async () => {
    server = await startScriptedServer();
    server.enqueue(tooMany("2"));
    const client = pacedClient(server.baseUrl, { retry: { maxRetryAfterMs: 1000 } });
    await expect(client.credits()).rejects.toThrow(/asked to wait 2 s .*longer than the 1 s this client waits/);
    await client.close();
    expect(() => testClient(server!.baseUrl, { retry: { maxRetryAfterMs: -1 } })).toThrow(MisuseError);
    expect(() => testClient(server!.baseUrl, { retry: { maxRetryAfterMs: -1 } })).toThrow(/retry\.maxRetryAfterMs must be/);
  });
});

describe("Retry-After under the cap", () => {
  it.each([
    ["a paced client", { rateLimit: { requests: 100, windowMs: 1000 } }],
    ["rateLimit: false", { rateLimit: false as const }],
  ])("%s: a 30 s pause is told once on stderr, and an abort ends the wait of every request at once", async (_name, limit) => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    server = await startScriptedServer();
    server.enqueue(tooMany("30"));
    const client = testClient(server.baseUrl, { quotaDir, ...limit });
    const controller = new AbortController();
    const first = client.credits({ signal: controller.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    // A second request arrives during the pause (with a limiter it waits its turn; without, it goes).
    const second = client.credits({ signal: controller.signal }).catch((e: unknown) => e);
    const started = performance.now();
    controller.abort();
    const [a, b] = await Promise.all([first, second]);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(a).toBeInstanceOf(AbortError);
    if (limit.rateLimit !== false) expect(b).toBeInstanceOf(AbortError);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toMatch(
      /^corebook: rate limit: the service answered 429 Too Many Requests to pause for 30 s \(Retry-After\); requests with this key wait until \d{2}:\d{2}:\d{2} UTC$/,
    );
    await client.close();
  });

  it("a short pause passes silently, and the attempt after it still has its own timeoutMs", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // The retry after the pause is never answered: it fails by its own timeout, not by waiting forever.
    server = await startScriptedServer({ handler: () => new Promise<never>(() => {}) });
    server.enqueue(tooMany("0.2"));
    const client = pacedClient(server.baseUrl, { timeoutMs: 500, retries: 0 });
    await expect(client.credits()).rejects.toBeInstanceOf(TimeoutError);
    expect(server.requests).toHaveLength(2);
    expect(warn).not.toHaveBeenCalled();
    await client.close();
  });

  it("the server is asked again once the pause is over", async () => {
    server = await startScriptedServer();
    server.enqueue(tooMany("0.3"), ok({ remaining: 5 }));
    const client = pacedClient(server.baseUrl);
    expect(await client.credits()).toEqual({ remaining: 5 });
    expect(server.requests[1].at - server.requests[0].at).toBeGreaterThanOrEqual(290);
    await client.close();
  });
});
