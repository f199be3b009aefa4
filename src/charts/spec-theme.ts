// charts.fromSpec draws a spec of the user's own in the presets' look: their config (font, sizes,
// background) under the spec's own, which wins key by key, so a custom chart does not fall back to
// vega's serif default beside the presets; and fields that carry an enum (phase, overallStatus...)
// in the reference's order, as the presets order them, rather than alphabetically (Phase 1 after
// Phase 2/3 and Not applicable), unless the spec sorts that channel itself.
import { categoryOf, orderedEnumValues } from "./categories.js";
import { chartConfig, type VegaLiteSpec } from "./spec.js";

type Json = Record<string, unknown>;

/** Channels whose order of categories a `sort` sets. */
const SORTABLE_CHANNELS = ["x", "y", "xOffset", "yOffset", "color", "fill", "stroke", "shape", "row", "column", "facet"] as const;
/** View compositions whose parts can carry their own encodings. */
const PARTS = ["layer", "hconcat", "vconcat", "concat"] as const;

const isObject = (v: unknown): v is Json => v !== null && typeof v === "object" && !Array.isArray(v);

/** The spec with the presets' config under its own and its enum channels in the reference's order. */
export function themed(spec: VegaLiteSpec): VegaLiteSpec {
  // Every Vega-Lite spec is an object: the guard only lets its keys be read as unknowns.
  if (!isObject(spec)) return spec;
  const data = spec.data;
  const rows = isObject(data) && Array.isArray(data.values) ? (data.values as unknown[]).filter(isObject) : [];
  const ordered = sortEnums(spec, rows);
  return { ...ordered, config: mergeConfig(chartConfig(), spec.config) } as VegaLiteSpec;
}

/** Ours under theirs: each of their keys wins; where both hold an object (axis, legend, title), key by key. */
function mergeConfig(ours: Json, theirs: unknown): Json {
  if (!isObject(theirs)) return ours;
  const out: Json = { ...ours };
  for (const [key, value] of Object.entries(theirs)) {
    const base = ours[key];
    out[key] = isObject(value) && isObject(base) ? { ...base, ...value } : value;
  }
  return out;
}

/** The view (of whatever object type) with its enum channels sorted; the same object when nothing changes. */
function sortEnums<V extends Json>(view: V, rows: Json[]): V {
  let out = view;
  const set = (key: string, value: unknown) => {
    if (out === view) out = { ...view };
    const writable: Json = out;
    writable[key] = value;
  };
  if (isObject(view.encoding)) {
    const encoding = sortEncoding(view.encoding, rows);
    if (encoding !== view.encoding) set("encoding", encoding);
  }
  if (isObject(view.facet)) {
    const facet = "field" in view.facet ? sortDef(view.facet, rows) : sortEncoding(view.facet, rows);
    if (facet !== view.facet) set("facet", facet);
  }
  if (isObject(view.spec)) {
    const inner = sortEnums(view.spec, rows);
    if (inner !== view.spec) set("spec", inner);
  }
  for (const part of PARTS) {
    const views = view[part];
    if (!Array.isArray(views)) continue;
    const sorted = views.map((v) => (isObject(v) ? sortEnums(v, rows) : v));
    if (sorted.some((v, i) => v !== views[i])) set(part, sorted);
  }
  return out;
}

function sortEncoding(encoding: Json, rows: Json[]): Json {
  let out = encoding;
  for (const channel of SORTABLE_CHANNELS) {
    const def = encoding[channel];
    if (!isObject(def)) continue;
    const sorted = sortDef(def, rows);
    if (sorted === def) continue;
    if (out === encoding) out = { ...encoding };
    out[channel] = sorted;
  }
  return out;
}

/** A field definition over categories of a known enum, given the order of the values present; any other as it is. */
function sortDef(def: Json, rows: Json[]): Json {
  const { field, type } = def;
  if (typeof field !== "string" || "sort" in def || "aggregate" in def || "timeUnit" in def || "bin" in def) return def;
  if (type !== undefined && type !== "nominal" && type !== "ordinal") return def;
  const order = orderedEnumValues(
    rows.map((row) => categoryOf(row[field])),
    field,
  );
  return order === null || order.length < 2 ? def : { ...def, sort: order };
}
