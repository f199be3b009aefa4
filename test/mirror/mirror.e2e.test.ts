// The mirror against the sandbox over loopback: seeding from searches, IDs and hops; reading back;
// one writer at a time; Parquet export read back by DuckDB.
import { DuckDBInstance } from "@duckdb/node-api";
import { execFile, spawn } from "node:child_process";
import { promisify } from "node:util";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { connect } from "../../src/connect.js";
import type { Session } from "../../src/mirror/index.js";
import { MirrorLockedError, type Mirror, type MirrorDefinition } from "../../src/mirror/index.js";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.js";
import { flatten } from "../../src/tables/index.js";
import { CHILD_SOURCES, childTableName, childTablesOf } from "../../src/mirror/child-tables.js";
import { canonRows, sandboxState } from "./helpers.js";
import { MisuseError } from "../../src/errors/index.js";
import { mountable, readOnlyView } from "../support/small-disk.js";

let sandbox: RunningSandbox;
let sv: Session;
let m: Mirror;
const dir = mkdtempSync(join(tmpdir(), "corebook-mirror-"));
let drugIds: string[];
const execFileAsync = promisify(execFile);

beforeAll(async () => {
  sandbox = await startSandbox({ rateLimit: false });
  sv = await connect({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false, onProgress: false });
  drugIds = (await sv.drugcore.search({ query: "kinase inhibitor", limit: 3 })).array("serviceId") as string[];
  const definition: MirrorDefinition = {
    searches: [
      { core: "biomedcore", params: { query: "EGFR non-small cell lung cancer", include: ["authorsMetadata"] }, from: "2015-01-01" },
    ],
    ids: { drugcore: drugIds },
    follow: [
      { from: "drugcore", field: "referencesTrialCore" },
      { from: "trialcore", field: "referencesBiomedCore" },
    ],
  };
  m = await sv.mirror(join(dir, "m"), definition);
  await m.sync();
}, 120_000);

