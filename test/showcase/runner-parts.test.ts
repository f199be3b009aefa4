// The runner's pure parts: notebook selection, cell numbering, the install command, the summary.
import { describe, expect, it } from "vitest";
import { mkdtempSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { listNotebooks } from "../../src/jupyter/showcase/notebook-list.js";
import { numberExecutedCells } from "../../src/jupyter/showcase/execution-counts.js";
import { jupyterInstallCommand, JUPYTER_DEBIAN_PACKAGES } from "../../src/jupyter/jupyter-install.js";
import { formatSummary } from "../../src/jupyter/showcase/summary.js";

describe("listNotebooks", () => {
  const dir = mkdtempSync(join(tmpdir(), "corebook-list-"));
  for (const f of ["02-b.ipynb", "01-a.ipynb", "notes.md", "10-c.ipynb"]) writeFileSync(join(dir, f), "{}");

  it("lists .ipynb files in name order", () => {
    expect(listNotebooks(dir).map((n) => n.name)).toEqual(["01-a", "02-b", "10-c"]);
  });
  it("narrows by name, file name or unique prefix, keeping the caller's order", () => {
    expect(listNotebooks(dir, ["10", "01-a.ipynb", "02-b"]).map((n) => n.name)).toEqual(["10-c", "01-a", "02-b"]);
  });
  it("rejects ambiguous and unknown entries naming what exists", () => {
    expect(() => listNotebooks(dir, ["0"])).toThrow(/"0" matches several notebooks; available: 01-a, 02-b, 10-c/);
    expect(() => listNotebooks(dir, ["99"])).toThrow(/"99" matches no notebook/);
  });
  it("fails on a folder without notebooks", () => {
    const empty = mkdtempSync(join(tmpdir(), "corebook-empty-"));
    expect(() => listNotebooks(empty)).toThrow(/no notebooks/);
    rmSync(empty, { recursive: true });
  });
});

describe("numberExecutedCells", () => {
  it("numbers executed code cells and their results in order, skipping markdown and unexecuted cells", () => {
    const ran = { execution: { "iopub.status.idle": "t" } };
    const nb = numberExecutedCells({
      cells: [
        { cell_type: "markdown" },
        { cell_type: "code", execution_count: null, metadata: ran, outputs: [{ execution_count: null }] },
        { cell_type: "code", execution_count: null, metadata: {} },
        { cell_type: "code", execution_count: null, metadata: ran, outputs: [] },
      ],
    });
    expect(nb.cells.map((c) => c.execution_count ?? null)).toEqual([null, 1, null, 2]);
    expect(nb.cells[1].outputs?.[0].execution_count).toBe(1);
  });
});

describe("jupyterInstallCommand", () => {
  it("is the exact apt-get line, with sudo only when not root", () => {
    const packages = JUPYTER_DEBIAN_PACKAGES.join(" ");
    expect(jupyterInstallCommand(true)).toBe(`apt-get update && apt-get install -y --no-install-recommends ${packages}`);
    expect(jupyterInstallCommand(false)).toBe(`sudo apt-get update && sudo apt-get install -y --no-install-recommends ${packages}`);
  });
});

describe("formatSummary", () => {
  it("says where each output is, relative to the working directory, with timings", () => {
    const text = formatSummary(
      {
        outDir: "/p/out",
        setupSeconds: 1.5,
        seconds: 30.25,
        notebooks: [
          {
            name: "01-tour",
            ok: true,
            executed: "/p/out/notebooks/01-tour.ipynb",
            report: "/p/out/reports/01-tour.html",
            exportsDir: "/p/out/exports/01-tour",
            exports: ["a.csv", "a.parquet", "b.parquet"],
            seconds: 12,
          },
          {
            name: "02-x",
            ok: false,
            executed: null,
            report: null,
            exportsDir: "/p/out/exports/02-x",
            exports: [],
            seconds: 3,
            error: "boom",
          },
        ],
      },
      "/p",
    );
    expect(text).toContain("1 of 2 notebooks ran in 30.3 s (setup 1.5 s); everything is in out/");
    expect(text).toContain("report    out/reports/01-tour.html");
    expect(text).toContain("exports   out/exports/01-tour/ (1 .csv, 2 .parquet)");
    expect(text).toMatch(/FAIL 02-x/);
  });

  it("counts folders (a mirror's store) as folders, not by the last letter of their name", () => {
    const run = { name: "06-k", ok: true, executed: null, report: null, exportsDir: "/p/out/exports/06-k", seconds: 1 };
    const exports = ["m.manifest.json", "mirror-06-parquet/", "mirror-06/", "t.csv", "t.csv.schema.json", "LICENSE"];
    const text = formatSummary({ outDir: "/p/out", setupSeconds: 0, seconds: 1, notebooks: [{ ...run, exports }] }, "/p");
    expect(text).toContain("exports   out/exports/06-k/ (1 .json, 1 .csv, 1 .csv.schema.json, 1 LICENSE, 2 folders)");
  });

  it("shows why a notebook failed and that its executed notebook holds the cells that ran", () => {
    const text = formatSummary(
      {
        outDir: "/p/out",
        setupSeconds: 1,
        seconds: 5,
        notebooks: [
          {
            name: "03-y",
            ok: false,
            executed: "/p/out/notebooks/03-y.ipynb",
            report: "/p/out/reports/03-y.html",
            exportsDir: "/p/out/exports/03-y",
            exports: [],
            seconds: 4,
            error: "long",
            failure: "code cell 2: Error: boom",
          },
        ],
      },
      "/p",
    );
    expect(text).toContain("failed    code cell 2: Error: boom");
    expect(text).toContain("notebook  out/notebooks/03-y.ipynb (the cells that ran)");
    expect(text).toContain("report    out/reports/03-y.html");
  });
});
