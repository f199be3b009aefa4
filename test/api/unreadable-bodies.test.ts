// A 2xx body that cannot be read (cut off, garbled, not the envelope) is asked for again like a
// 5xx, then named in one clear error; a body lost mid-way is still billed in the ledger; the key
// never reaches an error through a cause chain, a parse problem or its base64 form.
import { afterEach, describe, expect, it } from "vitest";
import { inspect } from "node:util";
import { ServiceError } from "../../src/api/index.js";
import { redactSecret } from "../../src/api/redact.js";
import { errorReply, ok, startScriptedServer, type ScriptedServer } from "./support/scripted-server.js";
import { API_KEY, idOf, minimalRecord, testClient } from "./support/fixtures.js";

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const record = () => minimalRecord("drugcore", { serviceId: idOf("drugcore", 1) });

describe("unreadable success bodies", () => {
  it("are retried like a 5xx and the good answer is returned", async () => {
    server = await startScriptedServer({ handler: () => ok(record()) });
    server.enqueue(
      { status: 200, body: '{"data": {"serviceId": "SVDC_' },
      { status: 200, body: "<html>gateway hiccup</html>" },
      { status: 200, body: { result: record() } },
    );
    const client = testClient(server.baseUrl);
    const got = await client.drugcore.get(idOf("drugcore", 1));
    expect(got.serviceId).toBe(idOf("drugcore", 1));
    expect(server.requests).toHaveLength(4);
    expect(client.usage.retries).toBe(3);
    await client.close();
  });

  it("become one error naming the request and the attempts once the retries are spent", async () => {
    server = await startScriptedServer({ handler: () => ({ status: 200, body: '{"data": [' }) });
    const client = testClient(server.baseUrl, { retries: 2 });
    const err = await client.drugcore.get(idOf("drugcore", 1)).catch((e) => e);
    await client.close();
    expect(err).toBeInstanceOf(ServiceError);
    expect(err.code).toBe("INVALID_RESPONSE");
    expect(err.message).toContain(`/api/v1/cores/drugcore/records/${idOf("drugcore", 1)}`);
    expect(err.message).toMatch(/after 3 attempts/);
    expect(server.requests).toHaveLength(3);
  });

  it("in strict mode, a readable body that breaks the schema is final (not retried)", async () => {
    server = await startScriptedServer({ handler: () => ok({ ...record(), surprise: 1 }) });
    const client = testClient(server.baseUrl, { strict: true });
    await expect(client.drugcore.get(idOf("drugcore", 1))).rejects.toThrow(/surprise/);
    expect(server.requests).toHaveLength(1);
    await client.close();
  });

  it("a body cut off mid-way is retried, and the credits billed for it are counted", async () => {
    server = await startScriptedServer({ handler: () => ok(record(), { "x-service-credit-cost": "1" }) });
    server.enqueue({ ...ok(record(), { "x-service-credit-cost": "1" }), cutMidBody: true });
    const client = testClient(server.baseUrl, { maxCredits: 10 });
    const got = await client.drugcore.get(idOf("drugcore", 1));
    expect(got.serviceId).toBe(idOf("drugcore", 1));
    expect(client.usage.credits).toBe(2);
    expect(client.ledger.total).toBe(2);
    await client.close();
  });
});

describe("the key never leaks through parse problems, cause chains or base64", () => {
  it("is scrubbed from a strict parse with many problems (beyond the five in the message)", async () => {
    const extra = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`k${i}_${API_KEY}`, i]));
    server = await startScriptedServer({ handler: () => ok({ ...record(), ...extra }) });
    const client = testClient(server.baseUrl, { strict: true });
    const err = await client.drugcore.get(idOf("drugcore", 1)).catch((e) => e);
    await client.close();
    expect(err.code).toBe("INVALID_RESPONSE");
    const everything = [
      err.message,
      err.stack,
      JSON.stringify(err),
      inspect(err, { depth: 10, showHidden: true }),
      String(err.cause?.problems && JSON.stringify(err.cause.problems)),
    ].join("\n");
    expect(everything).not.toContain(API_KEY);
    expect(everything).toContain("[redacted]");
  });

  it("is scrubbed in base64 form, at any alignment inside a longer encoded text", () => {
    for (const prefix of ["", "u", "us", "user:"]) {
      const encoded = Buffer.from(`${prefix}${API_KEY}:tail`).toString("base64");
      const redacted = redactSecret(`Authorization: Basic ${encoded}`, API_KEY);
      expect(redacted).toContain("[redacted]");
      const left = redacted.replace(/^Authorization: Basic /, "");
      // What is left cannot spell more than two bytes of the key at either edge.
      expect(left.length).toBeLessThan(encoded.length - 8);
    }
    const url = Buffer.from(API_KEY).toString("base64url");
    expect(redactSecret(`token=${url}`, API_KEY)).toContain("[redacted]");
  });

  it("is scrubbed from an error body echoing it in base64", async () => {
    const encoded = Buffer.from(`Bearer ${API_KEY}`).toString("base64");
    server = await startScriptedServer({ handler: () => errorReply(400, "BAD_REQUEST", `bad credential ${encoded}`) });
    const client = testClient(server.baseUrl);
    const err = await client.credits().catch((e) => e);
    await client.close();
    const everything = [err.message, err.stack, JSON.stringify(err), inspect(err, { depth: 10, showHidden: true })].join("\n");
    expect(everything).not.toContain(Buffer.from(API_KEY).toString("base64").slice(4, -4));
  });
});
