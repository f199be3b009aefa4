// The form a built table holds a column in, from its (fitted) declared type: day dates as numbers,
// repeated text and booleans as codes, everything else (lists, structs, numbers, JSON) as the
// values themselves. Every form answers `at(row)`, `length` and iteration with the same values.
import type { ColumnType } from "../column-types.js";
import { booleanCodes } from "./boolean-codes.js";
import { DayColumn } from "./day-column.js";
import { textDictionary } from "./text-dictionary.js";

/** What Arquero reads a column through (its ColumnType interface). */
export interface TableColumn {
  readonly length: number;
  at(row: number): unknown;
  [Symbol.iterator](): Iterator<unknown>;
}

/**
 * The column a table holds for `values` of type `type`. A date column's values are days or day
 * dates (it makes the day dates); others are held as they are when no compact form fits them.
 */
export function compactColumn(values: unknown[], type: ColumnType): TableColumn {
  switch (type.kind) {
    case "date":
      return DayColumn.of(values);
    case "string":
      return textDictionary(values) ?? values;
    case "boolean":
      return booleanCodes(values) ?? values;
    default:
      return values;
  }
}
