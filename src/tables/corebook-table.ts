// Why corebook tables are a subclass of Arquero's ColumnTable: Arquero builds the result of every
// verb (filter, select, derive, join, orderby, groupby, rollup, dedupe...) through one method of
// the input table, `create()`, which instantiates `this.constructor`. Overriding that one method
// is enough to hand provenance and declared column types from a table to everything derived from
// it. A join's result is created by its left table, so the joins are the one place that also
// looks at the right table: its columns keep their declared types too, suffixed or not.
import { ColumnTable } from "arquero";
import { columnTypes, setColumnTypes, type ColumnType, type ColumnTypes } from "./column-types.js";
import { info, setInfo } from "./provenance.js";
import { valueFits } from "./value-fits.js";

type CreateOptions = Parameters<ColumnTable["create"]>[0];

type Join = ColumnTable["join"];
type Lookup = Parameters<ColumnTable["lookup"]>;
type LookupValues = Lookup extends [unknown, unknown?, ...infer V] ? V : never;

class CorebookTable extends ColumnTable {
  override create(options?: CreateOptions): this {
    const next = super.create(options);
    carryMetadata(this, next);
    return next;
  }

  override join(...args: Parameters<Join>): this {
    return joinedTypes(this, args[0], super.join(...args));
  }

  override join_left(...args: Parameters<Join>): this {
    return joinedTypes(this, args[0], super.join_left(...args));
  }

  override join_right(...args: Parameters<Join>): this {
    return joinedTypes(this, args[0], super.join_right(...args));
  }

  override join_full(...args: Parameters<Join>): this {
    return joinedTypes(this, args[0], super.join_full(...args));
  }

  override lookup(other: Lookup[0], on?: Lookup[1], ...values: LookupValues): this {
    return joinedTypes(this, other, super.lookup(other, on, ...values));
  }

  override cross(...args: Parameters<ColumnTable["cross"]>): this {
    return joinedTypes(this, args[0], super.cross(...args));
  }
}

/**
 * Declared types for a join's columns that `create` could not carry: right-table columns, and
 * columns Arquero renamed with its default suffixes (`_1` left, `_2` right) when both sides had the
 * name. A column keeps a type only when its values fit it (a full join's nulls always do).
 */
function joinedTypes<T extends ColumnTable>(left: ColumnTable, right: unknown, result: T): T {
  const leftTypes = columnTypes(left) ?? {};
  const rightTypes = right instanceof ColumnTable ? (columnTypes(right) ?? {}) : {};
  const types: ColumnTypes = { ...columnTypes(result) };
  for (const name of result.columnNames()) {
    if (types[name]) continue;
    const type = rightTypes[name] ?? rightTypes[name.replace(/_2$/, "")] ?? leftTypes[name.replace(/_1$/, "")];
    const column = result.column(name);
    if (type && column && everyFits(column, type)) types[name] = type;
  }
  setColumnTypes(result, types);
  return result;
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
    if (!valueFits(column.at(row), type)) return false;
  }
  return true;
}
