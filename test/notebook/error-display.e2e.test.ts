// How corebook errors read in a real tslab cell: caught and printed, thrown synchronously (Node then
// decorates the stack with a line of corebook's bundled source), and an uncaught PartialResultError
// of a 2,000-ID get. Each starts with `Name: message`, shows only the fields that have a value, and
// no stack, no source excerpt, no partial table.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { ensureSelfLink, executeNotebook, jupyterEnv, registerTslabKernel, type Notebook } from "../../src/jupyter/index.js";
import { NotebookCellError } from "../../src/jupyter/cell-error.js";
import { writeTslabNotebook } from "./notebook-fixtures.js";

const root = resolve(import.meta.dirname, "..", "..");
const work = mkdtempSync(join(tmpdir(), "corebook-nb-errors-"));

const printed = [
  `import { connect, charts } from "corebook";\nconst sv = await connect({ quiet: true });`,
  `try {\n  await sv.trialcore.search({ query: "x", limit: 500 });\n} catch (e) {\n  console.log(e);\n}`,
  `const drugs = await sv.drugcore.search({ query: "inhibitor", limit: 3 });`,
  `charts.trialsByPhase(drugs);`,
];

const partial = [
  `import { connect, startSandbox } from "corebook";
const box = await startSandbox({ rateLimit: false, faults: { paths: /\\/trialcore\\/records\\/SVTC_/, failEvery: 100 } });
const sv = await connect({ apiKey: box.apiKey, baseUrl: box.baseUrl, rateLimit: false, retries: 0 });`,
  `const known = box.dataset.records.trialcore.map((r) => r.serviceId);
const ids = Array.from({ length: 2000 }, (_, i) => known[i] ?? "SVTC_" + String(i).padStart(16, "0"));`,
  `await sv.trialcore.get(ids);`,
];

const outputs = (nb: Notebook, index: number) => (nb.cells[index].outputs ?? []).map((o) => [o.text ?? ""].flat().join("")).join("");

async function failure(name: string, cells: string[]): Promise<NotebookCellError> {
  const input = writeTslabNotebook(join(work, `${name}.ipynb`), cells);
  const error = await executeNotebook(input, {
    outDir: join(work, "out"),
    cwd: root,
    env: jupyterEnv(root),
    kernelName: "tslab",
    timeoutSec: 300,
  }).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof NotebookCellError)) throw error ?? new Error(`${name} ran without failing`);
  return error;
}

let printedFailure: NotebookCellError;
let partialFailure: NotebookCellError;

beforeAll(async () => {
  ensureSelfLink(root);
  await registerTslabKernel(root);
  printedFailure = await failure("printed", printed);
  partialFailure = await failure("partial", partial);
}, 600_000);

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe("corebook errors in a tslab cell", () => {
  test("a printed ValidationError: name and message, then the fields with a value, no stack", () => {
    const nb = JSON.parse(readFileSync(printedFailure.partialPath, "utf8")) as Notebook;
    const text = outputs(nb, 1).trim();
    const lines = text.split("\n");
    expect(lines[0]).toBe(
      "ValidationError: INVALID_PARAMS: GET /api/v1/cores/trialcore/records was not sent: limit must be an integer from 1 to 300 (got 500)",
    );
    expect(text).toContain("value: 500");
    expect(text).not.toMatch(/null|undefined|^\s+at /m);
    expect(lines.length).toBeLessThanOrEqual(4);
  });

  test("an uncaught error thrown synchronously opens with its name, not a line of corebook's bundled source", () => {
    expect(printedFailure.cellIndex).toBe(3);
    const text = printedFailure.errorText.trim();
    expect(text.split("\n")[0]).toBe(
      "MisuseError: charts.trialsByPhase needs a TrialCore table with phase (sv.trialcore.search / searchAll / get); got a DrugCore table",
    );
    expect(text).not.toMatch(/dist[\\/](index|chunks)|\^|^\s+at /m);
  });

  test("an uncaught PartialResultError of a 2,000-ID get prints counts and the first failures, not the table", () => {
    expect(partialFailure.cellIndex).toBe(2);
    const text = partialFailure.errorText.trim();
    const lines = text.split("\n");
    expect(lines[0]).toMatch(/^PartialResultError: trialcore\.get fetched \d+ of 2000 records; \d+ failed: \d{3} [A-Z_]+ on GET /);
    expect(text).toMatch(/partial: \[table of \d+ rows × \d+ columns\]/);
    expect(text).toMatch(/\[… \d+ more\]/);
    expect(lines.length).toBeLessThanOrEqual(10);
    expect(text.length).toBeLessThan(1500);
  });
});
