// Builds a child table column by column: faster than row objects, and the columns (with their
// types) exist even when no row is added. A row is given by column name, never by position, so
// the compiler refuses a row that misses a column and two values cannot silently trade places.
import type { ColumnTable } from "arquero";
import { setColumnTypes, type ColumnTypes } from "../column-types.js";
import { corebookTable } from "../corebook-table.js";

export class ChildColumns<C extends ColumnTypes> {
  private readonly names: (keyof C & string)[];
  private readonly columns: Record<string, unknown[]> = {};

  constructor(private readonly types: C) {
    this.names = Object.keys(types);
    for (const name of this.names) this.columns[name] = [];
  }

  /** Appends one row: a value for every declared column, by name (undefined is stored as null). */
  row(values: { [K in keyof C]: unknown }): void {
    for (const name of this.names) this.columns[name].push(values[name] ?? null);
  }

  table(): ColumnTable {
    return setColumnTypes(corebookTable(this.columns, this.names), this.types);
  }
}
