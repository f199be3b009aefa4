// The same notebook run by `corebook run` on both kernels, tslab and Deno's: what a cell's last
// value shows (a table as HTML with its column types, a chart as vega-lite), show() without await,
// and a failing call nobody awaited, which must show its error in its cell and fail the run naming
// that cell.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Notebook, NotebookOutput } from "../../src/jupyter/index.js";
import { runtimePath } from "../support/runtimes.js";
import { tslabNotebook } from "./notebook-fixtures.js";

const exec = promisify(execFile);
const projectDir = resolve(import.meta.dirname, "..", "..");
const KERNELS = ["tslab", "deno"] as const;

const CELLS = [
  `import { connect, charts, show } from "corebook";\nconst sv = await connect();`,
  `const trials = await sv.trialcore.search({ query: "diabetes", limit: 6 });\ntrials`,
  "charts.trialsByPhase(trials)",
  `const many = await sv.trialcore.search({ query: "cancer", limit: 300 });\nshow(charts.trialsByPhase(many, { title: "Not awaited" }))`,
  `console.log("next cell");\n"a string"`,
  `sv.trialcore.search({ query: "cancer", limit: 0 });`,
  `console.log("never reached")`,
];

interface Run {
  code: number;
  stderr: string;
  notebook: Notebook;
}

let work: string;
const runs = {} as Record<(typeof KERNELS)[number], Run>;

beforeAll(async () => {
  // Inside the project, where "corebook" resolves through node_modules/corebook (the self-link).
  mkdirSync(join(projectDir, "out"), { recursive: true });
  work = mkdtempSync(join(projectDir, "out", "test-kernels-"));
  const input = join(work, "cells.ipynb");
  writeFileSync(input, tslabNotebook(CELLS));
  const env = { ...process.env, COREBOOK_DENO: runtimePath("deno"), SV_API_KEY: "", SV_BASE_URL: "" };
  for (const kernel of KERNELS) {
    const out = join(work, kernel);
    const args = [join(projectDir, "dist", "cli.js"), "run", input, "--kernel", kernel, "--out", out, "--timeout", "180"];
    const r = await exec(process.execPath, args, { cwd: work, env, maxBuffer: 64 << 20 }).then(
      (ok) => ({ code: 0, stderr: ok.stderr }),
      (e: { code?: number; stderr?: string }) => ({ code: e.code ?? -1, stderr: e.stderr ?? "" }),
    );
    const notebook = JSON.parse(readFileSync(join(out, "cells.executed.ipynb"), "utf8")) as Notebook;
    runs[kernel] = { ...r, notebook };
  }
}, 600_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

const flat = (v: unknown) => [v].flat().join("");
const outputsOf = (kernel: (typeof KERNELS)[number], cell: number): NotebookOutput[] => runs[kernel].notebook.cells[cell].outputs ?? [];
const withData = (outs: NotebookOutput[], mime: string) => outs.filter((o) => o.data?.[mime] !== undefined);
// tslab prints text on stdout; Deno's kernel sends an execute_result, an error as an error output.
const allText = (outs: NotebookOutput[]) => outs.map((o) => flat(o.text) + flat(o.data?.["text/plain"]) + flat(o.traceback)).join("\n");

describe.each(KERNELS)("a notebook run with corebook run --kernel %s", (kernel) => {
  it("a table left as a cell's last value shows as the HTML table with column types, row count and provenance", () => {
    const [html] = withData(outputsOf(kernel, 1), "text/html");
    const page = flat(html?.data?.["text/html"]);
    expect(page).toContain("<table");
    expect(page).toMatch(/nctId<br><small[^>]*>string<\/small>/);
    expect(page).toContain("6 rows ×");
    expect(page).toMatch(/trialcore, as of \d{4}-\d\d-\d\d \d\d:\d\d UTC · 1 request, \d+ credits? · synthetic sandbox data/);
  });

  it("a chart left as a cell's last value shows as vega-lite v5 with its SVG", () => {
    const [chart] = withData(outputsOf(kernel, 2), "application/vnd.vegalite.v5+json");
    const spec = chart?.data?.["application/vnd.vegalite.v5+json"] as { $schema?: string } | undefined;
    expect(spec?.$schema).toMatch(/vega-lite\/v5/);
    expect(flat(chart?.data?.["image/svg+xml"])).toMatch(/^<svg/);
  });

  it("show(chart) without await completes in its own cell, and nothing leaks into the next", () => {
    const [chart] = withData(outputsOf(kernel, 3), "image/svg+xml");
    expect(flat(chart?.data?.["image/svg+xml"])).toContain("Not awaited");
    expect(withData(outputsOf(kernel, 4), "image/svg+xml")).toEqual([]);
  });

  it("console.log of a string and a string value print as text, as before", () => {
    const outs = outputsOf(kernel, 4);
    expect(allText(outs)).toContain("next cell");
    expect(allText(outs)).toContain("a string");
    expect(withData(outs, "text/html")).toEqual([]);
  });

  it("a failing call nobody awaited shows its error in its cell, and the run fails naming that cell", () => {
    expect(allText(outputsOf(kernel, 5))).toMatch(/ValidationError[\s\S]*limit must be an integer from 1 to 300 \(got 0\)/);
    expect(outputsOf(kernel, 6)).toEqual([]);
    expect(runs[kernel].code).toBe(1);
    // The cell and its error, each once.
    expect(runs[kernel].stderr.split("code cell 6 failed:")).toHaveLength(2);
    expect(runs[kernel].stderr.split("limit must be an integer from 1 to 300 (got 0)")).toHaveLength(2);
  });
});
