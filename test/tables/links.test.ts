import { describe, expect, test } from "vitest";
import { CORES, ID_PREFIX, type CoreName } from "../../src/schema/enums.js";
import { LINK_FIELDS, links } from "../../src/tables/links.js";
import { recordsToTable } from "../../src/tables/records-to-table.js";
import { id } from "./fixtures/records.js";

// Which core each link field points to (reference 2.x and addendum "Links").
const TARGET: Record<string, CoreName> = {
  referencesTrialCore: "trialcore",
  references: "biomedcore",
  citedBy: "biomedcore",
  referencesBiomedCore: "biomedcore",
  referencesDrugCore: "drugcore",
  parent: "drugcore",
  children: "drugcore",
  referencesRegulatoryCore: "regulatorycore",
  referencesGeneCore: "genecore",
  authorizationsByAgency: "regulatorycore",
  citedPatents: "patentcore",
  familyMembers: "patentcore",
  citedByPatents: "patentcore",
};

function linkValue(field: string, ids: string[]): unknown {
  if (field === "parent") return ids[0] ?? null;
  if (field === "authorizationsByAgency")
    return ids.map((serviceId) => ({ serviceId, agency: "EMA", name: null, authorizationStatus: null }));
  return ids;
}

describe.each(CORES)("links of %s", (core) => {
  test.each([...LINK_FIELDS[core]])("%s", (field) => {
    const to = ID_PREFIX[TARGET[field]];
    const records = [
      { serviceId: id(ID_PREFIX[core], 1), [field]: linkValue(field, [id(to, 11), id(to, 12)]) },
      { serviceId: id(ID_PREFIX[core], 2), [field]: linkValue(field, []) },
      { serviceId: id(ID_PREFIX[core], 3), [field]: null },
      { serviceId: id(ID_PREFIX[core], 4), [field]: linkValue(field, [id(to, 13)]) },
    ];
    const include = recordsToTable(core, [], {}).columnNames().includes(field) ? [] : [field];
    const table = recordsToTable(core, records, { include });
    const edges = links(table, field);
    expect(edges.columnNames()).toEqual(["fromId", "toId", "field", "toCore"]);
    const expectedTo = field === "parent" ? [id(to, 11), id(to, 13)] : [id(to, 11), id(to, 12), id(to, 13)];
    expect(edges.array("toId")).toEqual(expectedTo);
    expect(edges.array("fromId")[0]).toBe(id(ID_PREFIX[core], 1));
    expect(new Set(edges.array("toCore"))).toEqual(new Set([TARGET[field]]));
    expect(new Set(edges.array("field"))).toEqual(new Set([field]));
    expect(links(records, field).objects()).toEqual(edges.objects());
    expect(links(recordsToTable(core, [], { include }), field).numRows()).toBe(0);
  });
});

describe("link errors", () => {
  test("a field that is not a link field names the allowed ones", () => {
    const t = recordsToTable("trialcore", [{ serviceId: id("SVTC_", 1) }]);
    expect(() => links(t, "conditions")).toThrow(
      'links: field "conditions" is not a link field of trialcore; allowed: referencesBiomedCore, referencesDrugCore',
    );
  });

  test("a link field that was not included says which include to add", () => {
    const t = recordsToTable("trialcore", [{ serviceId: id("SVTC_", 1) }]);
    expect(() => links(t, "referencesBiomedCore")).toThrow(
      'links: the table has no "referencesBiomedCore" column; fetch the table with { include: ["referencesBiomedCore"] }',
    );
  });

  test("an unknown ID prefix gives a null toCore", () => {
    const edges = links([{ serviceId: id("SVDC_", 1), children: ["XX_1"] }], "children");
    expect(edges.array("toCore")).toEqual([null]);
  });
});
