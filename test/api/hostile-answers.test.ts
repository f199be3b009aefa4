// Limits on what a server (or whatever answers in its place) can make the client do: a redirect is
// refused naming where it pointed and is not followed or retried; a credit cost that is not one is
// refused and not counted; a body over maxResponseBytes is read no further and fetched once; bytes
// that are not UTF-8 are read with a warning and not stored.
import { afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ProtocolError, RedirectError, ResponseTooLargeError, type ServiceError } from "../../src/api/index.js";
import { openResponseCache } from "../../src/cache/index.js";
import { resetWarnings, type SchemaWarning } from "../../src/schema/index.js";
import { openSession } from "../../src/tables/index.js";
import { ok, startScriptedServer, type ScriptedServer } from "./support/scripted-server.js";
import { API_KEY, idOf, minimalRecord, testClient } from "./support/fixtures.js";

let server: ScriptedServer | undefined;
const others: Server[] = [];
let scratch: string | undefined;
afterEach(async () => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
  await server?.close();
  server = undefined;
  for (const s of others.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
  resetWarnings();
});

const id = idOf("drugcore", 1);
const record = () => minimalRecord("drugcore", { serviceId: id });

/** Another server, standing for the host a redirect points to: it records any request reaching it. */
async function elsewhere(): Promise<{ url: string; hits: string[] }> {
  const hits: string[] = [];
  const s = createServer((req, res) => {
    hits.push(String(req.headers.authorization));
    res.end('{"data": {}}');
  });
  others.push(s);
  await new Promise<void>((r) => s.listen(0, "127.0.0.1", r));
  return { url: `http://localhost:${(s.address() as AddressInfo).port}/steal?k=1`, hits };
}

describe("redirects", () => {
  it.each([301, 302, 307, 308])("a %i is refused naming the target host, sent once, never followed", async (status) => {
    const target = await elsewhere();
    server = await startScriptedServer({ handler: () => ({ status, headers: { location: target.url }, body: "" }) });
    const client = testClient(server.baseUrl);
    const err: ServiceError = await client.drugcore.get(id).catch((e) => e);
    await client.close();
    expect(err).toBeInstanceOf(RedirectError);
    expect(err.code).toBe("REDIRECT");
    expect(err.status).toBe(status);
    expect(err.message).toContain(`to host ${new URL(target.url).host}`);
    expect(err.message).toMatch(/does not follow redirects, so the API key was not sent there/);
    expect(err.message).not.toMatch(/empty body/);
    expect(server.requests).toHaveLength(1);
    expect(client.usage.retries).toBe(0);
    expect(target.hits).toEqual([]);
  });

  it("a redirect whose Location holds the key names the host without it", async () => {
    server = await startScriptedServer({
      handler: () => ({ status: 302, headers: { location: `https://${API_KEY}.example.org/x?key=${API_KEY}` }, body: "" }),
    });
    const client = testClient(server.baseUrl);
    const err: ServiceError = await client.drugcore.get(id).catch((e) => e);
    await client.close();
    expect(err).toBeInstanceOf(RedirectError);
    expect(err.message).not.toContain(API_KEY);
    expect(JSON.stringify(err)).not.toContain(API_KEY.toLowerCase());
    expect(err.message).toContain(".example.org");
  });
});

describe("credit costs that are not one", () => {
  it.each(["1e300", "-1", "NaN", "Infinity", "abc", ""])(
    "X-Service-Credit-Cost %j is refused, not added to usage or ledger",
    async (cost) => {
      server = await startScriptedServer({ handler: () => ok(record(), { "x-service-credit-cost": cost }) });
      const client = testClient(server.baseUrl);
      const err: ServiceError = await client.drugcore.get(id).catch((e) => e);
      await client.close();
      expect(err).toBeInstanceOf(ProtocolError);
      expect(err.code).toBe("INVALID_CREDIT_COST");
      expect(err.message).toContain("X-Service-Credit-Cost");
      expect(client.usage.credits).toBe(0);
      expect(client.ledger.total).toBe(0);
      expect(server.requests).toHaveLength(1);
    },
  );

  it("a real cost (whole or fractional) is still counted", async () => {
    server = await startScriptedServer({ handler: () => ok(record(), { "x-service-credit-cost": "5" }) });
    server.enqueue(ok(record(), { "x-service-credit-cost": "0.5" }));
    const client = testClient(server.baseUrl);
    await client.drugcore.get(id);
    await client.drugcore.get(id);
    await client.close();
    expect(client.usage.credits).toBe(5.5);
  });
});

