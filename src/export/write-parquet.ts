// Parquet through DuckDB's own writer: the table is offered to DuckDB as a table function that
// fills one chunk of rows per call (duckdb/table-scan.ts, duckdb/vectors.ts), and `COPY (SELECT * FROM it) TO` encodes
// and compresses it natively, row group by row group. Nothing is copied whole: DuckDB holds the
// row group it is writing, we hold nothing but the chunk buffers, reused from chunk to chunk and
// from one export to the next (duckdb/writer-pool.ts).
//
// DuckDB picks each column's encoding from its values. By default it writes data pages V1 with
// PLAIN and dictionary encodings only, which every engine reads. On request ("compact") it writes
// PARQUET_VERSION V2: dictionary for text that repeats, DELTA_BINARY_PACKED for integers and
// dates, BYTE_STREAM_SPLIT for floats, DELTA_LENGTH_BYTE_ARRAY for other text. DuckDB offers no
// switch for one encoding alone, and Spark's vectorized reader before 4.1 refuses BYTE_STREAM_SPLIT
// (fastparquet refuses DELTA_LENGTH_BYTE_ARRAY), so V2 cannot be the default.
import type { ColumnTable } from "arquero";
import { kvMetadataOption, sqlText } from "../duckdb/index.js";
import { SCAN_CHUNK_ROWS as CHUNK_ROWS, type ColumnInput, withTableScan, WriterPool } from "../duckdb/native.js";
import { columnStorage } from "../tables/index.js";
import { toArrowValue } from "./convert-values.js";
import type { ExportType, ExportTypes } from "./export-types.js";
import { heldArray } from "./held-values.js";
import { describeSchema, SCHEMA_METADATA_KEY } from "./schema-description.js";

interface ParquetWriteOptions {
  batchRows: number;
  compression: "zstd" | "snappy";
  encodings: "portable" | "compact";
  keyValueMetadata: Record<string, string>;
  /** Text through raw pointers (default: when the loaded DuckDB is the verified one) or per value. */
  rawPointers?: boolean;
}

/** The column writers kept between exports; what they do not take inline, toArrowValue converts or refuses. */
export const parquetWriters = new WriterPool((value, type) => toArrowValue(value, type as ExportType, ""));

/** The first value of rows [start, end) of a column that does not fit its type, as its precise error. */
function misfitError(table: ColumnTable, types: ExportTypes, start: number, end: number): unknown {
  for (const name of table.columnNames()) {
    const get = table.getter(name);
    for (let i = start; i < end; i++) {
      try {
        toArrowValue(get(i), types[name], `"${name}" row ${i}`);
      } catch (error) {
        return error;
      }
    }
  }
  return undefined;
}

/**
 * A column read in place, row i its cell i: a compact column's storage (day dates as numbers,
 * codes, a flat run of lists) or an Array. Null when the table is filtered or ordered (its rows are
 * not the column's) or the column is some other kind: then its cells are gathered through Arquero.
 */
function inPlace(table: ColumnTable, name: string): ColumnInput | null {
  if (table.isFiltered() || table.isOrdered()) return null;
  const values = heldArray(table, name);
  return values ? { form: "values", values } : columnStorage(table.column(name));
}

export async function writeParquetFile(table: ColumnTable, types: ExportTypes, path: string, opts: ParquetWriteOptions): Promise<void> {
  const names = table.columnNames();
  const getters = names.map((name) => table.getter(name));
  const direct = names.map((name) => inPlace(table, name));
  const gathered = names.map((_, c): unknown[] => (direct[c] ? [] : new Array(CHUNK_ROWS).fill(null)));
  const gatheredInputs = gathered.map((values): ColumnInput => ({ form: "values", values }));
  const writers = names.map((name) => parquetWriters.take(types[name], opts.rawPointers));
  const rows = table.numRows();
  let next = 0;
  // An error thrown in the scan reaches us as DuckDB's message; keep the original to rethrow it.
  let failure: unknown;

  const scan = {
    columns: names.map((name, c) => ({ name, type: types[name], writer: writers[c] })),
    rows,
    prepareChunk() {
      // Chunks never straddle a row group, so row groups hold exactly batchRows rows.
      const count = Math.min(CHUNK_ROWS, rows - next, opts.batchRows - (next % opts.batchRows));
      if (count === 0) return 0;
      // Every column is prepared before any is committed: a misfit fails the chunk before DuckDB
      // holds half of it.
      try {
        for (let c = 0; c < names.length; c++) {
          const input = direct[c];
          if (input) {
            writers[c].prepare(input, next, count);
            continue;
          }
          const values = gathered[c];
          const get = getters[c];
          for (let i = 0; i < count; i++) values[i] = get(next + i);
          writers[c].prepare(gatheredInputs[c], 0, count);
        }
      } catch (error) {
        // The writers do not track positions; find the misfit again with its position.
        failure = misfitError(table, types, next, next + count) ?? error;
        throw failure;
      }
      next += count;
      return count;
    },
  };

  const metadata = { ...opts.keyValueMetadata, [SCHEMA_METADATA_KEY]: describeSchema(types) };
  try {
    await withTableScan(scan, async (con, source) => {
      try {
        await con.run(`COPY (SELECT * FROM ${source}) TO ${sqlText(path)} (FORMAT parquet,
        COMPRESSION ${opts.compression}, PARQUET_VERSION ${opts.encodings === "compact" ? "V2" : "V1"}, ROW_GROUP_SIZE ${opts.batchRows},
        KV_METADATA ${kvMetadataOption(metadata)})`);
      } catch (error) {
        throw failure ?? error;
      }
    });
  } finally {
    // The scan is forgotten and the COPY over: DuckDB calls fill no more.
    for (let c = 0; c < names.length; c++) parquetWriters.giveBack(types[names[c]], opts.rawPointers, writers[c]);
  }
}
