// What a cell shows in a real tslab kernel when the user does what users do: `show(x)` without
// `await`, a table or chart left as the last expression, and the sandbox notice of connect().
// (test/notebook/kernels.e2e.test.ts runs the same kinds of cells on Deno's kernel too.)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  ensureSelfLink,
  executeNotebook,
  jupyterEnv,
  registerTslabKernel,
  type Notebook,
  type NotebookOutput,
} from "../../src/jupyter/index.js";
import { writeTslabNotebook } from "./notebook-fixtures.js";

const root = resolve(import.meta.dirname, "..", "..");
const work = mkdtempSync(join(tmpdir(), "corebook-nb-cells-"));
let nb: Notebook;

const CELLS = [
  `import { connect, charts, show } from "corebook";\nconst sv = await connect();`,
  `const trials = await sv.trialcore.search({ query: "diabetes", limit: 6 });\ntrials`,
  `const chart = charts.trialsByPhase(trials);\nchart`,
  `show(chart)`,
  `show(trials.select("nctId", "phase"))`,
  `console.log("next cell")`,
  `const both = { sv, trials };\nconsole.log(both.trials.numRows(), typeof both.sv.trialcore.search)`,
  `show(charts.trialsByPhase(trials, { title: "Last cell" }))`,
];

const outputsOf = (index: number): NotebookOutput[] => nb.cells[index].outputs ?? [];
const textOf = (outs: NotebookOutput[]) => outs.map((o) => [o.text ?? ""].flat().join("")).join("");
const displays = (outs: NotebookOutput[]) => outs.filter((o) => o.output_type === "display_data");
const flat = (v: unknown) => [v].flat().join("");

beforeAll(async () => {
  ensureSelfLink(root);
  await registerTslabKernel(root);
  const input = writeTslabNotebook(join(work, "cells.ipynb"), CELLS);
  // Run from the project folder, where "corebook" resolves through the self link, as in a user's folder.
  ({ notebook: nb } = await executeNotebook(input, {
    outDir: join(work, "out"),
    cwd: root,
    env: jupyterEnv(root),
    kernelName: "tslab",
    timeoutSec: 180,
  }));
}, 300_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe("a cell in a real tslab kernel", () => {
  test("the sandbox notice is an ordinary stdout line, and no cell writes to stderr", () => {
    const notice = outputsOf(0).find((o) => o.output_type === "stream");
    expect(notice?.name).toBe("stdout");
    expect(flat(notice?.text)).toContain("corebook: offline sandbox with synthetic data");
    const stderr = nb.cells.flatMap((c) => c.outputs ?? []).filter((o) => o.output_type === "stream" && o.name === "stderr");
    expect(stderr).toEqual([]);
  });

  test("a table left as the last expression displays as show() does: HTML, and the short text table as text", () => {
    const outs = displays(outputsOf(1));
    expect(outs).toHaveLength(1);
    expect(flat(outs[0].data!["text/html"])).toContain("6 rows ×");
    const text = flat(outs[0].data!["text/plain"]);
    expect(text).toContain("nctId");
    expect(text).toContain("(6 rows ×");
    expect(text).not.toMatch(/_data|_names|ColumnTable|\[Object: null prototype\]/);
    expect(textOf(outputsOf(1))).toBe("");
  });

  test("a chart left as the last expression displays as show() does, in one bundle", () => {
    const outs = displays(outputsOf(2));
    expect(outs).toHaveLength(1);
    expect(Object.keys(outs[0].data!).sort()).toEqual(["application/vnd.vegalite.v5+json", "image/svg+xml", "text/plain"]);
    expect(textOf(outputsOf(2))).toBe("");
  });

  test("show(chart) without await displays the whole chart bundle in its own cell, and no pending promise", () => {
    const outs = displays(outputsOf(3));
    expect(outs).toHaveLength(1);
    expect(Object.keys(outs[0].data!).sort()).toEqual(["application/vnd.vegalite.v5+json", "image/svg+xml", "text/plain"]);
    expect(flat(outs[0].data!["image/svg+xml"])).toMatch(/^<svg/);
    expect(textOf(outputsOf(3))).not.toContain("Promise");
  });

  test("show(table) without await displays the HTML table in its own cell", () => {
    const outs = displays(outputsOf(4));
    expect(outs).toHaveLength(1);
    expect(flat(outs[0].data!["text/html"])).toContain("6 rows × 2 columns");
    expect(textOf(outputsOf(4))).not.toContain("Promise");
    // Nothing leaked into the cell after it.
    expect(displays(outputsOf(5))).toEqual([]);
    expect(textOf(outputsOf(5))).toBe("next cell\n");
  });

  test("a shorthand property names an earlier cell's variable (tslab alone throws ReferenceError)", () => {
    expect(textOf(outputsOf(6))).toBe("6 function\n");
  });

  test("show(chart) without await in the notebook's last cell still ends up with its SVG", () => {
    const outs = displays(outputsOf(CELLS.length - 1));
    expect(outs).toHaveLength(1);
    expect(flat(outs[0].data!["text/plain"])).toContain("Last cell");
    expect(outs[0].data!["application/vnd.vegalite.v5+json"]).toBeDefined();
    expect(flat(outs[0].data!["image/svg+xml"])).toContain("<svg");
  });
});
