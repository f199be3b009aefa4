// The in-memory DuckDB instance of the Parquet export: one per process, created at the first Parquet export
// and kept. Creating and closing one per export cost about 25 ms of CPU and 40-70 ms of wall time,
// a fifth of what DuckDB's own COPY of a 9,416-record core table takes.
//
// Every export scans its table through the one table function registered with it,
// `corebook_table(id)`: the id names the export's scan in `scans` for as long as the export runs,
// so concurrent exports share the instance and a finished export leaves nothing of its table behind.
import {
  DuckDBTableFunction,
  INTEGER,
  type DuckDBConnection,
  type DuckDBDataChunk,
  type DuckDBInstance,
  type DuckDBTableFunctionBindInfo,
} from "@duckdb/node-api";
import duckdb from "@duckdb/node-bindings";
import { createInstance } from "./instance.js";
import { duckdbType } from "./types.js";
import type { VectorWriter } from "./vector-parts.js";
import type { VectorType } from "./vector-type.js";

/** One export's side of the table function: its columns, and a chunk of rows per call. */
export interface TableScan {
  /** The columns in order, each with the writer that fills its vectors. */
  readonly columns: readonly { name: string; type: VectorType; writer: VectorWriter }[];
  readonly rows: number;
  /**
   * Prepares every column's writer with the next chunk's values and returns its row count (0 at
   * the end); throws when a value does not fit, before any vector holds part of the chunk.
   */
  prepareChunk(): number;
}

/** DuckDB's chunk size: the table function fills at most this many rows per call. */
export const SCAN_CHUNK_ROWS = 2048;

function bindScan(scan: TableScan, info: DuckDBTableFunctionBindInfo): void {
  for (const column of scan.columns) info.addResultColumn(column.name, duckdbType(column.type));
  info.setCardinality(scan.rows, true);
}

function fillChunk(scan: TableScan, output: DuckDBDataChunk): void {
  const count = scan.prepareChunk();
  output.rowCount = count;
  if (count === 0) return;
  const columns = scan.columns;
  for (let c = 0; c < columns.length; c++) columns[c].writer.commit(duckdb.data_chunk_get_vector(output.chunk, c));
}

const scans = new Map<number, TableScan>();
let nextId = 0;
let engine: Promise<DuckDBInstance> | undefined;

async function createEngine(): Promise<DuckDBInstance> {
  const instance = await createInstance(":memory:");
  const con = await instance.connect();
  try {
    // The scan is one JavaScript thread filling one chunk at a time, so DuckDB's other threads had
    // nothing to take over and only handed work back and forth: with one thread, a Parquet export
    // of 9,416 BiomedCore records took 212-220 ms against 233-234 (alternating processes, 9
    // exports each), five in a row raised RSS by 52-53 MB against 57-72, and 300,000 generated
    // rows took 776-803 ms against 788-858.
    await con.run("SET threads = 1");
    // DuckDB's allocator keeps what an export frees for the next one unless a single release
    // passes this threshold (512 MB by default, which an export of a core table never does), so
    // each export left RSS higher until a kernel held ~90 MB more after twenty 9,416-record
    // exports (380 against 290 MB). At 4 MB what the COPY frees at its end goes back to the
    // system: RSS over five exports rose 11-35 MB against 54-61, for ~10% more time per export
    // (the next one faults its pages in again); 300,000-row exports took the same time. 8 MB and
    // `allocator_flush_threshold` (any value) made no difference.
    await con.run("SET allocator_bulk_deallocation_flush_threshold = '4MB'");
    con.registerTableFunction(
      DuckDBTableFunction.create({
        name: "corebook_table",
        parameterTypes: [INTEGER],
        bindFunction: (info) => {
          const scan = scans.get(Number(info.getParameter(0)));
          if (!scan) throw new Error("corebook_table: no export with this id is running");
          info.setBindData(scan);
          bindScan(scan, info);
        },
        initFunction: () => {},
        mainFunction: (info, output) => fillChunk(info.bindData as TableScan, output),
      }),
    );
  } finally {
    con.closeSync();
  }
  return instance;
}

/**
 * Runs `use` with a connection on which `corebook_table(<id>)` scans through `scan`; the SQL to
 * name it is passed in. The scan is forgotten when `use` settles.
 */
export async function withTableScan<T>(scan: TableScan, use: (con: DuckDBConnection, source: string) => Promise<T>): Promise<T> {
  engine ??= createEngine().catch((error: unknown) => {
    engine = undefined;
    throw error;
  });
  const instance = await engine;
  const id = nextId++;
  scans.set(id, scan);
  const con = await instance.connect();
  try {
    return await use(con, `corebook_table(${id})`);
  } finally {
    con.closeSync();
    scans.delete(id);
  }
}
