// The data fields a Vega-Lite spec reads, so fromSpec(table, spec) puts exactly those columns into
// the spec's inline data (a table's every column, nested objects included, would make the spec
// huge) and refuses a field the table does not have, instead of drawing an empty frame. Fields come
// from encodings (facets and repeats included), transforms and the `datum.x` references of their
// expressions; names a transform creates (`as`, and the defaults of fold, density and quantile)
// are not read from the table.

interface FieldUse {
  /** The column the field reads (`a` for the nested field `a.b`). */
  field: string;
  /** Where the spec names it: `encoding.x`, `transform.filter`, `repeat`. */
  where: string;
}

interface SpecFields {
  used: FieldUse[];
  /** Names a transform creates. */
  produced: Set<string>;
  /** A transform creates names that cannot be known from the spec (pivot, lookup): any field may come from it. */
  opaque: boolean;
}

type Node = Record<string, unknown>;

const isNode = (v: unknown): v is Node => v !== null && typeof v === "object" && !Array.isArray(v);
const strings = (v: unknown): string[] => (typeof v === "string" ? [v] : Array.isArray(v) ? v.filter((s) => typeof s === "string") : []);

/** The column a field name reads: vega-lite reads `a.b` and `a[0]` inside column `a`, unless the dot is escaped. */
function columnOfField(field: string): string {
  const match = /^((?:\\.|[^.[\\])+)/.exec(field);
  return (match ? match[1] : field).replace(/\\(.)/g, "$1");
}

/** Field names an expression reads: `datum.x` and `datum["x"]`. */
function expressionFields(expr: unknown): string[] {
  if (typeof expr !== "string") return [];
  const names = [...expr.matchAll(/datum\.([A-Za-z_$][\w$]*)/g)].map((m) => m[1]);
  names.push(...[...expr.matchAll(/datum\[\s*["']([^"']+)["']\s*\]/g)].map((m) => m[1]));
  return names;
}

// Transforms whose output names are not written in the spec.
const OPAQUE_TRANSFORMS = ["pivot", "lookup"];
// Default output names of transforms that create fields without `as`.
const DEFAULT_OUTPUTS: Record<string, string[]> = { fold: ["key", "value"], density: ["value", "density"], quantile: ["prob", "value"] };
// Keys of a transform that name input fields.
const INPUT_KEYS = [
  "field",
  "groupby",
  "fold",
  "flatten",
  "density",
  "quantile",
  "regression",
  "loess",
  "on",
  "impute",
  "key",
  "stack",
  "pivot",
  "value",
  "lookup",
  "extent",
];

export function specFields(spec: unknown): SpecFields {
  const out: SpecFields = { used: [], produced: new Set(), opaque: false };
  const use = (names: string[], where: string) => {
    for (const name of names) out.used.push({ field: columnOfField(name), where });
  };

  function predicate(p: unknown, where: string): void {
    if (typeof p === "string") use(expressionFields(p), where);
    else if (Array.isArray(p)) for (const q of p) predicate(q, where);
    else if (isNode(p)) {
      if (typeof p.field === "string") use([p.field], where);
      for (const key of ["and", "or", "not"]) if (key in p) predicate(p[key], where);
    }
  }

  function channel(def: unknown, where: string): void {
    if (Array.isArray(def)) {
      for (const d of def) channel(d, where);
      return;
    }
    if (!isNode(def)) return;
    if (typeof def.field === "string") use([def.field], where);
    if (isNode(def.sort) && typeof def.sort.field === "string") use([def.sort.field], where);
    if (def.condition !== undefined) {
      for (const c of Array.isArray(def.condition) ? def.condition : [def.condition]) {
        channel(c, where);
        if (isNode(c) && c.test !== undefined) predicate(c.test, where);
      }
    }
  }

  function transform(t: Node): void {
    const kind = Object.keys(t).find((k) => k !== "as" && k !== "groupby" && k !== "sort") ?? "transform";
    const where = `transform.${kind}`;
    if (OPAQUE_TRANSFORMS.some((k) => k in t)) out.opaque = true;
    if ("filter" in t) predicate(t.filter, where);
    if ("calculate" in t) use(expressionFields(t.calculate), where);
    for (const key of INPUT_KEYS) if (key !== "value" || "pivot" in t) use(strings(t[key]), where);
    for (const key of ["aggregate", "joinaggregate", "window"]) {
      const ops: unknown = t[key];
      for (const op of Array.isArray(ops) ? ops : []) {
        if (isNode(op)) {
          use(strings(op.field), where);
          for (const name of strings(op.as)) out.produced.add(name);
        }
      }
    }
    for (const s of Array.isArray(t.sort) ? t.sort : []) if (isNode(s)) use(strings(s.field), where);
    for (const name of strings(t.as)) out.produced.add(name);
    for (const [key, names] of Object.entries(DEFAULT_OUTPUTS))
      if (key in t && t.as === undefined) for (const n of names) out.produced.add(n);
  }

  function walk(node: unknown): void {
    if (Array.isArray(node)) {
      for (const n of node) walk(n);
      return;
    }
    if (!isNode(node)) return;
    if (isNode(node.encoding)) for (const [name, def] of Object.entries(node.encoding)) channel(def, `encoding.${name}`);
    if (Array.isArray(node.transform)) for (const t of node.transform) if (isNode(t)) transform(t);
    if (isNode(node.facet)) {
      if (typeof node.facet.field === "string") channel(node.facet, "facet");
      else for (const [name, def] of Object.entries(node.facet)) channel(def, `facet.${name}`);
    }
    if (node.repeat !== undefined) {
      const lists = Array.isArray(node.repeat) ? [node.repeat] : isNode(node.repeat) ? Object.values(node.repeat) : [];
      for (const list of lists) use(strings(list), "repeat");
    }
    for (const key of ["layer", "hconcat", "vconcat", "concat", "spec"]) walk(node[key]);
  }

  walk(spec);
  return out;
}
