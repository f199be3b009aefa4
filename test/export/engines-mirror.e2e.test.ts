// The mirror's hive export as a dataset: read from its root folder by DuckDB, pandas, pyarrow,
// Polars, Dask and Ray Data on a local Ray cluster (loopback only), with the guide's snippets, and
// compared with DuckDB's answer (engines/mirror.py). Every file's encodings are ones Spark 3.4
// reads, and each carries its provenance.
import { afterAll, beforeAll, expect, test } from "vitest";
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.js";
import { connect } from "../../src/connect.js";
import type { Session } from "../../src/mirror/index.js";
import { readExport } from "../../src/export/index.js";
import { info } from "../../src/tables/provenance.js";
import { enginePython, parquetEncodings, PROJECT_DIR, SPARK_34_ENCODINGS } from "../support/engines.js";
import { tempDir } from "./helpers.js";

const tmp = tempDir();
let python: string;
let sandbox: RunningSandbox;
let sv: Session;
const root = tmp.path("export");

beforeAll(async () => {
  python = await enginePython();
  sandbox = await startSandbox({ rateLimit: false });
  sv = await connect({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false, onProgress: false });
  const drugIds = (await sv.drugcore.search({ query: "kinase inhibitor", limit: 3 })).array("serviceId") as string[];
  const m = await sv.mirror(tmp.path("mirror"), {
    searches: [
      { core: "biomedcore", params: { query: "EGFR non-small cell lung cancer", include: ["authorsMetadata"] }, from: "2015-01-01" },
    ],
    ids: { drugcore: drugIds },
    follow: [{ from: "drugcore", field: "referencesTrialCore" }],
  });
  await m.sync();
  await m.exportParquet(root);
  m.close();
}, 30 * 60_000);
afterAll(async () => {
  await sv?.close();
  await sandbox?.close();
  tmp.remove();
});

function parquetFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => join(dir, name))
    .filter((path) => path.endsWith(".parquet"));
}

test("the root folder holds only Parquet, an undated core is in the null year, each file has provenance", async () => {
  const entries = readdirSync(root, { recursive: true, encoding: "utf8" });
  expect(entries.filter((name) => !/^core=\w+(\/year=(\d+|__HIVE_DEFAULT_PARTITION__)(\/part_\d+\.parquet)?)?$/.test(name))).toEqual([]);
  expect(entries).toContain("core=drugcore/year=__HIVE_DEFAULT_PARTITION__/part_0.parquet");
  expect(entries.some((name) => name.startsWith("core=biomedcore/year=20"))).toBe(true);
  const manifest = JSON.parse(readFileSync(`${root}.manifest.json`, "utf8"));
  expect(Object.keys(manifest.cores).sort()).toEqual(["biomedcore", "drugcore", "trialcore"]);
  const file = join(root, "core=drugcore", "year=__HIVE_DEFAULT_PARTITION__", "part_0.parquet");
  const back = await readExport(file);
  expect(info(back)?.core).toBe("drugcore");
  expect(back.numRows()).toBe(manifest.cores.drugcore.rows);
  expect(back.columnNames()).toEqual(manifest.columns.map((c: { name: string }) => c.name));
  for (const [path, used] of Object.entries(parquetEncodings(python, parquetFiles(root)))) {
    expect(
      used.filter((encoding) => !SPARK_34_ENCODINGS.includes(encoding)),
      path,
    ).toEqual([]);
  }
});

test(
  "DuckDB, pandas, pyarrow, Polars, Dask and Ray (a local cluster) read the root folder alike",
  () => {
    const guide = readFileSync(join(PROJECT_DIR, "docs", "export-and-engines.md"), "utf8");
    const snippets = [...guide.matchAll(/<!-- mirror-snippet (\S+) (\S+) -->\n```python\n([\s\S]*?)```/g)].map(([, engine, fn, code]) => ({
      engine,
      function: fn,
      code,
    }));
    expect(snippets.map((s) => s.engine)).toEqual(["duckdb", "pandas", "pyarrow", "polars", "dask", "ray"]);
    const job = tmp.path("mirror-job.json");
    writeFileSync(job, JSON.stringify({ root, snippets }));
    const output = execFileSync(python, [join(PROJECT_DIR, "test", "export", "engines", "mirror.py"), job], {
      encoding: "utf8",
      maxBuffer: 16 << 20,
      // Ray's single-node, localhost-only mode: every Ray process on 127.0.0.1.
      env: { ...process.env, RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER: "0", RAY_USAGE_STATS_ENABLED: "0" },
    });
    const results = JSON.parse(output) as { engine: string; rows: number; problems: string[]; nodes: string[] }[];
    console.log(
      results
        .map((r) => `${r.engine.padEnd(8)} ${r.rows} rows ${r.problems.length === 0 ? "same as DuckDB" : r.problems.join("; ")}`)
        .join("\n"),
    );
    expect(results[0].nodes).toEqual(["127.0.0.1"]);
    expect(results.filter((r) => r.problems.length > 0)).toEqual([]);
    expect(results[0].rows).toBeGreaterThan(100);
  },
  10 * 60_000,
);
