// Bench: exports of a REAL core table against the engines' own writers of the same rows.
//
//   npm run build && node bench/export-real.mjs [--records 9416] [--rounds 5] [--runs 5]
//
// The table: 9,416 BiomedCore records of the medium sandbox (default fields plus authorsMetadata,
// meshIds, substanceIds and referencesTrialCore: text, lists of text, a list of structs holding a
// list of structs), built by recordsToTable as a session builds it. Pairs compared:
//   parquet  exportTable(t, "x.parquet")  vs  DuckDB `COPY held TO 'x.parquet'`, the same rows
//            already held in a DuckDB table (loaded from corebook's own Parquet of them)
//   csv      exportTable(t, "x.csv")      vs  DuckDB `COPY held TO 'x.csv'`
//   jsonl    exportTable(t, "x.jsonl")    vs  DuckDB `COPY held TO 'x.jsonl' (FORMAT json)` (one object a line;
//            DuckDB writes day dates and nested values as JSON too)
//   arrow    exportTable(t, "x.arrow")    vs  arquero `toArrow(t, { types })` + flechette `tableToIPC` +
//            writeFile, with the Arrow types corebook writes (the same file but for the metadata)
// The Parquet pair writes the same file (same types, encodings, zstd, one row group; checked with
// parquet_metadata). The CSV pair differs in nested cells only: DuckDB writes its own list/struct
// literals ([a, b], {'k': v}), corebook JSON (about 8% more bytes), plus its .schema.json sidecar.
// DuckDB runs with its default 2 threads here; the CPU time of each side is reported beside the
// wall time, so a ratio won by parallelism shows as such.
// Each side runs in a fresh process of its own, the two alternating, ROUNDS times; each process
// times one untimed warm-up and RUNS exports and reports their median, from a collected heap left
// to settle (support/thread-cpu.mjs), with corebook's main thread (its JavaScript) apart. A pair's
// ratio is the median over rounds of corebook's median over the baseline's, with the spread
// (min-max over rounds).
// Memory: the export's own peak (VmHWM, reset before the runs, minus the resident set before them)
// and the whole process's peak. Writes bench/results/export-real.json with the load average.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { INCLUDE, realRecordsFile, realTable } from "./support/real-biomedcore.mjs";
import { median } from "./support/median.mjs";
import { collectAndSettle, threadCpu } from "./support/thread-cpu.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const args = Object.fromEntries(
  process.argv
    .slice(2)
    .filter((a) => a.startsWith("--"))
    .map((a) => {
      const [k, v] = a.slice(2).split("=");
      return [k, v ?? "true"];
    }),
);
const RECORDS = Number(args.records ?? 9416);
const ROUNDS = Number(args.rounds ?? 5);
const RUNS = Number(args.runs ?? 5);
const FORMATS = (args.formats ?? "parquet,csv,arrow,jsonl").split(",");

const peakRssMB = () => Number(/VmHWM:\s+(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))[1]) / 1024;
const resetPeakRss = () => writeFileSync("/proc/self/clear_refs", "5");
const rssMB = () => process.memoryUsage().rss / 2 ** 20;

const records = () => realRecordsFile(RECORDS);
const buildTable = realTable;

/** One side in this process: warm-up, then RUNS timed exports; prints { ms, exportMB, maxRssMB }. */
async function child(side, format, recordsFile, heldParquet, out) {
  let exportOnce;
  if (side === "corebook") {
    const table = await buildTable(recordsFile);
    const { writeExport: exportTable } = await import("../dist/export/index.js");
    exportOnce = () => exportTable(table, out);
  } else if (format === "arrow") {
    const table = await buildTable(recordsFile);
    const { toArrow } = await import("arquero");
    const { tableToIPC } = await import("@uwdata/flechette");
    // The same Arrow types corebook writes: left to infer, toArrow dictionary-encodes text and
    // narrows integers, a different file (half the bytes) made by different work.
    const { tableExportTypes } = await import("../dist/export/infer-types.js");
    const { arrowType } = await import("../dist/export/arrow-types.js");
    const exportTypes = tableExportTypes(table);
    const types = Object.fromEntries(Object.entries(exportTypes).map(([name, type]) => [name, arrowType(type)]));
    exportOnce = () => writeFile(out, tableToIPC(toArrow(table, { types }), { format: "file" }));
  } else {
    const { DuckDBInstance } = await import("@duckdb/node-api");
    const db = await DuckDBInstance.create(":memory:");
    const con = await db.connect();
    await con.run(`CREATE TABLE held AS SELECT * FROM read_parquet('${heldParquet}')`);
    const options = { parquet: "FORMAT parquet, COMPRESSION zstd", csv: "FORMAT csv, HEADER", jsonl: "FORMAT json" }[format];
    exportOnce = () => con.run(`COPY held TO '${out}' (${options})`);
  }
  globalThis.gc?.();
  await exportOnce();
  // A collected heap left to settle: V8's sweeping after gc() runs on helper threads and would be
  // charged to the first timed export.
  await collectAndSettle();
  const before = rssMB();
  resetPeakRss();
  const times = [];
  const cpuTimes = [];
  const mainTimes = [];
  for (let i = 0; i < RUNS; i++) {
    const cpu = process.cpuUsage();
    const threads = threadCpu();
    const start = performance.now();
    await exportOnce();
    times.push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpuTimes.push((used.user + used.system) / 1000);
    mainTimes.push(threads().mainMs);
  }
  const result = {
    ms: median(times),
    allMs: times,
    cpuMs: median(cpuTimes),
    // The main thread's share (JavaScript); the rest is DuckDB's threads and V8's helpers.
    mainThreadCpuMs: median(mainTimes),
    exportMB: peakRssMB() - before,
    maxRssMB: process.resourceUsage().maxRSS / 1024,
  };
  process.stdout.write(JSON.stringify(result));
}

