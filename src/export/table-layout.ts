// What an export learns of a table before writing it: each column's type (declared, or inferred
// from the values: infer-types.ts) and the struct fields values lack (absent-keys.ts). Both walk
// every nested value, so they are worked out once per table and kept while the table lives:
// exporting one table to several formats, or again, walks it once. Arquero tables do not change
// (every verb returns a new one), so a table's layout cannot go stale; only declaring other
// column types for it (setColumnTypes) makes it be worked out again.
import type { ColumnTable } from "arquero";
import { columnTypes } from "../tables/index.js";
import { absentKeysMetadata } from "./absent-keys.js";
import type { ExportTypes } from "./export-types.js";
import { tableExportTypes } from "./infer-types.js";

export interface TableLayout {
  types: ExportTypes;
  /** The absent-keys metadata entry, or {} when no value lacks a field. */
  absentKeys: Record<string, string>;
}

const layouts = new WeakMap<ColumnTable, { declared: unknown; layout: TableLayout }>();

export function tableLayout(table: ColumnTable): TableLayout {
  const declared = columnTypes(table);
  const known = layouts.get(table);
  if (known && known.declared === declared) return known.layout;
  const types = tableExportTypes(table);
  const layout = { types, absentKeys: absentKeysMetadata(table, types) };
  layouts.set(table, { declared, layout });
  return layout;
}
