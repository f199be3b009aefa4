// Authentication, permissions, rate limit, credits and costs, fault injection.
import { afterEach, describe, expect, test } from "vitest";
import { B } from "./support/fixture.js";
import { startFixtureServer, type TestServer } from "./support/server.js";

const servers: TestServer[] = [];
const start = async (o: Parameters<typeof startFixtureServer>[0] = {}) => {
  const s = await startFixtureServer(o);
  servers.push(s);
  return s;
};
afterEach(async () => {
  while (servers.length) await servers.pop()!.close();
});

describe("authentication", () => {
  test("missing, malformed or wrong keys are 401 on every endpoint, unknown routes included", async () => {
    const s = await start();
    for (const path of ["/api/v1/capabilities", "/api/v1/cores/biomedcore/records?query=x", "/api/v1/nope"]) {
      for (const key of [null, "wrong", ""]) {
        const r = await s.json(path, { key });
        expect(r.status).toBe(401);
        expect(r.body.error.code).toBe("UNAUTHORIZED");
        expect(JSON.stringify(r.body)).not.toContain("sandbox");
      }
    }
    const basic = await fetch(`${s.baseUrl}/api/v1/capabilities`, { headers: { authorization: "Basic sandbox" } });
    expect(basic.status).toBe(401);
  });
  test("member keys work everywhere except the credit balance (403)", async () => {
    const s = await start({ apiKeys: ["admin-k"], memberKeys: ["member-k"] });
    expect((await s.json("/api/v1/cores/biomedcore/records?query=aspirin", { key: "member-k" })).status).toBe(200);
    const f = await s.json("/api/v1/credits/api-credits", { key: "member-k" });
    expect(f.status).toBe(403);
    expect(f.body.error.code).toBe("FORBIDDEN");
    const a = await s.json("/api/v1/credits/api-credits", { key: "admin-k" });
    expect(a.status).toBe(200);
    expect(typeof a.body.data.remaining).toBe("number");
    expect(a.headers.get("x-service-credit-cost")).toBeNull();
  });
});

describe("rate limit", () => {
  test("headers on every response (errors too); 429 with Retry-After and error.retryAfter", async () => {
    let now = Date.parse("2024-01-01T00:00:00Z");
    const s = await start({ rateLimit: { requests: 3, windowMs: 60_000 }, now: () => now });
    const first = await s.json("/api/v1/capabilities");
    expect(first.headers.get("x-ratelimit-limit")).toBe("3");
    expect(first.headers.get("x-ratelimit-remaining")).toBe("2");
    expect(first.headers.get("x-ratelimit-reset")).toBe("2024-01-01T00:01:00.000Z");
    const notFound = await s.json(`/api/v1/cores/biomedcore/records/${B(99)}`);
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get("x-ratelimit-remaining")).toBe("1");
    const unauth = await s.json("/api/v1/capabilities", { key: null });
    expect(unauth.headers.get("x-ratelimit-limit")).toBe("3");
    await s.json("/api/v1/capabilities");
    now += 15_000;
    const limited = await s.json("/api/v1/capabilities");
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatchObject({ status: 429, code: "TOO_MANY_REQUESTS", retryAfter: 45 });
    expect(limited.headers.get("retry-after")).toBe("45");
    expect(limited.headers.get("x-ratelimit-remaining")).toBe("0");
    now += 45_000;
    expect((await s.json("/api/v1/capabilities")).status).toBe(200);
  });
  test("the limit is per key", async () => {
    const s = await start({ apiKeys: ["a", "b"], rateLimit: { requests: 1, windowMs: 60_000 } });
    expect((await s.json("/api/v1/capabilities", { key: "a" })).status).toBe(200);
    expect((await s.json("/api/v1/capabilities", { key: "a" })).status).toBe(429);
    expect((await s.json("/api/v1/capabilities", { key: "b" })).status).toBe(200);
  });
  test("off: no limit and no rate headers", async () => {
    const s = await start({ rateLimit: false });
    for (let i = 0; i < 80; i += 1) expect((await s.get("/api/v1/capabilities")).status).toBe(200);
    expect((await s.get("/api/v1/capabilities")).headers.get("x-ratelimit-limit")).toBeNull();
  });
});

