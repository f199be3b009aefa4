// `import("corebook")` loads what a session on the real service needs and nothing else: the
// sandbox (hono, minisearch), the Parquet engines, DuckDB, vega and resvg load on first use, and
// undici with the first request; no zod schema is built before the first use either. And
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

/** The packages (by node_modules folder) and Node built-ins (`node:crypto`) a fresh process has loaded after running `code`. */
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
    return new Set(
      urls.flatMap((url) => (url.startsWith("node:") ? [url] : (/\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url)?.[1] ?? []))),
    );
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
    // Hashing, random names and CRC-32 load node:crypto and node:zlib on first use (src/node-builtins.ts).
    expect(loaded).toContain("node:fs");
    for (const name of ["node:crypto", "node:zlib", "node:perf_hooks"]) expect(loaded, name).not.toContain(name);
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

  it("builds no zod schema at import; a session's first get does", () => {
    // Every zod schema, as it is built, reads its own `_zod` before defining it: a getter on
    // Object.prototype counts the builds. The session's first search and get are the control that
    // the count sees them (the schemas are built on first use, bench/import.mjs).
    const env: NodeJS.ProcessEnv = { ...process.env };
    delete env.SV_API_KEY;
    delete env.SV_BASE_URL;
    const out = execFileSync(
      process.execPath,
      [
        "--input-type=module",
        "-e",
        `
      let built = 0;
      Object.defineProperty(Object.prototype, "_zod", { get() { built += 1; return undefined; }, configurable: true });
      const { connect } = await import("./dist/index.js");
      const atImport = built;
      const sv = await connect({ quiet: true });
      const found = await sv.drugcore.search({ query: "kinase", limit: 1 });
      const id = found.get("serviceId", 0);
      const got = await sv.drugcore.get(id);
      await sv.close();
      console.log(JSON.stringify({ atImport, afterGet: built, rows: got.numRows(), same: got.get("serviceId", 0) === id }));`,
      ],
      { cwd: projectDir, env, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
    );
    const { atImport, afterGet, rows, same } = JSON.parse(out);
    expect(atImport).toBe(0);
    expect(afterGet).toBeGreaterThan(0);
    expect({ rows, same }).toEqual({ rows: 1, same: true });
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
