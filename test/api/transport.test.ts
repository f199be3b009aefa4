import { afterEach, describe, expect, it } from "vitest";
import { parseBaseUrl } from "../../src/api/base-url.js";
import { startScriptedServer, ok, type ScriptedServer } from "./support/scripted-server.js";
import { API_KEY, idOf, testClient } from "./support/fixtures.js";
import { inspect } from "node:util";

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("base URL", () => {
  it("accepts a trailing slash and the /api/v1 prefix in any combination", () => {
    for (const input of ["http://127.0.0.1:9", "http://127.0.0.1:9/", "http://127.0.0.1:9/api/v1", "http://127.0.0.1:9/api/v1/"]) {
      expect(parseBaseUrl(input)).toEqual({ origin: "http://127.0.0.1:9", mount: "", href: "http://127.0.0.1:9" });
    }
    expect(parseBaseUrl("https://h.example/proxy/api/v1/").mount).toBe("/proxy");
  });

  it("rejects what is not an http URL, naming the value", () => {
    expect(() => parseBaseUrl("127.0.0.1:9")).toThrow(/baseUrl must be an absolute http\(s\) URL.*127\.0\.0\.1:9/);
  });

  it("sends to /api/v1 whatever form the base URL had", async () => {
    server = await startScriptedServer({ handler: () => ok({ remaining: 7 }) });
    for (const base of [server.baseUrl, `${server.baseUrl}/`, `${server.baseUrl}/api/v1`, `${server.baseUrl}/api/v1/`]) {
      const client = testClient(base);
      expect(await client.credits()).toEqual({ remaining: 7 });
      await client.close();
    }
    expect(server.requests.map((r) => r.path)).toEqual(Array(4).fill("/api/v1/credits/api-credits"));
  });
});

describe("transport", () => {
  it("sends the bearer key and JSON headers; POST bodies as application/json", async () => {
    server = await startScriptedServer();
    server.enqueue(ok({ remaining: 1 }), ok([{ input: { pmid: "1" }, serviceIds: [idOf("biomedcore", 1)] }]));
    const client = testClient(server.baseUrl);
    await client.credits();
    await client.biomedcore.lookup([{ pmid: "1" }]);
    await client.close();
    const [get, post] = server.requests;
    expect(get.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(get.headers.accept).toBe("application/json");
    expect(post.method).toBe("POST");
    expect(post.headers["content-type"]).toBe("application/json");
    expect(post.body).toEqual({ items: [{ pmid: "1" }] });
  });

  it("reuses keep-alive connections for sequential requests", async () => {
    server = await startScriptedServer();
    const client = testClient(server.baseUrl);
    for (let i = 0; i < 5; i++) await client.credits();
    await client.close();
    expect(server.requests).toHaveLength(5);
    // undici may open a second socket while the first is being freed; what matters is reuse.
    expect(new Set(server.requests.map((r) => r.remotePort)).size).toBeLessThanOrEqual(2);
  });

  it("never shows the key when the client is printed", async () => {
    server = await startScriptedServer();
    const client = testClient(server.baseUrl);
    const text = inspect(client, { depth: 8, showHidden: true }) + JSON.stringify(client.ledger) + JSON.stringify(client.usage);
    expect(text).not.toContain(API_KEY);
    await client.close();
  });

  it("aborts through an AbortSignal", async () => {
    server = await startScriptedServer({ handler: () => ({ ...ok({ remaining: 1 }), delayMs: 2_000 }) });
    const client = testClient(server.baseUrl);
    const controller = new AbortController();
    const pending = client.credits({ signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toMatchObject({ name: "AbortError", code: "ABORTED" });
    expect(client.usage.retries).toBe(0);
    await client.close();
  });
});
