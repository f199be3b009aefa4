// Where the Parquet export's time goes, stage by stage (CPU time, so a busy machine distorts it
// less than wall time): type inference, Arrow batch building, IPC serialisation, and the
// parquet-wasm encode under a few writer settings.
//
//   npm run build && node bench/export-parquet-parts.mjs [--rows=1000000] [--batch=65536]
import { tableToIPC } from "@uwdata/flechette";
import * as pw from "parquet-wasm";
import { buildBenchTable } from "./export-parquet-table.mjs";

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=")));
const rows = Number(args.rows ?? 1_000_000);
const batchRows = Number(args.batch ?? 65_536);
const { arrowSlice, slices } = await import("../dist/export/arrow-batches.js");
const { tableExportTypes } = await import("../dist/export/infer-types.js");

const cpu = (f) => {
  const start = process.cpuUsage();
  const value = f();
  const used = process.cpuUsage(start);
  return [value, (used.user + used.system) / 1000];
};

const table = await buildBenchTable(rows);
const [types, inferMs] = cpu(() => tableExportTypes(table));
const order = table.indices();
const [arrows, buildMs] = cpu(() => [...slices(rows, batchRows)].map(([s, e]) => arrowSlice(table, types, order, s, e)));
const [ipcs, ipcMs] = cpu(() => arrows.map((a) => tableToIPC(a, { format: "stream" })));
console.log(JSON.stringify({ rows, batchRows, inferMs, buildMs, ipcMs }));

const settings = {
  default: (b) => b,
  noStats: (b) => b.setStatisticsEnabled(pw.EnabledStatistics.None),
  noDict: (b) => b.setDictionaryEnabled(false),
  snappy: (b) => b.setCompression(pw.Compression.SNAPPY),
  v2: (b) => b.setWriterVersion(pw.WriterVersion.V2),
};
if (!args.noencode) for (const [name, tweak] of Object.entries(settings)) {
  const props = () => tweak(new pw.WriterPropertiesBuilder().setCompression(pw.Compression.ZSTD).setMaxRowGroupSize(batchRows)).build();
  const [bytes, ms] = cpu(() => {
    let total = 0;
    // Each slice written alone: the encode cost without the stream plumbing.
    for (const ipc of ipcs) total += pw.writeParquet(pw.Table.fromIPCStream(ipc), props()).length;
    return total;
  });
  console.log(JSON.stringify({ setting: name, encodeMs: ms, fileMB: bytes / 2 ** 20 }));
}
