// The golden cases rendered: each preset's SVG shows the values of its fixed table (a chart that
// claims data it does not draw fails here). CHARTS_OUT=<dir> keeps a PNG of each for a look.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { GOLDEN_CASES } from "./golden-cases.js";

const outDir = process.env.CHARTS_OUT;
if (outDir) mkdirSync(outDir, { recursive: true });

/** The SVG's text: its <text> elements and aria labels, entities decoded. */
function svgText(svg: string): string {
  const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
  const labels = [...svg.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1]);
  return [...texts, ...labels]
    .join("\n")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, "&")
    .replace(/\u2212/g, "-");
}

describe.each(Object.entries(GOLDEN_CASES))("%s", (preset, golden) => {
  test("its SVG shows the table's values", async () => {
    const chart = golden.chart();
    const text = svgText(await chart.toSVG());
    for (const value of golden.shows) expect(text, `${preset} should show ${value}`).toContain(value);
    if (outDir) writeFileSync(join(outDir, `${preset}.png`), await chart.toPNG({ scale: 1.5 }));
  });
});
