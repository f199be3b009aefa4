import { describe, expect, test } from "vitest";
import {
  CORES,
  decodeQuery,
  encodeQuery,
  feedParamsSpec,
  getParamsSpec,
  SEARCH_PARAMS,
  TRIAL_PHASES,
  validateParams,
  validateRecordPath,
  validateSectionPath,
} from "../../src/schema/index.js";
import { id } from "./fixtures/ids.js";

const trial = SEARCH_PARAMS.trialcore;

function fieldsOf(r: { ok: boolean; fields?: Record<string, string> }): Record<string, string> {
  expect(r.ok).toBe(false);
  return (r as { fields: Record<string, string> }).fields;
}

describe("validateParams (client values)", () => {
  test("accepts good values, applies the limit default, normalizes dates and singles", () => {
    const r = validateParams(trial, {
      query: "semaglutide",
      phase: ["PHASE2", "PHASE3"],
      overallStatus: "COMPLETED",
      facilityCountries: ["US", "DE"],
      hasResults: true,
      minStartDate: new Date(Date.UTC(2020, 0, 15)),
      maxStartDate: "2024-02-29",
      minEnrollment: 100,
      include: ["outcomes"],
      studyType: undefined,
    });
    expect(r).toEqual({
      ok: true,
      value: {
        query: "semaglutide",
        limit: 20,
        include: ["outcomes"],
        phase: ["PHASE2", "PHASE3"],
        overallStatus: ["COMPLETED"],
        facilityCountries: ["US", "DE"],
        hasResults: true,
        minStartDate: "2020-01-15",
        maxStartDate: "2024-02-29",
        minEnrollment: 100,
      },
    });
  });

  test("every core accepts query + limit + all its include values", async () => {
    const { INCLUDES } = await import("../../src/schema/index.js");
    for (const core of CORES) {
      const r = validateParams(SEARCH_PARAMS[core], { query: "x", limit: 300, include: [...INCLUDES[core]] });
      expect(r.ok, core).toBe(true);
    }
  });

  test("each kind of bad value gets a message naming the parameter, the value and what is allowed", () => {
    const f = fieldsOf(
      validateParams(trial, {
        limit: 500,
        phase: ["PHASE5"],
        minStartDate: "2023-02-30",
        maxStartDate: "01/02/2023",
        hasResults: "yes",
        minEnrollment: 1.5,
        include: ["fulltext"],
        facilityCountries: ["US", "D,E"],
        bogus: 1,
      }),
    );
    expect(f.query).toBe("query is required");
    expect(f.limit).toBe("limit must be an integer from 1 to 300 (got 500)");
    expect(f.phase).toBe(`phase: "PHASE5" is not one of ${TRIAL_PHASES.join(", ")}`);
    expect(f.minStartDate).toBe('minStartDate must be a real calendar date written YYYY-MM-DD (got "2023-02-30")');
    expect(f.maxStartDate).toMatch(/maxStartDate .*YYYY-MM-DD.*"01\/02\/2023"/);
    expect(f.hasResults).toBe('hasResults must be true or false (got "yes")');
    expect(f.minEnrollment).toBe("minEnrollment must be an integer of at least 0 (got 1.5)");
    expect(f.include).toMatch(
      /^include: "fulltext" is not one of detailedDescription, outcomes, referencesBiomedCore, referencesDrugCore$/,
    );
    expect(f.facilityCountries).toMatch(/"D,E" contains a comma/);
    expect(f.bogus).toMatch(/^unknown parameter "bogus"; allowed: query, limit, include, phase/);
  });

  test("limit bounds and numeric ranges", () => {
    expect(fieldsOf(validateParams(trial, { query: "x", limit: 0 })).limit).toMatch(/from 1 to 300 \(got 0\)/);
    expect(validateParams(trial, { query: "x", limit: 1 }).ok).toBe(true);
    const bio = SEARCH_PARAMS.biomedcore;
    expect(fieldsOf(validateParams(bio, { query: "x", minJournalQualityJufo: 4 })).minJournalQualityJufo).toBe(
      "minJournalQualityJufo must be an integer from 0 to 3 (got 4)",
    );
    expect(fieldsOf(validateParams(bio, { query: "x", minCitationCount: 100001 })).minCitationCount).toMatch(/0 to 100000/);
    const gene = SEARCH_PARAMS.genecore;
    expect(validateParams(gene, { query: "x", maxConstraintLoeuf: 0.35 }).ok).toBe(true);
    expect(fieldsOf(validateParams(gene, { query: "x", maxConstraintLoeuf: -1 })).maxConstraintLoeuf).toMatch(/a number of at least 0/);
  });

  test("empty strings, wrong types and invalid Dates are rejected", () => {
    expect(fieldsOf(validateParams(trial, { query: "  " })).query).toMatch(/query must be a non-empty string/);
    expect(fieldsOf(validateParams(trial, { query: "x", minStartDate: new Date("nope") })).minStartDate).toMatch(/Invalid Date/);
    expect(fieldsOf(validateParams(trial, { query: "x", limit: [10, 20] })).limit).toMatch(/got \[10,20\]/);
    expect(fieldsOf(validateParams(SEARCH_PARAMS.biomedcore, { query: "x", authorNames: ["Smith J", ""] })).authorNames).toMatch(
      /non-empty/,
    );
  });

  test("RegulatoryCore authorizationStatus is case-insensitive, normalized to the wire value", () => {
    const r = validateParams(SEARCH_PARAMS.regulatorycore, { query: "x", authorizationStatus: ["active", "Withdrawn_Voluntary"] });
    expect(r).toMatchObject({ ok: true, value: { authorizationStatus: ["ACTIVE", "WITHDRAWN_VOLUNTARY"] } });
    expect(fieldsOf(validateParams(SEARCH_PARAMS.regulatorycore, { query: "x", agency: ["fda"] })).agency).toMatch(
      /"fda" is not one of FDA, EMA/,
    );
    expect(
      fieldsOf(validateParams(SEARCH_PARAMS.regulatorycore, { query: "x", serviceId: "SVDC_0001A1b2C3d4E5f6G7h8" })).serviceId,
    ).toMatch(/RegulatoryCore service ID \(SVRC_ followed by 16 to 32 letters or digits\)/);
  });

  test("comma params accept a comma-joined string too", () => {
    const r = validateParams(SEARCH_PARAMS.patentcore, { query: "x", countryCode: "US, EP", assignee: ["Novo Nordisk A/S"] });
    expect(r).toMatchObject({ ok: true, value: { countryCode: ["US", "EP"], assignee: ["Novo Nordisk A/S"] } });
  });

  test("feed params: since required, limit 1..1000 default 100, serviceId of that core, at most 100", () => {
    const spec = feedParamsSpec("trialcore");
    expect(fieldsOf(validateParams(spec, {})).since).toBe("since is required");
    expect(validateParams(spec, { since: "2024-01-01" })).toEqual({ ok: true, value: { since: "2024-01-01", limit: 100 } });
    expect(fieldsOf(validateParams(spec, { since: "2024-01-01", limit: 1001 })).limit).toBe(
      "limit must be an integer from 1 to 1000 (got 1001)",
    );
    const wrongCore = fieldsOf(validateParams(spec, { since: "2024-01-01", serviceId: [id("SVBC_", 1)] })).serviceId;
    expect(wrongCore).toMatch(/"SVBC_0001A1b2C3d4E5f6G7h8" is not a TrialCore service ID/);
    const many = Array.from({ length: 101 }, (_, i) => id("SVTC_", i));
    expect(fieldsOf(validateParams(spec, { since: "2024-01-01", serviceId: many })).serviceId).toBe(
      "serviceId may hold at most 100 IDs (got 101)",
    );
    expect(validateParams(spec, { since: "2024-01-01", serviceId: many.slice(0, 100) }).ok).toBe(true);
  });

  test("get params take include only", () => {
    expect(validateParams(getParamsSpec("drugcore"), { include: ["parent"] })).toEqual({ ok: true, value: { include: ["parent"] } });
    expect(fieldsOf(validateParams(getParamsSpec("drugcore"), { query: "x" })).query).toMatch(/allowed: include$/);
  });
});