afterAll(async () => {
  m?.close();
  await sv?.close();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("seeding", () => {
  test("every core of the definition equals the service's records field for field", async () => {
    for (const core of ["biomedcore", "drugcore", "trialcore"] as const) {
      const mine = await m.table(core);
      expect(mine.numRows(), core).toBeGreaterThan(0);
      const theirs = await sandboxState(sv, core, mine.array("serviceId") as string[], m.definition);
      expect(canonRows(mine), core).toEqual(canonRows(theirs));
    }
  });

  test("hops are followed: every trial of the drugs and every paper of those trials is held", async () => {
    const drugs = await m.table("drugcore");
    const trials = new Set(await m.table("trialcore").then((t) => t.array("serviceId") as string[]));
    const wantedTrials = (drugs.array("referencesTrialCore") as string[][]).flat();
    expect(wantedTrials.length).toBeGreaterThan(0);
    for (const id of wantedTrials) expect(trials.has(id)).toBe(true);
    const papers = new Set(await m.table("biomedcore").then((t) => t.array("serviceId") as string[]));
    const trialTable = await m.table("trialcore");
    for (const id of (trialTable.array("referencesBiomedCore") as string[][]).flat()) expect(papers.has(id)).toBe(true);
  });

  test("status counts records per core and the requests spent", async () => {
    const s = await m.status();
    expect(s.asOf).toBe(sandbox.dataset.today);
    expect(s.lagDays).toBe(0);
    expect(s.cores.drugcore).toEqual({ records: drugIds.length, tombstones: 0 });
    expect(s.requests).toBeGreaterThan(0);
    expect(s.credits).toBeGreaterThan(0);
  });

  test("flatten works on m.table and on m.sql", async () => {
    const viaTable = flatten.authors(await m.table("biomedcore"));
    const viaSql = flatten.authors(await m.sql(`SELECT "serviceId", "authorsMetadata" FROM biomedcore ORDER BY 1`));
    expect(viaTable.numRows()).toBeGreaterThan(0);
    expect(viaSql.objects()).toEqual(viaTable.objects());
  });

  test("the flatten.* child tables are SQL tables equal to flatten.* on m.table", async () => {
    const names = childTablesOf(m.definition, ["biomedcore", "drugcore", "trialcore"]);
    expect(names).toEqual(expect.arrayContaining(["arms", "mechanisms", "targets", "authors", "affiliations"]));
    const rowsOf = (t: Parameters<typeof canonRows>[0]) =>
      canonRows(t)
        .map((r) => JSON.stringify(r))
        .sort();
    for (const name of names) {
      const inSql = await m.sql(`SELECT * FROM ${childTableName(name)}`);
      const viaFlatten = flatten[name](await m.table(CHILD_SOURCES[name].core));
      expect(inSql.numRows(), name).toBeGreaterThan(0);
      expect(inSql.columnNames(), name).toEqual(viaFlatten.columnNames());
      expect(rowsOf(inSql), name).toEqual(rowsOf(viaFlatten));
    }
  });

  test("m.sql sees typed columns: DATE, LIST, JSON", async () => {
    const t = await m.sql(`SELECT typeof("publicationDate") AS d, typeof("referencesTrialCore") AS l FROM biomedcore LIMIT 1`);
    expect(t.objects()[0]).toEqual({ d: "DATE", l: "VARCHAR[]" });
  });
});

describe("one writer", () => {
  test("an open mirror left idle holds no lock: a second opener reads it, and another process reads and syncs it", async () => {
    // `m` has been open since beforeAll and is idle now.
    const second = await sv.mirror(join(dir, "m"));
    try {
      expect((await second.table("drugcore")).numRows()).toBe((await m.table("drugcore")).numRows());
    } finally {
      second.close();
    }
    // Asynchronously: the sandbox serving the child runs in this process.
    const child = await execFileAsync(
      process.execPath,
      [join(import.meta.dirname, "status-child.mjs"), join(dir, "m"), sandbox.baseUrl, sandbox.apiKey],
      {
        cwd: resolve(import.meta.dirname, "../.."),
        encoding: "utf8",
        timeout: 60_000,
      },
    );
    expect(child.stderr).toBe("");
    const report = JSON.parse(child.stdout) as { before: { asOf: string }; synced: string; after: { asOf: string } };
    expect(report.before.asOf).toBe(sandbox.dataset.today);
    expect(report.synced).toBe(sandbox.dataset.today);
    expect(report.after.asOf).toBe(sandbox.dataset.today);
    // And `m` still reads what the other process left.
    expect((await m.status()).asOf).toBe(sandbox.dataset.today);
  });

  test("two syncs at once: the second is MirrorLockedError, a corebook message rather than DuckDB's lock error", async () => {
    const other = await sv.mirror(join(dir, "m"));
    try {
      const results = await Promise.allSettled([m.sync(), other.sync()]);
      expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
      const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
      expect(refused.reason).toBeInstanceOf(MirrorLockedError);
      expect(String(refused.reason.message)).toMatch(/being written|one writer/);
    } finally {
      other.close();
    }
  });

  test("a mirror on a read-only filesystem can be read: status, tables, SQL and export elsewhere", async () => {
    const reason = mountable();
    if (reason !== null) return console.log(`skipped: ${reason}`);
    m.close();
    const view = readOnlyView(join(dir, "m"));
    try {
      const ro = await sv.mirror(view.path);
      try {
        expect((await ro.status()).cores.drugcore.records).toBeGreaterThan(0);
        expect((await ro.table("drugcore")).numRows()).toBeGreaterThan(0);
        expect((await ro.sql("SELECT count(*) AS n FROM trialcore")).get("n", 0)).toBeGreaterThan(0);
        const manifest = await ro.exportParquet(join(dir, "from-read-only"));
        expect(manifest.cores.drugcore.rows).toBeGreaterThan(0);
      } finally {
        ro.close();
      }
    } finally {
      view.unmount();
      m = await sv.mirror(join(dir, "m"));
    }
  });

  test("a writer in another process is MirrorLockedError, with DuckDB's lock error as the cause", async () => {
    const path = join(dir, "held");
    const first = await sv.mirror(path, { ids: { drugcore: drugIds } });
    first.close();
    // A process that opens the file for writing and holds it until told to stop.
    const holder = spawn(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `import { DuckDBInstance } from "@duckdb/node-api"; await DuckDBInstance.create(${JSON.stringify(join(path, "mirror.duckdb"))}); console.log("open"); setInterval(() => {}, 1000);`,
      ],
      { cwd: resolve(import.meta.dirname, "../..") },
    );
    try {
      await new Promise<void>((ready) => holder.stdout.once("data", () => ready()));
      const error = await sv.mirror(path).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MirrorLockedError);
      expect(String((error as Error).cause)).toMatch(/lock/i);
    } finally {
      holder.kill("SIGKILL");
    }
  });

  test("a DuckDB file that is not a mirror is refused and left untouched", async () => {
    const path = join(dir, "foreign");
    mkdirSync(path);
    const instance = await DuckDBInstance.create(join(path, "mirror.duckdb"));
    const con = await instance.connect();
    await con.run("CREATE TABLE measurements AS SELECT range AS x FROM range(10)");
    con.closeSync();
    instance.closeSync();
    await expect(sv.mirror(path, { ids: { drugcore: drugIds } })).rejects.toThrow(
      /is a DuckDB database but not a mirror \(tables measurements\); it was left untouched/,
    );
    const again = await DuckDBInstance.create(join(path, "mirror.duckdb"), { access_mode: "READ_ONLY" });
    const check = await again.connect();
    expect((await check.runAndReadAll("SELECT table_name FROM duckdb_tables()")).getRowObjectsJS()).toEqual([
      { table_name: "measurements" },
    ]);
    check.closeSync();
    again.closeSync();
  });

  test("a definition is checked before anything is sent", async () => {
    await expect(sv.mirror(join(dir, "bad"), { searches: [{ core: "nocore" as never, params: { query: "x" } }] })).rejects.toThrow(
      /searches\[0\]\.core must be one of biomedcore/,
    );
    await expect(sv.mirror(join(dir, "bad2"), { follow: [{ from: "drugcore", field: "referencesPatents" }] })).rejects.toThrow(
      /not a link field of "drugcore"; allowed: parent/,
    );
    // Nothing was written for them.
    expect(existsSync(join(dir, "bad"))).toBe(false);
    expect(existsSync(join(dir, "bad2"))).toBe(false);
  });
});

