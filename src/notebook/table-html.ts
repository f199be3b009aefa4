// A readable rich view of an Arquero table: first rows, column types, row count, and where it came
// from (provenance-line.ts). Every value is escaped: cells hold text from public records (titles,
// abstracts) that may contain markup.
import type { ColumnTable } from "arquero";
import { columnTypes, type ColumnType } from "../tables/index.js";
import { escapeHtml } from "../common/index.js";
import { numberText } from "./number-text.js";
import { provenanceLine } from "./provenance-line.js";

export interface TableViewOptions {
  /** Rows shown; default 10. */
  rows?: number;
  /** Characters per cell before it is cut; default 80. */
  maxChars?: number;
}

const NUMERIC_TYPES = new Set(["integer", "float"]);

function typeName(t: ColumnType | undefined, sample: unknown): string {
  if (t) return t.kind === "list" ? `list<${typeName(t.of, undefined)}>` : t.kind;
  if (sample === undefined) return "empty";
  if (sample instanceof Date) return "date";
  if (Array.isArray(sample)) return "list";
  if (typeof sample === "number") return Number.isInteger(sample) ? "integer" : "float";
  if (typeof sample === "object") return "object";
  return typeof sample;
}

/** A cell as short text: dates as YYYY-MM-DD, numbers without float noise (number-text.ts), lists and objects as compact JSON. */
export function cellText(v: unknown, maxChars = 80): string {
  let s: string;
  if (v == null) s = "";
  else if (v instanceof Date) s = Number.isNaN(v.getTime()) ? "Invalid date" : v.toISOString().slice(0, 10);
  else if (typeof v === "object") {
    s = JSON.stringify(v, (_k, x) =>
      x instanceof Date || (typeof x === "string" && /^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/.test(x))
        ? String(x instanceof Date ? x.toISOString() : x).slice(0, 10)
        : typeof x === "bigint"
          ? Number(x)
          : typeof x === "number"
            ? Number(numberText(x))
            : x,
    );
  } else if (typeof v === "number") s = numberText(v);
  else s = String(v);
  return s.length > maxChars ? `${s.slice(0, maxChars - 1)}…` : s;
}

function columnInfo(table: ColumnTable, n: number) {
  const declared = columnTypes(table) ?? {};
  return table.columnNames().map((name) => {
    const values = (table.array(name) as unknown[]).slice(0, n);
    const sample = (table.array(name) as unknown[]).find((v) => v != null);
    return { name, type: typeName(declared[name], sample), values };
  });
}

function tableHtml(table: ColumnTable, options: TableViewOptions = {}): string {
  const n = Math.min(options.rows ?? 10, table.numRows());
  const cols = columnInfo(table, n);
  // Jupyter's stylesheets right-align every cell; text reads from the left, numbers line up on the right.
  const align = (c: { type: string }) => `text-align:${NUMERIC_TYPES.has(c.type) ? "right" : "left"}`;
  const head = cols
    .map(
      (c) =>
        `<th title="${escapeHtml(c.type)}" style="${align(c)}">${escapeHtml(c.name)}<br><small style="font-weight:normal;color:#777">${escapeHtml(c.type)}</small></th>`,
    )
    .join("");
  const body = Array.from(
    { length: n },
    (_, i) => `<tr>${cols.map((c) => `<td style="${align(c)}">${escapeHtml(cellText(c.values[i], options.maxChars))}</td>`).join("")}</tr>`,
  ).join("\n");
  const total = table.numRows();
  const caption = `${total.toLocaleString("en-US")} row${total === 1 ? "" : "s"} × ${cols.length} column${cols.length === 1 ? "" : "s"}${n < total ? `, first ${n} shown` : ""}`;
  const source = provenanceLine(table);
  return `<div class="corebook-table"><table class="dataframe" style="font-size:12px">
<thead><tr>${head}</tr></thead>
<tbody>
${body}
</tbody>
</table>
<p style="color:#555;font-size:12px">${escapeHtml(caption)}${source ? `<br>${escapeHtml(source)}` : ""}</p></div>`;
}

export function tableText(table: ColumnTable, options: TableViewOptions = {}): string {
  const n = Math.min(options.rows ?? 10, table.numRows());
  const cols = columnInfo(table, n);
  const width = (c: { name: string; values: unknown[] }) =>
    Math.min(24, Math.max(c.name.length, ...c.values.map((v) => cellText(v, 24).length)));
  const pad = (s: string, w: number) => (s.length > w ? `${s.slice(0, w - 1)}…` : s.padEnd(w));
  const lines = [cols.map((c) => pad(c.name, width(c))).join("  ")];
  for (let i = 0; i < n; i++) lines.push(cols.map((c) => pad(cellText(c.values[i], 24), width(c))).join("  "));
  lines.push(`(${table.numRows()} rows × ${cols.length} columns${n < table.numRows() ? `, first ${n} shown` : ""})`);
  return lines.join("\n");
}

/** The display bundle of a table: HTML plus plain text. */
export function tableBundle(table: ColumnTable, options: TableViewOptions = {}): { "text/html": string; "text/plain": string } {
  return { "text/html": tableHtml(table, options), "text/plain": tableText(table, options) };
}

/** A wrapper Deno's kernel displays as the HTML table (`[Symbol.for("Jupyter.display")]`). */
export function tableView(table: ColumnTable, options: TableViewOptions = {}) {
  return {
    table,
    [Symbol.for("Jupyter.display")]: () => tableBundle(table, options),
    toString: () => tableText(table, options),
  };
}
