import { describe, expect, test } from "vitest";
import { CORES, INCLUDES } from "../../src/schema/enums.js";
import { columnTypes } from "../../src/tables/column-types.js";
import { CORE_COLUMNS } from "../../src/tables/columns/index.js";
import { recordsToTable } from "../../src/tables/records-to-table.js";
import { trialWithOutcomes } from "./fixtures/records.js";

describe.each(CORES)("%s tables", (core) => {
  const spec = CORE_COLUMNS[core];

  test("an empty result has every default column, serviceId first, each with a type", () => {
    const t = recordsToTable(core, []);
    const expected = [...Object.keys(spec.defaults), ...spec.derived.map((d) => d.name)];
    expect(t.numRows()).toBe(0);
    expect(t.columnNames()).toEqual(expected);
    expect(t.columnNames()[0]).toBe("serviceId");
    expect(Object.keys(columnTypes(t)!)).toEqual(expected);
  });

  test("every include value has a column, in the reference order, after the defaults", () => {
    expect(Object.keys(spec.includes)).toEqual([...INCLUDES[core]]);
    const t = recordsToTable(core, [], { include: [...INCLUDES[core]].reverse() });
    const defaults = Object.keys(spec.defaults).length;
    expect(t.columnNames().slice(defaults, defaults + INCLUDES[core].length)).toEqual([...INCLUDES[core]]);
  });

  test("an unknown include value is refused with the allowed list", () => {
    expect(() => recordsToTable(core, [], { include: ["nope"] })).toThrow(
      new RegExp(`include: "nope" is not an include value of ${core}; allowed: ${INCLUDES[core][0]}`),
    );
  });
});

describe("values", () => {
  test("day dates become Dates at UTC midnight, bad dates null; lists and objects stay", () => {
    const t = recordsToTable(
      "trialcore",
      [{ ...trialWithOutcomes(1), completionDate: "2024-02-30", lastUpdateDate: "2024-02-29", conditions: ["A", "B"] }],
      { include: ["outcomes"] },
    );
    const row = t.objects()[0] as Record<string, unknown>;
    expect(row.startDate).toEqual(new Date("2020-03-04T00:00:00.000Z"));
    expect((row.startDate as Date).toISOString().slice(0, 10)).toBe("2020-03-04");
    expect(row.completionDate).toBeNull();
    expect(row.lastUpdateDate).toEqual(new Date(Date.UTC(2024, 1, 29)));
    expect(row.conditions).toEqual(["A", "B"]);
    expect(Array.isArray(row.outcomes)).toBe(true);
    expect(row.enrollment).toBeNull(); // absent default field reads as null
    expect(columnTypes(t)!.startDate).toEqual({ kind: "date" });
  });

  test("unknown fields are kept as extra columns at the end, typed from their values", () => {
    const t = recordsToTable("drugcore", [
      { serviceId: "SVDC_0000000000000001", url: "https://example.org/1", score: 1 },
      { serviceId: "SVDC_0000000000000002", score: 2.5, tags: ["x"], blob: { a: 1 } },
    ]);
    expect(t.columnNames().slice(-4)).toEqual(["url", "score", "tags", "blob"]);
    const types = columnTypes(t)!;
    expect(types.url).toEqual({ kind: "string" });
    expect(types.score).toEqual({ kind: "float" });
    expect(types.tags).toEqual({ kind: "list", of: { kind: "string" } });
    expect(types.blob).toEqual({ kind: "json" });
    expect(t.array("url")).toEqual(["https://example.org/1", null]);
  });

  test("records of different shapes (fields in another order, missing or extra) land in the right columns", () => {
    const records = [
      { serviceId: "SVDC_0000000000000001", name: "a", score: 1, tags: ["x"] },
      { serviceId: "SVDC_0000000000000002", name: "b", score: 2, tags: ["y"] },
      { tags: ["z"], score: 3, serviceId: "SVDC_0000000000000003", name: "c" },
      { serviceId: "SVDC_0000000000000004", extra: true, name: "d" },
      { serviceId: "SVDC_0000000000000005", name: "e", score: 5, tags: [] },
    ];
    const t = recordsToTable("drugcore", records);
    expect(t.array("serviceId")).toEqual(records.map((r) => r.serviceId));
    expect(t.array("name")).toEqual(["a", "b", "c", "d", "e"]);
    expect(t.array("score")).toEqual([1, 2, 3, null, 5]);
    expect(t.array("tags")).toEqual([["x"], ["y"], ["z"], null, []]);
    expect(t.array("extra")).toEqual([null, null, null, true, null]);
    expect(t.columnNames().slice(-3)).toEqual(["score", "tags", "extra"]);
  });

  test("an include field carried by a record gets its column even when not requested", () => {
    const t = recordsToTable("drugcore", [{ serviceId: "SVDC_0000000000000001", parent: "SVDC_0000000000000002" }]);
    expect(t.columnNames()).toContain("parent");
    expect(t.columnNames().indexOf("parent")).toBe(Object.keys(CORE_COLUMNS.drugcore.defaults).length);
  });

  test("GeneCore flat columns read constraint, essentiality and tractability", () => {
    const gene = {
      serviceId: "SVGC_0000000000000001",
      gnomadConstraint: { synonymous: null, missense: null, lossOfFunction: { loeuf: 0.21, pli: 0.99, loeufDecile: 1 } },
      depmapEssentiality: {
        isEssential: true,
        meanGeneEffect: -1.2,
        medianGeneEffect: -1.1,
        minGeneEffect: -2,
        cellLinesTested: 1000,
        dependentCellLines: 950,
        topDependencies: [],
      },
      tractability: {
        smallMolecule: { clinical: ["APPROVED_DRUG"], predictive: ["High-Quality Pocket"] },
        antibody: { clinical: [], predictive: [] },
        protac: { clinical: [], predictive: ["Literature"] },
        otherClinical: { clinical: ["PHASE_1_CLINICAL"], predictive: [] },
      },
    };
    const row = recordsToTable("genecore", [gene, { serviceId: "SVGC_0000000000000002", gnomadConstraint: null }]).objects() as Record<
      string,
      unknown
    >[];
    expect(row[0]).toMatchObject({
      loeuf: 0.21,
      pli: 0.99,
      loeufDecile: 1,
      isEssential: true,
      meanGeneEffect: -1.2,
      cellLinesTested: 1000,
      tractabilitySmallMoleculeClinical: ["APPROVED_DRUG"],
      tractabilitySmallMoleculePredictive: ["High-Quality Pocket"],
      tractabilityAntibodyClinical: [],
      tractabilityProtacPredictive: ["Literature"],
      tractabilityOtherClinicalClinical: ["PHASE_1_CLINICAL"],
      tractabilityOtherClinicalPredictive: [],
    });
    expect(row[1]).toMatchObject({ loeuf: null, pli: null, isEssential: null, tractabilitySmallMoleculeClinical: null });
  });
});
