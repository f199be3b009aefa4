import { presetInput } from "../preset-input.js";
import { checkOptions, type ChartOptions } from "../options.js";
import { numberOf, readRows, type ChartInput } from "../rows.js";
import { COUNT_AXIS, COUNT_SCALE, frameSpec, omittedNote, type VegaLiteSpec } from "../spec.js";

// Bin edges grow roughly ×2–×2.5 so a handful of highly cited papers and the many uncited ones share
// one readable axis; a symlog scale keeps 0 on it (a plain log scale cannot).
const EDGES = [0, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000, 10000, 20000, 50000, 100000];

function binOf(n: number): [number, number] {
  for (let i = 0; i < EDGES.length - 1; i++) if (n < EDGES[i + 1]) return [EDGES[i], EDGES[i + 1]];
  const top = EDGES[EDGES.length - 1];
  let hi = top * 2;
  while (n >= hi) hi *= 2;
  return [hi / 2, hi];
}

function binLabel(lo: number, hi: number): string {
  return hi - lo === 1 ? `${lo}` : `${lo}–${hi - 1}`;
}

/** Distribution of citation counts (or `options.field`, e.g. PatentCore's `citedByCount`) on a log-like axis. */
export function citationsSpec(table: ChartInput, options?: ChartOptions & { field?: string }): VegaLiteSpec {
  const o = checkOptions("citations", options);
  const field = options?.field ?? "citationCount";
  // A citation count is a BiomedCore field, citedByCount a PatentCore one.
  const input = presetInput("citations", table, {
    core: field === "citationCount" ? "biomedcore" : null,
    columns: [field],
    how: "sv.biomedcore.search / searchAll / get, or { field } naming a count column",
    distinct: { key: ["serviceId"], what: "record" },
  });
  const rows = readRows(input, [field], o.filter);
  const counts = rows.map((r) => numberOf(r[field])).filter((n): n is number => n != null && n >= 0);
  const bins = new Map<number, { lo: number; hi: number; records: number }>();
  for (const n of counts) {
    const [lo, hi] = binOf(n);
    const b = bins.get(lo) ?? { lo, hi, records: 0 };
    b.records++;
    bins.set(lo, b);
  }
  const values = [...bins.values()].sort((a, b) => a.lo - b.lo).map((b) => ({ ...b, range: binLabel(b.lo, b.hi) }));
  const what = field === "citedByCount" ? "patents" : "publications";
  const notes = [`${counts.length} ${what}`, ...omittedNote(rows.length - counts.length, `${what} without a count`)];
  const frame = { preset: "citations", title: field === "citedByCount" ? "Citing patents" : "Citations", notes, width: 460, height: 240 };
  return frameSpec({ ...frame, values, rows: rows.length }, o, {
    mark: { type: "rect", tooltip: true, color: "#4c78a8", stroke: "white", strokeWidth: 1 },
    encoding: {
      x: {
        field: "lo",
        type: "quantitative",
        title: `Times cited (log scale; bins ${EDGES.slice(0, 5).join(", ")}, …)`,
        scale: { type: "symlog" },
        axis: { values: EDGES, labelOverlap: "greedy" },
      },
      x2: { field: "hi" },
      y: { field: "records", type: "quantitative", title: `Number of ${what}`, axis: COUNT_AXIS, scale: COUNT_SCALE },
      y2: { datum: 0 },
      tooltip: [
        { field: "range", title: "Times cited" },
        { field: "records", title: `Number of ${what}` },
      ],
    },
  });
}
