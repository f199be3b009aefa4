// Arrow IPC (file or stream) back into a table through flechette's columns, which handles
// per-batch dictionaries correctly (aq.fromArrow mis-decodes dictionaries that change between batches).
import type { ColumnTable } from "arquero";
import { tableFromIPC } from "@uwdata/flechette";
import { buildTable } from "./build-table.js";
import { fromStored } from "./convert-values.js";
import { inferColumnTypes } from "./infer-types.js";
import { parseSchema, SCHEMA_METADATA_KEY } from "./schema-description.js";
import { PROVENANCE_METADATA_KEY, restoreProvenance } from "./provenance-metadata.js";
import { ABSENT_KEYS_METADATA_KEY, restoreAbsentKeys } from "./absent-keys.js";

export function readArrowBytes(bytes: Uint8Array): ColumnTable {
  const arrow = tableFromIPC(bytes, { useDate: true });
  const names = arrow.schema.fields.map((field) => field.name);
  const stored = parseSchema(arrow.schema.metadata?.get(SCHEMA_METADATA_KEY));
  const raw = names.map((_, i) => Array.from(arrow.children[i].toArray() as ArrayLike<unknown>));
  const useStored = stored && stored.names.length === names.length && stored.names.every((n, i) => n === names[i]);
  const types = useStored ? stored.types : inferColumnTypes(Object.fromEntries(names.map((name, c) => [name, raw[c]])), false);
  const columns = names.map((name, c) => raw[c].map((value) => fromStored(value, types[name])));
  const table = restoreAbsentKeys(buildTable(names, columns, types), types, arrow.schema.metadata?.get(ABSENT_KEYS_METADATA_KEY));
  return restoreProvenance(table, arrow.schema.metadata?.get(PROVENANCE_METADATA_KEY));
}