describe("export", () => {
  test("DuckDB reads the hive-partitioned Parquet back with the same rows and types as m.sql", async () => {
    const out = join(dir, "parquet");
    const manifest = await m.exportParquet(out);
    expect(JSON.parse(readFileSync(`${out}.manifest.json`, "utf8"))).toEqual(manifest);
    expect(manifest.asOf).toBe(sandbox.dataset.today);
    const instance = await DuckDBInstance.create(":memory:");
    const con = await instance.connect();
    try {
      for (const core of ["biomedcore", "trialcore", "drugcore"] as const) {
        const glob = join(out, `core=${core}`, "**", "*.parquet");
        // Every file has every core's columns (one schema across cores); the manifest names the core's own.
        const own = manifest.cores[core].columns.map((name) => `"${name}"`).join(", ");
        const read = await con.runAndReadAll(`SELECT ${own} FROM read_parquet('${glob}', hive_partitioning = true) ORDER BY "serviceId"`);
        const mine = await m.sql(`SELECT * FROM ${core} ORDER BY "serviceId"`);
        const types = await m.sql(
          `SELECT column_name, data_type FROM information_schema.columns WHERE table_name = '${core}' ORDER BY ordinal_position`,
        );
        expect(read.columnNames()).toEqual(mine.columnNames());
        const readTypes = read.columnTypes().map((t) => t.toString());
        // Nested objects are JSON in the mirror and JSON text in the files.
        const mineTypes = (types.array("data_type") as string[]).map((t) => (t === "JSON" ? "VARCHAR" : t));
        expect(readTypes).toEqual(mineTypes);
        if (core !== "drugcore") expect(readTypes).toContain("DATE"); // drug records carry no dates
        const jsonColumns = new Set(
          (types.objects() as { column_name: string; data_type: string }[]).filter((c) => c.data_type === "JSON").map((c) => c.column_name),
        );
        const readRows = read
          .getRowObjectsJS()
          .map((row) =>
            Object.fromEntries(
              Object.entries(row).map(([k, v]) => [
                k,
                jsonColumns.has(k) && typeof v === "string"
                  ? JSON.parse(v)
                  : typeof v === "bigint"
                    ? Number(v)
                    : Array.isArray(v)
                      ? v.map((x) => (typeof x === "bigint" ? Number(x) : x))
                      : v,
              ]),
            ),
          );
        expect(readRows).toEqual(mine.objects());
        expect(read.currentRowCount).toBe(manifest.cores[core].rows);
        expect(read.currentRowCount).toBe(mine.numRows());
        const hive = await con.runAndReadAll(`SELECT DISTINCT core FROM read_parquet('${glob}', hive_partitioning = true)`);
        expect(hive.getRowObjectsJS()).toEqual([{ core }]);
      }
    } finally {
      con.closeSync();
      instance.closeSync();
    }
  });
});

