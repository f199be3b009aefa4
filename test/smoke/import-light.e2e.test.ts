// `import("corebook")` loads what a session on the real service needs and nothing else: the
// sandbox (hono, minisearch), the Parquet engines, DuckDB, vega and resvg load on first use, and
// undici with the first request. And
// importing has no side effects: the progress bars are registered by connect(), not by import.
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const projectDir = fileURLToPath(new URL("../..", import.meta.url));
const hooks = new URL("./record-loads.mjs", import.meta.url).href;
const LAZY_PACKAGES = [
  "hono",
  "@hono/node-server",
  "minisearch",
  "vega",
  "vega-lite",
  "@resvg/resvg-js",
  "hyparquet",
  "hyparquet-compressors",
  "@duckdb/node-api",
  "@duckdb/node-bindings",
  "lmdb",
];

/** The packages (by node_modules folder) a fresh process has loaded after running `code`. */
function loadedPackages(code: string): Set<string> {
  const dir = mkdtempSync(join(tmpdir(), "corebook-loads-"));
  const log = join(dir, "loaded.txt");
  try {
    const register = `import { register } from "node:module"; register(${JSON.stringify(hooks)});`;
    execFileSync(
      process.execPath,
      ["--import", `data:text/javascript,${encodeURIComponent(register)}`, "--input-type=module", "-e", code],
      {
        cwd: projectDir,
        env: { ...process.env, LOADED_MODULES_LOG: log },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const urls = readFileSync(log, "utf8").trim().split("\n");
    return new Set(urls.flatMap((url) => /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1] ?? []));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("importing corebook", () => {
  it("does not load the sandbox, Parquet, DuckDB, vega or resvg", () => {
    const loaded = loadedPackages(`await import("./dist/index.js");`);
    // The check itself works: the tables' own dependency is seen.
    expect(loaded).toContain("arquero");
    for (const name of LAZY_PACKAGES) expect(loaded, name).not.toContain(name);
    // undici loads with the first request; zod is bundled into dist/chunks (scripts/bundle.mjs).
    expect(loaded).not.toContain("undici");
    expect(loaded).not.toContain("zod");
  });

  it("loads undici with the first request", () => {
    const loaded = loadedPackages(`
      const { startSandbox, createClient } = await import("./dist/index.js");
      const sandbox = await startSandbox({ rateLimit: false, warm: false });
      const client = createClient({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false, quotaDir: false });
      await client.capabilities();
      await client.close();
      await sandbox.close();`);
    expect(loaded).toContain("undici");
  });

  it("loads them on first use: startSandbox brings hono and minisearch, a Parquet export DuckDB", () => {
    const loaded = loadedPackages(`
      const { startSandbox, exportTable } = await import("./dist/index.js");
      const aq = await import("arquero");
      const { mkdtempSync, rmSync } = await import("node:fs");
      const dir = mkdtempSync((await import("node:os")).tmpdir() + "/corebook-lazy-");
      await exportTable(aq.table({ x: [1, 2] }), dir + "/x.parquet");
      rmSync(dir, { recursive: true });
      const sandbox = await startSandbox();
      await sandbox.close();`);
    // @duckdb/node-api's JavaScript is bundled into dist/chunks (scripts/bundle.mjs); its native binding loads from node_modules.
    for (const name of ["hono", "minisearch", "@duckdb/node-bindings"]) expect(loaded, name).toContain(name);
  });

  it("registers no progress listener and no Arquero day function; connect() does", () => {
    // dist/index.js is a bundle whose progress module cannot be reached from outside, so this runs
    // on tsc's unbundled modules of the same source: every module src/index.ts exports from.
    const entry = readFileSync(join(projectDir, "src", "index.ts"), "utf8");
    const modules = [...new Set([...entry.matchAll(/from "\.\/([^"]+\.js)"/g)].map((m) => `./dist/${m[1]}`))];
    const out = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `
      for (const m of ${JSON.stringify(modules)}) await import(m);
      const { setProgressListener } = await import("./dist/tables/progress.js");
      const aq = await import("arquero");
      const dayOpBefore = typeof aq.op.yearOf;
      const before = setProgressListener(null);
      const { connect } = await import("./dist/connect.js");
      const sv = await connect({ quiet: true });
      const after = setProgressListener(null);
      await sv.close();
      console.log(JSON.stringify({ before: before === null, after: typeof after, dayOpBefore, dayOpAfter: typeof aq.op.yearOf, modules: ${modules.length} }));`,
      ],
      {
        cwd: projectDir,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    expect(JSON.parse(out)).toEqual({
      before: true,
      after: "function",
      dayOpBefore: "undefined",
      dayOpAfter: "function",
      modules: modules.length,
    });
    expect(modules.length).toBeGreaterThan(10);
  });
});
