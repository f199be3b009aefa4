// JupyterLab in a real browser: `corebook lab` serves an executed showcase notebook on loopback, and
// headless Chromium (Debian's, driven by playwright-core; no downloaded browsers) opens it. What we
// check is what a user sees: the chart drawn by JupyterLab's own Vega renderer (vega-embed, with its
// actions menu), not a fallback image or the inline-SVG HTML; the tables as HTML.
// JupyterLab comes from the project's venv; when it is missing it is installed here by the same
// function `corebook lab` uses, so a fresh machine gets it from `npm test` (about 20-40 s once).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { ensureJupyterLab } from "../../src/jupyter/jupyterlab-venv.js";
import { runShowcase } from "../../src/jupyter/showcase/run.js";
import { decodePng, distinctColours } from "../support/png-pixels.js";
import { runtimePath } from "../support/runtimes.js";

const projectDir = resolve(import.meta.dirname, "..", "..");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const NOTEBOOK = "02-drug-class-landscape";
const screenshotPath = join(projectDir, "out", "lab", `jupyterlab-${NOTEBOOK}.png`);

let lab: ChildProcess | undefined;
let labExited: Promise<void> | undefined;
let labUrl: string;
let labStdout = "";
let labStderr = "";
let browser: Browser | undefined;
let work: string | undefined;
let page: Page;

