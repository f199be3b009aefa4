// Bench: the memory a core table takes, against the same rows as Arrow bytes (issue 47: 50,000
// trials at most 2x their Arrow file).
//
//   npm run build && node --expose-gc bench/table-memory.mjs [--rows=50000] [--compare=DIR] [--label=main@abc1234]
//
// The rows: the first `rows` trials of the scale-large sandbox (seed 42), cut to TrialCore's default
// fields, cached beside the other bench caches. In a fresh process the records are read and a table
// built by recordsToTable, as a session builds it, inside a function whose locals are gone when it
// returns (so the parsed records are not held); the heap, external and array-buffer memory after
// full collections, less the same before, is the table's. The baseline is the size of the table's
// Arrow file as corebook writes it (what an Arrow-backed frame holds in buffers). Writes
// bench/results/table-memory.json with the load average. `--compare=DIR` (a built checkout of the
// baseline, e.g. main) measures that build's table of the same rows in the same run, alternating
// (the figures repeat within about 10 bytes a row from run to run, so one process of each is enough).
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, "..");
const ROWS = Number(process.argv.find((a) => a.startsWith("--rows="))?.split("=")[1] ?? 50_000);

async function recordsFile(rows) {
  const file = join(root, "node_modules", ".cache", "corebook-bench-table-memory", `trials-large-${rows}.json`);
  if (existsSync(file)) return file;
  const { generateStream } = await import("../dist/sandbox/generate/stream.js");
  const { CORE_COLUMNS } = await import("../dist/tables/columns/index.js");
  const keep = Object.keys(CORE_COLUMNS.trialcore.defaults);
  const trials = [];
  for (const chunk of generateStream({ seed: 42, scale: "large" })) {
    if (chunk.core !== "trialcore") continue;
    for (const r of chunk.records) if (trials.length < rows) trials.push(Object.fromEntries(keep.map((k) => [k, r[k] ?? null])));
    if (trials.length >= rows) break;
  }
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(trials));
  return file;
}

async function child(file, out, buildRoot) {
  const { recordsToTable } = await import(join(buildRoot, "dist", "tables", "records-to-table.js"));
  const { writeExport } = await import(join(buildRoot, "dist", "export", "index.js"));
  const collect = () => {
    for (let i = 0; i < 3; i++) globalThis.gc();
  };
  const used = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.external + m.arrayBuffers;
  };
  let table;
  const build = () => {
    table = recordsToTable("trialcore", JSON.parse(readFileSync(file, "utf8")));
  };
  collect();
  const before = used();
  build();
  collect();
  const tableBytes = used() - before;
  await writeExport(table, out);
  console.log(JSON.stringify({ rows: table.numRows(), columns: table.numCols(), tableBytes, arrowBytes: statSync(out).size }));
}

if (process.argv[2] === "--child") {
  await child(process.argv[3], process.argv[4], process.argv[5]);
} else {
  const file = await recordsFile(ROWS);
  const compare = process.argv.find((a) => a.startsWith("--compare="))?.split("=")[1];
  const dir = mkdtempSync(join(tmpdir(), "corebook-table-memory-"));
  const measure = (buildRoot) => {
    const args = ["--expose-gc", fileURLToPath(import.meta.url), "--child", file, join(dir, "t.arrow"), buildRoot];
    const text = execFileSync(process.execPath, args, { encoding: "utf8" });
    return JSON.parse(text.trim().split("\n").at(-1));
  };
  try {
    const m = measure(root);
    const base = compare ? measure(compare) : null;
    const result = {
      bench: "table-memory",
      date: new Date().toISOString(),
      node: process.version,
      loadAverage1m: loadavg()[0],
      table: { core: "trialcore", fields: "defaults", scale: "large", seed: 42, rows: m.rows, columns: m.columns },
      tableBytesPerRow: Math.round(m.tableBytes / m.rows),
      arrowBytesPerRow: Math.round(m.arrowBytes / m.rows),
      ratio: m.tableBytes / m.arrowBytes,
      target: 2,
    };
    if (base) {
      result.baseline = {
        dir: compare,
        label: process.argv.find((a) => a.startsWith("--label="))?.split("=")[1] ?? null,
        tableBytesPerRow: Math.round(base.tableBytes / base.rows),
        arrowBytesPerRow: Math.round(base.arrowBytes / base.rows),
        ratio: base.tableBytes / base.arrowBytes,
      };
    }
    writeFileSync(join(here, "results", "table-memory.json"), `${JSON.stringify(result, null, 2)}\n`);
    console.log(
      `${m.rows} trials: ${result.tableBytesPerRow} B/row held, ${result.arrowBytesPerRow} B/row as Arrow: ${result.ratio.toFixed(2)}x` +
        (base ? `; baseline ${result.baseline.tableBytesPerRow} B/row: ${result.baseline.ratio.toFixed(2)}x` : ""),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
