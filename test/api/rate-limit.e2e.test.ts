// The acceptance tests, with the service's 60-per-60-s window scaled down so they run in
// seconds. Correctness does not depend on timing: the limiter frees a slot only a full window after
// the server has answered, so the assertions hold however slow the machine is.
import { afterEach, describe, expect, it } from "vitest";
import { registeredLimiterKeys, limiterKey } from "../../src/api/rate-limiter.js";
import { startScriptedServer, type ScriptedServer } from "./support/scripted-server.js";
import { API_KEY, testClient } from "./support/fixtures.js";

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const WINDOW_MS = 100;
const LIMIT = 10;

describe("rate limiting", () => {
  it("(a) configured for the server's limit: 200 concurrent calls all succeed and the server sends no 429", async () => {
    server = await startScriptedServer({ rateLimit: { requests: LIMIT, windowMs: WINDOW_MS } });
    const client = testClient(server.baseUrl, { rateLimit: { requests: LIMIT, windowMs: WINDOW_MS } });
    const results = await Promise.all(Array.from({ length: 200 }, () => client.credits()));
    expect(results).toHaveLength(200);
    expect(server.rejected).toBe(0);
    expect(server.requests).toHaveLength(200);
    expect(client.usage.requests).toBe(200);
    expect(client.usage.retries).toBe(0);
    expect(client.usage.rateLimitWaits).toBeGreaterThan(150);
    // No window of the server ever saw more than LIMIT arrivals.
    const at = server.requests.map((r) => r.at).sort((a, b) => a - b);
    for (let i = LIMIT; i < at.length; i++) expect(at[i] - at[i - LIMIT]).toBeGreaterThan(WINDOW_MS - 1);
    await client.close();
  });

  it("(b) configured above the server's limit: all still succeed, every 429 honoured", async () => {
    server = await startScriptedServer({ rateLimit: { requests: LIMIT, windowMs: WINDOW_MS } });
    const client = testClient(server.baseUrl, { rateLimit: { requests: LIMIT * 3, windowMs: WINDOW_MS } });
    const results = await Promise.all(Array.from({ length: 200 }, () => client.credits()));
    expect(results).toHaveLength(200);
    expect(client.usage.retries).toBe(server.rejected);
    expect(server.requests).toHaveLength(200 + server.rejected);
    // Accepted requests never exceeded the server's window (the server enforced it), and each
    // rejected request was sent again only after the wait it was given.
    await client.close();
  });

  it("shares one limiter between clients of the same key and base URL, keyed by a hash", async () => {
    server = await startScriptedServer({ rateLimit: { requests: LIMIT, windowMs: WINDOW_MS } });
    const a = testClient(server.baseUrl, { rateLimit: { requests: LIMIT, windowMs: WINDOW_MS } });
    const b = testClient(`${server.baseUrl}/api/v1/`, { rateLimit: { requests: LIMIT, windowMs: WINDOW_MS } });
    await Promise.all(Array.from({ length: 60 }, (_, i) => (i % 2 ? a : b).credits()));
    expect(server.rejected).toBe(0);
    const keys = registeredLimiterKeys();
    expect(keys).toContain(limiterKey(API_KEY, server.baseUrl));
    expect(keys.join("")).not.toContain(API_KEY);
    await a.close();
    await b.close();
    expect(registeredLimiterKeys()).not.toContain(limiterKey(API_KEY, server.baseUrl));
  });

  it("slows down when the server's headers say its window is spent", async () => {
    // The server's count was used up by someone else (another process with the same key).
    let first = true;
    const resetAt = () => new Date(Date.now() + 300).toISOString();
    server = await startScriptedServer({
      handler: () => {
        const headers = { "x-ratelimit-remaining": first ? "0" : "5", "x-ratelimit-reset": resetAt() };
        first = false;
        return { status: 200, body: { data: { remaining: 1 } }, headers };
      },
    });
    const client = testClient(server.baseUrl, { rateLimit: { requests: 100, windowMs: 1000 } });
    await client.credits();
    await client.credits();
    const [r1, r2] = server.requests;
    expect(r2.at - r1.at).toBeGreaterThanOrEqual(250);
    expect(client.usage.rateLimitWaits).toBe(1);
    await client.close();
  });

  it("without rate headers (a gateway strips them), the default client paces at 60 per 60 s: 40 concurrent calls against 10 per 2 s draw at most 2 429s", async () => {
    // The case: 40 concurrent gets with default settings at a server allowing 10 per 2 s
    // that never says so. Opening the flood drew 30 429s; blind, the client sends one a second.
    server = await startScriptedServer({ rateLimit: { requests: 10, windowMs: 2000, rateHeaders: false } });
    const client = testClient(server.baseUrl, { rateLimit: undefined, quotaDir: false });
    const results = await Promise.all(Array.from({ length: 40 }, () => client.credits()));
    expect(results).toHaveLength(40);
    expect(server.rejected).toBeLessThanOrEqual(2);
    expect(server.maxConcurrent).toBeLessThanOrEqual(4);
    // No window of 2 s saw more than the documented pace allows (60 per 60 s, evenly: 2 per 2 s, plus the first).
    const at = server.requests.map((r) => r.at).sort((a, b) => a - b);
    for (let i = 3; i < at.length; i++) expect(at[i] - at[i - 3]).toBeGreaterThan(1900);
    await client.close();
  }, 90_000);

  it("blind, a 429 halves the pace (AIMD) instead of only pausing", async () => {
    // The client is configured for 20 per second (blind: one every 50 ms); the server takes 4 per
    // second and says so only by refusing, each 429 naming the exact wait until a place frees.
    // Only pausing, the client would be refused again right after every pause (the flood it sent
    // before this change drew 45 429s here); halving finds a pace that fits after a few.
    server = await startScriptedServer({ rateLimit: { requests: 4, windowMs: 1000, rateHeaders: false } });
    const client = testClient(server.baseUrl, {
      rateLimit: { requests: 20, windowMs: 1000 },
      quotaDir: false,
      retry: { rateLimitRetries: 20 },
    });
    await Promise.all(Array.from({ length: 16 }, () => client.credits()));
    expect(server.rejected).toBeGreaterThan(0);
    expect(server.rejected).toBeLessThanOrEqual(6);
    expect(server.requests).toHaveLength(16 + server.rejected);
    await client.close();
  }, 60_000);
});
