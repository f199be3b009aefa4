// DuckDB's floor, light half: what a module may import without loading DuckDB. Types, SQL text and
// an instance opener that loads the library on first call. The heavy half (vector writers, the
// table scan, the guarded text fast path) is native.ts, imported only by modules that are
// themselves loaded on first use (export/write-parquet.ts).
import type { DuckDBInstance } from "@duckdb/node-api";

export type { DuckDBConnection, DuckDBInstance, DuckDBResultReader, DuckDBType } from "@duckdb/node-api";
export { kvMetadataOption, sqlText } from "./sql-text.js";
export type { ValueConverter, VectorType } from "./vector-type.js";

/**
 * A DuckDB instance on `path` (a file or ":memory:"), no extension autoloading; `options` adds
 * settings, e.g. `access_mode: "READ_ONLY"`. The library loads at the first call, not at import.
 */
export async function openInstance(path: string, options: Record<string, string> = {}): Promise<DuckDBInstance> {
  return (await import("./instance.js")).createInstance(path, options);
}
