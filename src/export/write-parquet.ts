// Parquet through parquet-wasm, streamed: each slice of rows becomes an Arrow record batch (built
// with explicit types), goes into wasm memory, and leaves as one row group, so memory holds one
// slice at a time plus the compressed output in flight, never whole copies of the table.
// parquet-wasm's Node build (its "node" export condition) loads its .wasm synchronously with
// readFileSync at module load; it works under both `import` and `require`.
import type { ColumnTable } from "arquero";
import { tableToIPC } from "@uwdata/flechette";
import { open, writeFile } from "node:fs/promises";
import { Table as WasmTable, transformParquetStream, writeParquet, type RecordBatch } from "parquet-wasm";
import { arrowSlice, slices } from "./arrow-batches.js";
import type { ExportTypes } from "./export-types.js";
import { writerProperties, type ParquetWriteOptions } from "./parquet-properties.js";

function wasmTable(table: ColumnTable, types: ExportTypes, rows: ArrayLike<number>, start: number, end: number): WasmTable {
  return WasmTable.fromIPCStream(tableToIPC(arrowSlice(table, types, rows, start, end), { format: "stream" })!);
}

export async function writeParquetFile(
  table: ColumnTable, types: ExportTypes, path: string, opts: ParquetWriteOptions,
): Promise<void> {
  const rows = table.indices();
  if (rows.length === 0) {
    // A stream of no batches carries no schema; an empty table is written whole instead.
    const empty = wasmTable(table, types, rows, 0, 0);
    await writeFile(path, writeParquet(empty, writerProperties(table, types, opts)));
    return;
  }
  const pending = slices(rows.length, opts.batchRows);
  // An error thrown while building a batch reaches us from wasm as "Dyn casting error"; keep the
  // original to rethrow it.
  let failure: unknown;
  const batches = new ReadableStream<RecordBatch>({
    // Pull-driven with no buffering ahead: a slice is built only when the writer asks for it.
    pull(controller) {
      try {
        const next = pending.next();
        if (next.done) {
          controller.close();
          return;
        }
        const [start, end] = next.value;
        for (const batch of wasmTable(table, types, rows, start, end).recordBatches()) controller.enqueue(batch);
      } catch (error) {
        failure = error;
        throw error;
      }
    },
  }, { highWaterMark: 0 });
  const file = await open(path, "w");
  try {
    const output = await transformParquetStream(batches, writerProperties(table, types, opts));
    const reader = output.getReader();
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      if (!(part.value instanceof Uint8Array)) throw new Error("parquet-wasm: the Parquet stream gave a chunk that is not bytes");
      await file.write(part.value);
    }
  } catch (error) {
    throw failure ?? error;
  } finally {
    await file.close();
  }
}
