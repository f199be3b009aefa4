// JSON Lines back into a table. Columns are the union of keys in order of first appearance;
// types come from the `.schema.json` sidecar, else are inferred from the values with day dates
// detected in strings (a column whose strings are all `YYYY-MM-DD` is a date column). JSON columns
// hold JSON text (the values themselves in files written with a sidecar of before).
import type { ColumnTable } from "arquero";
import { buildTable } from "./build-table.js";
import { fromPlain } from "./convert-values.js";
import type { ExportTypes } from "./export-types.js";
import type { StoredSchema } from "./schema-description.js";
import { inferColumnTypes } from "./infer-types.js";
import { isPlainObject } from "../common/index.js";

export function readJsonlText(text: string, sidecar: StoredSchema | undefined): ColumnTable {
  const records: Record<string, unknown>[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === "") return;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch (error) {
      throw new Error(`readTable: JSON Lines line ${i + 1} is not JSON: ${(error as Error).message}`);
    }
    if (!isPlainObject(record)) throw new Error(`readTable: JSON Lines line ${i + 1} is not a JSON object`);
    records.push(record);
  });
  const seen = new Set<string>(sidecar?.names ?? []);
  const names = [...seen];
  for (const record of records) {
    for (const key of Object.keys(record)) {
      if (!seen.has(key)) {
        seen.add(key);
        names.push(key);
      }
    }
  }
  const plain = names.map((name) => records.map((record) => record[name] ?? null));
  const useSidecar = sidecar && sidecar.names.length === names.length;
  const types: ExportTypes = useSidecar
    ? sidecar.types
    : inferColumnTypes(Object.fromEntries(names.map((name, c) => [name, plain[c]])), true);
  const columns = names.map((name, c) => {
    const asText = useSidecar && sidecar.jsonAsText && types[name].kind === "json";
    return plain[c].map((value) => fromPlain(asText && typeof value === "string" ? JSON.parse(value) : value, types[name]));
  });
  return buildTable(names, columns, types);
}
