// The showcase end to end: `runShowcase` (what `npm start` runs) executes every notebook in a real
// Jupyter with the tslab kernel against the built-in sandbox; then we check what it left behind.
// Needs a built dist/ (npm install builds it) and Debian's Jupyter. The run is slow, so it happens
// once, in beforeAll, and every test reads its outputs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { runShowcase, type ShowcaseResult } from "../../src/jupyter/showcase/run.js";
import { readExport } from "../../src/export/index.js";
import { chartOutputs, codeCells, readNotebook, streamText, tableOutputs, text } from "./executed-notebook.js";
import { screenshotHtml } from "../support/jupyter-chromium.js";
import { decodePng, distinctColours, nonBackgroundShare } from "../support/png-pixels.js";

const projectDir = resolve(import.meta.dirname, "..", "..");
const notebookNames = readdirSync(join(projectDir, "notebooks"))
  .filter((f) => f.endsWith(".ipynb"))
  .map((f) => f.replace(/\.ipynb$/, ""))
  .sort();

/** At least this many tables and charts per notebook (what each analysis shows). */
const EXPECTED: Record<string, { tables: number; charts: number }> = {
  "01-tour": { tables: 8, charts: 0 },
  "02-drug-class-landscape": { tables: 5, charts: 6 },
  "03-trial-results": { tables: 5, charts: 2 },
  "04-literature": { tables: 4, charts: 4 },
  "05-what-changed": { tables: 4, charts: 0 },
  "06-keeping-current": { tables: 2, charts: 1 },
  "07-orphan-lag": { tables: 2, charts: 1 },
  "08-reproducible": { tables: 3, charts: 0 },
  "09-constrained-targets": { tables: 2, charts: 1 },
  "10-patent-landscape": { tables: 3, charts: 1 },
};

let work: string;
let result: ShowcaseResult;

beforeAll(async () => {
  // Inside the project: notebooks resolve "corebook" from their working directory upwards.
  mkdirSync(join(projectDir, "out"), { recursive: true });
  work = mkdtempSync(join(projectDir, "out", "test-showcase-"));
  // Never reach for a real service from a test, whatever the environment says.
  delete process.env.SV_API_KEY;
  delete process.env.SV_BASE_URL;
  result = await runShowcase({ projectDir, outDir: join(work, "out"), quiet: true });
}, 1_200_000);

afterAll(() => {
  if (work && !process.env.COREBOOK_KEEP_SHOWCASE) rmSync(work, { recursive: true, force: true });
});

describe("showcase", () => {
  it("ships the analyses and runs each of them", () => {
    expect(notebookNames).toEqual(Object.keys(EXPECTED));
    expect(result.notebooks.map((n) => n.name)).toEqual(notebookNames);
    expect(result.notebooks.every((n) => n.ok)).toBe(true);
  });

  it.each(Object.keys(EXPECTED))("%s: every code cell executed on the tslab kernel, without errors", (name) => {
    const nb = readNotebook(join(result.outDir, "notebooks", `${name}.ipynb`));
    expect(nb.metadata.kernelspec?.name).toBe("tslab");
    // tslab leaves execution_count empty; nbclient's timing record shows the cell ran to idle.
    for (const cell of codeCells(nb)) expect(cell.metadata?.execution?.["iopub.status.idle"]).toBeTruthy();
    // tslab reports thrown errors and type errors on stderr.
    expect(streamText(nb, "stderr")).not.toMatch(/Error|error TS|^\d+:\d+ - /m);
  });

  it.each(Object.keys(EXPECTED))("%s: shows its tables (HTML) and charts (vega-lite + svg + text bundles)", (name) => {
    const nb = readNotebook(join(result.outDir, "notebooks", `${name}.ipynb`));
    const tables = tableOutputs(nb).filter((o) => !("application/vnd.vegalite.v5+json" in o.data!));
    expect(tables.length).toBeGreaterThanOrEqual(EXPECTED[name].tables);
    const charts = chartOutputs(nb);
    expect(charts.length).toBeGreaterThanOrEqual(EXPECTED[name].charts);
    for (const c of charts) {
      const spec = c.data!["application/vnd.vegalite.v5+json"] as { $schema?: string };
      expect(spec.$schema).toMatch(/vega-lite\/v5/);
      expect(text(c.data!["image/svg+xml"])).toContain("<svg");
    }
  });

  it.each(Object.keys(EXPECTED))("%s: ends with the requests and credits it used", (name) => {
    const nb = readNotebook(join(result.outDir, "notebooks", `${name}.ipynb`));
    const cells = codeCells(nb);
    const last = cells.filter((c) => (c.outputs ?? []).length > 0).at(-1)!;
    const out = (last.outputs ?? []).map((o) => text(o.text) + text(o.data?.["text/plain"])).join("");
    expect(out).toMatch(/requests/);
    expect(out).toMatch(/credits/);
  });

  it.each(Object.keys(EXPECTED))("%s: exports its tables as CSV and Parquet that read back", async (name) => {
    const dir = join(result.outDir, "exports", name);
    const files = readdirSync(dir);
    const csv = files.filter((f) => f.endsWith(".csv"));
    const parquet = files.filter((f) => f.endsWith(".parquet"));
    expect(csv.length).toBeGreaterThan(0);
    expect(parquet.length).toBeGreaterThan(0);
    expect(files.some((f) => f.endsWith(".ipynb"))).toBe(false);
    let rows = 0;
    for (const f of parquet) rows += (await readExport(join(dir, f))).numRows();
    expect(rows).toBeGreaterThan(0);
    for (const f of csv) expect(readFileSync(join(dir, f), "utf8").split("\n")[0]).toMatch(/serviceId|\w/);
  });

  it.each(Object.keys(EXPECTED))(
    "%s: the HTML report keeps every chart and, in Chromium, shows it",
    async (name) => {
      const html = join(result.outDir, "reports", `${name}.html`);
      const page = readFileSync(html, "utf8");
      const svgs = page.split("<svg").length - 1;
      expect(svgs).toBeGreaterThanOrEqual(EXPECTED[name].charts);
      expect(page).not.toMatch(/<script[^>]+src="https?:/);
      const png = join(work, `${name}.png`);
      await screenshotHtml(html, png, { width: 1200, height: 3000 });
      expect(statSync(png).size).toBeGreaterThan(10_000);
      const px = decodePng(readFileSync(png));
      expect(px.width).toBe(1200);
      expect(nonBackgroundShare(px)).toBeGreaterThan(0.02);
      if (EXPECTED[name].charts > 0) expect(distinctColours(px)).toBeGreaterThan(200);
    },
    120_000,
  );

  it("writes everything under the out folder it was given", () => {
    for (const sub of ["notebooks", "reports", "exports"]) expect(existsSync(join(result.outDir, sub))).toBe(true);
    expect(result.seconds).toBeGreaterThan(0);
  });
});
