// Column types travel with the tables this layer builds, so exports keep a stable schema even for
// an empty table (where nothing can be inferred from values). Derived tables (after a filter or a
// join) have no entry: consumers fall back to inferring from values.
import type { ColumnTable } from "arquero";

export type ColumnType =
  | { kind: "string" }
  | { kind: "integer" }
  | { kind: "float" }
  | { kind: "boolean" }
  /** A day date: a JS `Date` at UTC midnight in tables; `YYYY-MM-DD` on the wire and in CSV. */
  | { kind: "date" }
  | { kind: "list"; of: ColumnType }
  | { kind: "struct"; fields: Record<string, ColumnType> }
  /** Free-form values whose shape is not known in advance; exported as JSON text. */
  | { kind: "json" };

export type ColumnTypes = Record<string, ColumnType>;

const registry = new WeakMap<object, ColumnTypes>();

export function setColumnTypes<T extends ColumnTable>(table: T, types: ColumnTypes): T {
  registry.set(table, types);
  return table;
}

/** The declared column types of a table built by corebook, or undefined for other tables. */
export function columnTypes(table: ColumnTable): ColumnTypes | undefined {
  return registry.get(table);
}
