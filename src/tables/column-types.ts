// Column types travel with the tables this layer builds, so exports keep a stable schema even for
// an empty table (where nothing can be inferred from values). Derived tables (after a filter or a
// join) have no entry: consumers fall back to inferring from values.
import type { ColumnTable } from "arquero";

/** The declared type of a table column, which exports follow even when the table is empty. */
export type ColumnType =
  | {
      /** Text. */
      kind: "string";
    }
  | {
      /** Whole numbers. */
      kind: "integer";
    }
  | {
      /** Floating-point numbers. */
      kind: "float";
    }
  | {
      /** True or false. */
      kind: "boolean";
    }
  | {
      /** A day date: a JS `Date` at UTC midnight in tables; `YYYY-MM-DD` on the wire and in CSV. */
      kind: "date";
    }
  | {
      /** A list of values, each of type `of`. */
      kind: "list";
      /** The type of the list's elements. */
      of: ColumnType;
    }
  | {
      /** An object with named fields. */
      kind: "struct";
      /** The type of each field, by name. */
      fields: Record<string, ColumnType>;
    }
  | {
      /** Free-form values whose shape is not known in advance; exported as JSON text. */
      kind: "json";
    };

/** The declared type of each column of a table, by column name. */
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
