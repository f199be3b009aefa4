// The mirror's batch writes alone, without fetching: 512 sandbox records (the mix of a seed:
// BiomedCore, DrugCore, TrialCore, RegulatoryCore, GeneCore) written by writeBatch in batches of
// 40 with their reasons and a state key, as a seed's IDs and hops are (`allNew`), or through the
// upsert guard as a search's or a feed's records are (`--mode upsert`). Each run is a fresh
// process (DuckDB on one thread, as a sync runs it); `--compare DIR` alternates with the build of
// another checkout (DIR, after its `npm run build`), so a before/after is measured under the same
// load. Reports the CPU (user + system, every thread) of the writes, the open (DuckDB loaded, the
// tables created) and the close (its checkpoint): medians with min and max. Prints, writes nothing.
// Run after `npm run build`:
//   node bench/mirror-batch-write.mjs [--rounds 7] [--mode allNew|upsert] [--compare DIR]
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { numberArg, root } from "./support/load-ts.mjs";
import { cpuMs, SEED_MIX, seedMixRecords } from "./support/seed-mix.mjs";

const ROUNDS = numberArg("rounds", 7);
const SIZE = 40;
const modeArg = process.argv.indexOf("--mode");
const MODE = modeArg > 0 ? process.argv[modeArg + 1] : "allNew";
const compareArg = process.argv.indexOf("--compare");
const compareRoot = compareArg > 0 ? process.argv[compareArg + 1] : null;
const childArg = process.argv.indexOf("--child");

if (childArg > 0) {
  const buildRoot = process.argv[childArg + 1];
  const { startSandbox } = await import(join(buildRoot, "dist/index.js"));
  const { openDatabase } = await import(join(buildRoot, "dist/mirror/database.js"));
  const { createSchema, writeBatch } = await import(join(buildRoot, "dist/mirror/mirror-tables.js"));
  const batches = [];
  for (const [core, records] of await seedMixRecords(startSandbox)) {
    for (let i = 0; i < records.length; i += SIZE) {
      batches.push(records.slice(i, i + SIZE).map((record) => ({ core, record, updateDate: "2025-09-01", via: "ids" })));
    }
  }
  const dir = mkdtempSync(join(tmpdir(), "corebook-bench-batch-"));
  // Before the signature lost its `dir` (the staging file's folder), writeBatch took three arguments.
  const write = writeBatch.length === 3 ? (batch) => writeBatch(db, dir, batch) : (batch) => writeBatch(db, batch);
  let mark = cpuMs();
  const lap = () => {
    const now = cpuMs();
    const spent = now - mark;
    mark = now;
    return spent;
  };
  const db = await openDatabase(dir, { create: true });
  await createSchema(
    db,
    SEED_MIX.map(([core]) => core),
    null,
    {},
  );
  await db.run("SET threads = 1");
  const openCpuMs = lap();
  for (const [i, upserts] of batches.entries()) {
    await write({ day: "2025-09-01", upserts, allNew: MODE === "allNew", state: { "seed.searches": [i] } });
  }
  const writeCpuMs = lap();
  await db.run("RESET threads");
  db.close();
  const closeCpuMs = lap();
  rmSync(dir, { recursive: true, force: true });
  console.log(JSON.stringify({ batches: batches.length, records: batches.flat().length, openCpuMs, writeCpuMs, closeCpuMs }));
  process.exit(0);
}

const run = promisify(execFile);
const self = fileURLToPath(import.meta.url);
const side = async (buildRoot) => {
  const { stdout } = await run(process.execPath, [self, "--mode", MODE, "--child", buildRoot], { maxBuffer: 1 << 24 });
  return JSON.parse(stdout.trim().split("\n").at(-1));
};
const sides = compareRoot ? { after: root, before: compareRoot } : { after: root };
const runs = Object.fromEntries(Object.keys(sides).map((name) => [name, []]));
const load = [loadavg()[0]];
for (let round = 0; round < ROUNDS; round++) {
  const names = Object.keys(sides);
  for (const [i] of names.entries()) {
    const name = names[(i + round) % names.length];
    runs[name].push(await side(sides[name]));
  }
  load.push(loadavg()[0]);
}
const stat = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: Math.round(s[Math.floor(s.length / 2)]), min: Math.round(s[0]), max: Math.round(s.at(-1)) };
};
const summary = Object.fromEntries(
  Object.entries(runs).map(([name, xs]) => [
    name,
    {
      batches: xs[0].batches,
      records: xs[0].records,
      writeCpuMs: stat(xs.map((x) => x.writeCpuMs)),
      openCpuMs: stat(xs.map((x) => x.openCpuMs)),
      closeCpuMs: stat(xs.map((x) => x.closeCpuMs)),
    },
  ]),
);
console.log(
  JSON.stringify({ mode: MODE, rounds: ROUNDS, loadAverage1m: { min: Math.min(...load), max: Math.max(...load) }, ...summary }, null, 2),
);
