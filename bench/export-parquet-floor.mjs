// Bench: the least work any Parquet writer in JavaScript would do on a real core table, against
// DuckDB's COPY of the same rows held in DuckDB (the baseline of export-real.mjs, target 1.5x).
//
//   npm run build && node bench/export-parquet-floor.mjs [--records 9416] [--rounds 7]
//
// Issue 27 asks for Parquet within 1.5x of DuckDB's COPY. Our export hands the rows to DuckDB's
// writer; the alternative is a writer of our own. Whatever it does about pages, levels and
// compression, it must at least read every value out of the table and write every text's bytes,
// so two floors are timed on the same table, in the same process, alternating with the others:
//   visit    every value of every column read through the table's getters, lists and structs walked
//   encode   visit, plus every text written as UTF-8 into one buffer (Buffer#write, Node's fast path)
//   gzip     encode, plus those bytes compressed by node:zlib at level 1 (a codec every engine reads)
//   brotli   encode, plus those bytes compressed by node:zlib's Brotli at quality 0
//   corebook exportTable(t, "x.parquet") as it is
//   duckdb   COPY held TO 'x.parquet' (FORMAT parquet, COMPRESSION zstd), DuckDB's default threads
// Medians of ROUNDS rounds (each side once per round, order rotated); wall and CPU time. Writes
// bench/results/export-parquet-floor.json with the load average.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, constants, deflateRawSync } from "node:zlib";
import { numberArg, root } from "./support/load-ts.mjs";
import { realRecordsFile, realTable } from "./support/real-biomedcore.mjs";
import { median } from "./support/median.mjs";
import { collectAndSettle } from "./support/thread-cpu.mjs";
import { visitValues } from "./support/visit-values.mjs";

const RECORDS = numberArg("records", 9416);
const ROUNDS = numberArg("rounds", 7);

const table = await realTable(await realRecordsFile(RECORDS));
const { writeExport } = await import(join(root, "dist/export/index.js"));
const dir = mkdtempSync(join(tmpdir(), "corebook-bench-floor-"));
const heldFile = join(dir, "held.parquet");
await writeExport(table, heldFile);
const { DuckDBInstance } = await import("@duckdb/node-api");
const db = await DuckDBInstance.create(":memory:");
const con = await db.connect();
await con.run(`CREATE TABLE held AS SELECT * FROM read_parquet('${heldFile}')`);

const walk = (text) => visitValues(table, text);

let buffer = Buffer.allocUnsafe(32 << 20);
let bytes = 0;
let counts = [0, 0];
const compressed = { gzip: 0, brotli: 0 };
const sides = {
  visit: async () => {
    counts = walk(() => {});
  },
  encode: async () => {
    let offset = 0;
    walk((s) => {
      // Room for the worst case (3 bytes per UTF-16 unit), grown as a real writer would.
      if (offset + s.length * 3 > buffer.length) {
        const next = Buffer.allocUnsafe(buffer.length * 2);
        buffer.copy(next, 0, 0, offset);
        buffer = next;
      }
      offset += buffer.write(s, offset, "utf8");
    });
    bytes = offset;
  },
  // The codecs a writer of ours could call natively on Node 20: gzip (every engine reads it) at
  // its fastest level, and Brotli at its fastest (Spark reads it only with an extra codec).
  gzip: async () => {
    await sides.encode();
    compressed.gzip = deflateRawSync(buffer.subarray(0, bytes), { level: 1 }).length;
  },
  brotli: async () => {
    await sides.encode();
    compressed.brotli = brotliCompressSync(buffer.subarray(0, bytes), { params: { [constants.BROTLI_PARAM_QUALITY]: 0 } }).length;
  },
  corebook: () => writeExport(table, join(dir, "corebook.parquet")),
  duckdb: () => con.run(`COPY held TO '${join(dir, "duckdb.parquet")}' (FORMAT parquet, COMPRESSION zstd)`),
};

const names = Object.keys(sides);
for (const name of names) await sides[name](); // warm-up
const times = Object.fromEntries(names.map((n) => [n, { ms: [], cpuMs: [] }]));
const load = [loadavg()[0]];
for (let r = 0; r < ROUNDS; r++) {
  for (let k = 0; k < names.length; k++) {
    const name = names[(k + r) % names.length];
    await collectAndSettle(500);
    const cpu = process.cpuUsage();
    const start = performance.now();
    await sides[name]();
    times[name].ms.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    times[name].cpuMs.push((used.user + used.system) / 1000);
  }
  load.push(loadavg()[0]);
}
con.closeSync();
db.closeSync();
rmSync(dir, { recursive: true, force: true });

const baseline = median(times.duckdb.ms);
const results = Object.fromEntries(
  names.map((n) => [
    n,
    {
      medianMs: Math.round(median(times[n].ms) * 10) / 10,
      medianCpuMs: Math.round(median(times[n].cpuMs) * 10) / 10,
      ratioToDuckdb: Math.round((median(times[n].ms) / baseline) * 100) / 100,
      ms: times[n].ms.map((x) => Math.round(x * 10) / 10),
    },
  ]),
);
const result = {
  bench: "export-parquet-floor",
  date: new Date().toISOString(),
  node: process.version,
  table: {
    core: "biomedcore",
    rows: table.numRows(),
    columns: table.numCols(),
    texts: counts[0],
    otherValues: counts[1],
    textBytes: bytes,
    gzipBytes: compressed.gzip,
    brotliBytes: compressed.brotli,
  },
  rounds: ROUNDS,
  loadAverage1m: { min: Math.min(...load), max: Math.max(...load) },
  target: "corebook <= 1.5 x duckdb",
  results,
};
mkdirSync(join(root, "bench", "results"), { recursive: true });
writeFileSync(join(root, "bench", "results", "export-parquet-floor.json"), `${JSON.stringify(result, null, 2)}\n`);
for (const n of names)
  console.log(`${n.padEnd(9)} ${results[n].medianMs} ms (cpu ${results[n].medianCpuMs}) ${results[n].ratioToDuckdb}x duckdb`);
console.log(`table: ${counts[0]} texts (${bytes} bytes), ${counts[1]} other values; load ${load.map((x) => x.toFixed(1)).join(" ")}`);
