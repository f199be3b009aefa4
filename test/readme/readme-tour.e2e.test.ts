// The README's tour, run unchanged in a real tslab kernel: its code blocks are read from README.md,
// made into notebook cells in order, and executed in a fresh folder (like a user's), on the
// in-process sandbox. `show(...)` appears there without `await`, as a user would write it.
import { mkdtempSync, readFileSync, rmSync, symlinkSync, statSync } from "node:fs";
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
import { writeTslabNotebook } from "../notebook/notebook-fixtures.js";

const root = resolve(import.meta.dirname, "..", "..");
const readme = readFileSync(join(root, "README.md"), "utf8");

/** The ```ts blocks of the README section headed `heading` (up to the next "## " heading). */
function tsBlocks(heading: string): string[] {
  const start = readme.indexOf(`\n${heading}\n`);
  if (start < 0) throw new Error(`README has no section ${heading}`);
  const end = readme.indexOf("\n## ", start + heading.length + 2);
  const section = readme.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
}

// The tour: one block, from connect() to close(), its fromSpec sample drawing the tour's `trials`.
// The longer samples of the guides (docs/tour.md) are fragments over tables the tour does not make.
const tour = tsBlocks("## A short tour");
const cells = [tour[0]];
const work = mkdtempSync(join(tmpdir(), "corebook-readme-"));
let nb: Notebook;

const outputsOf = (index: number): NotebookOutput[] => nb.cells[index].outputs ?? [];
const displays = (outs: NotebookOutput[]) => outs.filter((o) => o.output_type === "display_data");
const flat = (v: unknown) => [v].flat().join("");

beforeAll(async () => {
  ensureSelfLink(root);
  await registerTslabKernel(root);
  // A user's folder: its own node_modules (here a link to the project's, which holds corebook itself).
  symlinkSync(join(root, "node_modules"), join(work, "node_modules"), "dir");
  const input = writeTslabNotebook(join(work, "tour.ipynb"), cells);
  ({ notebook: nb } = await executeNotebook(input, {
    outDir: join(work, "executed"),
    cwd: work,
    env: jupyterEnv(root),
    kernelName: "tslab",
    timeoutSec: 300,
  }));
}, 400_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe("the README tour, unchanged, in tslab", () => {
  test("the blocks were found and the tour calls show() without await", () => {
    expect(cells[0]).toContain("const sv = await connect()");
    expect(cells[0]).toMatch(/^show\(charts\.trialsByPhase/m);
    expect(cells[0]).toMatch(/^show\(\s*charts\.fromSpec\(trials/m);
  });

  test("the targets table, the trials-by-phase chart and the fromSpec chart appear in the tour's cell", () => {
    const outs = displays(outputsOf(0));
    const table = outs.find((o) => flat(o.data?.["text/html"]).includes("<table"));
    expect(flat(table?.data?.["text/html"])).toContain("symbol");
    const charts = outs.filter((o) => o.data?.["application/vnd.vegalite.v5+json"]);
    expect(charts).toHaveLength(2);
    expect(flat(charts[0].data?.["text/plain"])).toContain("Trials of kinase inhibitors");
    expect(flat(charts[0].data?.["image/svg+xml"])).toContain("<svg");
    // fromSpec filled the spec with the table's rows: bars per start year, coloured by phase.
    expect(flat(charts[1].data?.["text/plain"])).toMatch(/\(\d+ data points\)/);
    expect(flat(charts[1].data?.["image/svg+xml"])).toContain("PHASE");
  });

  test("the export wrote its Parquet files into out/, which did not exist", () => {
    expect(statSync(join(work, "out", "measurements.parquet")).size).toBeGreaterThan(0);
  });

  test("no cell wrote to stderr (the sandbox notice is an ordinary line)", () => {
    const stderr = nb.cells.flatMap((c) => c.outputs ?? []).filter((o) => o.output_type === "stream" && o.name === "stderr");
    expect(stderr).toEqual([]);
    expect(flat(outputsOf(0).find((o) => o.name === "stdout")?.text)).toContain("offline sandbox");
  });
});
