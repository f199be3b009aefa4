import { afterEach, describe, expect, it } from "vitest";
import { inspect } from "node:util";
import {
  AuthenticationError,
  BadRequestError,
  ConnectionError,
  InsufficientCreditsError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  ServiceError,
  TimeoutError,
  UnprocessableEntityError,
} from "../../src/api/index.js";
import { CorebookError } from "../../src/errors/index.js";
import { errorReply, startScriptedServer, type ScriptedServer } from "./support/scripted-server.js";
import { API_KEY, idOf, minimalRecord, testClient } from "./support/fixtures.js";

let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const CASES = [
  [400, "BAD_REQUEST", BadRequestError],
  [401, "UNAUTHORIZED", AuthenticationError],
  [402, "INSUFFICIENT_CREDITS", InsufficientCreditsError],
  [403, "FORBIDDEN", PermissionDeniedError],
  [404, "NOT_FOUND", NotFoundError],
  [422, "UNPROCESSABLE_ENTITY", UnprocessableEntityError],
  [429, "TOO_MANY_REQUESTS", RateLimitError],
  [500, "INTERNAL_SERVER_ERROR", InternalServerError],
  [502, "BAD_GATEWAY", InternalServerError],
] as const;

describe("error classes", () => {
  it.each(CASES)("status %i gives %s as its class, with status, code, method and path", async (status, code, Cls) => {
    server = await startScriptedServer({ handler: () => errorReply(status, code, `went wrong (${status})`, {}, { "retry-after": "0" }) });
    const client = testClient(server.baseUrl, { retries: 0, retry: { rateLimitRetries: 0 } });
    const err = await client.trialcore.get(idOf("trialcore", 5), { include: ["outcomes"] }).catch((e) => e);
    await client.close();
    expect(err).toBeInstanceOf(Cls);
    expect(err).toBeInstanceOf(ServiceError);
    expect(err).toMatchObject({
      status,
      code,
      method: "GET",
      path: `/api/v1/cores/trialcore/records/${idOf("trialcore", 5)}?include=outcomes`,
    });
    expect(err.message).toBe(`${status} ${code} on GET /api/v1/cores/trialcore/records/${idOf("trialcore", 5)}: went wrong (${status})`);
  });

  it("carries the server's fields and `in`, and says them in the message", async () => {
    server = await startScriptedServer({
      handler: () => errorReply(400, "BAD_REQUEST", "invalid parameters", { fields: { limit: "limit must be 1..300" }, in: "query" }),
    });
    const client = testClient(server.baseUrl);
    // The server disagrees with the client here on purpose: the client let it through.
    const err = await client.trialcore.search({ query: "x", limit: 20 }).catch((e) => e);
    await client.close();
    expect(err).toBeInstanceOf(BadRequestError);
    expect(err.fields).toEqual({ limit: "limit must be 1..300" });
    expect(err.in).toBe("query");
    expect(err.message).toBe("400 BAD_REQUEST on GET /api/v1/cores/trialcore/records: invalid parameters (limit: limit must be 1..300)");
    expect(err.path).toBe("/api/v1/cores/trialcore/records?query=x&limit=20");
  });

  it("reads a body that is not the service's (proxy HTML) without failing", async () => {
    server = await startScriptedServer({ handler: () => ({ status: 503, body: "<html>busy</html>" }) });
    const client = testClient(server.baseUrl, { retries: 0 });
    const err = await client.credits().catch((e) => e);
    await client.close();
    expect(err).toBeInstanceOf(InternalServerError);
    expect(err.status).toBe(503);
    expect(err.message).toMatch(
      /^503 INTERNAL_SERVER_ERROR on GET \/api\/v1\/credits\/api-credits: the server answered with a non-JSON body/,
    );
  });

  it("gives ConnectionError when nothing listens, and TimeoutError when the answer is too slow", async () => {
    server = await startScriptedServer({ handler: () => ({ status: 200, body: { data: { remaining: 1 } }, delayMs: 1_000 }) });
    const slow = testClient(server.baseUrl, { timeoutMs: 50, retries: 0 });
    const timeout = await slow.credits().catch((e) => e);
    await slow.close();
    expect(timeout).toBeInstanceOf(TimeoutError);
    expect(timeout).toBeInstanceOf(ConnectionError); // retried and caught like any lost connection
    expect(timeout).toBeInstanceOf(ServiceError);
    expect(timeout).toBeInstanceOf(CorebookError);
    expect(timeout.message).toMatch(/^TIMEOUT on GET \/api\/v1\/credits\/api-credits: no complete response within 50 ms/);

    const base = server.baseUrl;
    await server.close();
    server = undefined;
    const gone = testClient(base, { retries: 0 });
    const refused = await gone.credits().catch((e) => e);
    await gone.close();
    expect(refused).toBeInstanceOf(ConnectionError);
    expect(refused.status).toBeNull();
  });
});

