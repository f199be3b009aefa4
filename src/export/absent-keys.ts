// Struct fields a value did not have, so a nested value reads back with its own keys only. Parquet
// and Arrow give a struct column one fixed set of fields (every field declared or seen in any value
// of the column), and CSV and JSON Lines write a struct with every declared field, so on its own a
// read-back gives each value every field, null where it had none: a table-of-contents section
// gains `matchedText: null`. The file says which values lacked which fields, under
// ABSENT_KEYS_METADATA_KEY (Parquet key-value metadata, Arrow schema metadata, the CSV / JSON Lines
// sidecar), and the reader removes those fields again. Engines that do not know the entry read the
// fields as null, as before. A field whose value is `undefined` counts as absent (missing is null
// everywhere; `undefined` is never stored).
//
// The entry: per column, per path of a struct inside it ("" for the column's own value, ".a" for
// its field a, "[]" for the items of a list, so ".sections[]" for the items of list field
// sections), per field, the struct values (counted in row order, nulls not counted) that lack the
// field: "all", or [start, length] runs. A table without absent fields writes no entry.
import type { ColumnTable } from "arquero";
import type { ExportType, ExportTypes } from "./export-types.js";

export const ABSENT_KEYS_METADATA_KEY = "corebook:absent-keys";

type Runs = [number, number][];
type AbsentEntry = { version: 1; columns: Record<string, Record<string, Record<string, "all" | Runs>>> };

/**
 * A struct position of a column's type: its path, its fields in order, what each field holds (null
 * for a field holding no struct) and how many struct values were met there. Compiled once per
 * column, so the walk makes no path strings and no lookups per value.
 */
interface StructNode {
  kind: "struct";
  path: string;
  fields: string[];
  children: (TypeNode | null)[];
  count: number;
}
type TypeNode = StructNode | { kind: "list"; of: TypeNode };

/** The nodes of `type` (null when it holds no struct), every struct node also listed in `structs`. */
function compile(type: ExportType, path: string, structs: StructNode[]): TypeNode | null {
  if (type.kind === "list") {
    const of = compile(type.of, `${path}[]`, structs);
    return of && { kind: "list", of };
  }
  if (type.kind !== "struct") return null;
  const fields = Object.keys(type.fields);
  const node: StructNode = { kind: "struct", path, fields, children: [], count: 0 };
  structs.push(node);
  node.children = fields.map((name) => compile(type.fields[name], `${path}.${name}`, structs));
  return node;
}

type Visit = (struct: Record<string, unknown>, node: StructNode, index: number) => void;

/** Calls `visit` for every non-null struct value in `value`, with its node and its position among that node's values. */
function walk(value: unknown, node: TypeNode, visit: Visit): void {
  if (value === null || value === undefined) return;
  if (node.kind === "list") {
    if (!Array.isArray(value)) return;
    for (let i = 0; i < value.length; i++) walk(value[i], node.of, visit);
    return;
  }
  if (typeof value !== "object" || Array.isArray(value)) return;
  const struct = value as Record<string, unknown>;
  visit(struct, node, node.count++);
  const { fields, children } = node;
  for (let f = 0; f < fields.length; f++) {
    const child = children[f];
    if (child) walk(struct[fields[f]], child, visit);
  }
}

const nested = (type: ExportType): boolean => type.kind === "struct" || (type.kind === "list" && nested(type.of));

/** The metadata entry naming every struct field a value of `table` lacks; none when no value lacks one. */
export function absentKeysMetadata(table: ColumnTable, types: ExportTypes): Record<string, string> {
  const columns: AbsentEntry["columns"] = {};
  for (const [name, type] of Object.entries(types)) {
    if (!nested(type)) continue;
    const absent = new Map<StructNode, Map<string, number[]>>();
    const root = compile(type, "", []);
    if (!root) continue;
    // One visitor for the column and its cells read one by one: `table.array` made a copy of the
    // column first (for a list column, an Array per cell), and the walk a closure per row.
    const visit: Visit = (struct, node, index) => {
      const fields = node.fields;
      // A value with every field, in the declared order (as the service sends them, and as a table
      // built by hand usually holds them), lacks none: one for-in walk, which V8 serves from the
      // object's own layout, matching keys by identity. Only another value has each field looked up
      // by a name held in a variable, the slowest kind of property access.
      let matched = 0;
      for (const key in struct) {
        if (key !== fields[matched] || struct[key] === undefined) break;
        if (++matched === fields.length) return;
      }
      for (let f = 0; f < fields.length; f++) {
        const field = fields[f];
        if (struct[field] !== undefined) continue;
        let byField = absent.get(node);
        if (!byField) {
          byField = new Map();
          absent.set(node, byField);
        }
        const at = byField.get(field);
        if (at) at.push(index);
        else byField.set(field, [index]);
      }
    };
    const get = table.getter(name);
    const rows = table.numRows();
    for (let row = 0; row < rows; row++) walk(get(row), root, visit);
    if (absent.size === 0) continue;
    columns[name] = {};
    for (const [node, byField] of absent) {
      columns[name][node.path] = Object.fromEntries(
        [...byField].map(([field, at]) => [field, at.length === node.count ? "all" : runs(at)]),
      );
    }
  }
  if (Object.keys(columns).length === 0) return {};
  const entry: AbsentEntry = { version: 1, columns };
  return { [ABSENT_KEYS_METADATA_KEY]: JSON.stringify(entry) };
}

function runs(sorted: number[]): Runs {
  const out: Runs = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && last[0] + last[1] === i) last[1]++;
    else out.push([i, 1]);
  }
  return out;
}

/** Removes from `table`'s struct values (in place) the fields the file says they lacked; `text` is the metadata entry. */
export function restoreAbsentKeys<T extends ColumnTable>(table: T, types: ExportTypes, text: string | undefined | null): T {
  if (!text) return table;
  let entry: AbsentEntry;
  try {
    entry = JSON.parse(text) as AbsentEntry;
  } catch {
    return table;
  }
  if (entry?.version !== 1 || typeof entry.columns !== "object" || entry.columns === null) return table;
  for (const [name, paths] of Object.entries(entry.columns)) {
    const type = types[name];
    if (!type || !table.columnNames().includes(name)) continue;
    const lookup = new Map<string, { field: string; all: boolean; at: Set<number> }[]>();
    for (const [path, fields] of Object.entries(paths)) {
      lookup.set(
        path,
        Object.entries(fields).map(([field, where]) => ({
          field,
          all: where === "all",
          at: new Set(where === "all" ? [] : where.flatMap(([start, length]) => Array.from({ length }, (_, k) => start + k))),
        })),
      );
    }
    const root = compile(type, "", []);
    if (!root) continue;
    const values = table.array(name) as ArrayLike<unknown>;
    for (let row = 0; row < values.length; row++) {
      walk(values[row], root, (struct, node, index) => {
        for (const { field, all, at } of lookup.get(node.path) ?? []) {
          // Only a null is taken away: a value there means the file is not the one the entry describes.
          if ((all || at.has(index)) && struct[field] === null) delete struct[field];
        }
      });
    }
  }
  return table;
}
