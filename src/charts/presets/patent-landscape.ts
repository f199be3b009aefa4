import { presetInput } from "../preset-input.js";
import { yearChannel } from "../year-scale.js";
import { checkOptions, type ChartOptions } from "../options.js";
import { listOf, missingEverywhere, readRows, stringOf, type ChartInput } from "../rows.js";
import { frameSpec, omittedNote, type VegaLiteSpec } from "../spec.js";
import { yearOf } from "../../days/index.js";

export interface PatentLandscapeOptions extends ChartOptions {
  /** The date placed on the time axis (default publicationDate; filingDate, priorityDate, grantDate). */
  dateField?: string;
  /** Assignees shown by name, the most frequent first (default 15); the rest are "Other assignees". */
  maxAssignees?: number;
}

/** Patents by assignee and year: a heat map of counts, years on a real (temporal) scale. */
export function patentLandscapeSpec(table: ChartInput, options?: PatentLandscapeOptions): VegaLiteSpec {
  const { dateField = "publicationDate", maxAssignees = 15, ...rest } = options ?? {};
  const o = checkOptions("patentLandscape", rest);
  const input = presetInput("patentLandscape", table, {
    core: "patentcore",
    columns: ["assignees", dateField],
    how: "sv.patentcore.search / searchAll, or patentsOfDrugs(sv, drugs)",
    distinct: { key: ["serviceId"], what: "patent" },
  });
  const rows = readRows(input, ["assignees", dateField], o.filter);
  const pairs = rows.flatMap((r) => {
    const year = yearOf(r[dateField]);
    if (year === null) return [];
    const names = listOf(r.assignees)
      .map(stringOf)
      .filter((s): s is string => !!s);
    return (names.length > 0 ? names : ["Not given"]).map((assignee) => ({ assignee, year }));
  });
  const counts = new Map<string, number>();
  for (const p of pairs) counts.set(p.assignee, (counts.get(p.assignee) ?? 0) + 1);
  const top = [...counts]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, maxAssignees)
    .map(([a]) => a);
  const other = "Other assignees";
  const values = pairs.map((p) => ({ assignee: top.includes(p.assignee) ? p.assignee : other, year: `${p.year}-01-01` }));
  const dated = rows.filter((r) => yearOf(r[dateField]) !== null).length;
  const notes = [`${dated} patents`, ...omittedNote(rows.length - dated, "patents without a date")];
  const frame = { preset: "patentLandscape", title: "Patent landscape", notes, width: 480, height: Math.max(120, 18 * (top.length + 1)) };
  return frameSpec({ ...frame, values, rows: rows.length, missing: missingEverywhere(rows, ["assignees"]) }, o, {
    mark: { type: "rect", tooltip: true },
    encoding: {
      x: yearChannel(
        pairs.map((p) => p.year),
        "Year",
      ),
      y: { field: "assignee", type: "nominal", title: "Assignee", sort: [...top, other] },
      // Counts from zero, labelled as whole numbers: with every cell at 2 the legend is 0 to 2, not one "2.000000" tick.
      color: {
        aggregate: "count",
        type: "quantitative",
        title: "Patents",
        scale: { scheme: "blues", zero: true },
        legend: { format: "d", tickMinStep: 1 },
      },
    },
  });
}
