// A sync killed with SIGKILL at 10 random points, then resumed, ends in the same state as an
// uninterrupted sync, and repeats no more than one feed page per kill. The syncs run as child
// processes (test/mirror/sync-child.mjs, on the built package) against the sandbox behind a counting proxy.
import { DuckDBInstance } from "@duckdb/node-api";
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { connect } from "../../src/connect.js";
import type { Session } from "../../src/mirror/index.js";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.js";
import { startCountingProxy, type CountingProxy } from "./counting-proxy.js";

const projectDir = resolve(import.meta.dirname, "../..");
const KILLS = 10;
// Seeded on T1, synced on T2: half a year of changes for the interrupted sync to apply.
const T1 = "2025-06-01";
const T2 = "2026-01-01";

let sandbox: RunningSandbox;
let proxy: CountingProxy;
let sv: Session;
const dir = mkdtempSync(join(tmpdir(), "corebook-crash-"));

/** Runs a sync of `mirrorDir` in a child process; kills it with SIGKILL when it sends its `killAt`-th request. */
function childSync(mirrorDir: string, killAt: number | null): Promise<{ killed: boolean; stderr: string }> {
  return new Promise((done, fail) => {
    let sent = 0;
    const child = spawn(process.execPath, ["test/mirror/sync-child.mjs", mirrorDir, proxy.baseUrl, sandbox.apiKey], { cwd: projectDir });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    proxy.onRequest = () => {
      sent++;
      if (killAt !== null && sent >= killAt) {
        child.kill("SIGKILL");
        return false;
      }
      return true;
    };
    child.on("error", fail);
    child.on("exit", (code, signal) => {
      proxy.onRequest = () => true;
      if (signal === "SIGKILL") done({ killed: true, stderr });
      else if (code === 0) done({ killed: false, stderr });
      else fail(new Error(`sync exited with ${code}: ${stderr}`));
    });
  });
}

async function snapshot(mirrorDir: string): Promise<Record<string, unknown>> {
  const instance = await DuckDBInstance.create(join(mirrorDir, "mirror.duckdb"), { access_mode: "READ_ONLY" });
  const con = await instance.connect();
  try {
    const out: Record<string, unknown> = {};
    for (const core of ["drugcore", "trialcore", "biomedcore"]) {
      const r = await con.runAndReadAll(
        `SELECT * EXCLUDE ("_record") , CAST("_record" AS VARCHAR) AS r FROM "${core}_all" ORDER BY "serviceId"`,
      );
      out[core] = r.getRowObjectsJson();
    }
    const state = await con.runAndReadAll(`SELECT key, CAST(value AS VARCHAR) AS v FROM _state WHERE key NOT LIKE 'usage%' ORDER BY key`);
    out.state = state.getRowObjectsJson();
    const asOf = await con.runAndReadAll(`SELECT core, serviceId, validFrom, validTo, deletedOn, CAST(body AS VARCHAR) AS b FROM _history
      ORDER BY core, serviceId, validFrom, validTo NULLS LAST`);
    out.history = asOf.getRowObjectsJson();
    return out;
  } finally {
    con.closeSync();
    instance.closeSync();
  }
}

beforeAll(async () => {
  sandbox = await startSandbox({ rateLimit: false, today: T1, warm: false });
  proxy = await startCountingProxy(sandbox.baseUrl);
  // No response store: this test compares the mirror with what the sandbox serves now.
  sv = await connect({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false, onProgress: false, cache: false });
  const drugs = (await sv.drugcore.search({ query: "inhibitor", limit: 40 })).array("serviceId") as string[];
  const m = await sv.mirror(join(dir, "a"), {
    ids: { drugcore: drugs },
    follow: [
      { from: "drugcore", field: "referencesTrialCore" },
      { from: "trialcore", field: "referencesBiomedCore" },
    ],
  });
  await m.sync();
  m.close();
  sandbox.setToday(T2);
  cpSync(join(dir, "a"), join(dir, "b"), { recursive: true });
}, 120_000);

afterAll(async () => {
  await sv?.close();
  await proxy?.close();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

test("killed at 10 random points and resumed, a sync ends where an uninterrupted one does", async () => {
  proxy.log.length = 0;
  await childSync(join(dir, "b"), null);
  const straight = [...proxy.log];
  const straightPages = straight.filter((u) => u.includes("/changes")).length;
  // Enough work that ten kills land inside it: feed pages plus the re-fetches they call for.
  expect(straightPages).toBeGreaterThan(1);
  expect(straight.length).toBeGreaterThan(KILLS * 3);

  proxy.log.length = 0;
  let kills = 0;
  // Kill points spread over the whole run (capabilities first, then pages and re-fetches).
  const points = Array.from({ length: KILLS }, () => 2 + Math.floor(Math.random() * Math.max(1, straight.length / KILLS)));
  for (const point of points) {
    const run = await childSync(join(dir, "a"), point);
    if (run.killed) kills++;
  }
  await childSync(join(dir, "a"), null);
  expect(kills).toBe(KILLS);

  expect(await snapshot(join(dir, "a"))).toEqual(await snapshot(join(dir, "b")));
  const pages = proxy.log.filter((u) => u.includes("/changes")).length;
  expect(pages - straightPages).toBeLessThanOrEqual(kills);
}, 300_000);
