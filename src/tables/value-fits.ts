// Whether a value still fits its column's declared type: a value kept by lenient parsing (a column
// with a value that does not fit widens to JSON, see records-to-table.ts, so it is kept as the
// service sent it), and a value in a table derived from a typed one (its type is carried over).
import type { ColumnType } from "./column-types.js";

/**
 * `service`: a value as parsed from a response (day dates are still text; lists and structs are
 * checked item by item). `table`: a value in an Arquero column (day dates are Dates; a list or a
 * struct is checked at its top level only, since its items were checked when the table was built).
 */
type FitsWhere = "service" | "table";

export function valueFits(value: unknown, type: ColumnType, where: FitsWhere = "service"): boolean {
  if (value === null || value === undefined) return true;
  const deep = where === "service";
  switch (type.kind) {
    case "string":
      return typeof value === "string";
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "float":
      return typeof value === "number";
    case "boolean":
      return typeof value === "boolean";
    // A day read from the service may be any string (an impossible day becomes null, as documented
    // for tables); only a value that is not text at all does not fit. In a table it is a Date.
    case "date":
      return value instanceof Date || (deep && typeof value === "string");
    case "list":
      return Array.isArray(value) && (!deep || value.every((item) => valueFits(item, type.of)));
    case "struct":
      return (
        typeof value === "object" &&
        !Array.isArray(value) &&
        !(value instanceof Date) &&
        (!deep || Object.entries(type.fields).every(([name, field]) => valueFits((value as Record<string, unknown>)[name], field)))
      );
    case "json":
      return true;
  }
}
