import {
  columnTypes
} from "./chunk-LWM6EHWR.js";
import {
  UsageError
} from "./chunk-CTKS2RRK.js";
import {
  dateOfDay,
  dayOfDate,
  isDayDate
} from "./chunk-VNTWYCCD.js";

// src/export/value-kinds.ts
function isPlainObject(value) {
  if (value === null || typeof value !== "object") return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

// src/export/value-summary.ts
function emptySummary() {
  return {
    strings: 0,
    dayStrings: 0,
    timestampStrings: 0,
    integers: 0,
    floats: 0,
    booleans: 0,
    days: 0,
    timestamps: 0,
    arrays: 0,
    objects: 0,
    others: 0
  };
}
var DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;
var TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;
function isDayText(text) {
  return DAY_TEXT.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && (/* @__PURE__ */ new Date(`${text}T00:00:00Z`)).toISOString().startsWith(text);
}
function isTimestampText(text) {
  return TIMESTAMP_TEXT.test(text) && !Number.isNaN(Date.parse(text));
}
function summarize(summary, value, detectDates) {
  if (value === null || value === void 0) return;
  switch (typeof value) {
    case "string":
      summary.strings++;
      if (detectDates) {
        if (isDayText(value)) summary.dayStrings++;
        else if (isTimestampText(value)) summary.timestampStrings++;
      }
      return;
    case "number":
      if (Number.isSafeInteger(value)) summary.integers++;
      else summary.floats++;
      return;
    case "bigint":
      summary.integers++;
      return;
    case "boolean":
      summary.booleans++;
      return;
  }
  if (value instanceof Date) {
    if (isDayDate(value)) summary.days++;
    else summary.timestamps++;
  } else if (Array.isArray(value) || ArrayBuffer.isView(value)) {
    summary.arrays++;
    const elements = summary.elements ??= emptySummary();
    for (const element of Array.from(value)) summarize(elements, element, detectDates);
  } else if (isPlainObject(value)) {
    summary.objects++;
    const fields = summary.fields ??= /* @__PURE__ */ new Map();
    for (const [key, fieldValue] of Object.entries(value)) {
      let field = fields.get(key);
      if (!field) fields.set(key, field = emptySummary());
      summarize(field, fieldValue, detectDates);
    }
  } else {
    summary.others++;
  }
}

// src/export/infer-types.ts
function resolveSummary(summary) {
  const numbers = summary.integers + summary.floats;
  const dates = summary.days + summary.timestamps;
  const kinds = [
    summary.strings,
    numbers,
    summary.booleans,
    dates,
    summary.arrays,
    summary.objects,
    summary.others
  ].filter((count) => count > 0).length;
  if (kinds === 0) return { kind: "string" };
  if (kinds > 1 || summary.others > 0) return { kind: "json" };
  if (summary.strings > 0) {
    if (summary.dayStrings === summary.strings) return { kind: "date" };
    if (summary.dayStrings + summary.timestampStrings === summary.strings) return { kind: "timestamp" };
    return { kind: "string" };
  }
  if (numbers > 0) return summary.floats > 0 ? { kind: "float" } : { kind: "integer" };
  if (summary.booleans > 0) return { kind: "boolean" };
  if (dates > 0) return summary.timestamps > 0 ? { kind: "timestamp" } : { kind: "date" };
  if (summary.arrays > 0) {
    return { kind: "list", of: summary.elements ? resolveSummary(summary.elements) : { kind: "string" } };
  }
  const fields = summary.fields ?? /* @__PURE__ */ new Map();
  if (fields.size === 0) return { kind: "json" };
  return { kind: "struct", fields: Object.fromEntries([...fields].map(([k, s]) => [k, resolveSummary(s)])) };
}
function reconcile(declared, summary) {
  if (!summary) return declared;
  if (declared.kind === "list" && summary.elements) {
    return { kind: "list", of: reconcile(declared.of, summary.elements) };
  }
  if (declared.kind === "struct") {
    const fields = {};
    for (const [name, type] of Object.entries(declared.fields)) fields[name] = reconcile(type, summary.fields?.get(name));
    for (const [name, fieldSummary] of summary.fields ?? []) {
      if (!(name in fields)) fields[name] = resolveSummary(fieldSummary);
    }
    return Object.keys(fields).length === 0 ? { kind: "json" } : { kind: "struct", fields };
  }
  return declared;
}
function needsSummary(declared) {
  return !declared || declared.kind === "struct" || declared.kind === "list";
}
function tableExportTypes(table) {
  const declared = columnTypes(table);
  const rows = table.indices();
  const types = {};
  for (const name of table.columnNames()) {
    const type = declared?.[name];
    if (!needsSummary(type)) {
      types[name] = type;
      continue;
    }
    const column = table.column(name);
    const summary = emptySummary();
    for (let i = 0; i < rows.length; i++) summarize(summary, column.at(rows[i]), false);
    types[name] = type ? reconcile(type, summary) : resolveSummary(summary);
  }
  return types;
}
function inferColumnTypes(columns, detectDates) {
  const types = {};
  for (const [name, values] of Object.entries(columns)) {
    const summary = emptySummary();
    for (const value of values) summarize(summary, value, detectDates);
    types[name] = resolveSummary(summary);
  }
  return types;
}
function describeType(type) {
  switch (type.kind) {
    case "list":
      return `list<${describeType(type.of)}>`;
    case "struct":
      return `struct<${Object.entries(type.fields).map(([k, t]) => `${k}: ${describeType(t)}`).join(", ")}>`;
    default:
      return type.kind;
  }
}

// src/export/convert-values.ts
function misfit(value, type, at) {
  let shown;
  try {
    shown = value instanceof Date ? value.toISOString() : JSON.stringify(value) ?? String(value);
  } catch {
    shown = String(value);
  }
  if (shown.length > 80) shown = `${shown.slice(0, 77)}...`;
  return new UsageError(`exportTable: column ${at}: value ${shown} does not fit type ${describeType(type)}`);
}
function asDate(value, type, at) {
  if (value instanceof Date && !Number.isNaN(value.getTime())) return value;
  if (typeof value === "string" && !Number.isNaN(Date.parse(value))) {
    const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? dateOfDay(value) : new Date(value);
    if (date) return date;
  }
  throw misfit(value, type, at);
}
function isListValue(value) {
  return Array.isArray(value) || ArrayBuffer.isView(value) && !(value instanceof DataView);
}
function asList(value, type, at) {
  if (isListValue(value)) return value;
  throw misfit(value, type, at);
}
function toArrowValue(value, type, at) {
  if (value === null || value === void 0) return null;
  switch (type.kind) {
    case "string":
      if (typeof value === "string") return value;
      if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
      throw misfit(value, type, at);
    case "integer":
      if (typeof value === "bigint" || typeof value === "number" && Number.isSafeInteger(value)) return value;
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
      const out = {};
      for (const [name, fieldType] of Object.entries(type.fields)) {
        out[name] = toArrowValue(value[name], fieldType, `${at}.${name}`);
      }
      return out;
    }
  }
}
function toPlainAny(value) {
  if (value === null || value === void 0) return null;
  if (value instanceof Date) return isDayDate(value) ? dayOfDate(value) : value.toISOString();
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (isListValue(value)) return Array.from(value, toPlainAny);
  if (typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toPlainAny(v)]));
  }
  return value;
}
function toPlain(value, type, at) {
  if (value === null || value === void 0) return null;
  switch (type.kind) {
    case "date":
      return dayOfDate(toArrowValue(value, type, at));
    case "timestamp":
      return asDate(value, type, at).toISOString();
    case "json":
      return toPlainAny(value);
    case "float": {
      const number = toArrowValue(value, type, at);
      return Number.isFinite(number) ? number : null;
    }
    case "integer":
      return Number(toArrowValue(value, type, at));
    case "list":
      return Array.from(asList(value, type, at), (element, i) => toPlain(element, type.of, `${at}[${i}]`));
    case "struct": {
      if (!isPlainObject(value)) throw misfit(value, type, at);
      const out = {};
      for (const [name, fieldType] of Object.entries(type.fields)) out[name] = toPlain(value[name], fieldType, `${at}.${name}`);
      return out;
    }
    default:
      return toArrowValue(value, type, at);
  }
}
function fromPlain(value, type) {
  if (value === null || value === void 0) return null;
  switch (type.kind) {
    case "date":
      return typeof value === "string" ? dateOfDay(value) : value;
    case "timestamp":
      return typeof value === "string" || typeof value === "number" ? new Date(value) : value;
    case "list":
      return Array.isArray(value) ? value.map((element) => fromPlain(element, type.of)) : value;
    case "struct": {
      if (!isPlainObject(value)) return value;
      const out = {};
      for (const [name, fieldType] of Object.entries(type.fields)) out[name] = fromPlain(value[name], fieldType);
      return out;
    }
    default:
      return value;
  }
}
function fromStored(value, type) {
  if (value === null || value === void 0) return null;
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
      return Array.from(value, (element) => fromStored(element, type.of));
    case "struct": {
      const record = value;
      const out = {};
      for (const [name, fieldType] of Object.entries(type.fields)) out[name] = fromStored(record[name], fieldType);
      return out;
    }
    default:
      return value;
  }
}

export {
  isPlainObject,
  emptySummary,
  isDayText,
  isTimestampText,
  summarize,
  resolveSummary,
  tableExportTypes,
  inferColumnTypes,
  toArrowValue,
  toPlain,
  fromPlain,
  fromStored
};
