// A column type from a summary of its values (value-summary.ts). The rules: all-null -> string;
// numbers -> integer when every one is a safe integer, else float; Date at UTC midnight -> date,
// other Dates -> timestamp; arrays -> list of the elements' type (an all-empty list column -> list
// of string); plain objects -> struct with the union of keys; values of conflicting kinds at any
// position -> json (written as JSON text).
import type { ExportType } from "./export-types.js";
import type { ValueSummary } from "./value-summary.js";

export function resolveSummary(summary: ValueSummary): ExportType {
  const numbers = summary.integers + summary.floats;
  const dates = summary.days + summary.timestamps;
  const kinds = [summary.strings, numbers, summary.booleans, dates, summary.arrays, summary.objects, summary.others].filter(
    (count) => count > 0,
  ).length;
  if (kinds === 0) return { kind: "string" };
  if (kinds > 1 || summary.others > 0) return { kind: "json" };
  if (summary.strings > 0) {
    // Text-born day dates: only when every string of the position is one.
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
  const fields = summary.fields ?? new Map<string, ValueSummary>();
  // A struct needs at least one field in Parquet and Arrow; `{}` everywhere is kept as JSON.
  if (fields.size === 0) return { kind: "json" };
  return { kind: "struct", fields: Object.fromEntries([...fields].map(([k, s]) => [k, resolveSummary(s)])) };
}
