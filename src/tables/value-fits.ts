// Whether a value still fits its column's declared type: a value kept by lenient parsing (a column
// with a value that does not fit widens to JSON, see records-to-table.ts, so it is kept as the
// service sent it), and a value in a table derived from a typed one (its type is carried over).
import type { ColumnType } from "./column-types.js";

/**
 * Whether a value in an Arquero column still fits its column's type: day dates are Dates, and a
 * list or a struct is checked at its top level only, since its items were checked when the table
 * was built (serviceValueCheck).
 */
export function valueFits(value: unknown, type: ColumnType): boolean {
  if (value === null || value === undefined) return true;
  switch (type.kind) {
    case "string":
      return typeof value === "string";
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "float":
      return typeof value === "number";
    case "boolean":
      return typeof value === "boolean";
    case "date":
      return value instanceof Date;
    case "list":
      return Array.isArray(value);
    case "struct":
      return typeof value === "object" && !Array.isArray(value) && !(value instanceof Date);
    case "json":
      return true;
  }
}

/**
 * Whether a value as parsed from a response fits a column type, as a function made once per type: a
 * table of thousands of records checks every value, and a check built for its type does no
 * dispatch per value. A day may be any string here (an impossible day becomes null, as documented
 * for tables); only a value that is not text at all does not fit. Lists and structs are checked
 * item by item.
 */
export function serviceValueCheck(type: ColumnType): (value: unknown) => boolean {
  switch (type.kind) {
    case "string":
      return (value) => value == null || typeof value === "string";
    case "integer":
      return (value) => value == null || (typeof value === "number" && Number.isInteger(value));
    case "float":
      return (value) => value == null || typeof value === "number";
    case "boolean":
      return (value) => value == null || typeof value === "boolean";
    case "date":
      return (value) => value == null || typeof value === "string" || value instanceof Date;
    case "list": {
      const item = serviceValueCheck(type.of);
      return (value) => {
        if (value == null) return true;
        if (!Array.isArray(value)) return false;
        for (const element of value) if (!item(element)) return false;
        return true;
      };
    }
    case "struct": {
      const fields = Object.entries(type.fields).map(([name, field]) => [name, serviceValueCheck(field)] as const);
      return (value) => {
        if (value == null) return true;
        if (typeof value !== "object" || Array.isArray(value) || value instanceof Date) return false;
        for (const [name, fits] of fields) if (!fits((value as Record<string, unknown>)[name])) return false;
        return true;
      };
    }
    case "json":
      return () => true;
  }
}