describe("response size cap", () => {
  it("a body over maxResponseBytes is a named error after one download, and its credits still count", async () => {
    const big = JSON.stringify({ data: { ...record(), description: "x".repeat(64 * 1024) } });
    server = await startScriptedServer({ handler: () => ({ status: 200, body: big, headers: { "x-service-credit-cost": "1" } }) });
    const client = testClient(server.baseUrl, { maxResponseBytes: 16 * 1024 });
    const err: ServiceError = await client.drugcore.get(id).catch((e) => e);
    await client.close();
    expect(err).toBeInstanceOf(ResponseTooLargeError);
    expect(err.code).toBe("RESPONSE_TOO_LARGE");
    expect(err.message).toMatch(/larger than the 16 KB this client reads \(option maxResponseBytes\)/);
    expect(server.requests).toHaveLength(1);
    expect(client.usage.credits).toBe(1);
  });

  it("connect() takes the cap too", async () => {
    const big = JSON.stringify({ data: { ...record(), description: "x".repeat(8 * 1024) } });
    server = await startScriptedServer({ handler: () => ({ status: 200, body: big }) });
    const sv = await openSession({
      apiKey: API_KEY,
      baseUrl: server.baseUrl,
      maxResponseBytes: 4096,
      rateLimit: false,
      quotaDir: false,
      cache: false,
    });
    await expect(sv.api.drugcore.get(id)).rejects.toThrow(ResponseTooLargeError);
    await sv.close();
    expect(server.requests).toHaveLength(1);
  });

  it("a body within the cap is read as before; a bad cap is refused naming the option", async () => {
    server = await startScriptedServer({ handler: () => ok(record()) });
    const client = testClient(server.baseUrl, { maxResponseBytes: 64 * 1024 });
    expect((await client.drugcore.get(id)).serviceId).toBe(id);
    await client.close();
    expect(() => testClient(server!.baseUrl, { maxResponseBytes: 0 })).toThrow(/maxResponseBytes must be a positive whole number/);
  });
});

describe("invalid UTF-8", () => {
  it("is read with U+FFFD and a warning naming the request, and not stored", async () => {
    const json = Buffer.from(JSON.stringify({ data: { ...record(), name: "caf__" } }));
    const at = json.indexOf("caf__") + 3;
    json[at] = 0xc3; // a lead byte ...
    json[at + 1] = 0x28; // ... followed by one that cannot continue it
    server = await startScriptedServer({ handler: () => ({ status: 200, body: json, headers: { "content-type": "application/json" } }) });
    const warnings: SchemaWarning[] = [];
    const client = testClient(server.baseUrl, { onWarning: (w) => warnings.push(w) });
    const got = await client.drugcore.get(id);
    await client.close();
    expect(got.name).toBe("caf\uFFFD(");
    expect(warnings.map((w) => w.kind)).toEqual(["invalid-utf8"]);
    expect(warnings[0].message).toContain(`GET /api/v1/cores/drugcore/records/${id}`);
    expect(warnings[0].message).toMatch(/not valid UTF-8.*not kept in the response cache or snapshot/);
  });

  it("is not kept in the response cache: the next get asks the service again (a valid body is served from it)", async () => {
    const bad = Buffer.from(JSON.stringify({ data: { ...record(), name: "caf__" } }));
    bad[bad.indexOf("caf__") + 3] = 0xff;
    server = await startScriptedServer({ handler: () => ({ status: 200, body: bad }) });
    scratch = mkdtempSync(join(tmpdir(), "corebook-utf8-"));
    const cache = await openResponseCache({ dir: join(scratch, "cache"), mode: "use" }, null, {
      defaultMode: "use",
      service: server.baseUrl,
      synthetic: false,
    });
    const client = testClient(server.baseUrl, { cache, onWarning: () => {} });
    await client.drugcore.get(id);
    await client.drugcore.get(id);
    expect(server.requests).toHaveLength(2);
    server.handler = () => ok(record());
    await client.drugcore.get(idOf("drugcore", 2));
    await client.drugcore.get(idOf("drugcore", 2));
    expect(server.requests).toHaveLength(3);
    await client.close();
  });

  it("valid UTF-8 that holds U+FFFD itself gives no warning", async () => {
    server = await startScriptedServer({ handler: () => ok({ ...record(), name: "caf\uFFFD é" }) });
    const warnings: SchemaWarning[] = [];
    const client = testClient(server.baseUrl, { onWarning: (w) => warnings.push(w) });
    expect((await client.drugcore.get(id)).name).toBe("caf\uFFFD é");
    await client.close();
    expect(warnings).toEqual([]);
  });
});
