// One schema definition, two behaviours. Lenient (the default for responses) keeps unknown
// fields and unknown enum values, as the service's additive-change policy requires; strict
// (tests, the sandbox's self-checks) rejects both. Builders below hide the difference, and the
// static types are always the strict ones.
import * as z from "zod";
import { markColumnKind } from "./column-kinds.js";
import { isDay } from "../days/index.js";
import { CORE_TITLES } from "./core-titles.js";
import type { CoreName } from "./enums.js";
import { isServiceId, serviceIdForm } from "./ids.js";
import { noteUnknownEnum } from "./warnings.js";

/**
 * "salvage" is lenient plus a per-field safety net: a field whose value does not fit is kept as
 * it came (a missing one becomes null). parse.ts uses it only after a lenient parse failed, so
 * the fast path stays the plain schema and the warnings name the fields that drifted.
 */
export type Mode = "lenient" | "strict" | "salvage";

/** The output of an object schema of `shape` in strict mode: the static type in every mode. */
type StrictOut<S extends z.ZodRawShape> = z.output<z.ZodObject<S, z.core.$strict>>;

/** An object schema in any mode: parses to the strict type, and names its fields (`shape`). */
type ObjectSchema<S extends z.ZodRawShape> = z.ZodType<StrictOut<S>> & { readonly shape: S };

export function obj<S extends z.ZodRawShape>(m: Mode, shape: S): ObjectSchema<S> {
  if (m === "strict") return z.strictObject(shape);
  // Lenient keeps unknown keys; a record's static type names only the declared ones.
  if (m === "lenient") return z.looseObject(shape);
  // Salvage keeps a value that does not fit as it came; the static type stays the declared one.
  return Object.assign(salvageObject(shape).pipe(z.custom<StrictOut<S>>()), { shape });
}

/**
 * Each field parses as declared when it can, else keeps its value as it came; a required field
 * that is missing becomes null (filled in before the fields are read, as zod refuses an absent
 * key whose schema is not optional).
 */
function salvageObject(shape: z.ZodRawShape): z.ZodType {
  const fields: Record<string, z.ZodType> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    const optional = field._zod.optin === "optional";
    if (!optional) required.push(key);
    const kept = z.unknown().transform((value) => {
      const r = z.safeParse(field, value);
      return r.success ? r.data : value;
    });
    fields[key] = optional ? kept.optional() : kept;
  }
  return z.preprocess((input) => {
    if (input === null || typeof input !== "object" || Array.isArray(input)) return input;
    const missing = required.filter((key) => !(key in input));
    return missing.length === 0 ? input : { ...input, ...Object.fromEntries(missing.map((key) => [key, null])) };
  }, z.looseObject(fields));
}

/**
 * An enum field; `path` names it in warnings (schema path, not data path). Typed as a plain union
 * of the values: zod's own enum output type is an alias inside zod, which a notebook cell compiled
 * with declaration emit cannot name when zod is not its own dependency (TS2742).
 */
export function en<const V extends readonly [string, ...string[]]>(m: Mode, values: V, path: string): z.ZodType<V[number], V[number]> {
  if (m === "strict") return z.enum(values);
  const known = new Set<string>(values);
  const lenient = z.string().transform((v) => {
    if (!known.has(v)) noteUnknownEnum(path, v, values);
    return v;
  });
  return lenient;
}

/** A YYYY-MM-DD day; lenient mode takes any string so a format drift never loses a record. */
export function day(m: Mode) {
  const text = m === "strict" ? z.string().refine(isDay, { message: "must be a real date written YYYY-MM-DD" }) : z.string();
  return markColumnKind(text, "date");
}

export function sid(m: Mode, core: CoreName) {
  return m === "strict"
    ? z.string().refine((v) => isServiceId(core, v), { message: `must be a ${CORE_TITLES[core]} service ID (${serviceIdForm(core)})` })
    : z.string();
}

export function sids(m: Mode, core: CoreName) {
  return z.array(sid(m, core));
}
export const strN = () => z.string().nullable();
export const strs = () => z.array(z.string());
export const boolN = () => z.boolean().nullable();
export const numN = () => z.number().nullable();
/** A whole number (count, rank, position): the same on the wire, an integer column in tables. */
export const intN = () => markColumnKind(z.number(), "integer").nullable();

/**
 * The output of a schema builder. A public type is declared from it as a mapped type written out
 * in place, `type T = { [K in keyof Out<typeof build>]: Out<typeof build>[K] }`: unlike a plain
 * alias of `z.infer` (which TypeScript expands into zod's own types) it keeps its name, and unlike
 * an interface it stays assignable to `Record<string, unknown>`. Declaration emit (tslab compiles
 * every notebook cell with it) can then write `import("corebook").T`; zod's types cannot be
 * named from a notebook whose own dependencies do not include zod (TS2742).
 */
export type Out<B extends (m: Mode) => z.ZodType> = z.output<ReturnType<B>>;

/** A per-mode schema whose output is the named type T, so records that embed it carry the name. */
export type Named<T> = (m?: Mode) => z.ZodType<T, unknown>;

/** Builds a schema once per mode. */
export function perMode<T>(build: (m: Mode) => T): (m?: Mode) => T {
  const cache = new Map<Mode, T>();
  return (m: Mode = "lenient") => {
    let s = cache.get(m);
    if (s === undefined) {
      s = build(m);
      cache.set(m, s);
    }
    return s;
  };
}
