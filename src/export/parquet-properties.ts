// Parquet writer settings per column, chosen from the column type (and for text, from how often
// values repeat), because parquet-wasm's defaults (dictionary for every column, PLAIN fallback)
// were both slow and large on typical service tables. Measured on bench/export-parquet.mjs:
//   - floats: BYTE_STREAM_SPLIT groups the bytes of each position, so zstd finds the repeats.
//   - integers, day dates, timestamps: DELTA_BINARY_PACKED (ids, counts and dates that move in
//     small steps shrink to a few bits each).
//   - text: dictionary when values repeat (phases, statuses, types); otherwise DELTA_BYTE_ARRAY,
//     which stores shared prefixes once (service ids, titles). A dictionary on unique text is
//     built, overflows its page limit and is thrown away, which costs time and leaves larger files.
// Nested positions (inside lists and structs) cannot be addressed by parquet-wasm's per-column
// settings (it takes a single path part), so they keep the global default: dictionary on.
// Every reader we care about (DuckDB, pyarrow, hyparquet) reads all of these encodings.
import type { ColumnTable } from "arquero";
import { Compression, Encoding, WriterPropertiesBuilder, type WriterProperties } from "parquet-wasm";
import type { ExportType, ExportTypes } from "./export-types.js";
import { describeSchema, SCHEMA_METADATA_KEY } from "./schema-description.js";

export interface ParquetWriteOptions {
  batchRows: number;
  compression: "zstd" | "snappy";
  keyValueMetadata: Record<string, string>;
}

/** Text repeats enough for a dictionary when distinct values are at most this share of the values. */
const DICTIONARY_MAX_DISTINCT_SHARE = 0.25;

/** Whether the text of a column repeats, judged on its first `sampleRows` rows. */
export function textRepeats(table: ColumnTable, name: string, sampleRows: number): boolean {
  const column = table.column(name)!;
  const rows = table.indices();
  const seen = new Set<unknown>();
  let count = 0;
  for (let i = 0; i < Math.min(rows.length, sampleRows); i++) {
    const value = column.at(rows[i]);
    if (value === null || value === undefined) continue;
    count++;
    // JSON values are objects here; their identity is no measure of repetition, so only
    // primitives count and a column of objects gets no dictionary.
    seen.add(typeof value === "object" ? {} : value);
  }
  return count > 0 && seen.size <= count * DICTIONARY_MAX_DISTINCT_SHARE;
}

function leafEncoding(type: ExportType): Encoding | undefined {
  switch (type.kind) {
    case "float":
      return Encoding.BYTE_STREAM_SPLIT;
    case "integer":
    case "date":
    case "timestamp":
      return Encoding.DELTA_BINARY_PACKED;
    case "string":
    case "json":
      return Encoding.DELTA_BYTE_ARRAY;
    default:
      return undefined;
  }
}

export function writerProperties(table: ColumnTable, types: ExportTypes, opts: ParquetWriteOptions): WriterProperties {
  let builder = new WriterPropertiesBuilder()
    .setCompression(opts.compression === "snappy" ? Compression.SNAPPY : Compression.ZSTD)
    .setMaxRowGroupSize(opts.batchRows)
    .setCreatedBy("corebook")
    .setKeyValueMetadata(new Map([...Object.entries(opts.keyValueMetadata), [SCHEMA_METADATA_KEY, describeSchema(types)]]));
  for (const [name, type] of Object.entries(types)) {
    const encoding = leafEncoding(type);
    if (encoding === undefined) continue;
    const text = type.kind === "string" || type.kind === "json";
    if (text && textRepeats(table, name, opts.batchRows)) continue;
    builder = builder.setColumnDictionaryEnabled(name, false).setColumnEncoding(name, encoding);
  }
  return builder.build();
}
