// charts.fromSpec in the presets' look (issue 45): their font and sizes under the spec's own config,
// and enum fields (phase, status) in the reference's order rather than alphabetically, unless the
// spec sorts them itself. The user's spec is never changed in place.
import * as aq from "arquero";
import { describe, expect, test } from "vitest";
import { charts } from "../../src/charts/index.js";

const trials = aq.from([
  { phase: "PHASE3", overallStatus: "COMPLETED", enrollment: 840 },
  { phase: "NA", overallStatus: "RECRUITING", enrollment: 20 },
  { phase: "PHASE1", overallStatus: "NOT_YET_RECRUITING", enrollment: 12 },
  { phase: "PHASE2/PHASE3", overallStatus: "ACTIVE_NOT_RECRUITING", enrollment: 300 },
  { phase: "EARLY_PHASE1", overallStatus: "RECRUITING", enrollment: 8 },
  { phase: null, overallStatus: "COMPLETED", enrollment: 50 },
  { phase: "PHASE2", overallStatus: "WITHDRAWN", enrollment: 0 },
]);
const PHASE_ORDER = ["EARLY_PHASE1", "PHASE1", "PHASE2", "PHASE2/PHASE3", "PHASE3", "NA"];

type View = { encoding: Record<string, Record<string, unknown>>; config: Record<string, unknown> };
const view = (spec: unknown) => spec as View;

describe("fromSpec draws in the presets' look", () => {
  test("the presets' config: the same sans-serif font and sizes, where vega alone would draw serif", () => {
    const custom = view(charts.fromSpec(trials, { mark: "bar", encoding: { x: { field: "phase" }, y: { aggregate: "count" } } }).spec);
    const preset = view(charts.trialsByPhase(trials).spec);
    expect(custom.config).toEqual(preset.config);
    expect(custom.config.font).toMatch(/^DejaVu Sans, .*sans-serif$/);
  });

  test("the spec's own config wins, key by key, over the presets'", () => {
    const spec = view(
      charts.fromSpec(trials, {
        mark: "bar",
        encoding: { x: { field: "phase" }, y: { aggregate: "count" } },
        config: { font: "Georgia, serif", axis: { labelFontSize: 15 } },
      }).spec,
    );
    expect(spec.config.font).toBe("Georgia, serif");
    expect(spec.config.axis).toEqual({ labelFontSize: 15, titleFontSize: 12, labelLimit: 220 });
    expect(spec.config.background).toBe("white");
  });

  test("fromSpec(spec) with data of its own gets the same look", () => {
    const spec = view(
      charts.fromSpec({ $schema: "x", data: { values: [{ a: 1 }] }, mark: "point", encoding: { x: { field: "a", type: "quantitative" } } })
        .spec,
    );
    expect(spec.config.font).toMatch(/^DejaVu Sans/);
  });

  test("the rendered SVG uses that font, not vega's serif default", async () => {
    const svg = await charts.fromSpec(trials, { mark: "bar", encoding: { x: { field: "phase" }, y: { aggregate: "count" } } }).toSVG();
    expect(svg).toContain("DejaVu Sans");
    expect(svg).not.toMatch(/font-family="serif"|font-family:\s*serif/);
  }, 20_000);
});

describe("fromSpec orders enum fields as the reference does", () => {
  test("phases ascend (Early phase 1 to Phase 3, then Not applicable), on x, color and in layers; missing left out of the list", () => {
    const spec = view(
      charts.fromSpec(trials, {
        layer: [
          {
            mark: "bar",
            encoding: { x: { field: "phase", type: "nominal" }, y: { aggregate: "count" }, color: { field: "overallStatus" } },
          },
          { mark: "text", encoding: { x: { field: "phase", type: "ordinal" }, y: { aggregate: "count" }, text: { aggregate: "count" } } },
        ],
      }).spec,
    );
    const layers = (spec as unknown as { layer: View[] }).layer;
    expect(layers[0].encoding.x.sort).toEqual(PHASE_ORDER);
    expect(layers[1].encoding.x.sort).toEqual(PHASE_ORDER);
    // Statuses in the reference's order (as the presets' legends), not the alphabet.
    expect(layers[0].encoding.color.sort).toEqual(["RECRUITING", "NOT_YET_RECRUITING", "ACTIVE_NOT_RECRUITING", "COMPLETED", "WITHDRAWN"]);
  });

  test("a sort the spec gives, a quantitative or aggregated field, and a field of no known enum are left as they are", () => {
    const given = {
      mark: "bar",
      encoding: { x: { field: "phase", sort: "-y" }, y: { field: "enrollment", type: "quantitative" } },
    } as const;
    const spec = view(charts.fromSpec(trials, given).spec);
    expect(spec.encoding.x.sort).toBe("-y");
    expect(spec.encoding.y).toEqual({ field: "enrollment", type: "quantitative" });
    const other = view(
      charts.fromSpec(aq.from([{ site: "b" }, { site: "a" }]), {
        mark: "bar",
        encoding: { x: { field: "site" }, y: { aggregate: "count" } },
      }).spec,
    );
    expect(other.encoding.x).toEqual({ field: "site" });
  });

  test("the user's spec object is not changed", () => {
    const given = { mark: "bar" as const, encoding: { x: { field: "phase" }, y: { aggregate: "count" as const } } };
    const copy = structuredClone(given);
    charts.fromSpec(trials, given);
    expect(given).toEqual(copy);
  });

  test("the rendered axis reads in phase order", async () => {
    const svg = await charts.fromSpec(trials, { mark: "bar", encoding: { x: { field: "phase" }, y: { aggregate: "count" } } }).toSVG();
    const at = PHASE_ORDER.map((p) => svg.indexOf(`>${p}<`));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  }, 20_000);
});
