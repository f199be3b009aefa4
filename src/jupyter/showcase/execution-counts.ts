// tslab leaves `execution_count` empty, so reports would show "In [ ]:" beside every cell. nbclient
// runs the cells top to bottom and records a timing entry for each one it ran: number those in order.
import { readFileSync, writeFileSync } from "node:fs";

interface Cell {
  cell_type: string;
  execution_count?: number | null;
  metadata?: { execution?: unknown };
  outputs?: Array<{ execution_count?: number | null }>;
}

/** Gives every executed code cell (and its execute_result) its 1-based position among them. */
export function numberExecutedCells<T extends { cells: Cell[] }>(notebook: T): T {
  let n = 0;
  for (const cell of notebook.cells) {
    if (cell.cell_type !== "code" || !cell.metadata?.execution) continue;
    n += 1;
    if (cell.execution_count == null) cell.execution_count = n;
    for (const out of cell.outputs ?? []) if ("execution_count" in out && out.execution_count == null) out.execution_count = n;
  }
  return notebook;
}

export function numberExecutedCellsInFile(path: string): void {
  const notebook = JSON.parse(readFileSync(path, "utf8")) as { cells: Cell[] };
  writeFileSync(path, `${JSON.stringify(numberExecutedCells(notebook), null, 1)}\n`);
}