describe("the API key never leaks", () => {
  it("is scrubbed from everything a server echoes back", async () => {
    server = await startScriptedServer({
      handler: (req) =>
        errorReply(401, "UNAUTHORIZED", `key ${API_KEY} is not valid (header was ${req.headers.authorization})`, {
          fields: { authorization: `got Bearer ${API_KEY}`, [API_KEY]: "as a field name" },
          in: `header ${API_KEY}`,
        }),
    });
    const client = testClient(server.baseUrl);
    const err = await client.credits().catch((e) => e);
    await client.close();
    expect(err).toBeInstanceOf(AuthenticationError);
    const everything = [err.message, err.stack, JSON.stringify(err), inspect(err, { depth: 5, showHidden: true }), String(err)].join("\n");
    expect(everything).not.toContain(API_KEY);
    expect(err.message).toContain("[redacted]");
  });

  it("is scrubbed when a server echoes it URL-encoded (as it would appear in a reflected query)", async () => {
    const key = "sk/live+key=with&odd chars";
    server = await startScriptedServer({
      handler: () =>
        errorReply(400, "BAD_REQUEST", `bad request ?key=${encodeURIComponent(key)}`, {
          fields: { token: encodeURIComponent(key) },
          in: `query ${encodeURIComponent(key)}`,
        }),
    });
    const client = testClient(server.baseUrl, { apiKey: key });
    const err = await client.credits().catch((e) => e);
    await client.close();
    expect(err).toBeInstanceOf(BadRequestError);
    const everything = [err.message, err.stack, JSON.stringify(err), inspect(err, { depth: 5, showHidden: true })].join("\n");
    expect(everything).not.toContain(encodeURIComponent(key));
    expect(everything).not.toContain(key);
  });

  it("is scrubbed from a response that breaks the schema by echoing it", async () => {
    server = await startScriptedServer({
      handler: () => ({
        status: 200,
        body: { data: { ...minimalRecord("drugcore", { serviceId: idOf("drugcore", 1) }), [API_KEY]: API_KEY } },
      }),
    });
    const client = testClient(server.baseUrl, { strict: true });
    const err = await client.drugcore.get(idOf("drugcore", 1)).catch((e) => e);
    await client.close();
    expect(err).toBeInstanceOf(ServiceError);
    expect(err.code).toBe("INVALID_RESPONSE");
    const everything = [err.message, err.stack, JSON.stringify(err), inspect(err, { depth: 8, showHidden: true })].join("\n");
    expect(everything).not.toContain(API_KEY);
  });

  it("is absent from connection errors and from the ledger", async () => {
    server = await startScriptedServer({ handler: () => ({ drop: true }) });
    const client = testClient(server.baseUrl, { retries: 1 });
    const err = await client.credits().catch((e) => e);
    expect(err).toBeInstanceOf(ConnectionError);
    const everything = [
      err.message,
      JSON.stringify(err),
      inspect(err, { depth: 5, showHidden: true }),
      JSON.stringify(client.ledger.recent()),
    ].join("\n");
    expect(everything).not.toContain(API_KEY);
    await client.close();
  });
});
