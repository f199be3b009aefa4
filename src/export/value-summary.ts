// A one-pass summary of the values of a column (or of a nested position in it), from which a
// column type is inferred. Kept separate from the resolution so nested lists and structs can be
// summarised recursively in the same pass.
import { isDayDate } from "../days/index.js";
import { isPlainObject as isPlainObjectExport } from "../common/index.js";

// Read once at load: summarize recurses as deep as a value nests, and a call through a re-exported
// binding (a module runner's getters, as under vitest) can overflow the stack inside the getter,
// which V8 reports as a TypeError rather than the RangeError isStackOverflow recognises.
const isPlainObject = isPlainObjectExport;

export interface ValueSummary {
  strings: number;
  /** Strings that are `YYYY-MM-DD` day dates (counted only when dates are detected in text). */
  dayStrings: number;
  /** Strings that are ISO 8601 timestamps (counted only when dates are detected in text). */
  timestampStrings: number;
  integers: number;
  floats: number;
  booleans: number;
  days: number;
  timestamps: number;
  arrays: number;
  objects: number;
  others: number;
  elements?: ValueSummary;
  fields?: Map<string, ValueSummary>;
}

export function emptySummary(): ValueSummary {
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
    others: 0,
  };
}

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;
const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

export function isDayText(text: string): boolean {
  return (
    DAY_TEXT.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)
  );
}

export function isTimestampText(text: string): boolean {
  return TIMESTAMP_TEXT.test(text) && !Number.isNaN(Date.parse(text));
}

/**
 * Adds one value to a summary. `detectDates` is set for values that came out of text (JSON Lines,
 * JSON cells of a CSV), where a day date can only be a `YYYY-MM-DD` string.
 */
export function summarize(summary: ValueSummary, value: unknown, detectDates: boolean): void {
  if (value === null || value === undefined) return;
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
    summary.elements ??= emptySummary();
    const elements = summary.elements;
    // Read in place (an array or a typed array alike): a copy per list was most of a list column's summary.
    const list = value as ArrayLike<unknown>;
    for (let i = 0; i < list.length; i++) summarize(elements, list[i], detectDates);
  } else if (isPlainObject(value)) {
    summary.objects++;
    summary.fields ??= new Map();
    const fields = summary.fields;
    for (const key of Object.keys(value)) {
      let field = fields.get(key);
      if (!field) {
        field = emptySummary();
        fields.set(key, field);
      }
      summarize(field, value[key], detectDates);
    }
  } else {
    summary.others++;
  }
}

/**
 * Adds `count` values to a summary, `valueAt(i)` the i-th: text, numbers and booleans are counted
 * here, inline, and everything else goes through `summarize`. A column of a million values spent
 * most of its summary in the call per value.
 */
export function summarizeMany(summary: ValueSummary, valueAt: (i: number) => unknown, count: number, detectDates: boolean): void {
  let strings = 0;
  let integers = 0;
  let floats = 0;
  let booleans = 0;
  for (let i = 0; i < count; i++) {
    const value = valueAt(i);
    if (value === null || value === undefined) continue;
    const type = typeof value;
    if (type === "string" && !detectDates) strings++;
    else if (type === "number") {
      if (Number.isSafeInteger(value)) integers++;
      else floats++;
    } else if (type === "boolean") booleans++;
    else summarize(summary, value, detectDates);
  }
  summary.strings += strings;
  summary.integers += integers;
  summary.floats += floats;
  summary.booleans += booleans;
}
