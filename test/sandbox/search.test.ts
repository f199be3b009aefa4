// Search over the fixture: filters (OR within, AND across), includes, limit, ranking, evidence.
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

const ids = async (core: string, qs: string): Promise<string[]> => {
  const r = await s.json(`/api/v1/cores/${core}/records?${qs}`);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.map((x: { serviceId: string }) => x.serviceId);
};
const bad = async (core: string, qs: string) => {
  const r = await s.json(`/api/v1/cores/${core}/records?${qs}`);
  expect(r.status).toBe(400);
  expect(r.body.error.code).toBe("BAD_REQUEST");
  expect(r.body.error.in).toBe("query");
  return r.body.error;
};

describe("full text and limit", () => {
  test("ranks by relevance: a title hit outranks a full-text hit", async () => {
    expect((await ids("biomedcore", "query=aspirin")).sort()).toEqual([B(1), B(3)]);
    // "platelets" is in B3's title but only in B1's full text: the title hit ranks first.
    expect(await ids("biomedcore", "query=platelets")).toEqual([B(3), B(1)]);
    expect(await ids("biomedcore", "query=metformin")).toEqual([B(2)]);
  });
  test("full text, mesh and author metadata are searched", async () => {
    expect(await ids("biomedcore", "query=bleeding")).toEqual([B(1)]);
  });
  test("OR of terms fills the limit with the weak tail", async () => {
    expect(await ids("biomedcore", "query=aspirin%20metformin&limit=3")).toHaveLength(3);
    expect(await ids("biomedcore", "query=aspirin%20metformin&limit=1")).toHaveLength(1);
  });
  test("limit bounds: 0, 301, non-integer are 400; default is 20", async () => {
    for (const l of ["0", "301", "2.5", "x"]) expect((await bad("biomedcore", `query=aspirin&limit=${l}`)).fields.limit).toBeTruthy();
    expect((await bad("biomedcore", "limit=5")).fields.query).toMatch(/required/);
  });
  test("DrugCore searches trade names, synonyms and target symbols", async () => {
    expect(await ids("drugcore", "query=glucophage")).toEqual([D(2)]);
    expect(await ids("drugcore", "query=COX1")).toEqual([D(1)]);
    expect(await ids("drugcore", "query=PTGS1")).toEqual([D(1)]);
  });
  test("GeneCore searches symbols, synonyms and gene families", async () => {
    expect(await ids("genecore", "query=cox2")).toEqual([G(2)]);
    expect((await ids("genecore", "query=cyclooxygenases")).sort()).toEqual([G(1), G(2)]);
  });
  test("TrialCore searches titles and conditions", async () => {
    expect((await ids("trialcore", "query=stroke")).sort()).toEqual([T(1), T(3)]);
  });
});

