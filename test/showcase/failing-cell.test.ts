// A notebook whose cell throws must fail the showcase run, naming the notebook and the cell, while
// the notebooks that work still leave their outputs. Uses tiny notebooks that need no sandbox, so
// this file runs one short showcase over a temporary notebooks folder.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { runShowcase, ShowcaseError } from "../../src/showcase/run.js";

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
  writeFileSync(join(dir, "a-works.ipynb"), notebook([
    `import { writeFileSync } from "fs";\nwriteFileSync("note.csv", "serviceId\\nSVTC_x\\n");\n"written"`,
  ]));
  writeFileSync(join(dir, "b-breaks.ipynb"), notebook([
    "const ready = 41 + 1;",
    `throw new Error("the sandbox answered 418 on purpose");`,
    "const never = 1;",
  ]));
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
  it("rejects with a ShowcaseError naming the notebook and showing the failing cell", () => {
    expect(failure).toBeInstanceOf(ShowcaseError);
    const message = (failure as Error).message;
    expect(message).toContain("1 of 2 notebooks failed: b-breaks");
    expect(message).toContain(`throw new Error("the sandbox answered 418 on purpose")`);
  });

  it("still runs the other notebooks and reports them", () => {
    const result = (failure as ShowcaseError).result;
    const [ok, bad] = result.notebooks;
    expect(ok).toMatchObject({ name: "a-works", ok: true, exports: ["note.csv"] });
    expect(existsSync(ok.executed!)).toBe(true);
    expect(existsSync(ok.report!)).toBe(true);
    expect(bad).toMatchObject({ name: "b-breaks", ok: false, report: null });
  });

  it("refuses an out folder outside the project", async () => {
    await expect(runShowcase({ projectDir, outDir: "/tmp/elsewhere", quiet: true }))
      .rejects.toThrow(/out folder must be inside the project/);
  });

  it("rejects unknown notebook names with the list of notebooks", async () => {
    await expect(runShowcase({ projectDir, notebooksDir: join(work, "notebooks"), notebooks: ["zz"], quiet: true }))
      .rejects.toThrow(/"zz" matches no notebook; available: a-works, b-breaks/);
  });
});
