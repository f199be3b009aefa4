// Why corebook tables are a subclass of Arquero's ColumnTable: Arquero builds the result of every
// verb (filter, select, derive, join, orderby, groupby, rollup, dedupe...) through one method of
// the input table, `create()`, which instantiates `this.constructor`. Overriding that one method
// is enough to hand provenance and declared column types from a table to everything derived from
// it. A join's or concat's result is created by its first table, so the verbs that take other
// tables are the one place that also looks at them: their columns keep their declared types (joins),
// their provenance is composed with the first table's (every such verb), and the cells a join
// leaves unmatched, which Arquero fills with undefined, hold null.
import { ColumnTable } from "arquero";
import { useDayOps } from "./day-ops.js";
import type { TableColumn } from "./compact/index.js";
import { columnTypes, setColumnTypes, type ColumnType, type ColumnTypes } from "./column-types.js";
import { info, inheritedProvenance, setInfo } from "./provenance.js";
import { valueFits } from "./value-fits.js";
import { MisuseError } from "../errors/index.js";
import * as msg from "./messages.js";

type CreateOptions = Parameters<ColumnTable["create"]>[0];

type Join = ColumnTable["join"];
type Lookup = Parameters<ColumnTable["lookup"]>;
type LookupValues = Lookup extends [unknown, unknown?, ...infer V] ? V : never;
type TableList = Parameters<ColumnTable["concat"]>;

class CorebookTable extends ColumnTable {
  override create(options?: CreateOptions): this {
    const next = super.create(options);
    carryMetadata(this, next);
    return next;
  }

  override join(...args: Parameters<Join>): this {
    return joined(this, args[0], super.join(...args));
  }

  override join_left(...args: Parameters<Join>): this {
    return joined(this, args[0], super.join_left(...args));
  }

  override join_right(...args: Parameters<Join>): this {
    return joined(this, args[0], super.join_right(...args));
  }

  override join_full(...args: Parameters<Join>): this {
    return joined(this, args[0], super.join_full(...args));
  }

  override lookup(other: Lookup[0], on?: Lookup[1], ...values: LookupValues): this {
    return joined(this, other, super.lookup(other, on, ...values));
  }

  override cross(...args: Parameters<ColumnTable["cross"]>): this {
    return joined(this, args[0], super.cross(...args));
  }

  override semijoin(...args: Parameters<ColumnTable["semijoin"]>): this {
    return composed(this, [args[0]], super.semijoin(...args));
  }

  override antijoin(...args: Parameters<ColumnTable["antijoin"]>): this {
    return composed(this, [args[0]], super.antijoin(...args));
  }

  override concat(...tables: TableList): this {
    return composed(this, tables, super.concat(...tables));
  }

  override union(...tables: TableList): this {
    return composed(this, tables, super.union(...tables));
  }

  override intersect(...tables: TableList): this {
    return composed(this, tables, super.intersect(...tables));
  }

  override except(...tables: TableList): this {
    return composed(this, tables, super.except(...tables));
  }

  override assign(...tables: Parameters<ColumnTable["assign"]>): this {
    return composed(this, tables, super.assign(...tables));
  }
}

// Arquero names a missing column and nothing else ("Unrecognized column: title"); on a corebook
// table the same mistake also lists the table's columns and the nearest one (briefTitle).
const COLUMN_VERBS = [
  "select",
  "derive",
  "filter",
  "groupby",
  "orderby",
  "rollup",
  "count",
  "dedupe",
  "relocate",
  "rename",
  "fold",
  "pivot",
  "spread",
  "unroll",
  "impute",
  "lookup",
  "join",
  "join_left",
  "join_right",
  "join_full",
  "semijoin",
  "antijoin",
  "array",
  "get",
  "getter",
] as const;

// Verbs whose string arguments are column names (Arquero reads them so, never as expressions): one the table lacks is
// refused here, since Arquero's own message for some of them ("Invalid column reference: "e"")
// does not even carry the name.
const NAME_VERBS = new Set<string>(["select", "orderby", "groupby", "dedupe", "relocate", "array", "get", "getter", "fold", "unroll"]);