describe("export writes only its own files", () => {
  test("a re-export removes the earlier export's parts and nothing else; the manifest lists every file", async () => {
    const out = join(dir, "own-files");
    const first = await m.exportParquet(out);
    expect(first.files.length).toBeGreaterThan(0);
    for (const file of first.files) expect(existsSync(join(out, file)), file).toBe(true);
    // The user's own files, inside the core and year folders an export writes into.
    const [core, year] = first.files[0].split("/");
    writeFileSync(join(out, core, "NOTES.txt"), "mine");
    writeFileSync(join(out, core, year, "notes.md"), "mine too");
    writeFileSync(join(out, "README.txt"), "about this folder");
    const second = await m.exportParquet(out);
    expect(readFileSync(join(out, core, "NOTES.txt"), "utf8")).toBe("mine");
    expect(readFileSync(join(out, core, year, "notes.md"), "utf8")).toBe("mine too");
    expect(readFileSync(join(out, "README.txt"), "utf8")).toBe("about this folder");
    expect(second.files).toEqual(first.files);
  });

  test("a Parquet part no manifest lists is refused, not deleted", async () => {
    const out = join(dir, "foreign-parts");
    mkdirSync(join(out, "core=trialcore", "year=1999"), { recursive: true });
    writeFileSync(join(out, "core=trialcore", "year=1999", "part_0.parquet"), "someone else's");
    const error = await m.exportParquet(out).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MisuseError);
    expect((error as Error).message).toContain("holds Parquet files no earlier export's manifest lists");
    expect(readFileSync(join(out, "core=trialcore", "year=1999", "part_0.parquet"), "utf8")).toBe("someone else's");
  });
});

describe("the response cache", () => {
  test("a second mirror of the same definition is seeded from the store: no record is fetched again", async () => {
    const storeDir = join(dir, "store");
    const stored = await connect({
      apiKey: sandbox.apiKey,
      baseUrl: sandbox.baseUrl,
      rateLimit: false,
      onProgress: false,
      cache: { dir: storeDir },
    });
    try {
      const first = await stored.mirror(join(dir, "s1"), m.definition);
      await first.sync();
      first.close();
      const sent = stored.usage.requests;
      expect(sent).toBeGreaterThan(5);
      const second = await stored.mirror(join(dir, "s2"), m.definition);
      await second.sync();
      // Every search, get and hop came from the store; what a seed sends itself (capabilities) is not stored.
      expect(stored.usage.requests - sent).toBeLessThanOrEqual(1);
      expect(stored.usage.cacheHits).toBeGreaterThanOrEqual(sent - 1);
      expect(canonRows(await second.table("trialcore"))).toEqual(canonRows(await m.table("trialcore")));
      second.close();
    } finally {
      await stored.close();
    }
  }, 120_000);
});
