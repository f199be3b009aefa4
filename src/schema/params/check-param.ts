// Checks one parameter's raw value(s) against its spec. `raw` is what the caller gave (client)
// or the list of strings under that key in the URL (wire); both paths share the messages.
import { CORE_TITLES } from "../core-titles.js";
import { dayOfDate, isDay } from "../../days/index.js";
import { isServiceId, serviceIdForm } from "../ids.js";
import type { ParamSpec } from "./spec.js";

export type Source = "client" | "wire";
type Checked = { ok: true; value: unknown } | { ok: false; message: string };

const fail = (message: string): Checked => ({ ok: false, message });
const pass = (value: unknown): Checked => ({ ok: true, value });

function showValue(v: unknown): string {
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? "Invalid Date" : v.toISOString();
  if (typeof v === "string") return JSON.stringify(v);
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

/** A client value as a list: arrays stay, single values become one-element lists. */
function asList(raw: unknown): unknown[] {
  return Array.isArray(raw) ? raw : [raw];
}

function single(name: string, raw: unknown, source: Source): { ok: true; v: unknown } | { ok: false; message: string } {
  if (source === "wire") {
    const list = raw as string[];
    if (list.length > 1)
      return { ok: false, message: `${name} must be given once (got ${list.length} values: ${list.map(showValue).join(", ")})` };
    return { ok: true, v: list[0] };
  }
  return { ok: true, v: raw };
}

function rangeText(spec: { min?: number; max?: number }): string {
  if (spec.min !== undefined && spec.max !== undefined) return ` from ${spec.min} to ${spec.max}`;
  if (spec.min !== undefined) return ` of at least ${spec.min}`;
  if (spec.max !== undefined) return ` of at most ${spec.max}`;
  return "";
}

const INTEGER_TEXT = /^-?\d+$/;
const NUMBER_TEXT = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

function checkNumber(name: string, spec: Extract<ParamSpec, { kind: "integer" | "number" }>, v: unknown): Checked {
  const what = `${name} must be ${spec.kind === "integer" ? "an integer" : "a number"}${rangeText(spec)} (got ${showValue(v)})`;
  let n: number;
  if (typeof v === "number") n = v;
  else if (typeof v === "string" && (spec.kind === "integer" ? INTEGER_TEXT : NUMBER_TEXT).test(v.trim())) n = Number(v);
  else return fail(what);
  if (!Number.isFinite(n)) return fail(what);
  if (spec.kind === "integer" && !Number.isInteger(n)) return fail(what);
  if (spec.min !== undefined && n < spec.min) return fail(what);
  if (spec.max !== undefined && n > spec.max) return fail(what);
  return pass(n);
}

function checkDate(name: string, v: unknown): Checked {
  if (v instanceof Date) {
    const day = dayOfDate(v);
    return day ? pass(day) : fail(`${name} must be a valid date (got Invalid Date)`);
  }
  if (isDay(v)) return pass(v);
  return fail(`${name} must be a real calendar date written YYYY-MM-DD (got ${showValue(v)})`);
}

function checkBoolean(name: string, v: unknown): Checked {
  if (v === true || v === "true") return pass(true);
  if (v === false || v === "false") return pass(false);
  return fail(`${name} must be true or false (got ${showValue(v)})`);
}

function checkEnum(name: string, spec: Extract<ParamSpec, { kind: "enum" }>, raw: unknown, source: Source): Checked {
  const list = source === "wire" ? (raw as string[]) : asList(raw);
  if (!spec.repeatable && list.length > 1) {
    return fail(`${name} takes one value (got ${list.length}: ${list.map(showValue).join(", ")})`);
  }
  const out: string[] = [];
  const bad: unknown[] = [];
  for (const item of list) {
    const hit =
      typeof item !== "string"
        ? undefined
        : spec.caseInsensitive
          ? spec.values.find((allowed) => allowed.toUpperCase() === item.toUpperCase())
          : spec.values.find((allowed) => allowed === item);
    if (hit === undefined) bad.push(item);
    else if (!out.includes(hit)) out.push(hit);
  }
  if (bad.length > 0) {
    const verb = bad.length > 1 ? "are not among" : "is not one of";
    const hint = spec.caseInsensitive ? " (case-insensitive)" : "";
    return fail(`${name}: ${bad.map(showValue).join(", ")} ${verb} ${spec.values.join(", ")}${hint}`);
  }
  return pass(spec.repeatable ? out : out[0]);
}

function checkStrings(name: string, spec: Extract<ParamSpec, { kind: "strings" }>, raw: unknown, source: Source): Checked {
  let list: unknown[];
  if (spec.encoding === "comma") {
    if (source === "wire") {
      const values = raw as string[];
      if (values.length > 1) {
        return fail(
          `${name} must be given once as a comma-separated list (got ${values.length} values: ${values.map(showValue).join(", ")})`,
        );
      }
      list = values[0].split(",").map((s) => s.trim());
    } else if (typeof raw === "string") {
      list = raw.split(",").map((s) => s.trim());
    } else {
      list = asList(raw);
      const withComma = list.find((s) => typeof s === "string" && s.includes(","));
      if (withComma !== undefined) {
        return fail(`${name}: ${showValue(withComma)} contains a comma, which this comma-separated parameter cannot carry`);
      }
    }
  } else {
    list = source === "wire" ? (raw as string[]) : asList(raw);
  }
  const bad = list.find((s) => typeof s !== "string" || s.trim() === "");
  if (bad !== undefined) return fail(`${name} must hold non-empty strings (got ${showValue(bad)})`);
  return pass((list as string[]).map((s) => s.trim()));
}

function checkServiceIds(name: string, spec: Extract<ParamSpec, { kind: "serviceIds" }>, raw: unknown, source: Source): Checked {
  const list = source === "wire" ? (raw as string[]) : asList(raw);
  if (list.length > spec.max) return fail(`${name} may hold at most ${spec.max} IDs (got ${list.length})`);
  const bad = list.filter((id) => !isServiceId(spec.core, id));
  if (bad.length > 0) {
    const verb = bad.length > 1 ? "are not" : "is not";
    return fail(
      `${name}: ${bad.map(showValue).join(", ")} ${verb} ${bad.length > 1 ? "" : "a "}${CORE_TITLES[spec.core]} service ID${bad.length > 1 ? "s" : ""} (${serviceIdForm(spec.core)}, one per repetition)`,
    );
  }
  return pass([...list]);
}

export function checkParam(name: string, spec: ParamSpec, raw: unknown, source: Source): Checked {
  switch (spec.kind) {
    case "enum":
      return checkEnum(name, spec, raw, source);
    case "strings":
      return checkStrings(name, spec, raw, source);
    case "serviceIds":
      return checkServiceIds(name, spec, raw, source);
    default:
      break;
  }
  const one = single(name, raw, source);
  if (!one.ok) return fail(one.message);
  const v = one.v;
  switch (spec.kind) {
    case "string":
      return typeof v === "string" && v.trim() !== "" ? pass(v) : fail(`${name} must be a non-empty string (got ${showValue(v)})`);
    case "integer":
    case "number":
      return checkNumber(name, spec, v);
    case "date":
      return checkDate(name, v);
    case "boolean":
      return checkBoolean(name, v);
    case "serviceId":
      return isServiceId(spec.core, v)
        ? pass(v)
        : fail(`${name} must be a ${CORE_TITLES[spec.core]} service ID (${serviceIdForm(spec.core)}) (got ${showValue(v)})`);
  }
}
