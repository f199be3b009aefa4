// A notebook whose cell throws must fail the showcase run showing the cell and its error, while
// the notebooks that work still leave their outputs, and the failing one keeps what it did before
// the error: its executed cells, their report and its exports. Uses tiny notebooks that need no
// sandbox, so this file runs one short showcase over a temporary notebooks folder.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { runShowcase, ShowcaseError } from "../../src/jupyter/showcase/run.js";
import { codeCells, readNotebook, text } from "./executed-notebook.js";

const projectDir = resolve(import.meta.dirname, "..", "..");

const notebook = (cells: string[]) =>
  JSON.stringify({
    cells: cells.map((source, i) => ({ cell_type: "code", execution_count: null, id: `c${i}`, metadata: {}, outputs: [], source })),
    metadata: { kernelspec: { display_name: "TypeScript", language: "typescript", name: "tslab" } },
    nbformat: 4,
    nbformat_minor: 5,
  });

let work: string;
let failure: unknown;

beforeAll(async () => {
  mkdirSync(join(projectDir, "out"), { recursive: true });
  work = mkdtempSync(join(projectDir, "out", "test-failing-"));
  const dir = join(work, "notebooks");
  mkdirSync(dir);
  writeFileSync(
    join(dir, "a-works.ipynb"),
    notebook([`import { writeFileSync } from "fs";\nwriteFileSync("note.csv", "serviceId\\nSVTC_x\\n");\n"written"`]),
  );
  writeFileSync(
    join(dir, "b-breaks.ipynb"),
    notebook([
      `import { writeFileSync } from "fs";\nconst ready = 41 + 1;\nwriteFileSync("before.csv", "n\\n" + ready + "\\n");\nconsole.log("ready", ready);`,
      `throw new Error("the sandbox answered 418 on purpose");`,
      `console.log("never printed");`,
    ]),
  );
  writeFileSync(join(dir, "c-mistyped.ipynb"), notebook([`const total: number = "forty-two";`]));
  try {
    await runShowcase({ projectDir, notebooksDir: dir, outDir: join(work, "out"), quiet: true, concurrency: 1 });
  } catch (e) {
    failure = e;
  }
}, 600_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("showcase with a failing cell", () => {
  it("rejects with a ShowcaseError naming the notebooks and showing each failing cell with its error", () => {
    expect(failure).toBeInstanceOf(ShowcaseError);
    const message = (failure as Error).message;
    expect(message).toContain("2 of 3 notebooks failed: b-breaks, c-mistyped");
    expect(message).toMatch(/b-breaks\.ipynb failed in code cell 2:/);
    expect(message).toContain(`throw new Error("the sandbox answered 418 on purpose")`);
    expect(message).toContain("Error: the sandbox answered 418 on purpose");
    expect(message).toMatch(/c-mistyped\.ipynb failed in code cell 1/);
    expect(message).toContain("Type 'string' is not assignable to type 'number'");
  });

  it("still runs the other notebooks and reports them", () => {
    const [ok] = (failure as ShowcaseError).result.notebooks;
    expect(ok).toMatchObject({ name: "a-works", ok: true, exports: ["note.csv"] });
    expect(existsSync(ok.executed!)).toBe(true);
    expect(existsSync(ok.report!)).toBe(true);
  });

  it("keeps what the failing notebook did before the error: executed cells, report, exports", () => {
    const bad = (failure as ShowcaseError).result.notebooks[1];
    expect(bad).toMatchObject({ name: "b-breaks", ok: false, exports: ["before.csv"] });
    expect(bad.failure).toBe("code cell 2: Error: the sandbox answered 418 on purpose");
    const cells = codeCells(readNotebook(bad.executed!));
    expect(cells.map((c) => (c.outputs ?? []).map((o) => text(o.text)).join(""))).toEqual([
      "ready 42\n",
      expect.stringContaining("Error: the sandbox answered 418 on purpose"),
      "",
    ]);
    // Numbered like a complete run, so the report reads "In [2]" where the error is.
    expect(cells.map((c) => c.execution_count ?? null)).toEqual([1, 2, null]);
    const report = readFileSync(bad.report!, "utf8");
    expect(report).toContain("ready 42");
    expect(report).toContain("the sandbox answered 418 on purpose");
  });

  it("refuses an out folder outside the project", async () => {
    await expect(runShowcase({ projectDir, outDir: "/tmp/elsewhere", quiet: true })).rejects.toThrow(
      /out folder must be inside the project/,
    );
  });

  it("rejects unknown notebook names with the list of notebooks", async () => {
    await expect(runShowcase({ projectDir, notebooksDir: join(work, "notebooks"), notebooks: ["zz"], quiet: true })).rejects.toThrow(
      /"zz" matches no notebook; available: a-works, b-breaks, c-mistyped/,
    );
  });
});
