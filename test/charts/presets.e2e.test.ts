import * as aq from "arquero";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { charts, specs, type Chart } from "../../src/charts/index.js";
import { compileSpec } from "../../src/charts/render.js";
import {
  authorizationsTable,
  designationsTable,
  drugsTable,
  genesTable,
  measurementsTable,
  oddTrialsTable,
  publicationsTable,
  trialsTable,
} from "./fixtures.js";
import { decodePng, inkStats } from "../support/png-pixels.js";
import { MisuseError } from "../../src/errors/index.js";

const realistic: Record<keyof typeof specs, () => Chart> = {
  trialsByPhase: () => charts.trialsByPhase(trialsTable()),
  trialTimeline: () => charts.trialTimeline(trialsTable(), { maxTrials: 25 }),
  enrollment: () => charts.enrollment(trialsTable()),
  trialsByCountry: () => charts.trialsByCountry(trialsTable()),
  publicationsByYear: () => charts.publicationsByYear(publicationsTable(), { by: "publicationType" }),
  citations: () => charts.citations(publicationsTable()),
  approvalsTimeline: () => charts.approvalsTimeline(authorizationsTable()),
  designations: () => charts.designations(designationsTable()),
  pipeline: () => charts.pipeline(drugsTable()),
  geneConstraint: () => charts.geneConstraint(genesTable()),
  outcomeMeasurements: () => charts.outcomeMeasurements(measurementsTable()),
  approvalLag: () => charts.approvalLag(pairsTable()),
  changes: () => charts.changes(feedEntriesTable()),
  patentLandscape: () => charts.patentLandscape(patentsTable()),
};

// Set CHARTS_OUT=<dir> to keep the PNGs for a look.
const outDir = process.env.CHARTS_OUT;
if (outDir) mkdirSync(outDir, { recursive: true });

describe.each(Object.keys(specs) as (keyof typeof specs)[])("%s", (name) => {
  test("declares Vega-Lite v5, inlines its data and compiles", async () => {
    const chart = realistic[name]();
    expect(chart.spec.$schema).toBe("https://vega.github.io/schema/vega-lite/v5.json");
    const values = (chart.spec.data as { values: Record<string, unknown>[] }).values;
    expect(values.length).toBeGreaterThan(0);
    // Inline data is JSON: no Date objects, dates as ISO strings.
    expect(JSON.parse(JSON.stringify(values))).toEqual(values);
    await expect(compileSpec(chart.spec)).resolves.toBeTruthy();
  });

  test("renders realistic data to SVG and a non-blank PNG", async () => {
    const chart = realistic[name]();
    const svg = await chart.toSVG();
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("<text");
    const png = await chart.toPNG({ scale: 1.5 });
    if (outDir) writeFileSync(join(outDir, `${name}.png`), png);
    const stats = inkStats(decodePng(png));
    expect(stats.ink).toBeGreaterThan(0.01);
    expect(stats.variance).toBeGreaterThan(100);
    expect(stats.colours).toBeGreaterThan(3);
  });

  test("renders an empty table without throwing", async () => {
    const chart = (charts[name] as (t: unknown) => Chart)(aq.table({}));
    expect((chart.spec.data as { values: unknown[] }).values).toEqual([]);
    const svg = await chart.toSVG();
    expect(svg).toContain("No rows to show");
  });

  test("takes nulls and values the reference does not list", async () => {
    const odd = {
      trialsByPhase: oddTrialsTable(),
      trialTimeline: oddTrialsTable(),
      enrollment: oddTrialsTable(),
      trialsByCountry: oddTrialsTable(),
      publicationsByYear: aq.from([
        { publicationDate: null, publicationTypes: null, isRetracted: null },
        { publicationDate: "2020-05-01", publicationTypes: [], isRetracted: true },
      ]),
      citations: aq.from([{ citationCount: null }, { citationCount: 0 }, { citationCount: 250000 }, { citationCount: "12" }]),
      approvalsTimeline: aq.from([
        { agency: "PMDA", authorizationStatus: "PROVISIONAL", authorizationDate: new Date("2019-02-01T00:00:00Z") },
        { agency: null, authorizationStatus: null, authorizationDate: null },
      ]),
      designations: aq.from([
        { agency: "MHRA", type: "ILAP", axis: null },
        { agency: null, type: null, axis: null },
      ]),
      pipeline: aq.from([
        { maxClinicalStage: "PHASE9", drugType: null },
        { maxClinicalStage: null, drugType: "NANOBODY" },
      ]),
      geneConstraint: aq.from([
        { symbol: "X", gnomadConstraint: null, depmapEssentiality: null },
        { symbol: null, loeuf: 0.2, meanGeneEffect: -1.1, isEssential: null },
      ]),
      outcomeMeasurements: aq.from([
        { serviceId: "SVTC_x", outcomeIndex: 0, group: null, value: null, paramValue: "NA", dispersionType: "WEIRD" },
        { serviceId: "SVTC_x", outcomeIndex: 0, group: "A", value: 3, lower: null, upper: 5, dispersion: null },
      ]),
      approvalLag: aq.from([
        { fdaDate: null, emaDate: new Date("2020-01-01T00:00:00Z"), lagDays: null },
        { fdaDate: new Date("2019-01-01T00:00:00Z"), emaDate: new Date("2018-06-01T00:00:00Z"), lagDays: -214 },
      ]),
      changes: aq.from([
        { updateType: "renamed", updateDate: new Date("2026-01-05T00:00:00Z") },
        { updateType: null, updateDate: null },
      ]),
      patentLandscape: aq.from([
        { assignees: null, publicationDate: new Date("2015-03-01T00:00:00Z") },
        { assignees: ["X"], publicationDate: null },
      ]),
    }[name];
    const chart = (charts[name] as (t: unknown) => Chart)(odd);
    await expect(chart.toSVG()).resolves.toContain("<svg");
  });
});