describe("credits and costs", () => {
  test("prices per the addendum", async () => {
    const s = await start();
    const cost = async (path: string) => (await s.get(path)).headers.get("x-service-credit-cost");
    expect(await cost("/api/v1/cores/biomedcore/records?query=aspirin")).toBe("5");
    expect(await cost("/api/v1/cores/biomedcore/records?query=aspirin&limit=21")).toBe("10");
    expect(await cost("/api/v1/cores/biomedcore/records?query=aspirin&limit=300")).toBe("75");
    expect(await cost(`/api/v1/cores/biomedcore/records/${B(1)}`)).toBe("1");
    expect(await cost("/api/v1/cores/biomedcore/changes?since=2024-01-01")).toBe("1");
    expect(await cost("/api/v1/capabilities")).toBeNull();
    expect(await cost("/api/v1/cores/biomedcore/records?query=aspirin&limit=0")).toBeNull();
  });
  test("402 INSUFFICIENT_CREDITS once the balance is spent; nothing is deducted by a refused request", async () => {
    const s = await start({ credits: 7 });
    expect((await s.get("/api/v1/cores/biomedcore/records?query=aspirin")).status).toBe(200);
    const r = await s.json("/api/v1/cores/biomedcore/records?query=aspirin");
    expect(r.status).toBe(402);
    expect(r.body.error.code).toBe("INSUFFICIENT_CREDITS");
    expect(r.body.error.message).toMatch(/run out of API credits/);
    expect((await s.json("/api/v1/credits/api-credits")).body.data.remaining).toBe(2);
    expect((await s.get(`/api/v1/cores/biomedcore/records/${B(1)}`)).status).toBe(200);
    expect((await s.json("/api/v1/credits/api-credits")).body.data.remaining).toBe(1);
  });
  test("searchPrice prices searches otherwise, in the cost header and the balance alike; nothing else changes", async () => {
    const flat = await start({ searchPrice: "flat:10", credits: 1000 });
    const cost = async (s: TestServer, path: string) => (await s.get(path)).headers.get("x-service-credit-cost");
    expect(await cost(flat, "/api/v1/cores/biomedcore/records?query=aspirin&limit=20")).toBe("10");
    expect(await cost(flat, "/api/v1/cores/biomedcore/records?query=aspirin&limit=300")).toBe("10");
    expect(await cost(flat, `/api/v1/cores/biomedcore/records/${B(1)}`)).toBe("1");
    expect((await flat.json("/api/v1/credits/api-credits")).body.data.remaining).toBe(1000 - 21);
    const per20 = await start({ searchPrice: "per20:2" });
    expect(await cost(per20, "/api/v1/cores/biomedcore/records?query=aspirin&limit=21")).toBe("4");
    expect(await cost(per20, "/api/v1/cores/biomedcore/records?query=aspirin&limit=300")).toBe("30");
    for (const bad of ["flat", "flat:", "per10:5", "flat:1.5", 10])
      await expect(start({ searchPrice: bad as never })).rejects.toThrow(/searchPrice must be per20:N .* or flat:N/);
  });
  test("credits belong to the organization: every key of the sandbox spends one balance", async () => {
    const s = await start({ apiKeys: ["admin-k"], memberKeys: ["member-k"], credits: 7 });
    expect((await s.get("/api/v1/cores/biomedcore/records?query=aspirin", { key: "member-k" })).status).toBe(200);
    expect((await s.json("/api/v1/credits/api-credits", { key: "admin-k" })).body.data.remaining).toBe(2);
    const r = await s.json("/api/v1/cores/biomedcore/records?query=aspirin", { key: "admin-k" });
    expect(r.status).toBe(402);
    expect(r.body.error.code).toBe("INSUFFICIENT_CREDITS");
  });
});

describe("fault injection", () => {
  test("failEvery fails every Nth matching request with the service's error body", async () => {
    const s = await start({ faults: { failEvery: 2, status: 503, paths: /\/records\// } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await s.get(`/api/v1/cores/biomedcore/records/${B(1)}`)).status);
    expect(statuses).toEqual([200, 503, 200, 503]);
    expect((await s.get("/api/v1/capabilities")).status).toBe(200);
  });
  test("a decide hook chooses per request", async () => {
    const s = await start({ faults: { decide: ({ count }) => (count === 3 ? 500 : null) } });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await s.get("/api/v1/capabilities")).status);
    expect(statuses).toEqual([200, 200, 500, 200]);
  });
});
