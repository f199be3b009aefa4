// Bench: Arrow export of the 1M-row mixed table of export-parquet.mjs (text, integers, floats,
// booleans, day dates, lists, a list of structs, a struct), against our own Parquet export of the
// same table, and, with --base, against another build's Arrow export of it.
//
//   npm run build && node bench/export-arrow-table.mjs [--rows=1000000] [--rounds=5] [--base=/path/to/dist]
//
// Each side runs in a fresh process, the sides alternating over ROUNDS rounds in an order rotated
// from round to round; a process builds the table, exports it once untimed (its layout worked out,
// the compilers warm), then times three exports, each from a collected, settled heap, and reports
// their median CPU time (every thread of the process: V8's collections and the file write run
// beside the main thread). A ratio is the median over rounds of the two sides' ratio in the round.
// With --base the two builds' Arrow files are compared byte for byte. Writes
// bench/results/export-arrow-table.json with the load average.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { buildBenchTable } from "./export-parquet-table.mjs";
import { median, medianAndSpread } from "./support/median.mjs";
import { collectAndSettle, processCpuMs as cpuMs } from "./support/thread-cpu.mjs";

const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=")));
const rows = Number(args.rows ?? 1_000_000);
const ROUNDS = Number(args.rounds ?? 5);
const ownDist = new URL("../dist/", import.meta.url).href;
const base = args.base ? pathToFileURL(`${args.base.replace(/\/$/, "")}/`).href : undefined;
const SIDES = ["arrow", "parquet", ...(base ? ["arrow-base"] : [])];

async function child(dist, out) {
  const table = await buildBenchTable(rows, { dist });
  const { writeExport } = await import(new URL("export/index.js", dist).href);
  await writeExport(table, out);
  const times = [];
  for (let k = 0; k < 3; k++) {
    await collectAndSettle();
    const start = cpuMs();
    await writeExport(table, out);
    times.push(cpuMs() - start);
  }
  return { cpuMs: median(times), allCpuMs: times };
}

function run(side, out) {
  const dist = side === "arrow-base" ? base : ownDist;
  const argv = ["--expose-gc", fileURLToPath(import.meta.url), `--child=${side}`, `--dist=${dist}`, `--out=${out}`, `--rows=${rows}`];
  return JSON.parse(execFileSync(process.execPath, argv, { encoding: "utf8", maxBuffer: 1 << 20 }));
}

if (args.child) {
  process.stdout.write(JSON.stringify(await child(args.dist, args.out)));
} else {
  const dir = mkdtempSync(join(tmpdir(), "corebook-bench-"));
  try {
    const outOf = { arrow: join(dir, "ours.arrow"), parquet: join(dir, "ours.parquet"), "arrow-base": join(dir, "base.arrow") };
    const rounds = [];
    for (let r = 0; r < ROUNDS; r++) {
      const round = {};
      for (const side of SIDES.map((_, k) => SIDES[(k + r) % SIDES.length])) round[side] = run(side, outOf[side]);
      rounds.push(round);
      console.error(
        `round ${r + 1}: ${SIDES.map((side) => `${side} ${round[side].cpuMs.toFixed(0)} ms`).join(", ")}, load ${loadavg()[0].toFixed(1)}`,
      );
    }
    const ratio = (top, side) => medianAndSpread(rounds.map((round) => round[top].cpuMs / round[side].cpuMs));
    const result = {
      bench: "export-arrow-table",
      date: new Date().toISOString(),
      node: process.version,
      rows,
      roundCount: ROUNDS,
      loadAverage1m: loadavg()[0],
      ...(base ? { base: args.base } : {}),
      cpuMs: Object.fromEntries(SIDES.map((side) => [side, median(rounds.map((round) => round[side].cpuMs))])),
      ratios: {
        arrowOverOurParquet: ratio("arrow", "parquet"),
        ...(base ? { arrowOverBaseArrow: ratio("arrow", "arrow-base") } : {}),
      },
      ...(base ? { sameBytesAsBase: readFileSync(outOf.arrow).equals(readFileSync(outOf["arrow-base"])) } : {}),
      rounds,
    };
    writeFileSync(
      join(fileURLToPath(new URL("results/", import.meta.url)), "export-arrow-table.json"),
      `${JSON.stringify(result, null, 2)}\n`,
    );
    console.log(JSON.stringify({ ...result, rounds: undefined }, null, 2));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
