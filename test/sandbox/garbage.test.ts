// Garbage in, clean 4xx out: every endpoint, odd methods, odd encodings, huge inputs. Never a 500.
import { afterAll, beforeAll, expect, test } from "vitest";
import { R, S } from "./support/fixture.js";
import { startFixtureServer, type TestServer } from "./support/server.js";

let s: TestServer;
beforeAll(async () => {
  s = await startFixtureServer();
});
afterAll(async () => {
  await s.close();
});

const CORES = ["biomedcore", "trialcore", "drugcore", "regulatorycore", "genecore", "patentcore", "x"];
const JUNK = ["", "%00", "%FF%FE", "a".repeat(5000), "%E0%A4%A", "..%2F..%2Fetc", "😀", "[]", "{}", "-1", "1e309", "NaN", "true"];

async function expectClean(method: string, path: string, body?: string, contentType = "application/json"): Promise<void> {
  const res = await fetch(s.baseUrl + path, {
    method,
    body,
    headers: { authorization: `Bearer ${s.apiKey}`, ...(body !== undefined ? { "content-type": contentType } : {}) },
  });
  expect(res.status, `${method} ${path.slice(0, 120)}`).toBeLessThan(500);
  if (res.status >= 400) {
    const json = await res.json();
    expect(json.error.status).toBe(res.status);
    expect(typeof json.error.code).toBe("string");
    expect(typeof json.error.message).toBe("string");
    if (res.status === 400) {
      expect(json.error.fields).toBeTypeOf("object");
      expect(["query", "path", "body"]).toContain(json.error.in);
    }
  } else {
    await res.arrayBuffer();
  }
}

test("garbage query values on every GET endpoint", async () => {
  const params = ["query", "limit", "include", "since", "cursor", "serviceId", "phase", "minCitationCount", "facilityCountries", "bogus"];
  for (const core of CORES) {
    for (const junk of JUNK) {
      const p = params[junk.length % params.length];
      await expectClean("GET", `/api/v1/cores/${core}/records?query=x&${p}=${junk}`);
      await expectClean("GET", `/api/v1/cores/${core}/records?${junk}=${junk}`);
      await expectClean("GET", `/api/v1/cores/${core}/changes?since=${junk}&cursor=${junk}`);
      await expectClean("GET", `/api/v1/cores/${core}/records/${junk || "%20"}?include=${junk}`);
    }
  }
  await expectClean("GET", `/api/v1/cores/regulatorycore/records/${R(1)}/document-sections/${S(1)}?x=1`);
  await expectClean("GET", `/api/v1/cores/regulatorycore/records/%FF/document-sections/%00`);
});

test("garbage bodies on every lookup endpoint", async () => {
  const bodies = [
    "",
    "{",
    "null",
    "1",
    '"items"',
    '{"items":null}',
    '{"items":[null]}',
    '{"items":[[]]}',
    '{"items":[{"pmid":1}]}',
    '{"items":[{}]}',
    '{"__proto__":{"items":1}}',
    "\uFFFF",
    `{"items":[{"pmid":"${"9".repeat(10000)}"}]}`,
  ];
  for (const core of CORES) {
    for (const body of bodies) await expectClean("POST", `/api/v1/cores/${core}/records/lookup`, body);
    await expectClean("POST", `/api/v1/cores/${core}/records/lookup`, "{}", "application/xml");
    await expectClean("POST", `/api/v1/cores/${core}/records/lookup`, "x".repeat(2_000_000));
  }
});

test("odd methods and paths are 404s with the error body", async () => {
  for (const [m, p] of [
    ["DELETE", "/api/v1/capabilities"],
    ["PUT", "/api/v1/cores/biomedcore/records"],
    ["POST", "/api/v1/cores/biomedcore/records"],
    ["GET", "/api/v1/cores/biomedcore/records/lookup/x"],
    ["GET", "/"],
    ["GET", "/api/v2/capabilities"],
    ["PATCH", "/api/v1/credits/api-credits"],
  ] as const) {
    await expectClean(m, p);
  }
});

test("a very long URL is a clean 400", async () => {
  const res = await fetch(`${s.baseUrl}/api/v1/cores/biomedcore/records?query=${"a".repeat(40_000)}`, {
    headers: { authorization: `Bearer ${s.apiKey}` },
  });
  expect(res.status).toBe(400);
  expect((await res.json()).error.in).toBe("query");
});

async function errorOf(path: string, init: RequestInit = {}): Promise<{ status: number; error: Record<string, unknown> }> {
  const res = await fetch(s.baseUrl + path, { ...init, headers: { authorization: `Bearer ${s.apiKey}`, ...init.headers } });
  const body = await res.json();
  return { status: res.status, error: body.error };
}

test("prototype keys are unknown parameters like any other: 400 naming them", async () => {
  for (const key of ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty"]) {
    for (const path of [`/api/v1/cores/trialcore/records?query=x&${key}=1`, `/api/v1/capabilities?${key}=1`]) {
      const { status, error } = await errorOf(path);
      expect(status, path).toBe(400);
      expect(error.in).toBe("query");
      expect(Object.keys(error.fields as object), path).toEqual([key]);
      expect(error.message).toContain(`unknown parameter "${key}"`);
    }
  }
  // An encoded __proto__ is the same key.
  expect((await errorOf("/api/v1/cores/trialcore/records?query=x&%5F%5Fproto%5F%5F=1")).status).toBe(400);
});

test("broken percent escapes and escapes that are not UTF-8 are 400s naming the parameter", async () => {
  for (const [query, name] of [
    ["query=%2", "query"],
    ["query=abc%", "query"],
    ["query=%zz", "query"],
    ["query=x&limit=%E0%A4%A", "limit"],
    ["query=%FF%FE", "query"],
    ["query=x&%2=1", "%2"],
  ]) {
    const { status, error } = await errorOf(`/api/v1/cores/biomedcore/records?${query}`);
    expect(status, query).toBe(400);
    expect(error.in).toBe("query");
    expect(Object.keys(error.fields as object), query).toEqual([name]);
  }
  // Well-formed escapes still decode: a space as %20 or +, a multi-byte character.
  for (const query of ["query=heart%20failure", "query=heart+failure", "query=%C3%A9t%C3%A9"]) {
    const res = await fetch(`${s.baseUrl}/api/v1/cores/biomedcore/records?${query}`, { headers: { authorization: `Bearer ${s.apiKey}` } });
    expect(res.status, query).toBe(200);
    await res.arrayBuffer();
  }
});

test("a body in an unsupported Content-Encoding is a 415 in the service's error body", async () => {
  const items = JSON.stringify({ items: [{ pmid: "100001" }] });
  for (const encoding of ["gzip", "br", "deflate", "x-unknown"]) {
    const { status, error } = await errorOf("/api/v1/cores/biomedcore/records/lookup", {
      method: "POST",
      headers: { "content-type": "application/json", "content-encoding": encoding },
      body: items,
    });
    expect(status, encoding).toBe(415);
    expect(error).toMatchObject({ status: 415, code: "UNSUPPORTED_MEDIA_TYPE", in: "body" });
    expect(error.fields).toHaveProperty("content-encoding");
  }
  const identity = await fetch(`${s.baseUrl}/api/v1/cores/biomedcore/records/lookup`, {
    method: "POST",
    headers: { authorization: `Bearer ${s.apiKey}`, "content-type": "application/json", "content-encoding": "identity" },
    body: items,
  });
  expect(identity.status).toBe(200);
  expect((await identity.json()).data[0].serviceIds).toHaveLength(1);
});
