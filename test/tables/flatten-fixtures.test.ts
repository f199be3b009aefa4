import { describe, expect, test } from "vitest";
import { ARM_GROUP_TYPES, DESIGNATION_TYPES, DISPERSION_TYPES, DOC_TYPES, OUTCOME_TYPES, PARAM_TYPES } from "../../src/schema/enums.js";
import { columnTypes } from "../../src/tables/column-types.js";
import { flatten } from "../../src/tables/flatten/index.js";
import { recordsToTable } from "../../src/tables/records-to-table.js";
import { designColumns, DESIGN_COLUMNS } from "./design-columns.js";
import {
  authorization,
  authorizationWithoutChildren,
  drug,
  publication,
  trialWithOutcomes,
  trialWithoutOutcomes,
} from "./fixtures/records.js";

const trials = [trialWithOutcomes(1), trialWithoutOutcomes(2), trialWithOutcomes(3)];
const regs = [authorization(1, "FDA"), authorizationWithoutChildren(2), authorization(3, "EMA")];
const drugs = [drug(1), { serviceId: "SVDC_0000000000000002", mechanismsOfAction: [] }];
const pubs = [publication(1), { serviceId: "SVBC_0000000000000002", authorsMetadata: [] }];

const cases = {
  outcomes: { core: "trialcore", records: trials, include: ["outcomes"] },
  measurements: { core: "trialcore", records: trials, include: ["outcomes"] },
  arms: { core: "trialcore", records: trials, include: [] },
  designations: { core: "regulatorycore", records: regs, include: [] },
  authorizationsByAgency: { core: "regulatorycore", records: regs, include: [] },
  documentSections: { core: "regulatorycore", records: regs, include: [] },
  mechanisms: { core: "drugcore", records: drugs, include: [] },
  targets: { core: "drugcore", records: drugs, include: [] },
  authors: { core: "biomedcore", records: pubs, include: ["authorsMetadata"] },
  affiliations: { core: "biomedcore", records: pubs, include: ["authorsMetadata"] },
} as const;

const names = Object.keys(DESIGN_COLUMNS) as (keyof typeof DESIGN_COLUMNS)[];

describe.each(names)("flatten.%s", (name) => {
  const { core, records, include } = cases[name];
  const fromRecords = flatten[name](records);
  const fromTable = flatten[name](recordsToTable(core, records, { include }));

  test("has exactly the DESIGN columns, with a declared type for each", () => {
    expect(fromRecords.columnNames()).toEqual(designColumns(name));
    expect(Object.keys(columnTypes(fromRecords) ?? {})).toEqual(designColumns(name));
  });

  test("gives the same rows from records and from a table", () => {
    expect(fromTable.objects()).toEqual(fromRecords.objects());
    expect(fromRecords.numRows()).toBeGreaterThan(0);
  });

  test("keeps the same columns when empty", () => {
    expect(flatten[name]([]).columnNames()).toEqual(designColumns(name));
    expect(flatten[name](recordsToTable(core, [], { include })).columnNames()).toEqual(designColumns(name));
    expect(flatten[name]([]).numRows()).toBe(0);
  });

  test("has no rows for parents without children, and 0-based positions", () => {
    const ids = new Set(fromRecords.array("serviceId"));
    expect(ids.has(records[1].serviceId)).toBe(false);
    const index = designColumns(name)[1];
    expect(fromRecords.array(index)[0]).toBe(0);
  });
});

