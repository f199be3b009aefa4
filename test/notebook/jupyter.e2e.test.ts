// A notebook executed in real Jupyter with the tslab kernel, exported with the shipped template, and
// looked at with headless Chromium. Needs a built dist/ (built here when missing) and Debian's
// jupyter-nbconvert, jupyter-client, python3-ipykernel and chromium.
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ensureSelfLink, executeNotebook, exportHtml, jupyterEnv, registerTslabKernel, type Notebook } from "../../src/jupyter/index.js";
import { decodePng, inkStats } from "../support/png-pixels.js";
import { screenshotHtml } from "../support/jupyter-chromium.js";

const root = resolve(import.meta.dirname, "..", "..");
const fixture = join(root, "test", "notebook", "fixtures", "display.ipynb");
const work = mkdtempSync(join(tmpdir(), "corebook-nb-"));
let executed: { path: string; notebook: Notebook };
let html = "";
let htmlPath = "";

function outputsOf(nb: Notebook, needle: string) {
  const cell = nb.cells.find((c) => c.cell_type === "code" && [c.source].flat().join("").includes(needle));
  if (!cell) throw new Error(`no cell containing ${needle}`);
  return cell.outputs ?? [];
}

beforeAll(async () => {
  if (!existsSync(join(root, "dist", "index.js"))) {
    try {
      execFileSync(join(root, "node_modules", ".bin", "tsc"), ["-p", "tsconfig.build.json"], { cwd: root, stdio: "ignore" });
    } catch {
      /* errors elsewhere still emit */
    }
  }
  // The notebook imports "corebook" by name, as users do: resolvable through a self link to the built package.
  ensureSelfLink(root);
  await registerTslabKernel(root);
  // Executed in place (tslab resolves packages from the notebook's folder); the output goes to a temp dir.
  executed = await executeNotebook(fixture, { outDir: work, env: jupyterEnv(root), kernelName: "tslab", timeoutSec: 180 });
  htmlPath = await exportHtml(executed.path, join(work, "report.html"));
  html = readFileSync(htmlPath, "utf8");
}, 400_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe("notebook in real Jupyter (tslab kernel)", () => {
  test("a chart is ONE display bundle of vega-lite, SVG and text (no HTML, which JupyterLab would prefer)", () => {
    const outs = outputsOf(executed.notebook, "charts.trialsByPhase").filter((o) => o.output_type === "display_data");
    expect(outs).toHaveLength(1);
    const data = outs[0].data!;
    expect(Object.keys(data).sort()).toEqual(["application/vnd.vegalite.v5+json", "image/svg+xml", "text/plain"]);
    const spec = data["application/vnd.vegalite.v5+json"] as { $schema: string };
    expect(spec.$schema).toBe("https://vega.github.io/schema/vega-lite/v5.json");
    expect([data["image/svg+xml"]].flat().join("")).toMatch(/^<svg/);
    expect([data["text/plain"]].flat().join("")).toContain("Trials by phase");
  });

  test("a table is an escaped HTML view with types and row count, plus text", () => {
    const outs = outputsOf(executed.notebook, "show(trials)").filter((o) => o.output_type === "display_data");
    expect(outs).toHaveLength(1);
    const page = [outs[0].data!["text/html"]].flat().join("");
    expect(page).toContain("<table");
    expect(page).toContain("Semaglutide &lt;b&gt;vs&lt;/b&gt; placebo &amp; diet");
    expect(page).toContain("2016-02-01");
    expect(page).toContain("4 rows × 8 columns");
    expect(page).toMatch(/startDate<br><small[^>]*>date</);
    expect(outs[0].data!["text/plain"]).toBeDefined();
  });

  test("a progress bar is one display updated in place", () => {
    const outs = outputsOf(executed.notebook, "const bar = createProgress");
    expect(outs.filter((o) => o.output_type === "display_data")).toHaveLength(1);
    expect([outs[0].data!["text/plain"]].flat().join("")).toContain("3/3 (100%)");
  });

  test("the nbconvert report keeps the chart's SVG and fetches nothing from the network", () => {
    expect(html).toMatch(/<div class="corebook-chart"[^>]*><svg/);
    expect(html).toContain("Trials by phase");
    expect(html).not.toMatch(/<script[^>]+src=["']https?:/);
    expect(html).not.toMatch(/<link[^>]+href=["']https?:/);
  });

  test("the report, screenshotted with headless Chromium, shows a non-blank chart", async () => {
    const shot = await screenshotHtml(htmlPath, join(work, "report.png"));
    copyFileSync(join(work, "report.png"), join(tmpdir(), "corebook-report-screenshot.png"));
    const img = decodePng(shot);
    const stats = inkStats(img);
    expect(stats.ink).toBeGreaterThan(0.02);
    // The stacked bars bring several distinct colours; a page of text alone would not.
    expect(stats.colours).toBeGreaterThan(12);
  }, 120_000);
});