beforeAll(async () => {
  const cli = join(projectDir, "dist", "cli.js");
  if (!existsSync(cli)) throw new Error(`${cli} is missing: build first with npm run build`);
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM} (Debian: apt-get install -y chromium; or set CHROMIUM_PATH)`);
  // Never reach for a real service from a test, whatever the environment says.
  delete process.env.SV_API_KEY;
  delete process.env.SV_BASE_URL;

  await ensureJupyterLab(projectDir, (line) => process.stderr.write(`${line}\n`));

  // Inside the project: notebooks resolve "corebook" from their working directory upwards.
  mkdirSync(join(projectDir, "out", "lab"), { recursive: true });
  work = mkdtempSync(join(projectDir, "out", "lab", "run-"));
  const run = await runShowcase({ projectDir, outDir: join(work, "out"), notebooks: [NOTEBOOK], quiet: true });
  const notebooksDir = join(run.outDir, "notebooks");

  // JupyterLab's workspace (open tabs) and settings go to this run's folder, not the tester's ~/.jupyter.
  // COREBOOK_DENO: Deno's kernel is offered beside tslab.
  const env = {
    ...process.env,
    JUPYTERLAB_WORKSPACES_DIR: join(work, "workspaces"),
    JUPYTERLAB_SETTINGS_DIR: join(work, "settings"),
    COREBOOK_DENO: runtimePath("deno"),
  };
  lab = spawn(process.execPath, [cli, "lab", notebooksDir, "--port", "0", "--no-browser"], {
    cwd: projectDir,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const child = lab;
  labExited = new Promise((res) => child.on("close", () => res()));
  child.stderr?.on("data", (d: Buffer) => {
    labStderr += d.toString();
  });
  labUrl = await new Promise<string>((res, rej) => {
    const timer = setTimeout(
      () => rej(new Error(`corebook lab printed no URL in 120 s:\n${labStdout}\n${labStderr.slice(-3000)}`)),
      120_000,
    );
    child.stdout?.on("data", (d: Buffer) => {
      labStdout += d.toString();
      const m = /open: +(http:\/\/\S+)/.exec(labStdout);
      if (m) {
        clearTimeout(timer);
        res(m[1]);
      }
    });
    void labExited?.then(() => {
      clearTimeout(timer);
      rej(new Error(`corebook lab exited early:\n${labStdout}\n${labStderr.slice(-3000)}`));
    });
  });

  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ["--no-sandbox", "--disable-gpu", "--disable-quic"] });
  page = await browser.newPage({ viewport: { width: 1400, height: 1800 } });
  const url = new URL(labUrl);
  url.pathname = `/lab/tree/${NOTEBOOK}.ipynb`;
  url.searchParams.set("reset", ""); // a fresh workspace: only this notebook open
  await page.goto(url.href);
  // The first chart's output, whichever renderer JupyterLab picked for it: its own vega renderer
  // (.jp-RenderedVegaCommon5), or the bundle's HTML (.corebook-chart) when that wins.
  await page.locator(".jp-RenderedVegaCommon5, .corebook-chart").first().waitFor({ state: "attached", timeout: 90_000 });
  await page.waitForTimeout(2000); // vega-embed draws asynchronously
  // The screenshot is taken whatever the checks below find, so a failure can be looked at.
  await page.locator(".jp-RenderedVegaCommon5, .corebook-chart").first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshotPath });
}, 900_000);

afterAll(async () => {
  await browser?.close();
  if (lab && lab.exitCode === null) {
    lab.kill("SIGTERM"); // corebook lab stops JupyterLab (and its kernels) on SIGTERM
    await labExited;
  }
  // The screenshot stays in out/lab; the executed notebook and JupyterLab's workspace go.
  if (work && !process.env.COREBOOK_KEEP_LAB) rmSync(work, { recursive: true, force: true });
}, 60_000);

describe("corebook lab in a real browser", () => {
  it("listens on loopback with a token, and prints the URL", () => {
    const url = new URL(labUrl);
    expect(url.hostname).toBe("127.0.0.1");
    expect(Number(url.port)).toBeGreaterThan(0);
    expect(url.searchParams.get("token")).toMatch(/^[0-9a-f]{48}$/);
    expect(labStdout).toMatch(/kernel: tslab \(.*\.jupyter\/share\/jupyter\/kernels\/tslab\)/);
  });

  it("offers both TypeScript kernels, tslab and Deno's", async () => {
    expect(labStdout).toMatch(/kernel: deno \(.*\.jupyter\/share\/jupyter\/kernels\/deno\)/);
    const url = new URL(labUrl);
    const res = await fetch(`${url.origin}/api/kernelspecs`, { headers: { authorization: `token ${url.searchParams.get("token")}` } });
    const specs = (await res.json()) as { kernelspecs: Record<string, { spec: { display_name: string; argv: string[] } }> };
    expect(specs.kernelspecs.tslab.spec.display_name).toBe("TypeScript");
    expect(specs.kernelspecs.deno.spec.display_name).toBe("Deno");
    expect(specs.kernelspecs.deno.spec.argv[0]).toBe(runtimePath("deno"));
  });

  it("draws the vega-lite chart with JupyterLab's own renderer, not an image or the HTML fallback", async () => {
    // JupyterLab ranks text/html (50) above vega-lite (57): a bundle with both shows the HTML, and in
    // an untrusted notebook its sanitizer strips the inline SVG, leaving the chart's labels as text.
    expect(await page.locator(".jp-OutputArea-output .corebook-chart").count(), "charts rendered from the bundle's text/html").toBe(0);
    const chart = page.locator(".jp-RenderedVegaCommon5").first();
    // vega-embed puts the drawing (SVG or canvas, by its default renderer) and its actions menu in place.
    const marks = chart.locator(".vega-embed canvas.marks, .vega-embed svg.marks");
    await expect.poll(() => marks.count()).toBeGreaterThan(0);
    const box = await marks.first().boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(200);
    expect(box?.height ?? 0).toBeGreaterThan(100);
    expect(await chart.locator(".vega-embed details.vega-actions, .vega-embed .vega-actions").count()).toBeGreaterThan(0);
    // The output that holds the chart carries no <img> (a PNG fallback) and no HTML-rendered SVG.
    const output = page.locator(".jp-OutputArea-output", { has: page.locator(".jp-RenderedVegaCommon5") }).first();
    expect(await output.locator("img").count()).toBe(0);
    expect(await output.locator(".jp-RenderedHTMLCommon").count()).toBe(0);
    // The chart's title is the one the notebook gave it, drawn by vega.
    const title = "Tyrosine kinase inhibitors by highest clinical stage";
    const drawn = await chart.evaluate((el) => {
      const svg = el.querySelector("svg.marks");
      return svg ? (svg.textContent ?? "") : "canvas";
    });
    if (drawn !== "canvas") expect(drawn).toContain(title);
  });

  it("shows the tables as HTML", async () => {
    const table = page.locator(".jp-RenderedHTMLCommon table").first();
    await table.waitFor({ state: "visible", timeout: 30_000 });
    expect(await table.locator("tbody tr").count()).toBeGreaterThan(2);
    // Each header shows the column name over its type (e.g. "serviceId" / "string").
    const headers = (await table.locator("thead th").allInnerTexts()).map((h) => h.split("\n")[0].trim());
    expect(headers).toEqual(expect.arrayContaining(["serviceId", "name", "maxClinicalStage"]));
  });

  it("saves a screenshot with the table and the chart in view", () => {
    // Taken in beforeAll with the first chart scrolled into view; the table above it fits the window.
    expect(statSync(screenshotPath).size).toBeGreaterThan(50_000);
    // A page that drew a chart in colour, not a blank or grey page.
    expect(distinctColours(decodePng(readFileSync(screenshotPath)))).toBeGreaterThan(50);
  });
});
