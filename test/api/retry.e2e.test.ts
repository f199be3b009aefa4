import { afterEach, describe, expect, it } from "vitest";
import { backoffDelay, BadRequestError, DEFAULT_RETRY_POLICY, InternalServerError, NotFoundError } from "../../src/api/index.js";
import { errorReply, ok, startScriptedServer, type ScriptedServer } from "./support/scripted-server.js";
import { testClient } from "./support/fixtures.js";

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("backoffDelay (exponential, full jitter)", () => {
  it("is uniform under a ceiling that doubles up to the cap", () => {
    const policy = { baseDelayMs: 100, maxDelayMs: 1000 };
    expect([0, 1, 2, 3, 4, 5].map((a) => backoffDelay(a, { ...policy, random: () => 1 }))).toEqual([100, 200, 400, 800, 1000, 1000]);
    expect(backoffDelay(3, { ...policy, random: () => 0 })).toBe(0);
    expect(backoffDelay(2, { ...policy, random: () => 0.5 })).toBe(200);
    expect(DEFAULT_RETRY_POLICY.retries).toBe(4);
  });
});

describe("retries", () => {
  it.each([500, 502, 503, 504])("retries a %i and succeeds", async (status) => {
    server = await startScriptedServer();
    server.enqueue(errorReply(status, "X", "down"), errorReply(status, "X", "down"), ok({ remaining: 3 }));
    const client = testClient(server.baseUrl);
    expect(await client.credits()).toEqual({ remaining: 3 });
    expect(server.requests).toHaveLength(3);
    expect(client.usage.retries).toBe(2);
    expect(client.usage.errors).toBe(2);
    await client.close();
  });

  it("gives up after `retries` and throws the last error", async () => {
    server = await startScriptedServer({ handler: () => errorReply(500, "INTERNAL_SERVER_ERROR", "still down") });
    const client = testClient(server.baseUrl, { retries: 2 });
    await expect(client.credits()).rejects.toBeInstanceOf(InternalServerError);
    expect(server.requests).toHaveLength(3);
    await client.close();
  });

  it("never retries other 4xx, nor 501", async () => {
    server = await startScriptedServer();
    server.enqueue(errorReply(400, "BAD_REQUEST", "no"), errorReply(404, "NOT_FOUND", "no"), errorReply(501, "NOT_IMPLEMENTED", "no"));
    const client = testClient(server.baseUrl);
    await expect(client.credits()).rejects.toBeInstanceOf(BadRequestError);
    await expect(client.credits()).rejects.toBeInstanceOf(NotFoundError);
    await expect(client.credits()).rejects.toBeInstanceOf(InternalServerError);
    expect(server.requests).toHaveLength(3);
    expect(client.usage.retries).toBe(0);
    await client.close();
  });

  it("retries a dropped connection", async () => {
    server = await startScriptedServer();
    server.enqueue({ drop: true }, ok({ remaining: 1 }));
    const client = testClient(server.baseUrl);
    expect(await client.credits()).toEqual({ remaining: 1 });
    expect(client.usage.retries).toBe(1);
    await client.close();
  });

  it("retries a timeout", async () => {
    // The first request is never answered, so its timeout is certain however loaded the machine
    // is; the timeout is long enough that the retry's immediate answer cannot miss it.
    server = await startScriptedServer({
      handler: (_seen, index) => (index === 0 ? new Promise<never>(() => {}) : ok({ remaining: 2 })),
    });
    const client = testClient(server.baseUrl, { timeoutMs: 1_000 });
    expect(await client.credits()).toEqual({ remaining: 2 });
    expect(client.usage.retries).toBe(1);
    expect(server.requests).toHaveLength(2);
    await client.close();
  });

  it("retries lookups (POST) too: they only read", async () => {
    server = await startScriptedServer();
    server.enqueue(errorReply(503, "X", "busy"), ok([{ input: { chemblId: "CHEMBL1" }, error: { code: "NOT_FOUND", message: "no" } }]));
    const client = testClient(server.baseUrl);
    const [result] = await client.drugcore.lookup([{ chemblId: "CHEMBL1" }]);
    expect(result).toMatchObject({ error: { code: "NOT_FOUND" } });
    expect(server.requests.map((r) => r.method)).toEqual(["POST", "POST"]);
    await client.close();
  });
});

describe("429", () => {
  it("waits Retry-After seconds, then retries", async () => {
    server = await startScriptedServer();
    server.enqueue(errorReply(429, "TOO_MANY_REQUESTS", "slow down", {}, { "retry-after": "1" }), ok({ remaining: 1 }));
    const client = testClient(server.baseUrl);
    expect(await client.credits()).toEqual({ remaining: 1 });
    const [first, second] = server.requests;
    expect(second.at - first.at).toBeGreaterThanOrEqual(990);
    expect(client.usage).toMatchObject({ retries: 1, rateLimitWaits: 1 });
    await client.close();
  });

  it("waits until a Retry-After HTTP date", async () => {
    server = await startScriptedServer();
    const until = new Date(Math.ceil((Date.now() + 1000) / 1000) * 1000 + 1000);
    server.enqueue(errorReply(429, "TOO_MANY_REQUESTS", "slow down", {}, { "retry-after": until.toUTCString() }), ok({ remaining: 1 }));
    const client = testClient(server.baseUrl);
    await client.credits();
    expect(Date.now()).toBeGreaterThanOrEqual(until.getTime() - 5);
    await client.close();
  });

  it("prefers the body's precise error.retryAfter", async () => {
    server = await startScriptedServer();
    server.enqueue(errorReply(429, "TOO_MANY_REQUESTS", "slow down", { retryAfter: 0.05 }, { "retry-after": "1" }), ok({ remaining: 1 }));
    const client = testClient(server.baseUrl);
    await client.credits();
    const [first, second] = server.requests;
    expect(second.at - first.at).toBeGreaterThanOrEqual(45);
    expect(second.at - first.at).toBeLessThan(900);
    await client.close();
  });
});
