// The pure parts of executing a notebook: reading the driver's report and wording a failing cell.
import { describe, expect, test } from "vitest";
import { errorHeadline, formatCellFailure, NotebookCellError } from "../../src/jupyter/cell-error.js";
import { parseDriverResult } from "../../src/jupyter/driver-result.js";

describe("parseDriverResult", () => {
  test("takes the last report line, ignoring what the kernel printed around it", () => {
    const stdout = [
      "kernel says hello",
      `{"corebookExecute": "ok"}`,
      `{"not": "ours"}`,
      `{"corebookExecute": "failed", "stage": "cell", "cellIndex": 4, "cellNumber": 2, "cellSource": "x", "errorText": "Error: e"}`,
      "",
    ].join("\n");
    expect(parseDriverResult(stdout)).toEqual({
      corebookExecute: "failed",
      stage: "cell",
      cellIndex: 4,
      cellNumber: 2,
      cellSource: "x",
      errorText: "Error: e",
    });
  });
  test("null when the driver printed no report (crashed or killed)", () => {
    expect(parseDriverResult("")).toBeNull();
    expect(parseDriverResult(`Traceback...\n{"corebookExecute": "ok"`)).toBeNull();
    expect(parseDriverResult(`{"corebookExecute": "maybe"}`)).toBeNull();
  });
});

describe("NotebookCellError", () => {
  const failure = {
    cellIndex: 5,
    cellNumber: 3,
    cellSource: Array.from({ length: 12 }, (_, i) => `line ${i + 1}`).join("\n"),
    errorText: [
      "evalmachine.<anonymous>:2",
      "Error: boom-42",
      "    at evalmachine.<anonymous>:2:7",
      "    at Script.runInThisContext (node:vm:135:14)",
      "    at Object.execute (/p/node_modules/tslab/dist/executor.js:160:38)",
    ].join("\n"),
  };
  const error = new NotebookCellError("/nb/a.ipynb", failure, "/out/a.ipynb");

  test("carries the cell, its source, the full error text and the partial notebook", () => {
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: "NotebookCellError",
      cellIndex: 5,
      cellNumber: 3,
      partialPath: "/out/a.ipynb",
      notebookPath: "/nb/a.ipynb",
    });
    expect(error.cellSource).toBe(failure.cellSource);
    expect(error.errorText).toBe(failure.errorText);
  });

  test("the message shows the first lines of the cell and the error without the kernel's frames", () => {
    expect(error.message).toBe(formatCellFailure("/nb/a.ipynb", failure, "/out/a.ipynb"));
    // Named once, by the number the report shows; the index among all cells is on the error object.
    expect(error.message).toContain("/nb/a.ipynb failed in code cell 3:");
    expect(error.message).not.toContain("cell index");
    expect(error.cellIndex).toBe(5);
    expect(error.message).toContain("    line 8\n    ... (4 more lines)");
    expect(error.message).not.toContain("line 9");
    expect(error.message).toContain("Error: boom-42\n        at evalmachine.<anonymous>:2:7\n");
    expect(error.message).not.toContain("node:vm");
    expect(error.message).not.toContain("tslab");
    expect(error.message).toMatch(/are in \/out\/a\.ipynb$/);
  });

  test("an empty error text says so rather than showing nothing", () => {
    expect(formatCellFailure("/a.ipynb", { ...failure, errorText: "" }, "/b.ipynb")).toContain("(the kernel reported no error text)");
  });
});

describe("errorHeadline", () => {
  test("picks the error line over Node's source excerpt, and TypeScript diagnostics as they are", () => {
    expect(errorHeadline('evalmachine.<anonymous>:2\nthrow new Error("x");\n^\n\nError: x\n    at y')).toBe("Error: x");
    expect(errorHeadline("TypeError: a is not a function")).toBe("TypeError: a is not a function");
    expect(errorHeadline("1:7 - Variable declaration expected.")).toBe("1:7 - Variable declaration expected.");
    expect(errorHeadline("\nsomething odd\n")).toBe("something odd");
    expect(errorHeadline("")).toBe("");
  });
});
