// Whether a value kept by lenient parsing still fits its column's declared type. A column with a
// value that does not fit widens to JSON (see records-to-table.ts), so the value is kept as the
// service sent it instead of being coerced or dropped on export.
import type { ColumnType } from "./column-types.js";

export function valueFits(value: unknown, type: ColumnType): boolean {
  if (value === null || value === undefined) return true;
  switch (type.kind) {
    case "string": return typeof value === "string";
    case "integer": return typeof value === "number" && Number.isInteger(value);
    case "float": return typeof value === "number";
    case "boolean": return typeof value === "boolean";
    // A day column reads any string (an impossible day becomes null, as documented for tables);
    // only a value that is not text at all does not fit.
    case "date": return typeof value === "string" || value instanceof Date;
    case "list": return Array.isArray(value) && value.every((item) => valueFits(item, type.of));
    case "struct":
      return typeof value === "object" && !Array.isArray(value) &&
        Object.entries(type.fields).every(([name, field]) => valueFits((value as Record<string, unknown>)[name], field));
    case "json": return true;
  }
}