describe("filters", () => {
  test("BiomedCore dates are inclusive; records with no date are excluded", async () => {
    expect(await ids("biomedcore", "query=aspirin%20metformin&minLastUpdateDate=2024-03-01")).toEqual([B(1)]);
    expect((await ids("biomedcore", "query=aspirin%20metformin&maxLastUpdateDate=2024-03-01")).sort()).toEqual([B(1), B(3)]);
    expect(await ids("biomedcore", "query=aspirin%20metformin&minCreateDate=2024-02-05")).toEqual([B(3)]);
    expect(await ids("biomedcore", "query=aspirin%20metformin&minPublicationDate=2021-05-01&maxPublicationDate=2021-05-01")).toEqual([
      B(1),
    ]);
  });
  test("citation count, JUFO and retraction", async () => {
    expect(await ids("biomedcore", "query=aspirin%20metformin&minCitationCount=5")).toEqual([B(1)]);
    expect(await ids("biomedcore", "query=aspirin%20metformin&minJournalQualityJufo=2")).toEqual([B(1)]);
    expect(await ids("biomedcore", "query=aspirin%20metformin&isRetracted=true")).toEqual([B(3)]);
    expect((await bad("biomedcore", "query=a&minJournalQualityJufo=4")).fields.minJournalQualityJufo).toBeTruthy();
    expect((await bad("biomedcore", "query=a&isRetracted=yes")).fields.isRetracted).toBeTruthy();
  });
  test("ORCID and ROR in bare or URL form, OR within the parameter", async () => {
    const q = "query=aspirin%20metformin";
    expect(await ids("biomedcore", `${q}&authorOrcids=0000-0001-2345-6789`)).toEqual([B(1)]);
    expect(await ids("biomedcore", `${q}&authorOrcids=https://orcid.org/0000-0001-2345-6789`)).toEqual([B(1)]);
    expect((await ids("biomedcore", `${q}&authorOrcids=0000-0001-2345-6789&authorOrcids=0000-0002-0000-0001`)).sort()).toEqual([
      B(1),
      B(3),
    ]);
    expect(await ids("biomedcore", `${q}&institutionRors=https://ror.org/056d84691`)).toEqual([B(3)]);
  });
  test("author and institution names are whole-token matches, no prefix expansion", async () => {
    const q = "query=aspirin%20metformin";
    expect((await ids("biomedcore", `${q}&authorNames=Smith`)).sort()).toEqual([B(1), B(3)]);
    expect(await ids("biomedcore", `${q}&authorNames=Smith%20J`)).toEqual([B(1)]);
    expect(await ids("biomedcore", `${q}&authorNames=Smi`)).toEqual([]);
    expect(await ids("biomedcore", `${q}&institutionNames=helsinki`)).toEqual([B(1)]);
  });
  test("AND across parameters", async () => {
    expect(await ids("biomedcore", "query=aspirin%20metformin&authorNames=Smith&isRetracted=false")).toEqual([B(1)]);
  });
  test("TrialCore: OR within phase, AND with status; comma-separated countries", async () => {
    const q = "query=aspirin%20metformin%20stroke";
    expect((await ids("trialcore", `${q}&phase=PHASE2&phase=PHASE3`)).sort()).toEqual([T(1), T(2)]);
    expect(await ids("trialcore", `${q}&phase=PHASE2&phase=PHASE3&overallStatus=COMPLETED`)).toEqual([T(2)]);
    expect((await ids("trialcore", `${q}&facilityCountries=FI,DE`)).sort()).toEqual([T(1), T(2)]);
    expect((await ids("trialcore", `${q}&interventionType=BEHAVIORAL`)).sort()).toEqual([T(2), T(3)]);
    expect(await ids("trialcore", `${q}&minEnrollment=100`)).toEqual([T(1)]);
    expect(await ids("trialcore", `${q}&maxStartDate=2019-01-01`)).toEqual([T(3)]);
    expect(await ids("trialcore", `${q}&hasResults=true`)).toEqual([T(1)]);
    expect((await bad("trialcore", `${q}&phase=PHASE9`)).fields.phase).toMatch(/PHASE9/);
  });
  test("DrugCore enum filters", async () => {
    expect(await ids("drugcore", "query=aspirin&drugType=PROTEIN")).toEqual([D(3)]);
    expect(await ids("drugcore", "query=aspirin&maxClinicalStage=APPROVAL")).toEqual([D(1)]);
  });
  test("RegulatoryCore: status case-insensitive; designation on the owning agency's side", async () => {
    const q = "query=aspirin%20metformin%20oldprofen";
    expect(await ids("regulatorycore", `${q}&authorizationStatus=withdrawn_voluntary`)).toEqual([R(3)]);
    expect(await ids("regulatorycore", `${q}&hasDesignation=PRIME`)).toEqual([R(2)]);
    expect((await ids("regulatorycore", `${q}&hasDesignation=PRIME&hasDesignation=PRIORITY_REVIEW`)).sort()).toEqual([R(1), R(2)]);
    expect(await ids("regulatorycore", `${q}&agency=EMA`)).toEqual([R(2)]);
    expect(await ids("regulatorycore", `${q}&isOrphan=true`)).toEqual([R(2)]);
    expect(await ids("regulatorycore", `${q}&serviceId=${R(1)}`)).toEqual([R(1)]);
    expect((await bad("regulatorycore", `${q}&serviceId=${D(1)}`)).fields.serviceId).toBeTruthy();
  });
  test("GeneCore filters", async () => {
    const q = "query=ptgs1%20ptgs2%20tspan6";
    expect(await ids("genecore", `${q}&isEssential=true`)).toEqual([G(2)]);
    expect(await ids("genecore", `${q}&hasSafetyLiabilities=true`)).toEqual([G(1)]);
    expect(await ids("genecore", `${q}&maxConstraintLoeuf=0.5`)).toEqual([G(2)]);
    expect(await ids("genecore", `${q}&geneType=NCRNA`)).toEqual([G(3)]);
    expect(await ids("genecore", `${q}&targetClass=ENZYME`)).toEqual([G(1)]);
    expect(await ids("genecore", `${q}&tractabilityModality=SMALL_MOLECULE&tractabilityStage=APPROVED_DRUG`)).toEqual([G(1)]);
    expect(await ids("genecore", `${q}&tractabilityModality=ANTIBODY`)).toEqual([]);
    expect(await ids("genecore", `${q}&isDruggable=true`)).toEqual([G(1)]);
  });
  test("PatentCore comma-separated filters and dates", async () => {
    const q = "query=aspirin%20metformin";
    expect(await ids("patentcore", `${q}&cpcCodes=A61K31/155`)).toEqual([P(3)]);
    expect(await ids("patentcore", `${q}&kindCode=B2,A9`)).toEqual([P(3)]);
    expect(await ids("patentcore", `${q}&minGrantDate=2021-01-01`)).toEqual([P(3)]);
    expect((await bad("patentcore", `${q}&kindCode=A1&kindCode=B2`)).fields.kindCode).toMatch(/comma/);
  });
});

