// Bench: how much `import("corebook")` costs in a fresh process, against importing arquero alone
// (the data-frame library every notebook of ours loads anyway: the target is 1.3x its CPU) and
// against arquero, undici and zod together (what the client once loaded at import).
// Everything else (undici, node:crypto and node:zlib, searchAll's slicing, the sandbox, Parquet
// engines, DuckDB, vega, resvg) loads on first use, and no zod schema is built at import.
//
//   npm run build && node bench/import.mjs [--runs=9] [--compare=/path/to/other/dist/index.js]
//
// --compare times another build of corebook in the same run (say, before a change), so the figures
// being replaced are measured under the same load.
// Each measurement is a fresh child process (a warm module cache would hide the cost); the kinds
// alternate so a busy machine slows all alike, and the median of the runs is reported. CPU time
// (user + system of the import) is the figure compared: on a shared machine it moves far less with
// the load than wall time, which is reported beside it. Writes bench/results/import.json.
import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { median } from "./support/median.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const args = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=")));
const runs = Number(args.runs ?? 9);
const corebookUrl = new URL("../dist/index.js", import.meta.url).href;

const scripts = {
  corebook: `await import(${JSON.stringify(corebookUrl)});`,
  arquero: `await import("arquero");`,
  baseline: `await Promise.all([import("arquero"), import("undici"), import("zod")]);`,
};
if (args.compare) scripts.compare = `await import(${JSON.stringify(pathToFileURL(args.compare).href)});`;
const kinds = Object.keys(scripts);

function time(kind) {
  const code =
    `const c = process.cpuUsage(); const t = performance.now(); ${scripts[kind]} ` +
    "const u = process.cpuUsage(c); process.stdout.write(JSON.stringify({ wallMs: performance.now() - t, cpuMs: (u.user + u.system) / 1000 }));";
  return JSON.parse(execFileSync(process.execPath, ["--input-type=module", "-e", code], { cwd: here, encoding: "utf8" }));
}

const samples = Object.fromEntries(kinds.map((kind) => [kind, { cpuMs: [], wallMs: [] }]));
const loadBefore = loadavg();
for (const kind of kinds) time(kind); // one unmeasured run each, so the OS file cache is warm for all
for (let i = 0; i < runs; i++) {
  // Rotate the order so no kind always runs first (or right after the same neighbour).
  for (let k = 0; k < kinds.length; k++) {
    const kind = kinds[(i + k) % kinds.length];
    const { cpuMs, wallMs } = time(kind);
    samples[kind].cpuMs.push(cpuMs);
    samples[kind].wallMs.push(wallMs);
  }
}
const medians = Object.fromEntries(
  kinds.map((kind) => [kind, { cpuMs: median(samples[kind].cpuMs), wallMs: median(samples[kind].wallMs) }]),
);
const ratio = (a, b, field) => medians[a][field] / medians[b][field];
const result = {
  bench: "import",
  date: new Date().toISOString(),
  node: process.version,
  runs,
  loadAverage: { before: loadBefore, after: loadavg() },
  medians,
  samples,
  ...(args.compare ? { compare: args.compare } : {}),
  ratios: {
    cpu: {
      corebookOverArquero: ratio("corebook", "arquero", "cpuMs"),
      corebookOverBaseline: ratio("corebook", "baseline", "cpuMs"),
      ...(args.compare ? { compareOverArquero: ratio("compare", "arquero", "cpuMs") } : {}),
    },
    wall: {
      corebookOverArquero: ratio("corebook", "arquero", "wallMs"),
      corebookOverBaseline: ratio("corebook", "baseline", "wallMs"),
      ...(args.compare ? { compareOverArquero: ratio("compare", "arquero", "wallMs") } : {}),
    },
  },
  target: { cpu: { corebookOverArquero: 1.3 } },
};
mkdirSync(join(here, "results"), { recursive: true });
writeFileSync(join(here, "results", "import.json"), `${JSON.stringify(result, null, 2)}\n`);
console.log(JSON.stringify({ medians, ratios: result.ratios, loadAverage: result.loadAverage.before.map((x) => x.toFixed(1)) }));
