// Short constructors for ColumnType values, so the per-core column lists read like the reference.
import type { ColumnType } from "../column-types.js";

export const text: ColumnType = { kind: "string" };
export const int: ColumnType = { kind: "integer" };
export const float: ColumnType = { kind: "float" };
export const bool: ColumnType = { kind: "boolean" };
export const date: ColumnType = { kind: "date" };
export const strings: ColumnType = { kind: "list", of: text };
