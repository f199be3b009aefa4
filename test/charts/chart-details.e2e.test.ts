// Rendered details that were wrong in the reports, each checked in the SVG vega draws: a legend
// tick "2.000000", a point cut by the plot's edge, a single year drawn as one plot-wide bar,
// overlapping gene labels; and fromSpec drawing the columns its spec names (it drew an empty frame).
import * as aq from "arquero";
import { describe, expect, test, vi } from "vitest";
import { charts } from "../../src/charts/index.js";
import { textWidth } from "../../src/charts/text-width.js";
import { genesTable, trialsTable } from "./fixtures.js";
import { GOLDEN_CASES } from "./golden-cases.js";
import { B, P } from "../support/service-ids.js";

const day = (s: string) => new Date(`${s}T00:00:00Z`);

/** The SVG element group of one mark (by its vega class), as text. */
function markGroup(svg: string, markClass: string): string {
  const start = svg.indexOf(`class="${markClass}`);
  expect(start, `no ${markClass} in the SVG`).toBeGreaterThan(-1);
  return svg.slice(start, svg.indexOf("</g>", start));
}

const translates = (group: string) =>
  [...group.matchAll(/transform="translate\(([-\d.e]+),([-\d.e]+)\)"/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));

describe("chart details", () => {
  test("patentLandscape: a legend of equal counts reads 0 to 2 in whole numbers, not one '2.000000' tick", async () => {
    const patents = aq.from(
      ["2015-03-01", "2015-06-01", "2018-06-01", "2018-09-01"].map((d, i) => ({
        serviceId: P(i + 1),
        assignees: [i < 2 ? "Acme" : "Borealis"],
        publicationDate: day(d),
      })),
    );
    const svg = await charts.patentLandscape(patents).toSVG();
    const legend = markGroup(svg, "mark-text role-legend-label");
    const labels = [...legend.matchAll(/>([^<]+)<\/text>/g)].map((m) => m[1]);
    expect(labels).toEqual(["0", "1", "2"]);
    expect(svg).not.toMatch(/\d\.0{3,}/);
  });

  test("approvalLag: every point, the ones at the ends of the data included, is drawn whole inside the plot", async () => {
    const chart = GOLDEN_CASES.approvalLag.chart();
    const svg = await chart.toSVG();
    const points = translates(markGroup(svg, "mark-symbol role-mark"));
    expect(points).toHaveLength(3);
    const radius = Math.sqrt(40) / 2;
    for (const p of points) {
      expect(p.x).toBeGreaterThanOrEqual(radius);
      expect(p.x).toBeLessThanOrEqual(480 - radius);
      expect(p.y).toBeGreaterThanOrEqual(radius);
      expect(p.y).toBeLessThanOrEqual(260 - radius);
    }
  });

  test("publicationsByYear: two papers of one year draw one year-wide bar, not a plot-wide one", async () => {
    const pubs = aq.from([
      { serviceId: B(1), publicationDate: "2020-01-01" },
      { serviceId: B(2), publicationDate: "2020-05-01" },
    ]);
    const svg = await charts.publicationsByYear(pubs).toSVG();
    const bars = [...markGroup(svg, "mark-rect role-mark").matchAll(/d="M[-\d.]+,[-\d.]+h([\d.]+)v/g)].map((m) => Number(m[1]));
    expect(bars).toHaveLength(1);
    expect(bars[0]).toBeLessThanOrEqual(480 / 5);
    expect(bars[0]).toBeGreaterThan(480 / 10);
  });

  test("geneConstraint: no two gene labels overlap, and the most essential genes are named", async () => {
    const svg = await charts.geneConstraint(genesTable()).toSVG();
    const labels: { left: number; right: number; top: number; bottom: number; text: string }[] = [];
    for (const m of svg.matchAll(
      /<text[^>]*text-anchor="(start|end|middle)"[^>]*transform="translate\(([-\d.e]+),([-\d.e]+)\)"[^>]*font-size="10px"[^>]*>([^<]+)</g,
    )) {
      const [, anchor, xs, ys, text] = m;
      const width = textWidth(text, 10);
      const x = Number(xs);
      const left = anchor === "start" ? x : anchor === "end" ? x - width : x - width / 2;
      labels.push({ left, right: left + width, top: Number(ys) - 8, bottom: Number(ys) + 2, text });
    }
    expect(labels.length).toBeGreaterThanOrEqual(8);
    expect(labels.map((l) => l.text)).toEqual(expect.arrayContaining(["SLC2A4", "ACE", "PCSK9", "KRAS"]));
    for (const [i, a] of labels.entries()) {
      for (const b of labels.slice(i + 1)) {
        const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        expect(overlap, `${a.text} overlaps ${b.text}`).toBe(false);
      }
    }
  });
});

describe("charts.fromSpec(table, spec)", () => {
  test("a spec with encodings on three columns renders an SVG with values from each", async () => {
    const trials = aq.from([
      { serviceId: "SVTC_0000000000000001", phase: "PHASE2", overallStatus: "RECRUITING", enrollment: 120, briefTitle: "A" },
      { serviceId: "SVTC_0000000000000002", phase: "PHASE3", overallStatus: "COMPLETED", enrollment: 840, briefTitle: "B" },
    ]);
    const chart = charts.fromSpec(trials, {
      mark: { type: "bar", tooltip: true },
      encoding: {
        x: { field: "phase", type: "nominal" },
        y: { field: "enrollment", type: "quantitative" },
        color: { field: "overallStatus", type: "nominal" },
      },
    });
    expect(String(chart)).toContain("(2 data points)");
    const svg = await chart.toSVG();
    for (const value of ["PHASE2", "PHASE3", "RECRUITING", "COMPLETED", "840"]) expect(svg).toContain(value);
  });

  test("the README's example renders: bars per start year, coloured by phase", async () => {
    const trials = trialsTable(30);
    const chart = charts.fromSpec(trials, {
      mark: "bar",
      encoding: { x: { field: "startDate", type: "temporal", timeUnit: "utcyear" }, y: { aggregate: "count" }, color: { field: "phase" } },
    });
    const values = (chart.spec.data as { values: Record<string, unknown>[] }).values;
    expect(Object.keys(values[0]).sort()).toEqual(["phase", "startDate"]);
    const svg = await chart.toSVG();
    expect(svg).toContain("PHASE3");
    expect(svg).toMatch(/>20(0|1|2)\d</);
    expect(markGroup(svg, "mark-rect role-mark").match(/<path/g)?.length).toBeGreaterThan(5);
  });

  test("a field empty in every row warns, and the chart says so in its subtitle", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const chart = charts.fromSpec(aq.from([{ phase: null }, { phase: null }]), {
        mark: "bar",
        encoding: { x: { field: "phase", type: "nominal" }, y: { aggregate: "count" } },
      });
      expect(warn.mock.calls[0][0]).toMatch(/charts\.fromSpec: none of the 2 rows has a value in phase/);
      expect(await chart.toSVG()).toContain("no row has a value in phase");
    } finally {
      warn.mockRestore();
    }
  });
});