describe("flatten values", () => {
  test("outcomes carry every outcome, param and dispersion type, and null", () => {
    const t = flatten.outcomes(trials);
    const values = (c: string) => new Set(t.array(c));
    for (const v of [...OUTCOME_TYPES, null]) expect(values("outcomeType").has(v)).toBe(true);
    for (const v of [...PARAM_TYPES, null]) expect(values("paramType").has(v)).toBe(true);
    for (const v of [...DISPERSION_TYPES, null]) expect(values("dispersionType").has(v)).toBe(true);
    const first = t.objects()[1] as Record<string, unknown>;
    expect(first.measurementCount).toBe(0);
  });

  test("measurements keep the strings and parse only plain numbers", () => {
    const rows = flatten.measurements([trialWithOutcomes(9)]).objects() as Record<string, unknown>[];
    const first = rows.filter((r) => r.outcomeIndex === 0);
    expect(first.map((r) => r.paramValue)).toEqual(["12.5", "-3", "1,234.5", "<0.001", "NA", ">99", "", null]);
    expect(first.map((r) => r.value)).toEqual([12.5, -3, 1234.5, null, null, null, null, null]);
    expect(first[0]).toMatchObject({ measurementIndex: 0, lower: 10, upper: 15.25, dispersion: -3, outcomeTitle: null });
    expect(rows.some((r) => r.outcomeIndex === 1)).toBe(false);
    // The parent outcome's reading instructions travel with each measurement.
    const second = rows.find((r) => r.outcomeIndex === 2)!;
    expect(second).toMatchObject({ outcomeType: OUTCOME_TYPES[2], paramType: PARAM_TYPES[2], units: null });
  });

  test("arms cover every arm type and null", () => {
    const types = flatten.arms(trials).array("type");
    for (const v of [...ARM_GROUP_TYPES, null]) expect(types).toContain(v);
  });

  test("designations, links and sections of regulatory records", () => {
    const d = flatten.designations(regs);
    for (const v of DESIGNATION_TYPES) expect(d.array("type")).toContain(v);
    expect(new Set(d.array("postMarketingObligation"))).toEqual(new Set([true, false, null]));
    const l = flatten.authorizationsByAgency(regs).objects()[0] as Record<string, unknown>;
    expect(l).toEqual({
      serviceId: regs[0].serviceId,
      linkIndex: 0,
      linkedServiceId: "SVRC_0000000000001010",
      agency: "EMA",
      name: "Product",
      authorizationStatus: "ACTIVE",
    });
    const s = flatten.documentSections(regs);
    for (const v of DOC_TYPES) expect(s.array("docType")).toContain(v);
    const rows = s.objects() as Record<string, unknown>[];
    expect(rows[0].sourceDate).toEqual(new Date(Date.UTC(2021, 4, 6)));
    expect(rows[1].matchedText).toBe("…excerpt…");
    expect(rows[0].matchedText).toBeNull();
    expect(rows[0].content).toBeNull();
  });

  test("mechanisms and targets", () => {
    expect(flatten.mechanisms(drugs).array("targetCount")).toEqual([2, 0]);
    const t = flatten.targets(drugs).objects() as Record<string, unknown>[];
    expect(t).toHaveLength(2);
    expect(t[0]).toMatchObject({ mechanismIndex: 0, targetIndex: 0, symbol: "EGFR", synonyms: ["ERBB1"], actionType: "INHIBITOR" });
    expect(t[1]).toMatchObject({ targetIndex: 1, ensemblId: null, synonyms: [] });
  });

  test("authors and affiliations", () => {
    expect(flatten.authors(pubs).array("affiliationCount")).toEqual([2, 0]);
    const a = flatten.affiliations(pubs).objects() as Record<string, unknown>[];
    expect(a).toHaveLength(2);
    expect(a[0]).toMatchObject({
      authorIndex: 0,
      affiliationIndex: 0,
      authorName: "Doe J",
      orcid: "0000-0002-1825-0097",
      countryCode: "FI",
    });
    expect(a[1]).toMatchObject({ affiliationIndex: 1, name: null, ror: null });
  });

  test("a table without the nested field says which include to request", () => {
    expect(() =>
      flatten.measurements(
        recordsToTable(
          "trialcore",
          trials.map(({ outcomes, ...r }) => r),
        ),
      ),
    ).toThrow(/flatten.measurements needs a TrialCore table fetched with \{ include: \["outcomes"\] \}: the table has no outcomes column/);
    expect(() => flatten.authors([{ serviceId: "SVBC_0000000000000001" }])).toThrow(/authorsMetadata/);
    expect(() => flatten.arms(42 as never)).toThrow(/flatten.arms needs a TrialCore table; got number 42/);
  });
});
