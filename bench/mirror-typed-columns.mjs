// What the core tables' stored typed columns cost a seed's writes. The 512 records of a seed
// (bench/mirror-seed.mjs's mix: BiomedCore, DrugCore, TrialCore, RegulatoryCore, GeneCore) are
// written in batches of 40 into the core tables as the mirror makes them (`stored`: every typed
// column read from the body by `json_transform` and kept, beside `_record`), or into tables that
// keep only the key, the mirror's own columns and `_record` (`record`: typed columns computed when
// read, by a view or VIRTUAL columns; not what the mirror does). Only the core tables' inserts are
// timed, then the close (its checkpoint) and the file's size. Each run is a fresh process with
// DuckDB on one thread; the two variants alternate, ROUNDS times each; CPU of every thread,
// medians with min and max. Prints, writes nothing. Run after `npm run build`:
//   node bench/mirror-typed-columns.mjs [--rounds 5]
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { numberArg, root } from "./support/load-ts.mjs";
import { cpuMs, seedMixRecords } from "./support/seed-mix.mjs";

const ROUNDS = numberArg("rounds", 5);
const SIZE = 40;
const DAY = "2025-09-01";
const childArg = process.argv.indexOf("--child");

if (childArg > 0) {
  const variant = process.argv[childArg + 1];
  const { startSandbox } = await import(join(root, "dist/index.js"));
  const { openDatabase } = await import(join(root, "dist/mirror/database.js"));
  const { createSchema } = await import(join(root, "dist/mirror/mirror-tables.js"));
  const { insertRowsSql } = await import(join(root, "dist/mirror/core-schema.js"));
  const data = await seedMixRecords(startSandbox);
  const dir = mkdtempSync(join(tmpdir(), "corebook-bench-typed-"));
  const db = await openDatabase(dir, { create: true });
  if (variant === "stored")
    await createSchema(
      db,
      data.map(([core]) => core),
      null,
      {},
    );
  else {
    for (const [core] of data) {
      await db.run(
        `CREATE TABLE "${core}_all" ("serviceId" VARCHAR PRIMARY KEY, "_updateDate" VARCHAR, "_deletedOn" DATE, "_syncedOn" DATE, "_record" JSON, "_bodyHash" UBIGINT)`,
      );
    }
  }
  await db.run("SET threads = 1");
  const rows = `(SELECT serviceId, updateDate, body, hash(CAST(body AS VARCHAR)) AS bodyHash FROM _incoming)`;
  let writeCpuMs = 0;
  for (const [core, records] of data) {
    for (let i = 0; i < records.length; i += SIZE) {
      await db.run(`CREATE OR REPLACE TEMP TABLE _incoming (serviceId VARCHAR, updateDate VARCHAR, body JSON)`);
      await db.append(
        "_incoming",
        records.slice(i, i + SIZE).map((record) => [String(record.serviceId), DAY, JSON.stringify(record)]),
      );
      const start = cpuMs();
      await db.script([
        variant === "stored"
          ? insertRowsSql(core, DAY, rows)
          : `INSERT INTO "${core}_all" SELECT serviceId, updateDate, NULL, DATE '${DAY}', body, bodyHash FROM ${rows}`,
      ]);
      writeCpuMs += cpuMs() - start;
    }
  }
  await db.run("RESET threads");
  const closeStart = cpuMs();
  db.close();
  const closeCpuMs = cpuMs() - closeStart;
  const fileBytes = statSync(join(dir, "mirror.duckdb")).size;
  rmSync(dir, { recursive: true, force: true });
  console.log(JSON.stringify({ writeCpuMs, closeCpuMs, fileBytes }));
  process.exit(0);
}

const run = promisify(execFile);
const self = fileURLToPath(import.meta.url);
const variants = ["stored", "record"];
const runs = Object.fromEntries(variants.map((v) => [v, []]));
const load = [loadavg()[0]];
for (let round = 0; round < ROUNDS; round++) {
  for (const [i] of variants.entries()) {
    const variant = variants[(i + round) % variants.length];
    const { stdout } = await run(process.execPath, [self, "--child", variant], { maxBuffer: 1 << 24 });
    runs[variant].push(JSON.parse(stdout.trim().split("\n").at(-1)));
  }
  load.push(loadavg()[0]);
}
const stat = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { median: Math.round(s[Math.floor(s.length / 2)]), min: Math.round(s[0]), max: Math.round(s.at(-1)) };
};
const summary = Object.fromEntries(
  Object.entries(runs).map(([variant, xs]) => [
    variant,
    {
      writeCpuMs: stat(xs.map((x) => x.writeCpuMs)),
      closeCpuMs: stat(xs.map((x) => x.closeCpuMs)),
      fileBytes: xs[0].fileBytes,
    },
  ]),
);
console.log(JSON.stringify({ rounds: ROUNDS, loadAverage1m: { min: Math.min(...load), max: Math.max(...load) }, ...summary }, null, 2));
