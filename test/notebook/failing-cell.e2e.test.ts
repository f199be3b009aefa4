// Executing notebooks whose cells fail, in real Jupyter with the tslab kernel: the thrown error
// names the cell and carries the kernel's error text (tslab reports it only on stderr), and the
// executed notebook is kept with the outputs of the cells that ran before.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { executeNotebook, jupyterEnv, registerTslabKernel, type Notebook } from "../../src/jupyter/index.js";
import { NotebookCellError } from "../../src/jupyter/cell-error.js";
import { writeTslabNotebook } from "./notebook-fixtures.js";

const root = resolve(import.meta.dirname, "..", "..");
const work = mkdtempSync(join(tmpdir(), "corebook-nb-fail-"));
const env = jupyterEnv(root);

/** Runs a notebook expected to fail and returns what it threw. */
async function failureOf(name: string, cells: string[]): Promise<NotebookCellError> {
  const input = writeTslabNotebook(join(work, `${name}.ipynb`), cells);
  const error = await executeNotebook(input, { outDir: join(work, "out"), env, kernelName: "tslab", timeoutSec: 120 }).then(
    () => {
      throw new Error(`${name} ran without failing`);
    },
    (e: unknown) => e,
  );
  if (!(error instanceof NotebookCellError)) throw error;
  return error;
}

const readNotebook = (path: string) => JSON.parse(readFileSync(path, "utf8")) as Notebook;
const outputText = (nb: Notebook, index: number) => (nb.cells[index].outputs ?? []).map((o) => [o.text ?? ""].flat().join("")).join("");

let thrown: NotebookCellError;
let typeError: NotebookCellError;
let syntaxError: NotebookCellError;

