// Parameter validation for both sides of the wire: validateParams for JS values a caller passes,
// decodeQuery for what arrives in a URL, encodeQuery for what the client sends.
import { closestName } from "../closest-name.js";
import { checkParam, type Source } from "./check-param.js";
import type { ParamsResult, ParamsSpec, ParamsValue } from "./spec.js";

function run<S extends ParamsSpec>(spec: S, entries: Map<string, unknown>, source: Source): ParamsResult<ParamsValue<S>> {
  // A Map, not an object literal: on a plain object `fields["__proto__"] = ...` sets nothing, so a
  // query naming `__proto__` would pass as if it named nothing. fromEntries makes it an own key.
  const fields = new Map<string, string>();
  const value: Record<string, unknown> = {};
  const allowed = Object.keys(spec);
  for (const key of entries.keys()) {
    if (Object.hasOwn(spec, key)) continue;
    // Only a caller's own code gets a guess; the wire's answer stays the service's plain message.
    const near = source === "client" ? closestName(key, allowed) : null;
    const guess = near ? `; did you mean ${JSON.stringify(near)}?` : "";
    fields.set(key, `unknown parameter ${JSON.stringify(key)}; allowed: ${allowed.join(", ")}${guess}`);
  }
  for (const [name, param] of Object.entries(spec)) {
    const raw = entries.get(name);
    if (raw === undefined) {
      if (param.required) fields.set(name, `${name} is required`);
      else if ("default" in param && param.default !== undefined) value[name] = param.default;
      continue;
    }
    const checked = checkParam(name, param, raw, source);
    if (checked.ok) value[name] = checked.value;
    else fields.set(name, checked.message);
  }
  if (fields.size > 0) return { ok: false, fields: Object.fromEntries(fields) };
  return { ok: true, value: value as ParamsValue<S> };
}

/** Client side: arrays for repeatables, numbers, booleans, Date or YYYY-MM-DD for dates.
 * `undefined`, `null` and empty arrays count as absent. Defaults are applied. */
export function validateParams<S extends ParamsSpec>(spec: S, input: Record<string, unknown>): ParamsResult<ParamsValue<S>> {
  const entries = new Map<string, unknown>();
  for (const [key, v] of Object.entries(input ?? {})) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v) && v.length === 0) continue;
    entries.set(key, v);
  }
  return run(spec, entries, "client");
}

/** Server side: repeated keys for repeatables; unknown keys are errors. Defaults are applied. */
export function decodeQuery<S extends ParamsSpec>(spec: S, query: URLSearchParams): ParamsResult<ParamsValue<S>> {
  const entries = new Map<string, string[]>();
  for (const [key, v] of query) {
    const list = entries.get(key);
    if (list) list.push(v);
    else entries.set(key, [v]);
  }
  return run(spec, entries, "wire");
}

function wireText(v: unknown): string {
  if (v instanceof Date) return v.toISOString().slice(0, 10);
  return String(v);
}

/** The URL form of validated parameters, in spec order: repeatables as repeated keys,
 * comma-encoded lists joined into one value. */
export function encodeQuery<S extends ParamsSpec>(spec: S, value: Partial<Record<keyof S, unknown>>): URLSearchParams {
  const out = new URLSearchParams();
  for (const [name, param] of Object.entries(spec)) {
    const v = (value as Record<string, unknown>)[name];
    if (v === undefined || v === null) continue;
    const list = Array.isArray(v) ? v : [v];
    if (param.kind === "strings" && param.encoding === "comma") {
      if (list.length > 0) out.append(name, list.map(wireText).join(","));
    } else {
      for (const item of list) out.append(name, wireText(item));
    }
  }
  return out;
}
