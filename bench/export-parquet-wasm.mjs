// Bench: the other Parquet route issue 47 names, from the Arrow columns through an Arrow-native
// writer (arrow-rs compiled to wasm, the `parquet-wasm` package), against DuckDB's COPY of the same
// rows held in DuckDB (the baseline of the Parquet targets).
//
//   npm run build && node bench/export-parquet-wasm.mjs [--table=flat|real] [--rows=1000000] [--rounds=5]
//
// --table=flat is export-parquet.mjs's 1M-row table (--rows sets its size), --table=real the 9,416
// BiomedCore records of export-real.mjs. Sides, each in a fresh process, alternating over ROUNDS:
//   wasm          our own Arrow export of the table (arrowCpuMs), then, from the same batches as an
//                 IPC stream, parquet-wasm's read of the stream and its Parquet write with the
//                 settings of ours (zstd, V1 pages, dictionaries) and the file written (wasmCpuMs).
//                 The route costs both; the write alone is a floor of it.
//   duckdb-held   DuckDB `COPY held TO` with zstd and its default threads, `held` loaded from
//                 corebook's own Parquet of the same table.
// Each step is run once untimed (a later export, as export-real.mjs times them), then timed from a
// collected, settled heap; CPU time of the whole process. The two files are
// compared row for row in DuckDB (EXCEPT ALL both ways), so the ratio compares equal work.
// Writes bench/results/export-parquet-wasm-<table>.json with the load average.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { buildBenchTable } from "./export-parquet-table.mjs";
import { median } from "./support/median.mjs";
import { realRecordsFile, realTable } from "./support/real-biomedcore.mjs";
import { collectAndSettle, processCpuMs as cpuMs } from "./support/thread-cpu.mjs";

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=")));
const kind = args.table ?? "flat";
const rows = Number(args.rows ?? 1_000_000);
const ROUNDS = Number(args.rounds ?? 5);
const SIDES = ["wasm", "duckdb-held"];

async function theTable() {
  return kind === "real" ? realTable(await realRecordsFile(9416)) : buildBenchTable(rows);
}

async function child(side, out) {
  const { writeExport } = await import("../dist/export/index.js");
  const table = await theTable();
  if (side === "wasm") {
    const pw = createRequire(import.meta.url)("parquet-wasm/node");
    const { tableFromIPC, tableToIPC } = await import("@uwdata/flechette");
    const props = () =>
      new pw.WriterPropertiesBuilder()
        .setWriterVersion(pw.WriterVersion.V1)
        .setCompression(pw.Compression.ZSTD)
        .setDictionaryEnabled(true)
        .setMaxRowGroupSize(122_880)
        .build();
    /** Our Arrow file at `path` as the IPC stream parquet-wasm reads (the same batches; untimed: a route would build the stream in place of the file). */
    const streamOf = (path) => tableToIPC(tableFromIPC(readFileSync(path)), { format: "stream" });
    const parquetOf = (stream) => pw.writeParquet(pw.Table.fromIPCStream(stream), props());
    // Each step run once untimed (the table's layout worked out, the compilers warm, the wasm compiled).
    await writeExport(table, `${out}.warm.arrow`);
    parquetOf(streamOf(`${out}.warm.arrow`));
    await collectAndSettle();
    let start = cpuMs();
    await writeExport(table, `${out}.arrow`);
    const arrowCpuMs = cpuMs() - start;
    const stream = streamOf(`${out}.arrow`);
    await collectAndSettle();
    start = cpuMs();
    writeFileSync(out, parquetOf(stream));
    const wasmCpuMs = cpuMs() - start;
    return { arrowCpuMs, wasmCpuMs, cpuMs: arrowCpuMs + wasmCpuMs };
  }
  await writeExport(table, `${out}.ours.parquet`);
  const { DuckDBInstance } = await import("@duckdb/node-api");
  const con = await (await DuckDBInstance.create(":memory:")).connect();
  await con.run(`CREATE TABLE held AS SELECT * FROM read_parquet('${out}.ours.parquet')`);
  const copy = () => con.run(`COPY held TO '${out}' (FORMAT parquet, COMPRESSION zstd)`);
  await copy();
  await collectAndSettle();
  const start = cpuMs();
  await copy();
  return { cpuMs: cpuMs() - start };
}

function run(side, out) {
  const argv = ["--expose-gc", fileURLToPath(import.meta.url), `--child=${side}`, `--out=${out}`, `--table=${kind}`, `--rows=${rows}`];
  return JSON.parse(execFileSync(process.execPath, argv, { encoding: "utf8", maxBuffer: 1 << 20 }));
}

async function sameRows(a, b) {
  const { DuckDBInstance } = await import("@duckdb/node-api");
  const con = await (await DuckDBInstance.create(":memory:")).connect();
  const one = async (sql) => Number((await con.runAndReadAll(sql)).getRows()[0][0]);
  const except = (x, y) => `SELECT count(*) FROM (SELECT * FROM read_parquet('${x}') EXCEPT ALL SELECT * FROM read_parquet('${y}'))`;
  return {
    rows: await one(`SELECT count(*) FROM read_parquet('${a}')`),
    onlyInWasm: await one(except(a, b)),
    onlyInDuckdb: await one(except(b, a)),
  };
}

if (args.child) {
  process.stdout.write(JSON.stringify(await child(args.child, args.out)));
} else {
  const dir = mkdtempSync(join(tmpdir(), "corebook-bench-"));
  try {
    const outOf = { wasm: join(dir, "wasm.parquet"), "duckdb-held": join(dir, "held.parquet") };
    const rounds = [];
    for (let r = 0; r < ROUNDS; r++) {
      const round = {};
      for (const side of r % 2 ? [...SIDES].reverse() : SIDES) round[side] = run(side, outOf[side]);
      rounds.push(round);
      const w = round.wasm;
      console.error(
        `round ${r + 1}: Arrow ${w.arrowCpuMs.toFixed(0)} + wasm write ${w.wasmCpuMs.toFixed(0)} ms, DuckDB held ${round["duckdb-held"].cpuMs.toFixed(0)} ms, load ${loadavg()[0].toFixed(1)}`,
      );
    }
    const of = (side, measure) => median(rounds.map((round) => round[side][measure]));
    const ratio = (measure) => median(rounds.map((round) => round.wasm[measure] / round["duckdb-held"].cpuMs));
    const result = {
      bench: "export-parquet-wasm",
      date: new Date().toISOString(),
      node: process.version,
      table: kind === "real" ? "9,416 BiomedCore records (export-real.mjs)" : `${rows} rows (export-parquet-table.mjs)`,
      roundCount: ROUNDS,
      loadAverage1m: loadavg()[0],
      writer: "parquet-wasm 0.8.0 (arrow-rs): zstd, writer version 1, dictionaries, row groups of 122,880",
      arrowCpuMs: of("wasm", "arrowCpuMs"),
      wasmWriteCpuMs: of("wasm", "wasmCpuMs"),
      duckdbHeldCpuMs: of("duckdb-held", "cpuMs"),
      ratios: { routeOverDuckdbHeld: ratio("cpuMs"), wasmWriteAloneOverDuckdbHeld: ratio("wasmCpuMs") },
      sameRows: await sameRows(outOf.wasm, outOf["duckdb-held"]),
      rounds,
    };
    const file = join(fileURLToPath(new URL("results/", import.meta.url)), `export-parquet-wasm-${kind}.json`);
    writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
    console.log(JSON.stringify({ ...result, rounds: undefined }, null, 2));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
