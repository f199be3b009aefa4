import {
  arrowSlice,
  slices
} from "./chunk-TJLPU5VE.js";
import {
  SCHEMA_METADATA_KEY,
  describeSchema
} from "./chunk-RKNXXKNZ.js";
import "./chunk-QNJ3X5SK.js";
import "./chunk-LWM6EHWR.js";
import "./chunk-CTKS2RRK.js";
import "./chunk-VNTWYCCD.js";

// src/export/write-parquet.ts
import { tableToIPC } from "@uwdata/flechette";
import { open, writeFile } from "node:fs/promises";
import { Table as WasmTable, transformParquetStream, writeParquet } from "parquet-wasm";

// src/export/parquet-properties.ts
import { Compression, Encoding, WriterPropertiesBuilder } from "parquet-wasm";
var DICTIONARY_MAX_DISTINCT_SHARE = 0.25;
function textRepeats(table, name, sampleRows) {
  const column = table.column(name);
  const rows = table.indices();
  const seen = /* @__PURE__ */ new Set();
  let count = 0;
  for (let i = 0; i < Math.min(rows.length, sampleRows); i++) {
    const value = column.at(rows[i]);
    if (value === null || value === void 0) continue;
    count++;
    seen.add(typeof value === "object" ? {} : value);
  }
  return count > 0 && seen.size <= count * DICTIONARY_MAX_DISTINCT_SHARE;
}
function leafEncoding(type) {
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
      return void 0;
  }
}
function writerProperties(table, types, opts) {
  let builder = new WriterPropertiesBuilder().setCompression(opts.compression === "snappy" ? Compression.SNAPPY : Compression.ZSTD).setMaxRowGroupSize(opts.batchRows).setCreatedBy("corebook").setKeyValueMetadata(new Map([...Object.entries(opts.keyValueMetadata), [SCHEMA_METADATA_KEY, describeSchema(types)]]));
  for (const [name, type] of Object.entries(types)) {
    const encoding = leafEncoding(type);
    if (encoding === void 0) continue;
    const text = type.kind === "string" || type.kind === "json";
    if (text && textRepeats(table, name, opts.batchRows)) continue;
    builder = builder.setColumnDictionaryEnabled(name, false).setColumnEncoding(name, encoding);
  }
  return builder.build();
}

// src/export/write-parquet.ts
function wasmTable(table, types, rows, start, end) {
  return WasmTable.fromIPCStream(tableToIPC(arrowSlice(table, types, rows, start, end), { format: "stream" }));
}
async function writeParquetFile(table, types, path, opts) {
  const rows = table.indices();
  if (rows.length === 0) {
    const empty = wasmTable(table, types, rows, 0, 0);
    await writeFile(path, writeParquet(empty, writerProperties(table, types, opts)));
    return;
  }
  const pending = slices(rows.length, opts.batchRows);
  let failure;
  const batches = new ReadableStream({
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
    }
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
export {
  writeParquetFile
};
