// The column types an export writes. They are the tables layer's declared `ColumnType`s plus
// `timestamp`, which only inference produces (a JS Date that is not at UTC midnight), because
// a Date column that is not a day date must not be truncated to one.
import type { ColumnType } from "../tables/index.js";

type TimestampType = { kind: "timestamp" };

export type ExportType =
  | Exclude<ColumnType, { kind: "list" } | { kind: "struct" }>
  | TimestampType
  | { kind: "list"; of: ExportType }
  | { kind: "struct"; fields: Record<string, ExportType> };

export type ExportTypes = Record<string, ExportType>;

export const EXPORT_FORMATS = ["csv", "parquet", "arrow", "jsonl"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Options of `exportTable`; each applies to the formats it names. */
export interface ExportOptions {
  /** Rows per Arrow record batch / Parquet row group (default 65536). */
  batchRows?: number;
  /** Parquet compression (default "zstd"). */
  compression?: "zstd" | "snappy";
  /**
   * Parquet encodings (default "portable"). "portable": data pages V1 with PLAIN and dictionary
   * encodings, which every Parquet reader takes (Spark 3.x, fastparquet, Hive, older Arrow).
   * "compact": DuckDB's PARQUET_VERSION V2 (DELTA_BINARY_PACKED integers and dates,
   * DELTA_LENGTH_BYTE_ARRAY text, BYTE_STREAM_SPLIT floats): smaller files, but Spark's vectorized
   * reader before 4.1 refuses BYTE_STREAM_SPLIT and fastparquet refuses DELTA_LENGTH_BYTE_ARRAY.
   */
  parquetEncodings?: "portable" | "compact";
  /** CSV line ending (default "\r\n", as RFC 4180 says; DuckDB, pandas and Excel read both). */
  newline?: "\r\n" | "\n";
  /**
   * CSV and JSON Lines carry no types: write `<path>.schema.json` next to the file so `readTable`
   * restores the exact column types (default true). Without it, `readTable` infers types from text.
   */
  schemaSidecar?: boolean;
  /**
   * Parquet only: extra key-value metadata written into the file footer (for example the
   * table's provenance), readable with DuckDB's `parquet_kv_metadata()` or pyarrow's
   * `schema.metadata`. The key "corebook:schema" is reserved for the column types.
   */
  keyValueMetadata?: Record<string, string>;
}

/** Options of `readTable`. */
export interface ReadOptions {
  /** Use `<path>.schema.json` when present and it names the same columns (default true). */
  schemaSidecar?: boolean;
}
