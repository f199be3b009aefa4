import {
  buildTable
} from "./chunk-GBAG7RWB.js";
import "./chunk-DXTUKQIR.js";
import {
  PROVENANCE_METADATA_KEY,
  restoreProvenance
} from "./chunk-Z5A3ZSTQ.js";
import "./chunk-XFNLBLKI.js";
import {
  SCHEMA_METADATA_KEY,
  parseSchema
} from "./chunk-RKNXXKNZ.js";
import {
  fromStored,
  inferColumnTypes
} from "./chunk-QNJ3X5SK.js";
import "./chunk-LWM6EHWR.js";
import "./chunk-CTKS2RRK.js";
import "./chunk-VNTWYCCD.js";

// src/export/read-parquet.ts
import { parquetMetadata, parquetReadObjects, parquetSchema } from "hyparquet";
import { compressors } from "hyparquet-compressors";
async function readParquetBytes(bytes) {
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  const metadata = parquetMetadata(buffer);
  const names = parquetSchema(metadata).children.map((child) => child.element.name);
  const stored = parseSchema(metadata.key_value_metadata?.find((kv) => kv.key === SCHEMA_METADATA_KEY)?.value);
  const rows = await parquetReadObjects({ file: buffer, metadata, compressors });
  const raw = names.map((name) => rows.map((row) => row[name] ?? null));
  const bigintsAsNumbers = raw.map((values) => values.map((v) => typeof v === "bigint" ? Number(v) : v));
  const useStored = stored && stored.names.length === names.length && stored.names.every((n, i) => n === names[i]);
  const types = useStored ? stored.types : inferColumnTypes(Object.fromEntries(names.map((name, c) => [name, bigintsAsNumbers[c]])), false);
  const columns = names.map((name, c) => raw[c].map((value) => fromStored(value, types[name])));
  return restoreProvenance(buildTable(names, columns, types), metadata.key_value_metadata?.find((kv) => kv.key === PROVENANCE_METADATA_KEY)?.value);
}
export {
  readParquetBytes
};
