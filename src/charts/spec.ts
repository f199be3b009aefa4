// Every preset's spec shares this frame: the v5 schema (what JupyterLab's renderer keys on), inline
// data, a font that exists both in browsers and on the machine rendering PNGs, and a subtitle that
// says how many rows were drawn or left out, so a chart never hides that data was missing.
import type { TopLevelSpec } from "vega-lite";
import type { ChartOptions } from "./options.js";

export type VegaLiteSpec = TopLevelSpec & { $schema: string };

export const VEGA_LITE_SCHEMA = "https://vega.github.io/schema/vega-lite/v5.json";
export const CHART_FONT = "DejaVu Sans, Verdana, Helvetica, Arial, sans-serif";

export interface Frame {
  title: string;
  notes: string[];
  width: number;
  height: number;
  values: Record<string, unknown>[];
}

export function frameSpec(frame: Frame, options: ChartOptions, body: Record<string, unknown>): VegaLiteSpec {
  const notes = frame.values.length === 0 ? ["No rows to show", ...frame.notes] : frame.notes;
  return {
    $schema: VEGA_LITE_SCHEMA,
    title: notes.length ? { text: options.title ?? frame.title, subtitle: notes.join(" · ") } : options.title ?? frame.title,
    width: options.width ?? frame.width,
    height: options.height ?? frame.height,
    data: { values: frame.values },
    ...body,
    config: {
      font: CHART_FONT,
      background: "white",
      padding: 12,
      view: { stroke: null },
      axis: { labelFontSize: 11, titleFontSize: 12, labelLimit: 220 },
      legend: { labelFontSize: 11, titleFontSize: 12, labelLimit: 260, titleLimit: 260 },
      title: { fontSize: 14, subtitleFontSize: 11, subtitleColor: "#555", anchor: "start" },
    },
  } as VegaLiteSpec;
}

/** Counts are whole numbers: no 0.5 ticks on small data. */
export const COUNT_AXIS = { tickMinStep: 1, format: "d" } as const;

export function omittedNote(count: number, what: string): string[] {
  return count > 0 ? [`${count} ${what} not shown`] : [];
}

/** A colour channel over a label field, ordered as given; many categories get a 20-colour scheme. */
export function colorChannel(field: string, title: string, domain: string[]): Record<string, unknown> {
  return {
    field,
    type: "nominal",
    title,
    sort: domain,
    scale: { domain, scheme: domain.length > 10 ? "tableau20" : "tableau10" },
  };
}
