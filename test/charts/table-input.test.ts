// What a chart is given, checked by what it is: presets that draw a child table take the parent
// table too; a table of the wrong core, a Promise or a column an option names that the table lacks
// is refused with what was passed and what to pass; a chart whose fields are empty in every row
// warns and says so; fromSpec reads exactly the columns its spec names.
import * as aq from "arquero";
import { afterEach, describe, expect, test, vi } from "vitest";
import { charts, specs } from "../../src/charts/index.js";
import { specFields } from "../../src/charts/spec-fields.js";
import { flatten, recordsToTable } from "../../src/tables/index.js";
import { authorization, trialWithOutcomes } from "../tables/fixtures/records.js";
import { drugsTable, trialsTable } from "./fixtures.js";

const values = (spec: { data?: unknown }) => (spec.data as { values: Record<string, unknown>[] }).values;
const regulatory = recordsToTable("regulatorycore", [authorization(1, "FDA"), authorization(2, "EMA")]);

afterEach(() => {
  vi.restoreAllMocks();
});

function warnings(): string[] {
  const seen: string[] = [];
  vi.spyOn(console, "warn").mockImplementation((text: unknown) => {
    seen.push(String(text));
  });
  return seen;
}

describe("presets that draw a child table take its parent", () => {
  test("charts.designations(aRegulatoryCoreTable) draws what charts.designations(flatten.designations(it)) draws", () => {
    expect(values(specs.designations(regulatory))).toEqual(values(specs.designations(flatten.designations(regulatory))));
    expect(values(specs.designations(regulatory)).length).toBeGreaterThan(3);
  });

  test("charts.outcomeMeasurements takes a TrialCore table fetched with outcomes", () => {
    const trials = recordsToTable("trialcore", [trialWithOutcomes(1)], { include: ["outcomes"] });
    expect(values(specs.outcomeMeasurements(trials))).toEqual(values(specs.outcomeMeasurements(flatten.measurements(trials))));
  });

  test("charts.approvalLag takes a RegulatoryCore table and pairs it", () => {
    const pairs = regulatory.filter((d: { agency: string }) => d.agency === "FDA");
    const warn = warnings();
    const spec = specs.approvalLag(pairs);
    // The twins are not in the table: no pair has both dates, and both the pairing and the chart say so.
    expect(values(spec)).toEqual([]);
    expect(warn.join("\n")).toMatch(/pairs\.authorizations: 2 of 2 pairs lack a date/);
    expect(warn.join("\n")).toMatch(/charts\.approvalLag: none of the 2 rows can be drawn \(2 pairs without both dates not shown\)/);
  });
});

describe("a wrong input is named with what to pass", () => {
  test("a table of another core", () => {
    expect(() => charts.trialsByPhase(drugsTable())).toThrow(
      "charts.trialsByPhase needs a TrialCore table with phase (sv.trialcore.search / searchAll / get); got a DrugCore table",
    );
    expect(() => charts.designations(trialsTable())).toThrow(
      /^charts\.designations needs a RegulatoryCore table .*; got a TrialCore table$/,
    );
  });

  test("a Promise: the await that is missing", () => {
    expect(() => charts.trialsByPhase(Promise.resolve(trialsTable()) as never)).toThrow(
      /^charts\.trialsByPhase needs a TrialCore table with phase .*; got a Promise \(the call that made it was not awaited: put await before it\)$/,
    );
  });

  test("a column an option names that the table lacks, with the nearest one", () => {
    expect(() => charts.trialsByPhase(trialsTable(), { color: "overalStatus" })).toThrow(
      /^charts\.trialsByPhase: options\.color is "overalStatus", which is not a column of the table \(it has .*\); did you mean "overallStatus"\?$/,
    );
    expect(() => charts.publicationsByYear(aq.from([{ publicationDate: "2020-01-01" }]), { color: "journal" })).toThrow(
      /options\.color must be one of isRetracted; got "journal"/,
    );
  });

  test("bad options name the option and what it takes", () => {
    expect(() => charts.trialsByCountry(trialsTable(), { top: 0 })).toThrow(
      "charts.trialsByCountry: options.top must be a positive whole number; got 0",
    );
    expect(() => charts.trialTimeline(trialsTable(), { maxTrials: 2.5 })).toThrow(
      /options\.maxTrials must be a positive whole number; got 2\.5/,
    );
  });
});

describe("a chart never claims data it does not draw", () => {
  test("a field empty in every row warns and is named in the subtitle", () => {
    const warn = warnings();
    const spec = specs.trialsByPhase(aq.from([{ serviceId: "SVTC_0000000000000001", phase: null, overallStatus: "RECRUITING" }]));
    expect(warn).toEqual([
      "corebook: charts.trialsByPhase: none of the 1 rows has a value in phase; the chart shows no data for it (check the column names, or the filter and include of the fetch)",
    ]);
    expect(JSON.stringify(spec.title)).toContain("no row has a value in phase");
  });

  test("an empty table is an empty chart, without a warning", () => {
    const warn = warnings();
    const spec = specs.trialsByPhase(aq.table({}));
    expect(warn).toEqual([]);
    expect(JSON.stringify(spec.title)).toContain("No rows to show");
  });
});

describe("fromSpec reads the columns its spec names", () => {
  const trials = trialsTable(5);

  test("encodings, facets and transforms name the columns; only those are inlined, dates as days", () => {
    const chart = charts.fromSpec(trials, {
      transform: [{ filter: "datum.enrollment > 10" }, { calculate: "year(datum.startDate)", as: "year" }],
      mark: "point",
      encoding: { x: { field: "year", type: "ordinal" }, y: { field: "enrollment", type: "quantitative" }, color: { field: "phase" } },
    });
    const rows = values(chart.spec);
    expect(rows).toHaveLength(5);
    expect(Object.keys(rows[0]).sort()).toEqual(["enrollment", "phase", "startDate"]);
    expect(rows[0].startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(chart.spec.$schema).toContain("vega-lite/v5");
  });

  test("a field the table lacks is refused, with the table's columns and the nearest name", () => {
    expect(() =>
      charts.fromSpec(trials, { mark: "bar", encoding: { x: { field: "phases", type: "nominal" }, y: { aggregate: "count" } } }),
    ).toThrow(
      /^charts\.fromSpec: the spec names "phases" \(encoding\.x\), which the table has no column for; did you mean "phase"\?; its columns: serviceId, nctId, /,
    );
  });

  test("a table without a spec is refused, with an example", () => {
    expect(() => charts.fromSpec(trials as never)).toThrow(
      /^charts\.fromSpec got a table and no spec; pass both: charts\.fromSpec\(table, \{ mark: "bar"/,
    );
  });

  test("spec-fields: names a transform creates are not read; nested fields read their column", () => {
    const fields = specFields({
      transform: [{ fold: ["a", "b"] }, { aggregate: [{ op: "mean", field: "value", as: "m" }], groupby: ["key"] }],
      layer: [{ mark: "bar", encoding: { x: { field: "key" }, y: { field: "m" }, tooltip: [{ field: "obj.inner" }] } }],
      facet: { row: { field: "g" } },
    });
    expect(new Set(fields.used.map((u) => u.field))).toEqual(new Set(["a", "b", "value", "key", "m", "obj", "g"]));
    expect([...fields.produced].sort()).toEqual(["key", "m", "value"]);
    expect(specFields({ transform: [{ pivot: "k", value: "v" }] }).opaque).toBe(true);
  });
});
