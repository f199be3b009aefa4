import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  parseChangesPage,
  parseLookupResults,
  parseRecord,
  parseRecords,
  parseSection,
  resetWarnings,
  setWarningSink,
  type SchemaWarning,
} from "../../src/schema/index.js";
import { clone, FULL_RECORDS } from "./fixtures/index.js";
import { fullSection } from "./fixtures/regulatorycore.js";

let seen: SchemaWarning[] = [];
beforeEach(() => {
  resetWarnings();
  seen = [];
  setWarningSink((w) => seen.push(w));
});
afterEach(() => setWarningSink(null));

function drifted() {
  const r = clone(FULL_RECORDS.trialcore) as any;
  r.webAddress = "https://app.example.org/trials/1";
  r.phase = "PHASE5";
  r.armGroups[0].extra = { nested: true };
  r.outcomes[0].paramType = "TRIMMED_MEAN";
  return r;
}

describe("lenient parsing (default)", () => {
  test("keeps unknown fields (also nested) and unknown enum values", () => {
    const parsed = parseRecord("trialcore", drifted()) as any;
    expect(parsed.webAddress).toBe("https://app.example.org/trials/1");
    expect(parsed.phase).toBe("PHASE5");
    expect(parsed.armGroups[0].extra).toEqual({ nested: true });
    expect(parsed.outcomes[0].paramType).toBe("TRIMMED_MEAN");
  });

  test("warns once per (field, value), naming both", () => {
    parseRecord("trialcore", drifted());
    expect(seen.map((w) => [w.path, w.value])).toEqual([
      ["TrialCoreRecord.phase", "PHASE5"],
      ["TrialCoreRecord.outcomes[].paramType", "TRIMMED_MEAN"],
    ]);
    expect(seen[0].message).toMatch(/unknown value "PHASE5" in TrialCoreRecord\.phase .*EARLY_PHASE1/);
    parseRecord("trialcore", drifted());
    expect(seen).toHaveLength(2);
    const other = drifted();
    other.phase = "PHASE6";
    parseRecord("trialcore", other);
    expect(seen.map((w) => w.value)).toEqual(["PHASE5", "TRIMMED_MEAN", "PHASE6"]);
    resetWarnings();
    parseRecord("trialcore", drifted());
    expect(seen).toHaveLength(5);
  });

  test("the same unknown value in many array elements warns once", () => {
    const r = clone(FULL_RECORDS.trialcore) as any;
    r.armGroups = [1, 2, 3].map((i) => ({ type: "CONTROL", title: `arm ${i}`, description: null }));
    parseRecord("trialcore", r);
    expect(seen).toHaveLength(1);
  });

  test("onWarning receives the warnings instead of the sink", () => {
    const mine: SchemaWarning[] = [];
    parseRecord("trialcore", drifted(), { onWarning: (w) => mine.push(w) });
    expect(mine).toHaveLength(2);
    expect(seen).toHaveLength(0);
  });

  test("a failed parse delivers no warnings", () => {
    // Only a body that is not records at all fails in lenient mode: here the second element.
    expect(() => parseRecords("trialcore", [drifted(), "not a record"])).toThrow(/\[1\]/);
    expect(seen).toHaveLength(0);
  });

  test("the default sink is console.warn with one line", () => {
    setWarningSink(null);
    const lines: unknown[][] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => lines.push(args);
    try {
      parseRecord("trialcore", drifted());
    } finally {
      console.warn = original;
    }
    expect(lines).toHaveLength(2);
    expect(String(lines[0][0])).not.toContain("\n");
  });

  test("sections, feed pages and lookup results are lenient too", () => {
    const s = parseSection({ ...fullSection, docType: "EMA_PIL", extra: 1 }) as any;
    expect(s.docType).toBe("EMA_PIL");
    expect(s.extra).toBe(1);
    const page = parseChangesPage("regulatorycore", {
      data: [{ serviceId: fullSection.serviceId, updateType: "moved", updateDate: null, createDate: null, documentSections: [], x: 1 }],
      nextCursor: null,
    }) as any;
    expect(page.data[0].updateType).toBe("moved");
    const results = parseLookupResults([{ input: { pmid: "1" }, serviceIds: [], matchedOn: "pmid" }]) as any;
    expect(results[0].matchedOn).toBe("pmid");
    expect(seen.map((w) => w.value)).toEqual(["EMA_PIL", "moved"]);
  });
});

describe("strict parsing", () => {
  test("rejects the unknown field and the unknown enum value, naming each path", () => {
    let message = "";
    try {
      parseRecord("trialcore", drifted(), { strict: true });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).toMatch(/^Invalid TrialCore record:/);
    expect(message).toMatch(/at phase: /);
    expect(message).toMatch(/at armGroups\[0\]: .*extra/);
    expect(message).toMatch(/at outcomes\[0\]\.paramType: /);
    expect(message).toMatch(/webAddress/);
    expect(seen).toHaveLength(0);
  });

  test("rejects an unknown field alone and an unknown enum alone", () => {
    const extra = clone(FULL_RECORDS.drugcore) as any;
    extra.webAddress = "x";
    expect(() => parseRecord("drugcore", extra, { strict: true })).toThrow(/webAddress/);
    const en = clone(FULL_RECORDS.drugcore) as any;
    en.drugType = "PEPTIDE";
    expect(() => parseRecord("drugcore", en, { strict: true })).toThrow(/drugType/);
    expect(parseRecord("drugcore", en).drugType).toBe("PEPTIDE");
  });
});
