// Builds a child table column by column: faster than row objects, and the columns (with their
// types) exist even when no row is added.
import type { ColumnTable } from "arquero";
import { setColumnTypes, type ColumnTypes } from "../column-types.js";
import { corebookTable } from "../corebook-table.js";

export class ChildColumns {
  readonly columns: unknown[][];

  constructor(private readonly types: ColumnTypes) {
    this.columns = Object.keys(types).map(() => []);
  }

  /** Appends one row; values in the order of the declared columns. */
  row(values: unknown[]): void {
    for (let i = 0; i < this.columns.length; i++) this.columns[i].push(values[i] ?? null);
  }

  table(): ColumnTable {
    const names = Object.keys(this.types);
    const data: Record<string, unknown[]> = {};
    names.forEach((name, i) => (data[name] = this.columns[i]));
    return setColumnTypes(corebookTable(data, names), this.types);
  }
}
