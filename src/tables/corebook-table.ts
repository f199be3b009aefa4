// Why corebook tables are a subclass of Arquero's ColumnTable: Arquero builds the result of every
// verb (filter, select, derive, join, orderby, groupby, rollup, dedupe...) through one method of
// the input table, `create()`, which instantiates `this.constructor`. Overriding that one method
// is enough to hand provenance and declared column types from a table to everything derived from
// it; no verb is wrapped or patched. A join's result derives from its left table: columns from
// the right table keep no declared type and are typed from their values on export.
import { ColumnTable } from "arquero";
import { columnTypes, setColumnTypes, type ColumnType, type ColumnTypes } from "./column-types.js";
import { info, setInfo } from "./provenance.js";
import { valueFits } from "./value-fits.js";

type CreateOptions = Parameters<ColumnTable["create"]>[0];

export class CorebookTable extends ColumnTable {
  override create(options?: CreateOptions): this {
    const next = super.create(options);
    carryMetadata(this, next);
    return next;
  }
}

/** Like `aq.table(columns, names)`, as a CorebookTable. */
export function corebookTable(columns: Record<string, unknown[]> | Map<string, unknown[]>, names?: readonly string[]): CorebookTable {
  const data: Record<string, unknown[]> = columns instanceof Map ? Object.fromEntries(columns) : columns;
  return new CorebookTable(data, names ? [...names] : Object.keys(data));
}

function carryMetadata(from: ColumnTable, to: ColumnTable): void {
  const provenance = info(from);
  if (provenance) setInfo(to, provenance);
  const types = columnTypes(from);
  if (!types) return;
  const carried: ColumnTypes = {};
  for (const name of to.columnNames()) {
    const type = types[name];
    if (!type) continue;
    const column = to.column(name);
    // The same column object (filter, orderby, select, groupby share the input's columns), or a
    // new one whose values all still fit the declared type (reified, deduped, or derived anew
    // with values of the same kind). An empty or all-null column fits: the schema of an export
    // never depends on which rows a filter kept.
    if (column === from.column(name) || (column && everyFits(column, type))) carried[name] = type;
  }
  setColumnTypes(to, carried);
}

function everyFits(column: { length: number; at(row: number): unknown }, type: ColumnType): boolean {
  for (let row = 0; row < column.length; row++) {
    if (!valueFits(column.at(row), type, "table")) return false;
  }
  return true;
}