describe("presets check their table", () => {
  test("a table of the wrong core or without the chart's columns is refused with the preset, the core and how to get one", () => {
    expect(() => charts.trialsByPhase(drugsTable())).toThrow(
      /charts.trialsByPhase needs a TrialCore table with phase \(sv.trialcore.search \/ searchAll \/ get\); got a DrugCore table/,
    );
    expect(() => charts.approvalLag(authorizationsTable())).toThrow(
      /charts.approvalLag needs a RegulatoryCore table with fdaDate, emaDate, lagDays \(pairs.authorizations\(a RegulatoryCore table, sv\), or a table with authorizationsByAgency\); the table has no fdaDate, emaDate, lagDays columns/,
    );
    expect(() => charts.changes(trialsTable())).toThrow(/charts.changes needs a table with updateType, updateDate \(changesTable/);
    expect(() => charts.patentLandscape(publicationsTable())).toThrow(
      /charts.patentLandscape needs a PatentCore table with assignees, publicationDate .*; got a BiomedCore table/,
    );
  });

  test("year and date axes are temporal, on a real scale", () => {
    for (const spec of [
      specs.approvalsTimeline(authorizationsTable()),
      specs.publicationsByYear(publicationsTable()),
      specs.patentLandscape(patentsTable()),
      specs.changes(feedEntriesTable()),
    ]) {
      expect((spec as { encoding: { x: { type: string } } }).encoding.x.type).toBe("temporal");
    }
  });

  test("fromSpec(table, spec) draws a custom spec over the table's rows", async () => {
    const chart = charts.fromSpec(trialsTable(), {
      mark: "bar",
      encoding: { x: { field: "phase", type: "nominal" }, y: { aggregate: "count", type: "quantitative" } },
    });
    const values = (chart.spec.data as { values: Record<string, unknown>[] }).values;
    expect(values.length).toBe(trialsTable().numRows());
    expect(JSON.parse(JSON.stringify(values))).toEqual(values);
    await expect(chart.toSVG()).resolves.toContain("<svg");
  });
});

function pairsTable() {
  const day = (y: number, m: number) => new Date(Date.UTC(y, m, 1));
  return aq.from(
    Array.from({ length: 30 }, (_, i) => {
      const fda = day(2005 + (i % 15), i % 12);
      const lag = ((i * 97) % 900) - 200;
      return {
        fdaServiceId: `F${i}`,
        emaServiceId: `E${i}`,
        activeSubstance: `drug${i}`,
        fdaDate: fda,
        emaDate: new Date(fda.getTime() + lag * 86_400_000),
        lagDays: lag,
      };
    }),
  );
}

function feedEntriesTable() {
  const types = ["created", "updated", "updated", "deleted"];
  return aq.from(
    Array.from({ length: 80 }, (_, i) => ({
      serviceId: `T${i}`,
      updateType: types[i % 4],
      updateDate: new Date(Date.UTC(2026, 0, 1 + ((i * 7) % 90))),
    })),
  );
}

function patentsTable() {
  const names = ["Acme Pharma", "Borealis Bio", "Cobalt Therapeutics", "Delta Labs"];
  return aq.from(
    Array.from({ length: 60 }, (_, i) => ({
      serviceId: `P${i}`,
      assignees: [names[i % 4], ...(i % 5 === 0 ? [names[(i + 1) % 4]] : [])],
      publicationDate: new Date(Date.UTC(2000 + ((i * 7) % 22), 3, 1)),
    })),
  );
}

describe("enum order and labels", () => {
  test("phases follow the reference, unknown values after known ones, missing last", () => {
    const spec = specs.trialsByPhase(oddTrialsTable());
    const x = (spec as unknown as { encoding: { x: { sort: string[] }; color: { scale: { domain: string[] } } } }).encoding;
    expect(x.x.sort).toEqual(["Phase 2", "Phase 5", "Not given"]);
    expect(x.color.scale.domain).toEqual(["Completed", "Paused by sponsor", "Not given"]);
  });

  test("filter and options are honoured", () => {
    const spec = specs.trialsByPhase(trialsTable(), { filter: { phase: ["PHASE2", "PHASE3"] }, title: "Mid-stage", width: 300 });
    const values = (spec.data as { values: { phase: string }[] }).values;
    expect(new Set(values.map((v) => v.phase))).toEqual(new Set(["Phase 2", "Phase 3"]));
    expect(JSON.stringify(spec.title)).toContain("Mid-stage");
    expect((spec as { width: number }).width).toBe(300);
  });

  test("bad options name the parameter and the allowed values", () => {
    expect(() => specs.publicationsByYear(publicationsTable(), { by: "journal" as never })).toThrow(
      /options\.by must be one of publicationType, retraction/,
    );
    expect(() => specs.trialsByPhase("not a table" as never)).toThrow(
      /charts.trialsByPhase needs a TrialCore table with phase .*; got the string "not a table"/,
    );
    expect(() => specs.trialsByPhase(trialsTable(), { width: -1 })).toThrow(/options\.width/);
    expect(() => specs.trialsByPhase(trialsTable(), { width: -1 })).toThrow(MisuseError);
    let by: unknown;
    try {
      specs.publicationsByYear(publicationsTable(), { by: "journal" as never });
    } catch (error) {
      by = error;
    }
    expect(by).toBeInstanceOf(MisuseError);
    expect(by).toMatchObject({ parameter: "options.by", value: "journal", allowed: ["publicationType", "retraction"] });
  });

  test("trials by country counts a trial once per country and names countries in words", () => {
    const spec = specs.trialsByCountry(aq.from([{ facilityCountries: ["US", "US", "DE"] }, { facilityCountries: ["DE"] }]));
    expect((spec.data as { values: unknown[] }).values).toEqual([
      { country: "Germany (DE)", code: "DE", trials: 2 },
      { country: "United States (US)", code: "US", trials: 1 },
    ]);
  });

  test("outcome measurements: SD becomes value ± SD, outcome picked by title", () => {
    const spec = specs.outcomeMeasurements(measurementsTable(), { outcome: "Body weight change" });
    const values = (spec.data as { values: { group: string; value: number; lower: number; upper: number }[] }).values;
    expect(values).toHaveLength(3);
    expect(values[0]).toMatchObject({ group: "Semaglutide 1 mg", value: -4.5, lower: -6.6, upper: expect.closeTo(-2.4, 6) });
  });
});
