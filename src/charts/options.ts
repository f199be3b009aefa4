import type { RowFilter } from "./rows.js";
import { UsageError } from "../errors/index.js";

/** Options every preset takes. */
export interface ChartOptions {
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
  if (typeof o !== "object") throw new UsageError(`${preset}: options must be an object, got ${typeof o}`);
  for (const k of ["width", "height"] as const) {
    const v = o[k];
    if (v !== undefined && !(typeof v === "number" && Number.isFinite(v) && v > 0)) {
      throw new UsageError(`${preset}: options.${k} must be a positive number of pixels, got ${JSON.stringify(v)}`, {
        parameter: `options.${k}`,
        value: v,
      });
    }
  }
  if (o.title !== undefined && typeof o.title !== "string") {
    throw new UsageError(`${preset}: options.title must be a string, got ${typeof o.title}`, {
      parameter: "options.title",
      value: o.title,
    });
  }
  if (o.color !== undefined && typeof o.color !== "string") {
    throw new UsageError(`${preset}: options.color must be a field name (string), got ${typeof o.color}`, {
      parameter: "options.color",
      value: o.color,
    });
  }
  return o;
}
