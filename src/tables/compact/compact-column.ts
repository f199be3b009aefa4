// The form a built table holds a column in, from its declared type: day dates as numbers, repeated
// text and booleans as codes, lists as one flat run of items; numbers, structs and JSON as the
// values themselves. Every form answers `at(row)`, `length` and iteration with the same values.
// The compact forms check that each value fits the type as they encode it: reading a table's
// values is most of what building it costs (each cell is an object somewhere in the heap), so the
// check and the encoding share one pass.
import type { ColumnType } from "../column-types.js";
import { booleanCodes } from "./boolean-codes.js";
import { DayColumn } from "./day-column.js";
import { ListColumn } from "./list-column.js";
import { textColumn } from "./text-dictionary.js";

/** What Arquero reads a column through (its ColumnType interface). */
export interface TableColumn {
  readonly length: number;
  at(row: number): unknown;
  [Symbol.iterator](): Iterator<unknown>;
}

/** Whether compactColumn checks values of this type itself (else the caller must, when they may not fit). */
export function compacted(type: ColumnType): boolean {
  return type.kind === "date" || type.kind === "string" || type.kind === "boolean" || type.kind === "list";
}

/**
 * The column a table holds for `values` of declared type `type`, or null when a value does not
 * fit the type (the caller keeps the values as JSON). A date column's values are days or day dates
 * (it makes the day dates); a type compactColumn does not check (`compacted`) gets `values` back.
 * `trusted`: the record schema vouched for every value, so what is not read to encode it (text a
 * dictionary gave up on, list items) is not read to check it either.
 */
export function compactColumn(values: unknown[], type: ColumnType, trusted = false): TableColumn | null {
  switch (type.kind) {
    case "date":
      return DayColumn.of(values);
    case "string":
      return textColumn(values, trusted);
    case "boolean":
      return booleanCodes(values);
    case "list":
      return ListColumn.of(values, trusted ? null : type.of);
    default:
      return values;
  }
}
