import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { charts } from "../../src/charts/index.js";
import { trialsTable } from "./fixtures.js";
import { decodePng, inkStats } from "../support/png-pixels.js";

const dir = mkdtempSync(join(tmpdir(), "corebook-chart-"));
const chart = charts.trialsByPhase(trialsTable(), { title: "Trials </script> by phase" });

test("save writes each format by extension, and rendering leaves the spec untouched", async () => {
  const svg = readFileSync(await chart.save(join(dir, "a.svg")), "utf8");
  expect(svg.startsWith("<svg")).toBe(true);
  const png = decodePng(readFileSync(await chart.save(join(dir, "sub", "a.png"), { scale: 1 })));
  expect(png.width).toBeGreaterThan(300);
  expect(inkStats(png).ink).toBeGreaterThan(0.01);
  const spec = JSON.parse(readFileSync(await chart.save(join(dir, "a.vl.json")), "utf8"));
  expect(spec).toEqual(chart.spec);
});

test("the HTML page is self-contained: inline SVG, the spec as data, no network and no script breakout", async () => {
  const html = readFileSync(await chart.save(join(dir, "a.html")), "utf8");
  expect(html).toMatch(/<figure class="corebook-chart"><svg/);
  expect(html).not.toMatch(/(src|href)=["']https?:/);
  const json = html.match(/<script type="application\/vnd\.vegalite\.v5\+json" id="vega-lite-spec">([\s\S]*?)<\/script>/)![1];
  expect(JSON.parse(json).$schema).toContain("vega-lite/v5");
  expect(html.match(/<\/script>/g)).toHaveLength(1);
  expect(html).toContain("<title>Trials &lt;/script&gt; by phase</title>");
});

test("an unknown extension names the allowed ones", async () => {
  await expect(chart.save(join(dir, "a.pdf"))).rejects.toThrow(/\.svg, \.png, \.html, \.vl\.json/);
  expect(existsSync(join(dir, "a.pdf"))).toBe(false);
});

test("the SVG is rendered once and reused; the text form names the chart", async () => {
  expect(await chart.toSVG()).toBe(await chart.toSVG());
  expect(String(chart)).toBe("Chart: Trials </script> by phase (60 data points)");
  await expect(chart.toPNG({ scale: 0 })).rejects.toThrow(/options\.scale/);
});