beforeAll(async () => {
  await registerTslabKernel(root);
  // One after another: each starts its own kernel, and the machine's cores are shared.
  thrown = await failureOf("throws", [
    `console.log("before-1")`,
    "const answer = 40 + 2;\nanswer",
    `const label = "boom";\nthrow new Error(label + "-42");`,
    `console.log("never-runs")`,
  ]);
  typeError = await failureOf("type-error", [`console.log("typed-before")`, `const count: number = "not a number";`]);
  syntaxError = await failureOf("syntax-error", [`console.log("syntax-before")`, "const = ;"]);
}, 400_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe("a failing tslab cell", () => {
  test("a thrown error: the message names the cell, shows its code and the error text", () => {
    expect(thrown).toMatchObject({ cellIndex: 2, cellNumber: 3 });
    expect(thrown.cellSource).toBe(`const label = "boom";\nthrow new Error(label + "-42");`);
    expect(thrown.errorText).toContain("Error: boom-42");
    // Named once, by the number a report shows: not also by its index among all cells.
    expect(thrown.message).toContain("failed in code cell 3:");
    expect(thrown.message).not.toContain("cell index");
    expect(thrown.message).toContain(`throw new Error(label + "-42");`);
    expect(thrown.message).toContain("Error: boom-42");
    // The kernel's own stack frames are noise in the message (they stay in errorText).
    expect(thrown.message).not.toMatch(/node_modules[\\/]tslab/);
    expect(thrown.message).not.toContain("\x1b[");
  });

  test("a thrown error: the executed notebook keeps the cells before it, their outputs and the error", () => {
    expect(thrown.partialPath).toBe(join(work, "out", "throws.executed.ipynb"));
    expect(thrown.message).toContain(thrown.partialPath);
    const nb = readNotebook(thrown.partialPath);
    expect(outputText(nb, 0)).toContain("before-1");
    expect(outputText(nb, 1)).toContain("42");
    expect(outputText(nb, 2)).toContain("boom-42");
    expect(nb.cells[3].outputs).toEqual([]);
    expect(nb.cells[3].metadata?.execution).toBeUndefined();
  });

  test("a type error: the message shows TypeScript's diagnostic", () => {
    expect(typeError).toMatchObject({ cellIndex: 1, cellNumber: 2 });
    expect(typeError.errorText).toMatch(/Type 'string' is not assignable to type 'number'/);
    expect(typeError.message).toMatch(/Type 'string' is not assignable to type 'number'/);
    expect(typeError.message).toContain(`const count: number = "not a number";`);
    expect(outputText(readNotebook(typeError.partialPath), 0)).toContain("typed-before");
  });

  test("a syntax error fails clearly, naming the cell and what the parser expected", () => {
    expect(syntaxError).toMatchObject({ cellIndex: 1, cellNumber: 2, cellSource: "const = ;" });
    expect(syntaxError.errorText).toMatch(/\d+:\d+ - .*expected/);
    expect(syntaxError.message).toMatch(/failed in code cell 2[\s\S]*const = ;[\s\S]*expected/);
    expect(outputText(readNotebook(syntaxError.partialPath), 0)).toContain("syntax-before");
  });
});

describe("a cell that runs too long", () => {
  test("fails naming the timeout, after the cells before it were kept", async () => {
    const input = writeTslabNotebook(join(work, "slow.ipynb"), [
      `console.log("quick-before")`,
      "await new Promise((done) => setTimeout(done, 120_000));",
    ]);
    const error = await executeNotebook(input, { outDir: join(work, "out"), env, kernelName: "tslab", timeoutSec: 2 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(NotebookCellError);
    const failed = error as NotebookCellError;
    expect(failed).toMatchObject({ cellIndex: 1, cellNumber: 2 });
    expect(failed.errorText.split("\n")[0]).toBe("CellTimeoutError: the cell ran longer than the 2 s timeout");
    expect(failed.message).toContain("CellTimeoutError: the cell ran longer than the 2 s timeout");
    expect(outputText(readNotebook(failed.partialPath), 0)).toContain("quick-before");
  }, 120_000);
});

describe("a notebook that cannot run at all", () => {
  test("a file that is not a notebook is named as such", async () => {
    const bad = join(work, "not-json.ipynb");
    writeFileSync(bad, "{ this is not json");
    await expect(executeNotebook(bad, { outDir: join(work, "out"), env })).rejects.toThrow(
      /not-json\.ipynb is not a notebook that can be read/,
    );
    expect(existsSync(join(work, "out", "not-json.executed.ipynb"))).toBe(false);
  });

  test("an unknown kernel is named", async () => {
    const input = writeTslabNotebook(join(work, "no-kernel.ipynb"), ["1"]);
    await expect(executeNotebook(input, { outDir: join(work, "out"), env, kernelName: "no-such-kernel" })).rejects.toThrow(
      /could not start its kernel[\s\S]*no-such-kernel/,
    );
  });

  test("a kernel that dies as it starts is started once more, and the notebook runs", async () => {
    // A kernel spec whose first start exits at once and whose second is tslab.
    const marker = join(work, "flaky-started-once");
    const spec = join(work, "flaky-jupyter", "kernels", "flaky-tslab");
    mkdirSync(spec, { recursive: true });
    const tslab = `${JSON.stringify(process.execPath)} ${JSON.stringify(join(root, "node_modules", "tslab", "bin", "tslab"))}`;
    const script = `if [ -e '${marker}' ]; then exec ${tslab} kernel --config-path "$0"; fi; touch '${marker}'; exit 1`;
    writeFileSync(
      join(spec, "kernel.json"),
      JSON.stringify({ argv: ["/bin/sh", "-c", script, "{connection_file}"], display_name: "flaky", language: "typescript" }),
    );
    const input = writeTslabNotebook(join(work, "flaky.ipynb"), ["console.log(6 * 7)"]);
    const flakyEnv = { ...env, JUPYTER_PATH: `${join(work, "flaky-jupyter")}:${env.JUPYTER_PATH}` };
    const { notebook } = await executeNotebook(input, {
      outDir: join(work, "out"),
      env: flakyEnv,
      kernelName: "flaky-tslab",
      timeoutSec: 120,
    });
    expect(existsSync(marker)).toBe(true);
    expect(outputText(notebook, 0)).toContain("42");
  });

  test("a bad timeout is refused naming the option", async () => {
    await expect(executeNotebook(join(work, "no-kernel.ipynb"), { timeoutSec: 0 })).rejects.toThrow(/timeoutSec must be a positive number/);
  });
});
