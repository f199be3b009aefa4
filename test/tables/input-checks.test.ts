// Inputs are checked by what they are: a flattener given a table of another core, or a child table,
// says which it got and what to pass; get names the bad item and what an ID looks like, or what to
// call for an identifier of another kind. Each message says it on its first line.
import * as aq from "arquero";
import { describe, expect, test } from "vitest";
import { flatten, recordsToTable } from "../../src/tables/index.js";
import { uniqueIds } from "../../src/tables/hydrate.js";
import { requireColumns } from "../../src/tables/require-columns.js";
import { closestName } from "../../src/schema/closest-name.js";
import { checkIncludes } from "../../src/tables/include-values.js";
import { D, R, T } from "../support/service-ids.js";
import { authorization, trialWithOutcomes } from "./fixtures/records.js";

const regulatory = recordsToTable("regulatorycore", [authorization(1, "FDA"), authorization(2, "EMA")]);
const trials = recordsToTable("trialcore", [trialWithOutcomes(1)], { include: ["outcomes"] });

describe("flatteners check the core of their table", () => {
  test("a RegulatoryCore table given to flatten.measurements is named, with what to pass and what fits it", () => {
    expect(() => flatten.measurements(regulatory)).toThrow(
      'flatten.measurements: this is a RegulatoryCore table; flatten.measurements needs a TrialCore table fetched with { include: ["outcomes"] }; ' +
        "a RegulatoryCore table flattens with flatten.designations, flatten.authorizationsByAgency, flatten.documentSections",
    );
  });

  test("records of another core, and tables known only by their IDs, are named the same way", () => {
    expect(() => flatten.designations([trialWithOutcomes(1)])).toThrow(/^flatten\.designations: this is a TrialCore table/);
    const bare = aq.from([{ serviceId: D(1), mechanismsOfAction: [] }]);
    expect(() => flatten.authors(bare)).toThrow(
      /^flatten\.authors: this is a DrugCore table; flatten\.authors needs a BiomedCore table fetched with \{ include: \["authorsMetadata"\] \}; a DrugCore table flattens with flatten\.mechanisms, flatten\.targets$/,
    );
  });

  test("a child table is recognised by its index column", () => {
    const outcomes = flatten.outcomes(trials);
    expect(() => flatten.measurements(outcomes)).toThrow(
      /^flatten\.measurements: this is a flatten\.outcomes table; flatten\.measurements needs the TrialCore table it came from$/,
    );
    expect(() => flatten.designations(flatten.designations(regulatory))).toThrow(/this is a flatten\.designations table/);
  });

  test("a table of the right core without the field says which include to request", () => {
    const plain = recordsToTable("trialcore", [{ serviceId: T(1), briefTitle: "x" }]);
    expect(() => flatten.outcomes(plain)).toThrow(
      /^flatten\.outcomes needs a TrialCore table fetched with \{ include: \["outcomes"\] \}: the table has no outcomes column \(it has serviceId, /,
    );
  });

  test("a Promise (a call that was not awaited) is named, with the await to add", () => {
    const pending = Promise.resolve(trials);
    expect(() => flatten.outcomes(pending as never)).toThrow(
      /^flatten\.outcomes needs a TrialCore table fetched with \{ include: \["outcomes"\] \}; got a Promise \(the call that made it was not awaited: put await before it\)$/,
    );
  });

  test("the right tables still flatten", () => {
    expect(flatten.designations(regulatory).numRows()).toBeGreaterThan(0);
    expect(flatten.measurements(trials).numRows()).toBeGreaterThan(0);
  });
});

describe("get names the bad item and what to do", () => {
  test("undefined: its position and what an ID looks like", () => {
    expect(() => uniqueIds("trialcore", [undefined])).toThrow(
      'trialcore.get: item 0 of ids is undefined, not a TrialCore service ID; a TrialCore ID looks like "SVTC_0000000000000001" (SVTC_ and 16 to 32 letters or digits)',
    );
  });

  test("an identifier from elsewhere: the lookup that resolves it", () => {
    expect(() => uniqueIds("trialcore", [T(1), "NCT04368728"])).toThrow(
      'trialcore.get: item 1 of ids is the string "NCT04368728", not a TrialCore service ID; it looks like an NCT number: resolve it with sv.trialcore.lookup([{ nctId: "NCT04368728" }])',
    );
    expect(() => uniqueIds("drugcore", ["CHEMBL941"])).toThrow(/sv\.drugcore\.lookup\(\[\{ chemblId: "CHEMBL941" \}\]\)/);
    expect(() => uniqueIds("biomedcore", ["10.1056/NEJMoa2034577"])).toThrow(/sv\.biomedcore\.lookup\(\[\{ doi: /);
  });

  test("an ID of another core: that core's get", () => {
    expect(() => uniqueIds("trialcore", [R(4)])).toThrow(/it is a RegulatoryCore ID: use sv\.regulatorycore\.get$/);
  });

  test("a table instead of IDs: its serviceId column", () => {
    expect(() => uniqueIds("regulatorycore", regulatory)).toThrow(
      'regulatorycore.get needs service IDs, not a table: pass its serviceId column, sv.regulatorycore.get(table.array("serviceId"))',
    );
  });

  test("several bad items: the first, and how many more", () => {
    expect(() => uniqueIds("trialcore", [null, T(1), 5, "x"])).toThrow(
      /^trialcore\.get: item 0 of ids is null, .*; 2 more of the 4 items are not IDs either \(positions 2, 3\)$/,
    );
  });
});

describe("helpers over tables", () => {
  test("a table of another core is named before its columns", () => {
    const drugs = recordsToTable("drugcore", [{ serviceId: D(1), name: "x" }]);
    expect(() => requireColumns("pairs.authorizations", drugs, ["agency"], "a RegulatoryCore table", "regulatorycore")).toThrow(
      "pairs.authorizations needs a RegulatoryCore table; got a DrugCore table",
    );
  });

  test("a misspelt include or option value gets the nearest allowed name", () => {
    expect(() => checkIncludes("trialcore", ["outcome"])).toThrow(/allowed: detailedDescription, outcomes, .*; did you mean "outcomes"\?$/);
    expect(closestName("Outcomes", ["outcomes"])).toBe("outcomes");
    expect(closestName("zzz", ["outcomes", "include"])).toBeNull();
  });
});
