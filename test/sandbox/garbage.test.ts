// Garbage in, clean 4xx out: every endpoint, odd methods, odd encodings, huge inputs. Never a 500.
import { afterAll, beforeAll, expect, test } from "vitest";
import { R, S } from "./support/fixture.js";
import { startFixtureServer, type TestServer } from "./support/server.js";

let s: TestServer;
beforeAll(async () => { s = await startFixtureServer(); });
afterAll(async () => { await s.close(); });

const CORES = ["biomedcore", "trialcore", "drugcore", "regulatorycore", "genecore", "patentcore", "x"];
const JUNK = ["", "%00", "%FF%FE", "a".repeat(5000), "%E0%A4%A", "..%2F..%2Fetc", "😀", "[]", "{}", "-1", "1e309", "NaN", "true"];

async function expectClean(method: string, path: string, body?: string, contentType = "application/json"): Promise<void> {
  const res = await fetch(s.baseUrl + path, {
    method, body, headers: { authorization: `Bearer ${s.apiKey}`, ...(body !== undefined ? { "content-type": contentType } : {}) },
  });
  expect(res.status, `${method} ${path.slice(0, 120)}`).toBeLessThan(500);
  if (res.status >= 400) {
    const json = await res.json();
    expect(json.error.status).toBe(res.status);
    expect(typeof json.error.code).toBe("string");
    expect(typeof json.error.message).toBe("string");
    if (res.status === 400) { expect(json.error.fields).toBeTypeOf("object"); expect(["query", "path", "body"]).toContain(json.error.in); }
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
  const bodies = ["", "{", "null", "1", "\"items\"", "{\"items\":null}", "{\"items\":[null]}", "{\"items\":[[]]}",
    "{\"items\":[{\"pmid\":1}]}", "{\"items\":[{}]}", "{\"__proto__\":{\"items\":1}}", "\uFFFF", `{"items":[{"pmid":"${"9".repeat(10000)}"}]}`];
  for (const core of CORES) {
    for (const body of bodies) await expectClean("POST", `/api/v1/cores/${core}/records/lookup`, body);
    await expectClean("POST", `/api/v1/cores/${core}/records/lookup`, "{}", "application/xml");
    await expectClean("POST", `/api/v1/cores/${core}/records/lookup`, "x".repeat(2_000_000));
  }
});

test("odd methods and paths are 404s with the error body", async () => {
  for (const [m, p] of [["DELETE", "/api/v1/capabilities"], ["PUT", "/api/v1/cores/biomedcore/records"], ["POST", "/api/v1/cores/biomedcore/records"],
    ["GET", "/api/v1/cores/biomedcore/records/lookup/x"], ["GET", "/"], ["GET", "/api/v2/capabilities"], ["PATCH", "/api/v1/credits/api-credits"]] as const) {
    await expectClean(m, p);
  }
});

test("a very long URL is a clean 400", async () => {
  const res = await fetch(`${s.baseUrl}/api/v1/cores/biomedcore/records?query=${"a".repeat(40_000)}`, { headers: { authorization: `Bearer ${s.apiKey}` } });
  expect(res.status).toBe(400);
  expect((await res.json()).error.in).toBe("query");
});
