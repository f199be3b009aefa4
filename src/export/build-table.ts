// The readers' common end: an Arquero table built from plain column arrays (never through
// aq.fromArrow, whose multi-batch dictionary handling loses strings), carrying the column types
// when the tables layer's ColumnType can express them.
import type { ColumnTable } from "arquero";
import { setColumnTypes, type ColumnType, type ColumnTypes } from "../tables/index.js";
import type { ExportType, ExportTypes } from "./export-types.js";
import { corebookTable } from "../tables/corebook-table.js";

function hasTimestamp(type: ExportType): boolean {
  if (type.kind === "timestamp") return true;
  if (type.kind === "list") return hasTimestamp(type.of);
  if (type.kind === "struct") return Object.values(type.fields).some(hasTimestamp);
  return false;
}

export function buildTable(names: string[], columns: unknown[][], types: ExportTypes): ColumnTable {
  const data = new Map(names.map((name, i) => [name, columns[i]] as [string, unknown[]]));
  const table = corebookTable(data, names);
  // ColumnType has no timestamp; such tables stay undeclared (exports re-infer them).
  if (!names.some((name) => hasTimestamp(types[name]))) {
    const declared: ColumnTypes = {};
    for (const name of names) declared[name] = types[name] as ColumnType;
    setColumnTypes(table, declared);
  }
  return table;
}
