// What a zod type alone does not say about a field, and tables need: that a string holds a day
// date (YYYY-MM-DD, a date column) or that a number is a whole count or year (an integer column).
// The record schemas mark such fields here; the tables layer reads the marks to type its columns.
import * as z from "zod";

type ColumnKind = "date" | "integer";

const columnKinds = z.registry<{ columnKind: ColumnKind }>();

export function markColumnKind<S extends z.ZodType>(schema: S, columnKind: ColumnKind): S {
  columnKinds.add(schema, { columnKind });
  return schema;
}

export function columnKindOf(schema: z.ZodType): ColumnKind | undefined {
  return columnKinds.get(schema)?.columnKind;
}
