// The DuckDB instance of the Parquet export: one per process, created at the first Parquet export
// and kept. Creating and closing one per export cost about 25 ms of CPU and 40-70 ms of wall time,
// a fifth of what DuckDB's own COPY of a 9,416-record core table takes.
//
// Every export scans its table through the one table function registered with it,
// `corebook_table(id)`: the id names the export's scan in `scans` for as long as the export runs,
// so concurrent exports share the instance and a finished export leaves nothing of its table behind.
import { DuckDBTableFunction, INTEGER, type DuckDBConnection, type DuckDBInstance } from "@duckdb/node-api";
import type { DuckDBDataChunk } from "@duckdb/node-api";
import type { DuckDBTableFunctionBindInfo } from "@duckdb/node-api";
import { createInstance } from "./duckdb-instance.js";

/** One export's side of the table function: its columns, and a chunk of rows per call. */
interface TableScan {
  bind(info: DuckDBTableFunctionBindInfo): void;
  fill(output: DuckDBDataChunk): void;
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
          scan.bind(info);
        },
        initFunction: () => {},
        mainFunction: (info, output) => (info.bindData as TableScan).fill(output),
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
