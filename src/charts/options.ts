import type { RowFilter } from "./rows.js";
import { MisuseError } from "../errors/index.js";
import * as msg from "./messages.js";

/** Options every preset takes. */
export interface ChartOptions {
  /** Chart title, in place of the preset's (notes about rows left out stay in the subtitle). */
  title?: string;
  /** Plot width in pixels (the data area, not counting axes and legend). */
  width?: number;
  /** Plot height in pixels. */
  height?: number;
  /** Field to colour by, in place of the preset's default. */
  color?: string;
  /** Rows to keep: a predicate or `{ field: value | value[] }`. */
  filter?: RowFilter;
}

export function checkOptions(preset: string, options: ChartOptions | undefined): ChartOptions {
  const o = options ?? {};
  if (typeof o !== "object") throw new MisuseError(msg.presetOptionsNotObject(preset, o), { parameter: "options", value: o });
  for (const k of ["width", "height"] as const) {
    const v = o[k];
    if (v !== undefined && !(typeof v === "number" && Number.isFinite(v) && v > 0)) {
      throw new MisuseError(msg.pixelsOption(preset, k, v), { parameter: `options.${k}`, value: v });
    }
  }
  if (o.title !== undefined && typeof o.title !== "string") {
    throw new MisuseError(msg.stringOption(preset, "title", "a string", o.title), { parameter: "options.title", value: o.title });
  }
  if (o.color !== undefined && typeof o.color !== "string") {
    throw new MisuseError(msg.stringOption(preset, "color", "a column name (a string)", o.color), {
      parameter: "options.color",
      value: o.color,
    });
  }
  return o;
}

/** A whole-number option of at least 1 (`top`, `maxTrials`), or its default. */
export function countOption(preset: string, name: string, value: unknown, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value === "number" && Number.isInteger(value) && value >= 1) return value;
  throw new MisuseError(msg.badCountOption(preset, name, value), { parameter: `options.${name}`, value });
}
