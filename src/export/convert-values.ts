// Conversions of one value between the table (live JS values), the stored forms (Arrow builders,
// Parquet and Arrow readers) and plain JSON (CSV cells, JSON Lines). Each is driven by the
// column type, so a value that does not fit its declared type fails loudly with its position
// instead of being written wrong.
import type { ExportType } from "./export-types.js";
import { describeType } from "./infer-types.js";
import { dateOfDay, dayOfDate, isDayDate } from "../days/index.js";
import { isPlainObject } from "../common/index.js";
import { MisuseError } from "../errors/index.js";

function misfit(value: unknown, type: ExportType, at: string): MisuseError {
  let shown: string;
  try {
    shown = value instanceof Date ? value.toISOString() : (JSON.stringify(value) ?? String(value));
  } catch {
    shown = String(value);
  }
  if (shown.length > 80) shown = `${shown.slice(0, 77)}...`;
  return new MisuseError(`exportTable: column ${at}: value ${shown} does not fit type ${describeType(type)}`);
}

function asDate(value: unknown, type: ExportType, at: string): Date {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value;
  if (typeof value === "string" && !Number.isNaN(Date.parse(value))) {
    const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? dateOfDay(value) : new Date(value);
    if (date) return date;
  }
  throw misfit(value, type, at);
}

/** An array or a typed array (a list column may hold either). */
function isListValue(value: unknown): value is ArrayLike<unknown> {
  return Array.isArray(value) || (ArrayBuffer.isView(value) && !(value instanceof DataView));
}

function asList(value: unknown, type: ExportType, at: string): ArrayLike<unknown> {
  if (isListValue(value)) return value;
  throw misfit(value, type, at);
}

/**
 * A table value in the form its Arrow column stores (text, number or bigint, boolean, Date, array,
 * record), or a misfit error naming the position `at`. The column encoders share this check.
 */
export function toArrowValue(value: unknown, type: ExportType, at: string): unknown {
  if (value === null || value === undefined) return null;
  switch (type.kind) {
    case "string":
      if (typeof value === "string") return value;
      if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
      throw misfit(value, type, at);
    case "integer":
      if (typeof value === "bigint" || (typeof value === "number" && Number.isSafeInteger(value))) return value;
      throw misfit(value, type, at);
    case "float":
      if (typeof value === "number") return value;
      if (typeof value === "bigint") return Number(value);
      throw misfit(value, type, at);
    case "boolean":
      if (typeof value === "boolean") return value;
      throw misfit(value, type, at);
    case "date": {
      const date = asDate(value, type, at);
      // A day column holds midnights; anything else would be truncated silently.
      if (!isDayDate(date)) throw misfit(value, type, at);
      return date;
    }
    case "timestamp":
      return asDate(value, type, at);
    case "json":
      return JSON.stringify(toPlainAny(value));
    case "list":
      return Array.from(asList(value, type, at), (element, i) => toArrowValue(element, type.of, `${at}[${i}]`));
    case "struct": {
      if (!isPlainObject(value)) throw misfit(value, type, at);
      const out: Record<string, unknown> = {};
      for (const [name, fieldType] of Object.entries(type.fields)) {
        out[name] = toArrowValue(value[name], fieldType, `${at}.${name}`);
      }
      return out;
    }
  }
}

/** Any value as plain JSON: dates at UTC midnight as `YYYY-MM-DD`, other dates as ISO text. */
function toPlainAny(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return isDayDate(value) ? dayOfDate(value) : value.toISOString();
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (isListValue(value)) return Array.from(value, toPlainAny);
  if (typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlainAny(v)]));
  }
  return value;
}

/**
 * A table value as plain JSON for CSV and JSON Lines. JSON has no NaN or Infinity: inside JSON
 * they become null (a top-level CSV float cell keeps them as text).
 */
export function toPlain(value: unknown, type: ExportType, at: string): unknown {
  if (value === null || value === undefined) return null;
  switch (type.kind) {
    case "date":
      return dayOfDate(toArrowValue(value, type, at) as Date);
    case "timestamp":
      return asDate(value, type, at).toISOString();
    case "json":
      return toPlainAny(value);
    case "float": {
      const number = toArrowValue(value, type, at) as number;
      return Number.isFinite(number) ? number : null;
    }
    case "integer":
      return Number(toArrowValue(value, type, at));
    case "list":
      return Array.from(asList(value, type, at), (element, i) => toPlain(element, type.of, `${at}[${i}]`));
    case "struct": {
      if (!isPlainObject(value)) throw misfit(value, type, at);
      const out: Record<string, unknown> = {};
      for (const [name, fieldType] of Object.entries(type.fields)) out[name] = toPlain(value[name], fieldType, `${at}.${name}`);
      return out;
    }
    default:
      return toArrowValue(value, type, at);
  }
}

/** A plain JSON value (from CSV or JSON Lines) back into a table value of the type. */
export function fromPlain(value: unknown, type: ExportType): unknown {
  if (value === null || value === undefined) return null;
  switch (type.kind) {
    case "date":
      return typeof value === "string" ? dateOfDay(value) : value;
    case "timestamp":
      return typeof value === "string" || typeof value === "number" ? new Date(value) : value;
    case "list":
      return Array.isArray(value) ? value.map((element) => fromPlain(element, type.of)) : value;
    case "struct": {
      if (!isPlainObject(value)) return value;
      const out: Record<string, unknown> = {};
      for (const [name, fieldType] of Object.entries(type.fields)) out[name] = fromPlain(value[name], fieldType);
      return out;
    }
    default:
      return value;
  }
}

/** A value as read from Arrow (flechette) or Parquet (hyparquet) back into a table value. */
export function fromStored(value: unknown, type: ExportType): unknown {
  if (value === null || value === undefined) return null;
  switch (type.kind) {
    case "integer":
    case "float":
      return typeof value === "bigint" ? Number(value) : value;
    case "date":
    case "timestamp":
      return value instanceof Date ? value : new Date(Number(value));
    case "json":
      return typeof value === "string" ? JSON.parse(value) : value;
    case "list":
      return Array.from(value as ArrayLike<unknown>, (element) => fromStored(element, type.of));
    case "struct": {
      const record = value as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [name, fieldType] of Object.entries(type.fields)) out[name] = fromStored(record[name], fieldType);
      return out;
    }
    default:
      return value;
  }
}
