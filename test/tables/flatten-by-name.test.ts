// Every flattener copies each source field into the column of the same name (or its documented
// rename): each source text field carries its own name as its value, so a column fed from the wrong
// field shows the wrong name, and swapping two source fields swaps exactly those two columns.
import { describe, expect, test } from "vitest";
import { flatten, type FlattenInput } from "../../src/tables/flatten/index.js";

type Row = Record<string, unknown>;
const firstRow = (name: keyof typeof flatten, input: FlattenInput): Row => flatten[name](input).objects()[0] as Row;

/** An object whose every listed field holds `<prefix>.<field>`. */
const tagged = (prefix: string, names: string[]): Record<string, string> =>
  Object.fromEntries(names.map((name) => [name, `${prefix}.${name}`]));

const measurement: Record<string, string> = {
  ...tagged("m", ["group", "groupId", "classification", "category"]),
  paramValue: "1.5",
  dispersionValue: "2.5",
  dispersionLowerLimit: "3.5",
  dispersionUpperLimit: "4.5",
};
const outcome = {
  ...tagged("o", ["outcomeType", "title", "description", "timeFrame", "population", "units", "paramType", "dispersionType"]),
  measurements: [measurement],
};
const trial = { serviceId: "SVTC_1", outcomes: [outcome], armGroups: [tagged("arm", ["type", "title", "description"])] };
const target = { ...tagged("t", ["ensemblId", "symbol", "name"]), synonyms: ["t.synonym"] };
const drug = {
  serviceId: "SVDC_1",
  mechanismsOfAction: [{ ...tagged("mech", ["actionType", "mechanismOfAction", "targetType"]), targets: [target] }],
};
const affiliation = tagged("aff", ["name", "nameRaw", "ror", "countryCode"]);
const paper = {
  serviceId: "SVBC_1",
  authorsMetadata: [{ ...tagged("au", ["name", "nameRaw", "orcid"]), position: 1, affiliations: [affiliation] }],
};
const regulatory = {
  serviceId: "SVRC_1",
  designations: [tagged("d", ["agency", "axis", "type", "nativeName", "basis", "indication"])],
  authorizationsByAgency: [tagged("link", ["serviceId", "agency", "name", "authorizationStatus"])],
  documentSections: [tagged("s", ["documentSectionId", "docType", "path", "title", "textType", "sourceUrl", "matchedText", "content"])],
};

// For each flattener: its input and, for every text column, the source field it must come from.
const cases = {
  outcomes: [
    [trial],
    {
      outcomeType: "o.outcomeType",
      title: "o.title",
      description: "o.description",
      timeFrame: "o.timeFrame",
      population: "o.population",
      units: "o.units",
      paramType: "o.paramType",
      dispersionType: "o.dispersionType",
    },
  ],
  measurements: [
    [trial],
    {
      outcomeType: "o.outcomeType",
      outcomeTitle: "o.title",
      units: "o.units",
      paramType: "o.paramType",
      dispersionType: "o.dispersionType",
      group: "m.group",
      groupId: "m.groupId",
      classification: "m.classification",
      category: "m.category",
      paramValue: "1.5",
      dispersionValue: "2.5",
      dispersionLowerLimit: "3.5",
      dispersionUpperLimit: "4.5",
      value: 1.5,
      dispersion: 2.5,
      lower: 3.5,
      upper: 4.5,
    },
  ],
  arms: [[trial], { type: "arm.type", title: "arm.title", description: "arm.description" }],
  designations: [
    [regulatory],
    { agency: "d.agency", axis: "d.axis", type: "d.type", nativeName: "d.nativeName", basis: "d.basis", indication: "d.indication" },
  ],
  authorizationsByAgency: [
    [regulatory],
    { linkedServiceId: "link.serviceId", agency: "link.agency", name: "link.name", authorizationStatus: "link.authorizationStatus" },
  ],
  documentSections: [
    [regulatory],
    {
      documentSectionId: "s.documentSectionId",
      docType: "s.docType",
      path: "s.path",
      title: "s.title",
      textType: "s.textType",
      sourceUrl: "s.sourceUrl",
      matchedText: "s.matchedText",
      content: "s.content",
    },
  ],
  mechanisms: [[drug], { actionType: "mech.actionType", mechanismOfAction: "mech.mechanismOfAction", targetType: "mech.targetType" }],
  targets: [
    [drug],
    {
      actionType: "mech.actionType",
      mechanismOfAction: "mech.mechanismOfAction",
      targetType: "mech.targetType",
      ensemblId: "t.ensemblId",
      symbol: "t.symbol",
      name: "t.name",
    },
  ],
  authors: [[paper], { name: "au.name", nameRaw: "au.nameRaw", orcid: "au.orcid" }],
  affiliations: [
    [paper],
    { authorName: "au.name", orcid: "au.orcid", name: "aff.name", nameRaw: "aff.nameRaw", ror: "aff.ror", countryCode: "aff.countryCode" },
  ],
} satisfies Record<keyof typeof flatten, [object[], Record<string, unknown>]>;

describe.each(Object.entries(cases))("flatten.%s", (name, [records, expected]) => {
  test("every column holds the field of its own name", () => {
    const row = firstRow(name as keyof typeof flatten, records);
    for (const [column, value] of Object.entries(expected)) expect(row[column], column).toEqual(value);
  });
});

test("swapping two source fields swaps exactly those two columns", () => {
  const swapped = {
    ...measurement,
    group: measurement.groupId,
    groupId: measurement.group,
    paramValue: measurement.dispersionValue,
    dispersionValue: measurement.paramValue,
  };
  const input = [{ ...trial, outcomes: [{ ...outcome, measurements: [swapped] }] }];
  const before = firstRow("measurements", [trial]);
  const after = firstRow("measurements", input);
  expect([after.group, after.groupId]).toEqual([before.groupId, before.group]);
  expect([after.paramValue, after.dispersionValue, after.value, after.dispersion]).toEqual([
    before.dispersionValue,
    before.paramValue,
    before.dispersion,
    before.value,
  ]);
  for (const column of ["classification", "category", "outcomeTitle", "lower", "upper"])
    expect(after[column], column).toEqual(before[column]);
});
