// Get-by-ID, document sections and batch lookup.
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { B, D, G, P, R, S, T } from "./support/fixture.js";
import { startFixtureServer, type TestServer } from "./support/server.js";

let s: TestServer;
beforeAll(async () => {
  s = await startFixtureServer();
});
afterAll(async () => {
  await s.close();
});

describe("get by ID", () => {
  test("returns { data: record } with includes applied", async () => {
    const r = await s.json(`/api/v1/cores/drugcore/records/${D(1)}?include=children`);
    expect(r.status).toBe(200);
    expect(r.body.data.serviceId).toBe(D(1));
    expect(r.body.data.children).toEqual([D(3)]);
    expect(r.body.data).not.toHaveProperty("parent");
  });
  test("unknown ID is 404 NOT_FOUND and still costs 1 credit", async () => {
    const r = await s.json(`/api/v1/cores/trialcore/records/${T(99)}`);
    expect(r.status).toBe(404);
    expect(r.body.error).toMatchObject({ status: 404, code: "NOT_FOUND" });
    expect(r.headers.get("x-service-credit-cost")).toBe("1");
  });
  test("malformed ID is 400 in path on every core (DrugCore per reference; the others for consistency)", async () => {
    for (const core of ["drugcore", "biomedcore", "genecore"]) {
      const r = await s.json(`/api/v1/cores/${core}/records/${T(1)}`);
      expect(r.status).toBe(400);
      expect(r.body.error.in).toBe("path");
      expect(r.body.error.fields.serviceId).toBeTruthy();
    }
  });
  test("RegulatoryCore get carries the table-of-contents sections (no matchedText, no content)", async () => {
    const r = await s.json(`/api/v1/cores/regulatorycore/records/${R(1)}`);
    const toc = r.body.data.documentSections;
    expect(toc.map((x: { documentSectionId: string }) => x.documentSectionId)).toEqual([S(1), S(2)]);
    for (const x of toc) {
      expect(x).not.toHaveProperty("matchedText");
      expect(x).not.toHaveProperty("content");
    }
  });
  test("document section endpoint returns content; 404 when the section is another record's", async () => {
    const r = await s.json(`/api/v1/cores/regulatorycore/records/${R(1)}/document-sections/${S(1)}`);
    expect(r.status).toBe(200);
    expect(r.body.data.content).toMatch(/Reye/);
    expect(r.headers.get("x-service-credit-cost")).toBe("1");
    const other = await s.json(`/api/v1/cores/regulatorycore/records/${R(2)}/document-sections/${S(1)}`);
    expect(other.status).toBe(404);
    const bad = await s.json(`/api/v1/cores/regulatorycore/records/${R(1)}/document-sections/nope`);
    expect(bad.status).toBe(400);
    const notReg = await s.json(`/api/v1/cores/drugcore/records/${D(1)}/document-sections/${S(1)}`);
    expect(notReg.status).toBe(404);
  });
  test("patentcore get has empty familyMembers", async () => {
    expect((await s.json(`/api/v1/cores/patentcore/records/${P(1)}`)).body.data.familyMembers).toEqual([]);
  });
  test("unknown core is 404", async () => {
    expect((await s.json(`/api/v1/cores/nocore/records/${B(1)}`)).status).toBe(404);
  });
});

const lookup = async (core: string, items: unknown) => {
  const res = await s.post(`/api/v1/cores/${core}/records/lookup`, { items });
  return { status: res.status, body: await res.json(), cost: res.headers.get("x-service-credit-cost") };
};

