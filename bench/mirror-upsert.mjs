// Upserting 100k records into a mirror (writeBatch: appended to a temporary table, typed columns read
// from each record, history kept, update-date guard, DELETE + INSERT of the passing keys) against
// DuckDB's own INSERT ... ON CONFLICT DO UPDATE of the same typed rows from a staging table into a
// table of the same schema. Target <= 2x.
// Both runs upsert twice: an insert of every row, then an update of every row.
// Writes bench/results/mirror-upsert.json. Run after `npm run build`:
//   node bench/mirror-upsert.mjs [--records 100000]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { startSandbox } from "../dist/index.js";
import { openDatabase } from "../dist/mirror/database.js";
import { createSchema, writeBatch } from "../dist/mirror/mirror-tables.js";
import { coreColumnTypes, duckType } from "../dist/mirror/core-schema.js";
import { numberArg, root } from "./support/load-ts.mjs";

const N = numberArg("records", 100_000);
const sandbox = await startSandbox({ rateLimit: false, warm: false });
const source = sandbox.dataset.records.trialcore;
await sandbox.close();
// N distinct trials: the sandbox's records, repeated under new IDs.
const records = Array.from({ length: N }, (_, i) => {
  const r = source[i % source.length];
  return { ...r, serviceId: `SVTC_${String(i).padStart(16, "0")}` };
});
const upserts = (day) => records.map((record) => ({ core: "trialcore", record, updateDate: day }));

const dir = mkdtempSync(join(tmpdir(), "corebook-bench-upsert-"));
const db = await openDatabase(dir, { create: true });
await createSchema(db, ["trialcore"]);

const timed = async (fn) => {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
};
const mirrorInsert = await timed(() => writeBatch(db, { day: "2025-01-01", upserts: upserts("2025-01-01") }));
const mirrorUpdate = await timed(() => writeBatch(db, { day: "2025-01-02", upserts: upserts("2025-01-02") }));

// Baseline: the same rows, already typed, in a staging table; DuckDB's INSERT ... ON CONFLICT.
const types = coreColumnTypes("trialcore");
const cols = Object.entries(types).map(([n, t]) => `"${n}" ${duckType(t)}${n === "serviceId" ? " PRIMARY KEY" : ""}`);
await db.run(`CREATE TABLE base (${cols.join(", ")}, "_updateDate" VARCHAR)`);
await db.run(`CREATE TABLE staging AS SELECT * EXCLUDE ("_deletedOn", "_syncedOn", "_record", "_bodyHash") FROM trialcore_all`);
const names = [...Object.keys(types), "_updateDate"].map((n) => `"${n}"`);
const insertSql = `INSERT INTO base SELECT * FROM staging ON CONFLICT ("serviceId") DO UPDATE SET ${names
  .filter((n) => n !== '"serviceId"')
  .map((n) => `${n} = excluded.${n}`)
  .join(", ")}`;
const baseInsert = await timed(() => db.run(insertSql));
const baseUpdate = await timed(() => db.run(insertSql));
db.close();
rmSync(dir, { recursive: true, force: true });

const results = {
  date: new Date().toISOString(),
  records: N,
  columns: names.length,
  mirror: { insertMs: Math.round(mirrorInsert), updateMs: Math.round(mirrorUpdate) },
  duckdbOnConflict: { insertMs: Math.round(baseInsert), updateMs: Math.round(baseUpdate) },
  ratio: Number(((mirrorInsert + mirrorUpdate) / (baseInsert + baseUpdate)).toFixed(3)),
  note: "the mirror's time includes appending the records (JSON bodies) and keeping history; the baseline starts from typed rows already in DuckDB",
};
console.log(JSON.stringify(results, null, 2));
mkdirSync(join(root, "bench", "results"), { recursive: true });
writeFileSync(join(root, "bench", "results", "mirror-upsert.json"), `${JSON.stringify(results, null, 2)}\n`);