describe("include and shapes", () => {
  test("include-only fields are omitted unless asked for; unknown include is 400", async () => {
    const plain = await s.json("/api/v1/cores/biomedcore/records?query=bleeding");
    expect(plain.body.data[0]).not.toHaveProperty("fulltext");
    expect(plain.body.data[0]).not.toHaveProperty("citedBy");
    const asked = await s.json("/api/v1/cores/biomedcore/records?query=bleeding&include=fulltext&include=citedBy");
    expect(asked.body.data[0].fulltext).toMatch(/platelets/);
    expect(asked.body.data[0].citedBy).toEqual([]);
    expect((await bad("biomedcore", "query=a&include=nonsense")).fields.include).toMatch(/nonsense/);
  });
  test("a requested field that does not apply is null (fdaDetails on EMA)", async () => {
    const r = await s.json("/api/v1/cores/regulatorycore/records?query=glucophage&include=fdaDetails&include=emaDetails");
    expect(r.body.data[0].fdaDetails).toBeNull();
    expect(r.body.data[0].emaDetails.productNumber).toBe("EMEA/H/C/000123");
  });
  test("RegulatoryCore evidence: matchedText around the terms; empty when only metadata matched", async () => {
    const doc = await s.json("/api/v1/cores/regulatorycore/records?query=reye");
    expect(doc.body.data[0].serviceId).toBe(R(1));
    const ev = doc.body.data[0].documentSections;
    expect(ev).toHaveLength(1);
    expect(ev[0].documentSectionId).toBe(S(1));
    expect(ev[0].matchedText).toMatch(/Reye syndrome/);
    expect(ev[0]).not.toHaveProperty("content");
    const meta = await s.json("/api/v1/cores/regulatorycore/records?query=bayer");
    expect(meta.body.data[0].serviceId).toBe(R(1));
    expect(meta.body.data[0].documentSections).toEqual([]);
  });
  test("RegulatoryCore evidence from a section title shows the words that matched, not an unrelated opening", async () => {
    const r = await s.json("/api/v1/cores/regulatorycore/records?query=dosage");
    const ev = r.body.data.find((x: { serviceId: string }) => x.serviceId === R(1)).documentSections;
    expect(ev.map((e: { documentSectionId: string }) => e.documentSectionId)).toEqual([S(2)]);
    expect(ev[0].matchedText).toMatch(/Dosage/);
  });
  test("PatentCore: one result per family with familyMembers; claims '' when absent", async () => {
    const r = await s.json("/api/v1/cores/patentcore/records?query=aspirin&include=claims");
    const rows = r.body.data as { serviceId: string; familyId: string; familyMembers: string[]; claims: string }[];
    expect(rows.filter((x) => x.familyId === "F1")).toHaveLength(1);
    const head = rows.find((x) => x.familyId === "F1")!;
    expect(head.familyMembers).toHaveLength(1);
    expect([P(1), P(2)]).toContain(head.familyMembers[0]);
    const two = await s.json(`/api/v1/cores/patentcore/records/${P(2)}?include=claims`);
    expect(two.body.data.claims).toBe("");
    expect(two.body.data.familyMembers).toEqual([]);
  });
});
