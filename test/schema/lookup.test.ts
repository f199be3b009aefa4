import { describe, expect, test } from "vitest";
import { lookupRequestSchema, parseLookupResults, validateLookupItems } from "../../src/schema/index.js";

describe("lookup items", () => {
  test("one key per item is accepted", () => {
    expect(validateLookupItems("biomedcore", [{ pmid: "31415926" }, { doi: "10.1/x" }])).toEqual({
      ok: true,
      value: [{ pmid: "31415926" }, { doi: "10.1/x" }],
    });
    expect(validateLookupItems("genecore", [{ symbol: "GLP1R" }, { entrezGeneId: "2740" }]).ok).toBe(true);
  });

  test("zero keys, two keys, unknown keys and empty values are rejected per index", () => {
    const r = validateLookupItems("regulatorycore", [
      {},
      { ndc: "0078-0401", splSetId: "x" },
      { pmid: "1" },
      { ndc: "" },
      "NDA021588",
      { ndc: "0078-0401" },
    ]);
    expect(r.ok).toBe(false);
    const f = (r as { fields: Record<string, string> }).fields;
    expect(f["items[0]"]).toBe("items[0] must have exactly one of fdaApplicationNumber, emaProductNumber, ndc, splSetId (got none)");
    expect(f["items[1]"]).toBe(
      "items[1] must have exactly one of fdaApplicationNumber, emaProductNumber, ndc, splSetId (got ndc, splSetId)",
    );
    expect(f["items[2]"]).toMatch(/unknown key pmid; RegulatoryCore lookup keys are fdaApplicationNumber/);
    expect(f["items[3]"]).toMatch(/ndc must be a non-empty string/);
    expect(f["items[4]"]).toMatch(/must be an object/);
    expect(f["items[5]"]).toBeUndefined();
  });

  test("more than 100 items are rejected, 100 accepted", () => {
    const items = Array.from({ length: 101 }, (_, i) => ({ chemblId: `CHEMBL${i}` }));
    const r = validateLookupItems("drugcore", items);
    expect(r).toEqual({ ok: false, fields: { items: "items may hold at most 100 items per request (got 101)" } });
    expect(validateLookupItems("drugcore", items.slice(0, 100)).ok).toBe(true);
    expect(validateLookupItems("drugcore", []).ok).toBe(false);
  });

  test("the zod request schema agrees", () => {
    const s = lookupRequestSchema("patentcore");
    expect(s.safeParse({ items: [{ familyId: "CN-103570677-A" }] }).success).toBe(true);
    expect(s.safeParse({ items: [{ familyId: "a", publicationNumber: "b" }] }).success).toBe(false);
    expect(s.safeParse({ items: [{}] }).success).toBe(false);
    expect(s.safeParse({ items: Array.from({ length: 101 }, () => ({ familyId: "a" })) }).success).toBe(false);
  });
});

describe("lookup results", () => {
  test("success and failure items parse strictly", () => {
    const results = parseLookupResults(
      [
        { input: { fdaApplicationNumber: "NDA021588" }, serviceIds: ["SVRC_0001A1b2C3d4E5f6G7h8"] },
        { input: { fdaApplicationNumber: "021588" }, error: { code: "NOT_FOUND", message: "No record for 021588" } },
      ],
      { strict: true },
    );
    expect(results[0]).toEqual({ input: { fdaApplicationNumber: "NDA021588" }, serviceIds: ["SVRC_0001A1b2C3d4E5f6G7h8"] });
    expect("error" in results[1] && results[1].error.code).toBe("NOT_FOUND");
  });

  test("an item with neither serviceIds nor error is rejected", () => {
    expect(() => parseLookupResults([{ input: { pmid: "1" } }], { strict: true })).toThrow(/\[0\]/);
  });
});
