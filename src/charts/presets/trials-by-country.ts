import { presetInput } from "../preset-input.js";
import { checkOptions, countOption, type ChartOptions } from "../options.js";
import { listOf, missingEverywhere, readRows, stringOf, type ChartInput } from "../rows.js";
import { COUNT_AXIS, COUNT_SCALE, frameSpec, omittedNote, type VegaLiteSpec } from "../spec.js";

export interface TrialsByCountryOptions extends ChartOptions {
  /** How many countries to draw, most trials first; default 20. */
  top?: number;
}

let regionNames: Intl.DisplayNames | null | undefined;
/** An ISO 3166-1 alpha-2 code in words when the runtime knows it (`DE` -> `Germany`), else the code. */
function countryName(code: string): string {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(["en"], { type: "region" });
    } catch {
      regionNames = null;
    }
  }
  if (!regionNames || !/^[A-Z]{2}$/.test(code)) return code;
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** Trials per facility country (a trial counts once in each of its countries). */
export function trialsByCountrySpec(table: ChartInput, options?: TrialsByCountryOptions): VegaLiteSpec {
  const o = checkOptions("trialsByCountry", options);
  const top = countOption("trialsByCountry", "top", options?.top, 20);
  const input = presetInput("trialsByCountry", table, {
    core: "trialcore",
    columns: ["facilityCountries"],
    how: "sv.trialcore.search / searchAll / get",
    distinct: { key: ["serviceId"], what: "trial" },
  });
  const rows = readRows(input, ["facilityCountries"], o.filter);
  const counts = new Map<string, number>();
  let without = 0;
  for (const r of rows) {
    const codes = new Set(
      listOf(r.facilityCountries)
        .map(stringOf)
        .filter((c): c is string => c != null)
        .map((c) => c.toUpperCase()),
    );
    if (codes.size === 0) without++;
    for (const c of codes) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const values = ranked.slice(0, top).map(([code, trials]) => ({ country: `${countryName(code)} (${code})`, code, trials }));
  const notes = [
    `${rows.length} trials`,
    ...omittedNote(without, "trials without a facility country"),
    ...omittedNote(ranked.length - values.length, "further countries"),
  ];
  const frame = { preset: "trialsByCountry", title: "Trials by country", notes, width: 420, height: Math.max(120, values.length * 18) };
  return frameSpec({ ...frame, values, rows: rows.length, missing: missingEverywhere(rows, ["facilityCountries"]) }, o, {
    mark: { type: "bar", tooltip: true, color: "#4c78a8" },
    encoding: {
      y: { field: "country", type: "nominal", title: "Facility country", sort: values.map((v) => v.country) },
      x: { field: "trials", type: "quantitative", title: "Number of trials", axis: COUNT_AXIS, scale: COUNT_SCALE },
    },
  });
}