describe("encodeQuery / decodeQuery", () => {
  test("repeatables become repeated keys; comma params one joined value", () => {
    const r = validateParams(trial, {
      query: "heart failure",
      phase: ["PHASE2", "PHASE3"],
      include: ["outcomes", "referencesDrugCore"],
      facilityCountries: ["US", "DE"],
    });
    if (!r.ok) throw new Error("invalid");
    const q = encodeQuery(trial, r.value);
    expect(q.getAll("phase")).toEqual(["PHASE2", "PHASE3"]);
    expect(q.getAll("include")).toEqual(["outcomes", "referencesDrugCore"]);
    expect(q.getAll("facilityCountries")).toEqual(["US,DE"]);
    expect(q.toString()).toBe(
      "query=heart+failure&limit=20&include=outcomes&include=referencesDrugCore&phase=PHASE2&phase=PHASE3&facilityCountries=US%2CDE",
    );
  });

  test("PatentCore multi-value filters are comma-joined", () => {
    const r = validateParams(SEARCH_PARAMS.patentcore, {
      query: "x",
      cpcCodes: ["A61K38/26", "A61P3/04"],
      inventor: ["Lau Jesper"],
      hasClaims: true,
    });
    if (!r.ok) throw new Error("invalid");
    const q = encodeQuery(SEARCH_PARAMS.patentcore, r.value);
    expect(q.getAll("cpcCodes")).toEqual(["A61K38/26,A61P3/04"]);
    expect(q.get("hasClaims")).toBe("true");
  });

  test("decodeQuery round-trips encodeQuery for every core", () => {
    const inputs = {
      biomedcore: {
        query: "x",
        limit: 40,
        isRetracted: false,
        authorOrcids: ["0000-0002-1825-0097", "0000-0001-5109-3700"],
        minPublicationDate: "2020-01-01",
      },
      trialcore: { query: "x", phase: ["PHASE1/PHASE2"], facilityCountries: ["US", "DE"], minEnrollment: 50 },
      drugcore: { query: "x", drugType: ["PROTEIN", "ANTIBODY"], maxClinicalStage: ["APPROVAL"] },
      regulatorycore: { query: "x", authorizationStatus: ["active"], isOrphan: true, serviceId: id("SVRC_", 1) },
      genecore: { query: "x", geneType: ["PROTEIN_CODING"], maxConstraintLoeuf: 0.6, tractabilityStage: ["APPROVED_DRUG"] },
      patentcore: { query: "x", countryCode: ["US", "EP"], minCitedByCount: 3, minGrantDate: "2019-01-01" },
    } as const;
    for (const core of CORES) {
      const spec = SEARCH_PARAMS[core];
      const v = validateParams(spec, inputs[core]);
      if (!v.ok) throw new Error(JSON.stringify(v.fields));
      const back = decodeQuery(spec, new URLSearchParams(encodeQuery(spec, v.value).toString()));
      expect(back, core).toEqual(v);
    }
    const feed = feedParamsSpec("regulatorycore");
    const v = validateParams(feed, { since: "2024-05-01", cursor: "abc", serviceId: [id("SVRC_", 1), id("SVRC_", 2)] });
    if (!v.ok) throw new Error("invalid");
    expect(decodeQuery(feed, encodeQuery(feed, v.value))).toEqual(v);
  });

  test("server side: unknown params, duplicates of single params, bad booleans and numbers", () => {
    const f = fieldsOf(
      decodeQuery(trial, new URLSearchParams("query=x&query=y&limit=abc&hasResults=1&foo=bar&facilityCountries=US&facilityCountries=DE")),
    );
    expect(f.query).toBe('query must be given once (got 2 values: "x", "y")');
    expect(f.limit).toBe('limit must be an integer from 1 to 300 (got "abc")');
    expect(f.hasResults).toBe('hasResults must be true or false (got "1")');
    expect(f.foo).toMatch(/unknown parameter "foo"/);
    expect(f.facilityCountries).toMatch(/given once as a comma-separated list/);
    expect(fieldsOf(decodeQuery(trial, new URLSearchParams("query=x&facilityCountries=US,,DE"))).facilityCountries).toMatch(/non-empty/);
    expect(fieldsOf(decodeQuery(trial, new URLSearchParams("query=x&phase="))).phase).toMatch(/"" is not one of/);
  });

  test("server side: a comma-joined serviceId is one bad id; empty values are rejected", () => {
    const spec = feedParamsSpec("biomedcore");
    const joined = `${id("SVBC_", 1)},${id("SVBC_", 2)}`;
    const f = fieldsOf(decodeQuery(spec, new URLSearchParams({ since: "2024-01-01", serviceId: joined })));
    expect(f.serviceId).toBe(
      `serviceId: "${joined}" is not a BiomedCore service ID (SVBC_ followed by 16 to 32 letters or digits, one per repetition)`,
    );
    expect(fieldsOf(decodeQuery(spec, new URLSearchParams("since=2024-01-01&serviceId="))).serviceId).toMatch(/"" is not/);
    const ok = decodeQuery(spec, new URLSearchParams(`since=2024-01-01&serviceId=${id("SVBC_", 1)}&serviceId=${id("SVBC_", 2)}`));
    expect(ok).toMatchObject({ ok: true, value: { serviceId: [id("SVBC_", 1), id("SVBC_", 2)], limit: 100 } });
  });
});

describe("path params", () => {
  test("record and section paths", () => {
    expect(validateRecordPath("drugcore", id("SVDC_", 1)).ok).toBe(true);
    expect(fieldsOf(validateRecordPath("drugcore", "CHEMBL25")).serviceId).toMatch(/DrugCore service ID .*"CHEMBL25"/);
    expect(validateSectionPath({ serviceId: id("SVRC_", 1), documentSectionId: id("SVRCDS_", 1) }).ok).toBe(true);
    const f = fieldsOf(validateSectionPath({ serviceId: id("SVRC_", 1), documentSectionId: "SVRCDS_short" }));
    expect(f.documentSectionId).toMatch(/SVRCDS_ followed by 16 to 32/);
  });
});
