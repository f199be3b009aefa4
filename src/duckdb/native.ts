// DuckDB's floor, heavy half: importing this loads DuckDB's library (its native binding). Only
// modules that are themselves loaded on first use import it; everything else uses index.ts.
export { duckdbType } from "./types.js";
export { vectorWriter } from "./vectors.js";
export type { VectorWriter } from "./vector-parts.js";
export type { ColumnInput } from "./column-input.js";
export { rawPointersAllowed, rawPointersVerified, VERIFIED_DUCKDB_LIBRARY } from "./text-vector.js";
export { SCAN_CHUNK_ROWS, withTableScan, type TableScan } from "./table-scan.js";
export { WriterPool } from "./writer-pool.js";
