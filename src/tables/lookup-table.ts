// Lookup results -> a table with one row per (input item, resolved ID).
// Columns: inputIndex (0-based position of the item in the input), one column per lookup key of
// the core named as the key itself (pmid, doi, nctId, ...; null for keys the item did not use),
// serviceId (null when the item failed or resolved to nothing), error (the item's error code, e.g.
// NOT_FOUND, else null) and errorMessage. An item that resolves to several IDs gives several rows;
// a failed item or one that resolves to none gives one row, so every input item is visible.
import type { ColumnTable } from "arquero";
import { LOOKUP_KEYS, type CoreName } from "../schema/index.js";
import { setColumnTypes, type ColumnTypes } from "./column-types.js";
import { int, text } from "./columns/shorthand.js";
import { corebookTable } from "./corebook-table.js";

export interface LookupResultLike {
  input?: Record<string, unknown>;
  serviceIds?: readonly string[];
  error?: { code: string; message: string };
}

function lookupColumnTypes(core: CoreName): ColumnTypes {
  const types: ColumnTypes = { inputIndex: int };
  for (const key of LOOKUP_KEYS[core]) types[key] = text;
  return { ...types, serviceId: text, error: text, errorMessage: text };
}

export function lookupTable(core: CoreName, items: readonly object[], results: readonly LookupResultLike[]): ColumnTable {
  const types = lookupColumnTypes(core);
  const keys: readonly string[] = LOOKUP_KEYS[core];
  const columns: Record<string, unknown[]> = Object.fromEntries(Object.keys(types).map((name) => [name, []]));
  const addRow = (index: number, item: object, serviceId: string | null, result: LookupResultLike) => {
    columns.inputIndex.push(index);
    for (const key of keys) {
      const value: unknown = Reflect.get(item, key);
      columns[key].push(typeof value === "string" ? value : null);
    }
    columns.serviceId.push(serviceId);
    columns.error.push(result.error?.code ?? null);
    columns.errorMessage.push(result.error?.message ?? null);
  };
  results.forEach((result, index) => {
    // The request's own item is the truth for the echo; the server's `input` is a fallback.
    const item = items[index] ?? result.input ?? {};
    const ids = result.serviceIds ?? [];
    if (ids.length === 0) addRow(index, item, null, result);
    else for (const id of ids) addRow(index, item, id, result);
  });
  return setColumnTypes(corebookTable(columns, Object.keys(types)), types);
}
