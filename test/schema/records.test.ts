import { describe, expect, test } from "vitest";
import {
  CORES,
  DEFAULT_FIELDS,
  INCLUDE_FIELDS,
  INCLUDES,
  parseRecord,
  parseRecords,
  recordSchema,
  SchemaParseError,
} from "../../src/schema/index.js";
import { clone, FULL_RECORDS } from "./fixtures/index.js";

describe.each(CORES)("%s record schema", (core) => {
  const full = FULL_RECORDS[core];

  test("parses a record with every documented field, strictly", () => {
    const parsed = parseRecord(core, clone(full), { strict: true });
    expect(parsed).toEqual(full);
  });

  test("fixture covers every field, in schema order: defaults then includes", () => {
    expect(Object.keys(full)).toEqual([...DEFAULT_FIELDS[core], ...INCLUDE_FIELDS[core]]);
    // `url` is the real service's known optional field on every core, sent with the default fields.
    expect(Object.keys(recordSchema(core, "strict").shape)).toEqual([...DEFAULT_FIELDS[core], "url", ...INCLUDES[core]]);
  });

  test("include-only fields may be absent", () => {
    const base = clone(full);
    for (const f of INCLUDE_FIELDS[core]) delete base[f];
    expect(Object.keys(parseRecord(core, base, { strict: true }))).toEqual(DEFAULT_FIELDS[core]);
  });

  test("every nullable field accepts null", () => {
    const shape = recordSchema(core, "strict").shape as Record<string, { safeParse(v: unknown): { success: boolean } }>;
    const nullable = Object.keys(shape).filter((k) => shape[k].safeParse(null).success);
    expect(nullable.length).toBeGreaterThan(3);
    const withNulls = clone(full);
    for (const k of nullable) withNulls[k] = null;
    const parsed = parseRecord(core, withNulls, { strict: true }) as Record<string, unknown>;
    for (const k of nullable) expect(parsed[k]).toBeNull();
  });

  test("a missing base field fails strict parsing with its path named, and is null in lenient mode", () => {
    const broken = clone(full);
    delete broken.serviceId;
    expect(() => parseRecord(core, broken, { strict: true })).toThrow(/at serviceId: /);
    const kept = parseRecord(core, broken, { onWarning: () => {} }) as Record<string, unknown>;
    expect(kept.serviceId).toBeNull();
  });

  test("parseRecords names the index of a bad record", () => {
    const bad = clone(full);
    bad.serviceId = 42;
    try {
      parseRecords(core, [clone(full), bad], { strict: true });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(SchemaParseError);
      expect((e as Error).message).toMatch(/\[1\]\.serviceId/);
    }
  });
});

describe("strict value checks", () => {
  test("malformed dates and IDs are rejected strictly, with the path", () => {
    const r = clone(FULL_RECORDS.trialcore);
    r.startDate = "2023-02-30";
    (r.referencesDrugCore as string[])[0] = "SVBC_0001A1b2C3d4E5f6G7h8";
    expect(() => parseRecord("trialcore", r, { strict: true })).toThrow(/startDate[\s\S]*referencesDrugCore\[0\]/);
    expect(parseRecord("trialcore", r).startDate).toBe("2023-02-30");
  });

  test("nested nullable fields accept null", () => {
    const r = clone(FULL_RECORDS.trialcore) as any;
    r.armGroups[0].type = null;
    r.outcomes[0].outcomeType = null;
    r.outcomes[0].paramType = null;
    r.outcomes[0].measurements[0].paramValue = null;
    expect(parseRecord("trialcore", r, { strict: true }).armGroups[0].type).toBeNull();
    const g = clone(FULL_RECORDS.genecore) as any;
    for (const k of ["tractability", "safetyLiabilities", "targetClass", "gnomadConstraint", "depmapEssentiality", "protein"]) g[k] = null;
    expect(parseRecord("genecore", g, { strict: true }).protein).toBeNull();
  });

  test("regulatory documentSections accept Evidence and table-of-contents forms, not Section", async () => {
    const { fullSection } = await import("./fixtures/regulatorycore.js");
    const r = clone(FULL_RECORDS.regulatorycore) as any;
    expect(parseRecord("regulatorycore", r, { strict: true }).documentSections).toHaveLength(2);
    r.documentSections = [fullSection];
    expect(() => parseRecord("regulatorycore", r, { strict: true })).toThrow(/documentSections\[0\]/);
  });

  test("depmap topDependencies holds at most 10 entries", () => {
    const g = clone(FULL_RECORDS.genecore) as any;
    const one = g.depmapEssentiality.topDependencies[0];
    g.depmapEssentiality.topDependencies = Array.from({ length: 11 }, () => one);
    expect(() => parseRecord("genecore", g, { strict: true })).toThrow(/topDependencies/);
  });
});