function checkNames(verb: string, table: ColumnTable, args: unknown[]): void {
  const names = verb === "get" || verb === "array" || verb === "getter" ? args.slice(0, 1) : args.flat();
  for (const name of names) {
    // table.column is a map lookup: cheap enough for get(name, row) in a loop.
    if (typeof name !== "string" || table.column(name) !== undefined) continue;
    const columns = table.columnNames();
    throw new MisuseError(msg.unknownColumn(verb, name, columns), { parameter: "column", value: name, allowed: columns });
  }
}

function unknownColumnName(error: unknown): string | null {
  const message = error instanceof Error ? error.message : "";
  return (
    /^Unrecognized column: (.+)$/.exec(message)?.[1] ??
    /^Invalid column reference: "?[A-Za-z_$][\w$]*\.([A-Za-z_$][\w$]*)/.exec(message)?.[1] ??
    /^Invalid column reference: "?[A-Za-z_$][\w$]*\[["'](.+?)["']\]/.exec(message)?.[1] ??
    null
  );
}

for (const verb of COLUMN_VERBS) {
  const method = CorebookTable.prototype[verb] as (...args: unknown[]) => unknown;
  Object.defineProperty(CorebookTable.prototype, verb, {
    configurable: true,
    writable: true,
    value: function (this: ColumnTable, ...args: unknown[]) {
      if (NAME_VERBS.has(verb)) checkNames(verb, this, args);
      try {
        return method.apply(this, args);
      } catch (error) {
        const name = unknownColumnName(error);
        if (name === null) throw error;
        throw new MisuseError(msg.unknownColumn(verb, name, this.columnNames()), {
          parameter: "column",
          value: name,
          allowed: this.columnNames(),
          cause: error,
        });
      }
    },
  });
}

/**
 * The result of a verb that took other tables, with the provenance of all of them (each fetch
 * once). The core stays when every input with a known core has the first table's, else it is null.
 */
function composed<T extends ColumnTable>(first: ColumnTable, others: readonly unknown[], result: T): T {
  const tables = others.flat().filter((t): t is ColumnTable => t instanceof ColumnTable && t !== first);
  const own = info(first);
  if (tables.length === 0 || !tables.some((t) => info(t))) return result;
  const cores = new Set([first, ...tables].map((t) => info(t)?.core).filter((c) => c !== undefined));
  const core = own?.core ?? null;
  return setInfo(result, {
    ...(own ?? {}),
    ...inheritedProvenance(first, ...tables),
    core: cores.size === 1 ? core : null,
    params: own?.params ?? {},
  });
}

/** A join's result: every input's provenance, the right table's declared types, and null in unmatched cells. */
function joined<T extends ColumnTable>(left: ColumnTable, right: unknown, result: T): T {
  const filled = nullForUndefined(result);
  return composed(left, [right], joinedTypes(left, right, filled));
}

/** `table` with every undefined cell (Arquero's mark for a join's unmatched side) as null. */
export function nullForUndefined<T extends ColumnTable>(table: T): T {
  const replaced: Record<string, unknown[]> = {};
  for (const name of table.columnNames()) {
    const column = table.column(name);
    if (!column) continue;
    let values: unknown[] | null = null;
    for (let row = 0; row < column.length; row++) {
      if (column.at(row) !== undefined) continue;
      values ??= Array.from({ length: column.length }, (_, i) => column.at(i));
      values[row] = null;
    }
    if (values) replaced[name] = values;
  }
  if (Object.keys(replaced).length === 0) return table;
  // ColumnTable.prototype.assign, not the override: the replaced columns bring no other provenance.
  const out = ColumnTable.prototype.assign.call(table, replaced) as T;
  if (!(table instanceof CorebookTable)) {
    const provenance = info(table);
    if (provenance) setInfo(out, provenance);
  }
  return out;
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
export function corebookTable(columns: Record<string, TableColumn> | Map<string, TableColumn>, names?: readonly string[]): CorebookTable {
  const data: Record<string, TableColumn> = columns instanceof Map ? Object.fromEntries(columns) : columns;
  // A derive over a corebook table finds op.yearOf and the other day functions.
  useDayOps();
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
