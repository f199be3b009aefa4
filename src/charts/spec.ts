// Every preset's spec shares this frame: the v5 schema (what JupyterLab's renderer keys on), inline
// data, a font that exists both in browsers and on the machine rendering PNGs, and a subtitle that
// says how many rows were drawn or left out, so a chart never hides that data was missing. A chart
// that can draw none of its rows, or whose fields are empty in every row, also warns: an empty
// frame must not pass for a result.
import type { TopLevelSpec } from "vega-lite";
import { MISSING_LABEL } from "./categories.js";
import * as msg from "./messages.js";
import type { ChartOptions } from "./options.js";

/** A Vega-Lite v5 top-level spec, as the presets write it and `Chart` draws it. */
export type VegaLiteSpec = TopLevelSpec & {
  /** The Vega-Lite schema URL (`https://vega.github.io/schema/vega-lite/v5.json`), which JupyterLab's renderer keys on. */
  $schema: string;
};

/** Omit applied to each member of a union (a plain Omit would merge the members into one). */
export type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What a preset writes: marks, encodings, layers and transforms; the frame adds the rest. */
export type SpecBody = OmitEach<TopLevelSpec, "$schema" | "title" | "width" | "height" | "data" | "config">;

/** A colour channel definition, as vega-lite types a unit spec's `encoding.color`. */
type ColorDef = NonNullable<NonNullable<Extract<SpecBody, { mark: unknown }>["encoding"]>["color"]>;

/** The end of a note about rows a chart leaves out. */
const OMITTED = "not shown";

export const VEGA_LITE_SCHEMA = "https://vega.github.io/schema/vega-lite/v5.json";
const CHART_FONT = "DejaVu Sans, Verdana, Helvetica, Arial, sans-serif";

interface Frame {
  /** The preset's name, for warnings. */
  preset: string;
  title: string;
  notes: string[];
  width: number;
  height: number;
  values: Record<string, unknown>[];
  /** Rows the preset read (after options.filter). */
  rows: number;
  /** The chart's fields that are empty in every row (rows.ts, missingEverywhere). */
  missing?: string[];
}

export function frameSpec(frame: Frame, options: ChartOptions, body: SpecBody): VegaLiteSpec {
  const missing = frame.missing ?? [];
  const notes = [
    ...(frame.values.length === 0 ? ["No rows to show"] : []),
    ...(missing.length > 0 ? [msg.missingEverywhereNote(missing)] : []),
    ...frame.notes,
  ];
  if (missing.length > 0) console.warn(msg.missingEverywhereWarning(frame.preset, missing, frame.rows));
  else if (frame.values.length === 0 && frame.rows > 0) {
    console.warn(
      msg.nothingDrawnWarning(
        frame.preset,
        frame.rows,
        frame.notes.filter((n) => n.endsWith(OMITTED)),
      ),
    );
  }
  return {
    $schema: VEGA_LITE_SCHEMA,
    title: notes.length ? { text: options.title ?? frame.title, subtitle: notes.join(" · ") } : (options.title ?? frame.title),
    width: options.width ?? frame.width,
    height: options.height ?? frame.height,
    data: { values: frame.values },
    ...body,
    config: chartConfig(),
  };
}

/** A fresh copy of the shared look, so that changing one chart's spec never changes another's. */
export function chartConfig(): typeof CHART_CONFIG {
  return structuredClone(CHART_CONFIG);
}

/** The look every chart shares (presets and fromSpec): the font, white background, sizes of labels and titles. */
const CHART_CONFIG = {
  font: CHART_FONT,
  background: "white",
  padding: 12,
  view: { stroke: null },
  axis: { labelFontSize: 11, titleFontSize: 12, labelLimit: 220 },
  legend: { labelFontSize: 11, titleFontSize: 12, labelLimit: 260, titleLimit: 260 },
  title: { fontSize: 14, subtitleFontSize: 11, subtitleColor: "#555", anchor: "start" },
} as const satisfies VegaLiteSpec["config"];

/** The spec with `note` added to its subtitle, or, with no title to go under (vega draws no subtitle alone), as a plain title. */
export function withNote(spec: VegaLiteSpec, note: string): VegaLiteSpec {
  const title: unknown = spec.title;
  if (title !== null && typeof title === "object" && !Array.isArray(title)) {
    const t = title as { subtitle?: unknown };
    const subtitle = t.subtitle === undefined ? note : [t.subtitle].flat().concat(note).join(" · ");
    return { ...spec, title: { ...title, subtitle } } as VegaLiteSpec;
  }
  if (typeof title === "string" || Array.isArray(title)) return { ...spec, title: { text: title, subtitle: note } } as VegaLiteSpec;
  return { ...spec, title: { text: note, fontSize: 11, fontWeight: "normal", color: "#555", anchor: "start" } };
}

/** Counts are whole numbers: no 0.5 ticks on small data. */
export const COUNT_AXIS = { tickMinStep: 1, format: "d", tickCount: 5 } as const;
/** Extend the domain to the same 5 ticks, so the tallest bar ends below a labelled grid line. */
export const COUNT_SCALE = { nice: 5 } as const;

export function omittedNote(count: number, what: string): string[] {
  return count > 0 ? [`${count} ${what} ${OMITTED}`] : [];
}

const TABLEAU10 = ["#4c78a8", "#f58518", "#e45756", "#72b7b2", "#54a24b", "#eeca3b", "#b279a2", "#ff9da6", "#9d755d", "#bab0ac"];
const TABLEAU20 = [
  "#4c78a8",
  "#9ecae9",
  "#f58518",
  "#ffbf79",
  "#54a24b",
  "#88d27a",
  "#b79a20",
  "#f2cf5b",
  "#439894",
  "#83bcb6",
  "#e45756",
  "#ff9d98",
  "#79706e",
  "#bab0ac",
  "#d67195",
  "#fcbfd2",
  "#b279a2",
  "#d6a5c9",
  "#9e765f",
  "#d8b5a5",
];
const MISSING_COLOR = "#c7c7c7";

/** A colour channel over a label field, ordered as given; missing values are grey, many categories
 * get 20 colours; `colors` gives each label its own colour instead. */
export function colorChannel(field: string, title: string, domain: string[], colors?: string[]): ColorDef {
  const palette = domain.length > 10 ? TABLEAU20 : TABLEAU10;
  let i = 0;
  const range = colors ?? domain.map((label) => (label === MISSING_LABEL ? MISSING_COLOR : palette[i++ % palette.length]));
  return { field, type: "nominal", title, sort: domain, scale: { domain, range } };
}
