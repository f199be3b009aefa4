import { presetInput } from "../preset-input.js";
import { checkOptions, type ChartOptions } from "../options.js";
import { isoDay, missingEverywhere, readRows, stringOf, type ChartInput } from "../rows.js";
import { COUNT_AXIS, frameSpec, omittedNote, type VegaLiteSpec } from "../spec.js";

const ORDER = ["created", "updated", "deleted", "unchanged"];

/** Change-feed activity (changesTable): entries per week by kind of change, on a real time axis. */
export function changesSpec(table: ChartInput, options?: ChartOptions): VegaLiteSpec {
  const o = checkOptions("changes", options);
  const input = presetInput("changes", table, {
    core: null,
    columns: ["updateType", "updateDate"],
    how: "changesTable(sv.<core>.changes({ since }))",
    distinct: { key: ["arrival", "serviceId"], what: "feed entry" },
  });
  const rows = readRows(input, ["updateType", "updateDate"], o.filter);
  const values = rows.flatMap((r) => {
    const day = isoDay(r.updateDate);
    return day === null ? [] : [{ day, updateType: stringOf(r.updateType) ?? "Not given" }];
  });
  const notes = [`${values.length} feed entries`, ...omittedNote(rows.length - values.length, "entries without an update date")];
  const frame = { preset: "changes", title: "Change-feed activity", notes, width: 480, height: 200 };
  return frameSpec({ ...frame, values, rows: rows.length, missing: missingEverywhere(rows, ["updateType"]) }, o, {
    mark: { type: "bar", tooltip: true },
    encoding: {
      x: { field: "day", type: "temporal", timeUnit: "utcyearweek", title: "Week of update", axis: { format: "%Y-%m-%d" } },
      y: { aggregate: "count", type: "quantitative", title: "Entries", axis: COUNT_AXIS },
      color: {
        field: "updateType",
        type: "nominal",
        title: "Change",
        scale: { domain: ORDER.filter((t) => values.some((v) => v.updateType === t)) },
      },
    },
  });
}
