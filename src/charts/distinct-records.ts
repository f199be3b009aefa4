// A counting preset counts each record once. A table can hold a record twice (t.concat(t), a join
// that repeated rows, the one-row-per-link follow of earlier versions), and a bar of "26 trials"
// for 25 trials is a wrong number that looks right. Each preset names the columns that identify
// what it counts (serviceId, or serviceId plus child positions, or an FDA/EMA pair); the rows are
// reduced to the first of each key, and a warning names the keys that repeated.
import type { ColumnTable } from "arquero";
import { isColumnTable } from "../tables/is-column-table.js";
import * as msg from "./messages.js";
import type { ChartInput, Row } from "./rows.js";

function keyText(parts: unknown[]): string | null {
  if (parts.some((p) => p === null || p === undefined)) return null;
  return JSON.stringify(parts.map((p) => (p instanceof Date ? p.toISOString() : p)));
}

/** `input` with each key once (its first row), and a warning naming the repeated keys; `input` itself when none repeats. */
export function distinctRecords(preset: string, input: ChartInput, key: readonly string[] | undefined, what: string): ChartInput {
  if (!key || key.length === 0) return input;
  const table = isColumnTable(input) ? input : null;
  if (table && !key.every((k) => table.columnNames().includes(k))) return input;
  const n = table ? table.numRows() : (input as readonly Row[]).length;
  const columns = table ? key.map((k) => table.array(k) as unknown[]) : null;
  const partsOf = (row: number) => (columns ? columns.map((c) => c[row]) : key.map((k) => (input as readonly Row[])[row]?.[k]));
  const seen = new Map<string, number>();
  const keep: number[] = [];
  for (let row = 0; row < n; row++) {
    const text = keyText(partsOf(row));
    // A row without its key cannot be told apart from another: it is kept.
    if (text === null) keep.push(row);
    else {
      const count = seen.get(text) ?? 0;
      if (count === 0) keep.push(row);
      seen.set(text, count + 1);
    }
  }
  if (keep.length === n) return input;
  const repeated = [...seen]
    .filter(([, count]) => count > 1)
    .map(([text, count]) => ({ key: (JSON.parse(text) as unknown[]).join(" "), count }));
  console.warn(msg.duplicateRecords(preset, what, repeated, n - keep.length));
  return table ? rowsOf(table, keep) : keep.map((row) => (input as readonly Row[])[row]);
}

/** The table's rows at `rows`, as a table of the same kind (its provenance and types carried). */
function rowsOf(table: ColumnTable, rows: number[]): ColumnTable {
  const flags = new Array<boolean>(table.numRows()).fill(false);
  for (const row of rows) flags[row] = true;
  // Arquero compiles a filter's function from its text, so the flags travel as a column, not a closure.
  return table
    .assign({ [KEEP]: flags })
    .filter(`d => d["${KEEP}"]`)
    .select(table.columnNames());
}

const KEEP = "__corebook_first_of_key";
