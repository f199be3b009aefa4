// Reading what an executed notebook holds: its code cells' outputs by kind.
import { readFileSync } from "node:fs";

export interface Output {
  output_type: string;
  name?: string;
  text?: string | string[];
  data?: Record<string, unknown>;
}
export interface Cell {
  cell_type: string;
  source: string | string[];
  execution_count?: number | null;
  outputs?: Output[];
  /** nbclient's timing record: present once the kernel has run the cell. */
  metadata?: { execution?: Record<string, string> };
}
export interface Notebook {
  cells: Cell[];
  metadata: { kernelspec?: { name?: string; language?: string } };
}

export const readNotebook = (path: string): Notebook => JSON.parse(readFileSync(path, "utf8")) as Notebook;

export const text = (v: string | string[] | unknown): string => (Array.isArray(v) ? v.join("") : typeof v === "string" ? v : "");

export const codeCells = (nb: Notebook): Cell[] => nb.cells.filter((c) => c.cell_type === "code");

export const outputsOf = (nb: Notebook): Output[] => codeCells(nb).flatMap((c) => c.outputs ?? []);

/** Display outputs whose text/html is a corebook table. */
export const tableOutputs = (nb: Notebook): Output[] =>
  outputsOf(nb).filter((o) => o.data && text(o.data["text/html"]).includes("<table") && "text/plain" in o.data);

/** Display outputs carrying the full chart bundle. */
export const chartOutputs = (nb: Notebook): Output[] =>
  outputsOf(nb).filter(
    (o) => o.data && "application/vnd.vegalite.v5+json" in o.data && "image/svg+xml" in o.data && "text/plain" in o.data,
  );

export const streamText = (nb: Notebook, name: "stdout" | "stderr"): string =>
  outputsOf(nb)
    .filter((o) => o.output_type === "stream" && o.name === name)
    .map((o) => text(o.text))
    .join("");