describe("lookup", () => {
  test("per-item results in input order; NOT_FOUND items fail alone; costs 1", async () => {
    const r = await lookup("biomedcore", [{ pmid: "100003" }, { doi: "10.1000/aspirin.1" }, { pmid: "999" }]);
    expect(r.status).toBe(200);
    expect(r.cost).toBe("1");
    expect(r.body.data[0]).toEqual({ input: { pmid: "100003" }, serviceIds: [B(3)] });
    expect(r.body.data[1].serviceIds).toEqual([B(1)]);
    expect(r.body.data[2].input).toEqual({ pmid: "999" });
    expect(r.body.data[2].error.code).toBe("NOT_FOUND");
    expect(r.body.data[2]).not.toHaveProperty("serviceIds");
  });
  test("an item with two keys or an unknown key is a 400 for the whole request", async () => {
    const two = await lookup("biomedcore", [{ pmid: "100001", doi: "10.1000/plt.3" }]);
    expect(two.status).toBe(400);
    expect(two.body.error.in).toBe("body");
    expect(two.body.error.fields["items[0]"]).toBeTruthy();
    expect((await lookup("trialcore", [{ pmid: "1" }])).status).toBe(400);
    expect((await lookup("trialcore", [])).status).toBe(400);
  });
  test("more than 100 items is 400", async () => {
    const r = await lookup(
      "biomedcore",
      Array.from({ length: 101 }, (_, i) => ({ pmid: String(i) })),
    );
    expect(r.status).toBe(400);
    expect(r.body.error.fields.items).toMatch(/100/);
    expect(
      (
        await lookup(
          "biomedcore",
          Array.from({ length: 100 }, (_, i) => ({ pmid: String(i) })),
        )
      ).status,
    ).toBe(200);
  });
  test("FDA application numbers need their prefix; NDC two-segment form", async () => {
    const r = await lookup("regulatorycore", [
      { fdaApplicationNumber: "NDA021588" },
      { fdaApplicationNumber: "021588" },
      { ndc: "0078-0401" },
      { emaProductNumber: "EMEA/H/C/000123" },
      { splSetId: "a1b2c3" },
    ]);
    expect(r.body.data[0].serviceIds).toEqual([R(1)]);
    expect(r.body.data[1].error.code).toBe("NOT_FOUND");
    expect(r.body.data[2].serviceIds.sort()).toEqual([R(1), R(3)]);
    expect(r.body.data[3].serviceIds).toEqual([R(2)]);
    expect(r.body.data[4].serviceIds).toEqual([R(1)]);
  });
  test("one identifier can resolve to several IDs (ChEMBL, UniProt, OMIM, application number)", async () => {
    expect((await lookup("drugcore", [{ chemblId: "CHEMBL25" }])).body.data[0].serviceIds).toEqual([D(1), D(3)]);
    const g = await lookup("genecore", [{ uniprotId: "P23219" }, { omimId: "600000" }, { symbol: "PTGS2" }, { hgncId: "HGNC:9604" }]);
    expect(g.body.data[0].serviceIds).toEqual([G(1), G(3)]);
    expect(g.body.data[1].serviceIds).toEqual([G(1), G(2)]);
    expect(g.body.data[2].serviceIds).toEqual([G(2)]);
    expect(g.body.data[3].serviceIds).toEqual([G(1)]);
    expect((await lookup("patentcore", [{ applicationNumber: "US-16000001" }])).body.data[0].serviceIds).toEqual([P(1), P(2)]);
    expect(
      (await lookup("trialcore", [{ registryId: "EUCTR2020-000001-01" }, { nctId: "NCT00000001" }])).body.data.map(
        (x: { serviceIds: string[] }) => x.serviceIds,
      ),
    ).toEqual([[T(2)], [T(1)]]);
  });
  test("wrong content type, malformed JSON, non-object bodies are clean 400s in body", async () => {
    const path = "/api/v1/cores/biomedcore/records/lookup";
    for (const res of [
      await s.post(path, { items: [{ pmid: "1" }] }, { contentType: "text/plain" }),
      await s.post(path, "{not json", { raw: true }),
      await s.post(path, "[1,2]", { raw: true }),
      await s.post(path, "null", { raw: true }),
      await s.post(path, { items: [{ pmid: "1" }], extra: 1 }),
      await s.post(path, { items: "x" }),
    ]) {
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.error.code).toBe("BAD_REQUEST");
      expect(body.error.in).toBe("body");
    }
  });
});
