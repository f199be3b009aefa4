// Tiny tslab notebooks written by tests, so each test's cells sit next to what it asserts.
import { writeFileSync } from "node:fs";

/** An nbformat 4 notebook of code cells for the tslab kernel. */
export function tslabNotebook(cells: string[]): string {
  return JSON.stringify({
    cells: cells.map((source, i) => ({ cell_type: "code", execution_count: null, id: `c${i}`, metadata: {}, outputs: [], source })),
    metadata: { kernelspec: { display_name: "TypeScript", language: "typescript", name: "tslab" } },
    nbformat: 4,
    nbformat_minor: 5,
  });
}

export function writeTslabNotebook(path: string, cells: string[]): string {
  writeFileSync(path, tslabNotebook(cells));
  return path;
}
