import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ServiceError, ValidationError } from "../../src/api/index.js";
import { CorebookError, MisuseError } from "../../src/errors/index.js";
import { ok, startScriptedServer, type ScriptedServer } from "./support/scripted-server.js";
import { idOf, minimalRecord, testClient } from "./support/fixtures.js";

let server: ScriptedServer;
let client: ReturnType<typeof testClient>;
beforeAll(async () => {
  server = await startScriptedServer({ handler: () => ok([]) });
  client = testClient(server.baseUrl);
});
afterAll(async () => {
  await client.close();
  await server.close();
});

async function refused(call: () => Promise<unknown> | AsyncIterable<unknown>): Promise<ValidationError> {
  const before = server.requests.length;
  let err: unknown;
  try {
    const out = call();
    if (Symbol.asyncIterator in (out as object)) for await (const _ of out as AsyncIterable<unknown>) void _;
    else await out;
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(ValidationError);
  expect(server.requests.length).toBe(before); // nothing was sent
  return err as ValidationError;
}

describe("validation before sending", () => {
  it("rejects unknown parameters, naming the allowed ones", async () => {
    const err = await refused(() => client.trialcore.search({ query: "x", phaze: "PHASE2" } as never));
    expect(err.fields).toHaveProperty("phaze");
    expect(err.message).toMatch(/unknown parameter "phaze"; allowed: query, limit, include, phase/);
    expect(err.code).toBe("INVALID_PARAMS");
    expect(err.status).toBeNull();
    expect(err).toBeInstanceOf(MisuseError);
    expect(err).toBeInstanceOf(CorebookError);
    expect(err).not.toBeInstanceOf(ServiceError);
    expect(err.parameter).toBe("phaze");
    expect(err.message).toMatch(/^INVALID_PARAMS: GET \/api\/v1\/cores\/trialcore\/records was not sent: unknown parameter "phaze"/);
    expect(err.message).toMatch(/; did you mean "phase"\?$/);
  });

  it("guesses a misspelt parameter only when one is close, and in any case", async () => {
    const limit = await refused(() => client.trialcore.search({ query: "x", Limt: 5 } as never));
    expect(limit.message).toMatch(/unknown parameter "Limt"; allowed: .*; did you mean "limit"\?$/);
    const far = await refused(() => client.trialcore.search({ query: "x", colour: "red" } as never));
    expect(far.message).toMatch(/unknown parameter "colour"; allowed: [^;]*$/);
  });

  it("rejects enum values outside the list, naming value and list", async () => {
    const err = await refused(() => client.trialcore.search({ query: "x", phase: ["PHASE2", "PHASE9" as never] }));
    expect(err.message).toContain('phase: "PHASE9" is not one of EARLY_PHASE1, PHASE1');
  });

  it("rejects out-of-range limits and numbers, and bad dates", async () => {
    expect((await refused(() => client.trialcore.search({ query: "x", limit: 301 }))).fields).toEqual({
      limit: "limit must be an integer from 1 to 300 (got 301)",
    });
    expect((await refused(() => client.biomedcore.search({ query: "x", minJournalQualityJufo: 4 }))).message).toContain("from 0 to 3");
    expect((await refused(() => client.trialcore.search({ query: "x", minStartDate: "2024-02-30" }))).message).toContain(
      'minStartDate must be a real calendar date written YYYY-MM-DD (got "2024-02-30")',
    );
    expect((await refused(() => client.trialcore.search({} as never))).fields).toEqual({ query: "query is required" });
  });

  it("checks the ID shape of get(), naming the expected prefix", async () => {
    const err = await refused(() => client.drugcore.get(idOf("trialcore", 1)));
    expect(err.message).toContain("DrugCore get() takes a SVDC_ service ID");
    expect(err.message).toContain(idOf("trialcore", 1));
    await refused(() => client.drugcore.get(idOf("drugcore", 1), { include: ["outcomes" as never] }));
  });

  it("checks section IDs, lookup items and feed parameters", async () => {
    await refused(() => client.regulatorycore.section(idOf("regulatorycore", 1), "SVRCDS_short"));
    const lookup = await refused(() =>
      client.biomedcore.lookup([{ pmid: "1" }, { pmid: "2", doi: "x" } as never, { nctId: "NCT1" } as never]),
    );
    expect(Object.keys(lookup.fields!)).toEqual(["items[1]", "items[2]"]);
    const late = await refused(() =>
      client.biomedcore.lookup([...Array.from({ length: 150 }, (_, i) => ({ pmid: String(i) })), { pmid: "" }]),
    );
    expect(Object.keys(late.fields!)).toEqual(["items[150]"]);
    await refused(() => client.trialcore.changes({ since: "yesterday" }));
    await refused(() => client.trialcore.changes({ since: "2025-01-01", serviceId: [idOf("trialcore", 1), idOf("drugcore", 2)] }));
    await refused(() => client.trialcore.changes({ since: "2025-01-01", serviceId: [idOf("trialcore", 1), ""] }));
    const many = Array.from({ length: 150 }, (_, i) => idOf("trialcore", i));
    await refused(() => client.trialcore.changes({ since: "2025-01-01", serviceId: many, cursor: "abc" }));
    // A bad id in the second block of 100 is caught before the first block is sent.
    await refused(() => client.trialcore.changes({ since: "2025-01-01", serviceId: [...many, "SVTC_bad"] }));
  });
});

describe("encoding on the wire", () => {
  it("repeats keys for repeatable parameters and joins comma lists", async () => {
    server.enqueue(ok([minimalRecord("trialcore", { serviceId: idOf("trialcore", 1) })]));
    await client.trialcore.search({
      query: "lung cancer",
      phase: ["PHASE2", "PHASE3"],
      include: ["outcomes", "referencesDrugCore"],
      facilityCountries: ["US", "DE"],
      hasResults: true,
      minStartDate: new Date("2020-01-15T00:00:00Z"),
      limit: 50,
    });
    const sent = server.requests.at(-1)!;
    expect(sent.query.getAll("phase")).toEqual(["PHASE2", "PHASE3"]);
    expect(sent.query.getAll("include")).toEqual(["outcomes", "referencesDrugCore"]);
    expect(sent.query.getAll("facilityCountries")).toEqual(["US,DE"]);
    expect(sent.url).toBe(
      "/api/v1/cores/trialcore/records?query=lung+cancer&limit=50&include=outcomes&include=referencesDrugCore&phase=PHASE2&phase=PHASE3&facilityCountries=US%2CDE&hasResults=true&minStartDate=2020-01-15",
    );
  });

  it("sends get() includes as repeated keys", async () => {
    server.enqueue(ok(minimalRecord("drugcore", { serviceId: idOf("drugcore", 1) })));
    const rec = await client.drugcore.get(idOf("drugcore", 1), { include: ["parent", "children"] });
    expect(rec.serviceId).toBe(idOf("drugcore", 1));
    expect(server.requests.at(-1)!.url).toBe(`/api/v1/cores/drugcore/records/${idOf("drugcore", 1)}?include=parent&include=children`);
  });
});
