// Bench: Arrow export of a large flat table, corebook's against arquero's `toArrow` + flechette's
// `tableToIPC` with the same Arrow types (the "1M flat rows" pair; export-real.mjs has the
// nested core table).
//
//   npm run build && node bench/export-arrow-flat.mjs [--rows=1000000] [--rounds=5]
//
// The table: an id (text), an integer, a float, a day date, a boolean and a category (text of 12
// values), made the same way in each process. Each side runs in a fresh process of its own, the
// two alternating; a process times one untimed warm-up, then three exports, and reports the median
// CPU time of them. The ratio is the median over rounds. Writes bench/results/export-arrow-flat.json
// with the load average.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { median } from "./support/median.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const arg = (name, fallback) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const ROWS = arg("rows", 1_000_000);
const ROUNDS = arg("rounds", 5);

async function child(side, rows, out) {
  const aq = await import("arquero");
  const { setColumnTypes } = await import("../dist/tables/column-types.js");
  const categories = ["a", "bb", "ccc", "dddd", "e", "ff", "ggg", "hhhh", "i", "jj", "kkk", "llll"];
  const columns = { id: [], n: [], x: [], day: [], flag: [], category: [] };
  for (let i = 0; i < rows; i++) {
    columns.id.push(`ID-${i}`);
    columns.n.push(i % 1000 === 0 ? null : i);
    columns.x.push(i / 7);
    columns.day.push(new Date(Date.UTC(2000, 0, 1 + (i % 9000))));
    columns.flag.push(i % 3 === 0);
    columns.category.push(categories[i % categories.length]);
  }
  const table = setColumnTypes(aq.table(columns), {
    id: { kind: "string" },
    n: { kind: "integer" },
    x: { kind: "float" },
    day: { kind: "date" },
    flag: { kind: "boolean" },
    category: { kind: "string" },
  });
  let exportOnce;
  if (side === "corebook") {
    const { writeExport } = await import("../dist/export/index.js");
    exportOnce = () => writeExport(table, out);
  } else {
    const { tableExportTypes } = await import("../dist/export/infer-types.js");
    const { arrowType } = await import("../dist/export/arrow-types.js");
    const { tableToIPC } = await import("@uwdata/flechette");
    const types = Object.fromEntries(Object.entries(tableExportTypes(table)).map(([k, t]) => [k, arrowType(t)]));
    exportOnce = () => writeFile(out, tableToIPC(aq.toArrow(table, { types }), { format: "file" }));
  }
  await exportOnce();
  const cpu = [];
  for (let r = 0; r < 3; r++) {
    const c0 = process.cpuUsage();
    await exportOnce();
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  console.log(JSON.stringify({ cpuMs: median(cpu) }));
}

if (process.argv[2] === "--child") {
  await child(process.argv[3], Number(process.argv[4]), process.argv[5]);
} else {
  const dir = mkdtempSync(join(tmpdir(), "corebook-arrow-flat-"));
  const loadBefore = loadavg()[0];
  const rounds = [];
  try {
    for (let r = 0; r < ROUNDS; r++) {
      const round = {};
      for (const side of r % 2 ? ["baseline", "corebook"] : ["corebook", "baseline"]) {
        const out = join(dir, `${side}.arrow`);
        const text = execFileSync(
          process.execPath,
          ["--max-old-space-size=8000", fileURLToPath(import.meta.url), "--child", side, String(ROWS), out],
          {
            encoding: "utf8",
          },
        );
        round[side] = JSON.parse(text.trim().split("\n").at(-1)).cpuMs;
      }
      rounds.push(round);
      console.log(`round ${r + 1}: corebook ${round.corebook.toFixed(0)} ms, baseline ${round.baseline.toFixed(0)} ms CPU`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const ratio = median(rounds.map((r) => r.corebook / r.baseline));
  const result = {
    bench: "export-arrow-flat",
    date: new Date().toISOString(),
    node: process.version,
    rows: ROWS,
    loadAverage1m: Math.max(loadBefore, loadavg()[0]),
    baseline: "arquero toArrow + flechette tableToIPC, same Arrow types",
    corebookCpuMs: median(rounds.map((r) => r.corebook)),
    baselineCpuMs: median(rounds.map((r) => r.baseline)),
    cpuRatio: ratio,
    rounds,
  };
  writeFileSync(join(here, "results", "export-arrow-flat.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.log(`corebook / baseline CPU: ${ratio.toFixed(2)}x`);
}