function run(side, format, recordsFile, heldParquet, dir) {
  const out = join(dir, `${side}.${format}`);
  const text = execFileSync(
    process.execPath,
    [
      "--expose-gc",
      fileURLToPath(import.meta.url),
      `--child=${side}`,
      `--format=${format}`,
      `--file=${recordsFile}`,
      `--held=${heldParquet}`,
      `--out=${out}`,
      `--records=${RECORDS}`,
      `--runs=${RUNS}`,
    ],
    { encoding: "utf8", maxBuffer: 1 << 20 },
  );
  return JSON.parse(text);
}

if (args.child) {
  await child(args.child, args.format, args.file, args.held, args.out);
} else {
  const recordsFile = await records();
  const dir = mkdtempSync(join(tmpdir(), "corebook-bench-real-"));
  try {
    const heldParquet = join(dir, "held.parquet");
    const { writeExport: exportTable } = await import("../dist/export/index.js");
    const table = await buildTable(recordsFile);
    await exportTable(table, heldParquet);
    const results = {};
    for (const format of FORMATS) {
      const rounds = [];
      for (let r = 0; r < ROUNDS; r++) {
        // Alternate which side goes first, so neither always gets the quieter moment.
        const order = r % 2 ? ["baseline", "corebook"] : ["corebook", "baseline"];
        const round = {};
        for (const side of order) round[side] = run(side, format, recordsFile, heldParquet, dir);
        rounds.push(round);
      }
      const ratios = rounds.map((x) => x.corebook.ms / x.baseline.ms);
      const cpuRatios = rounds.map((x) => x.corebook.cpuMs / x.baseline.cpuMs);
      const memory = rounds.map((x) => x.corebook.exportMB / x.baseline.exportMB);
      results[format] = {
        baseline: format === "arrow" ? "arquero toArrow + flechette tableToIPC" : `DuckDB COPY of the rows held in DuckDB (${format})`,
        corebookMs: median(rounds.map((x) => x.corebook.ms)),
        baselineMs: median(rounds.map((x) => x.baseline.ms)),
        ratio: median(ratios),
        ratioSpread: [Math.min(...ratios), Math.max(...ratios)],
        corebookCpuMs: median(rounds.map((x) => x.corebook.cpuMs)),
        baselineCpuMs: median(rounds.map((x) => x.baseline.cpuMs)),
        cpuRatio: median(cpuRatios),
        cpuRatioSpread: [Math.min(...cpuRatios), Math.max(...cpuRatios)],
        // corebook's JavaScript (its main thread) over the baseline's whole CPU: the part of the
        // ratio that is ours to cut; the rest (cpuRatio minus this) is DuckDB's encoding and V8's helpers.
        corebookMainThreadCpuMs: median(rounds.map((x) => x.corebook.mainThreadCpuMs)),
        mainThreadCpuRatio: median(rounds.map((x) => x.corebook.mainThreadCpuMs / x.baseline.cpuMs)),
        corebookExportMB: median(rounds.map((x) => x.corebook.exportMB)),
        baselineExportMB: median(rounds.map((x) => x.baseline.exportMB)),
        exportMemoryRatio: median(memory),
        corebookMaxRssMB: median(rounds.map((x) => x.corebook.maxRssMB)),
        baselineMaxRssMB: median(rounds.map((x) => x.baseline.maxRssMB)),
        rounds,
      };
      const r = results[format];
      console.log(
        `${format}: time ${r.corebookMs.toFixed(0)}/${r.baselineMs.toFixed(0)} ms ratio ${r.ratio.toFixed(2)} (${ratios.map((x) => x.toFixed(2)).join(" ")}), ` +
          `cpu ratio ${r.cpuRatio.toFixed(2)} (main thread ${r.mainThreadCpuRatio.toFixed(2)}), export RSS ${r.corebookExportMB.toFixed(0)}/${r.baselineExportMB.toFixed(0)} MB ratio ${r.exportMemoryRatio.toFixed(2)} ` +
          `(${memory.map((x) => x.toFixed(2)).join(" ")}), load ${loadavg()[0].toFixed(1)}`,
      );
    }
    const result = {
      bench: "export-real",
      date: new Date().toISOString(),
      node: process.version,
      table: { core: "biomedcore", scale: "medium", rows: table.numRows(), columns: table.numCols(), include: INCLUDE },
      rounds: ROUNDS,
      runsPerProcess: RUNS,
      loadAverage1m: loadavg()[0],
      results,
    };
    mkdirSync(join(here, "results"), { recursive: true });
    writeFileSync(join(here, "results", "export-real.json"), `${JSON.stringify(result, null, 2)}\n`);
    console.log(
      JSON.stringify(
        { ...result, results: Object.fromEntries(Object.entries(results).map(([k, v]) => [k, { ...v, rounds: undefined }])) },
        null,
        2,
      ),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
