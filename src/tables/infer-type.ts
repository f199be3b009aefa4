// Types for fields the reference does not name (additive changes of the service): the client
// keeps them as extra columns, typed from what the values turn out to be.
import type { ColumnType } from "./column-types.js";

export function inferColumnType(values: readonly unknown[]): ColumnType {
  let kind: "none" | "string" | "integer" | "float" | "boolean" | "list" | "json" = "none";
  const items: unknown[] = [];
  for (const value of values) {
    if (value === null || value === undefined) continue;
    const next = Array.isArray(value)
      ? "list"
      : typeof value === "string"
        ? "string"
        : typeof value === "boolean"
          ? "boolean"
          : typeof value === "number"
            ? Number.isInteger(value)
              ? "integer"
              : "float"
            : "json";
    if (next === "list") items.push(...(value as unknown[]));
    if (kind === "none" || kind === next) kind = next;
    else if ((kind === "integer" && next === "float") || (kind === "float" && next === "integer")) kind = "float";
    else return { kind: "json" };
  }
  if (kind === "none") return { kind: "json" };
  if (kind === "list") return { kind: "list", of: inferColumnType(items) };
  return { kind };
}
