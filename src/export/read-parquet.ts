// Parquet back into a table with hyparquet (pure JS; hyparquet-compressors adds ZSTD). Types come
// from the corebook schema stored in the file's key-value metadata; for other files they are
// inferred from the values hyparquet decodes (int64 arrives as bigint and becomes a number).
import type { ColumnTable } from "arquero";
import { parquetMetadata, parquetReadObjects, parquetSchema } from "hyparquet";
import { compressors } from "hyparquet-compressors";
import { buildTable } from "./build-table.js";
import { fromStored } from "./convert-values.js";
import { inferColumnTypes } from "./infer-types.js";
import { parseSchema, SCHEMA_METADATA_KEY } from "./schema-description.js";
import { PROVENANCE_METADATA_KEY, restoreProvenance } from "./provenance-metadata.js";
import { ABSENT_KEYS_METADATA_KEY, restoreAbsentKeys } from "./absent-keys.js";

export async function readParquetBytes(bytes: Uint8Array): Promise<ColumnTable> {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  const metadata = parquetMetadata(buffer);
  const names = parquetSchema(metadata).children.map((child) => child.element.name);
  const stored = parseSchema(metadata.key_value_metadata?.find((kv) => kv.key === SCHEMA_METADATA_KEY)?.value);
  const rows = await parquetReadObjects({ file: buffer, metadata, compressors });
  const raw = names.map((name) => rows.map((row) => row[name] ?? null));
  const bigintsAsNumbers = raw.map((values) => values.map((v) => (typeof v === "bigint" ? Number(v) : v)));
  const useStored = stored && stored.names.length === names.length && stored.names.every((n, i) => n === names[i]);
  const types = useStored ? stored.types : inferColumnTypes(Object.fromEntries(names.map((name, c) => [name, bigintsAsNumbers[c]])), false);
  const columns = names.map((name, c) => raw[c].map((value) => fromStored(value, types[name])));
  const entry = (key: string) => metadata.key_value_metadata?.find((kv) => kv.key === key)?.value;
  return restoreProvenance(
    restoreAbsentKeys(buildTable(names, columns, types), types, entry(ABSENT_KEYS_METADATA_KEY)),
    entry(PROVENANCE_METADATA_KEY),
  );
}
