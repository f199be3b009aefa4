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
});
