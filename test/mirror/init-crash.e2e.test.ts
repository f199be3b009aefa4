// `mirror init` killed with SIGKILL at several points (while DuckDB creates the file, right after
// the definition is stored, and at random requests of the searches, IDs and hops) leaves either no
// mirror (init creates it again) or an interrupted seed that init or sync resumes: the resumed seed
// fetches again only records the killed run had not committed, runs again only searches it had not
// committed, and ends with what an uninterrupted init holds. Children run the built package
// (test/mirror/sync-child.mjs) against the sandbox behind a counting proxy.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { connect } from "../../src/connect.js";
import { DATABASE_FILE } from "../../src/mirror/database.js";
import type { MirrorDefinition, Session } from "../../src/mirror/index.js";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.js";
import { startCountingProxy, type CountingProxy } from "./counting-proxy.js";
import { childRun, fetchedIds, mirrorContent, readMirror } from "./kill-run.js";

const CORES = ["biomedcore", "drugcore", "trialcore"];
const RANDOM_KILLS = 4;

let sandbox: RunningSandbox;
let proxy: CountingProxy;
let sv: Session;
const dir = mkdtempSync(join(tmpdir(), "corebook-init-crash-"));
const definitionFile = join(dir, "definition.json");

const isSearch = (url: string) => /\/cores\/\w+\/records\?/.test(url);

/** What a killed init left: no definition (nothing to resume), or the seed's state and the IDs it holds. */
async function leftBehind(mirrorDir: string): Promise<{ defined: boolean; running: boolean; held: Set<string> }> {
  // The file is created whole (under another name, then linked): whenever it exists, DuckDB opens
  // it, wherever the init was killed.
  if (!existsSync(join(mirrorDir, DATABASE_FILE))) return { defined: false, running: false, held: new Set() };
  return readMirror(mirrorDir, async (query) => {
    const tables = (await query(`SELECT table_name AS t FROM duckdb_tables()`)).map((r) => r.t);
    if (!tables.includes("_state")) return { defined: false, running: false, held: new Set<string>() };
    const state = await query(`SELECT key FROM _state WHERE value IS NOT NULL AND CAST(value AS VARCHAR) <> 'null'`);
    const keys = new Set(state.map((r) => r.key));
    const held = new Set<string>();
    for (const core of CORES) {
      if (!tables.includes(`${core}_all`)) continue;
      for (const r of await query(`SELECT "serviceId" AS id FROM ${core}_all`)) held.add(r.id as string);
    }
    return { defined: keys.has("definition"), running: keys.has("running"), held };
  });
}

beforeAll(async () => {
  sandbox = await startSandbox({ rateLimit: false, warm: false });
  proxy = await startCountingProxy(sandbox.baseUrl);
  sv = await connect({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false, onProgress: false, cache: false });
  const drugs = (await sv.drugcore.search({ query: "inhibitor", limit: 30 })).array("serviceId") as string[];
  const definition: MirrorDefinition = {
    searches: [{ core: "biomedcore", params: { query: "cancer" }, from: "2025-01-01" }],
    ids: { drugcore: drugs },
    follow: [
      { from: "drugcore", field: "referencesTrialCore" },
      { from: "trialcore", field: "referencesBiomedCore" },
    ],
  };
  writeFileSync(definitionFile, JSON.stringify(definition));
}, 120_000);

afterAll(async () => {
  await sv?.close();
  await proxy?.close();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

test("init killed at several points leaves nothing or a seed that init and sync resume without paying again", async () => {
  const straight = await childRun(proxy, sandbox.apiKey, join(dir, "straight"), { definitionFile });
  expect(straight.killed).toBe(false);
  const straightGets = fetchedIds(straight.log);
  expect(straightGets.length).toBeGreaterThan(100);
  expect(straight.log.filter(isSearch).length).toBeGreaterThan(0);

  const target = join(dir, "killed");
  // While DuckDB creates the file; at the first request (the definition and tables are stored);
  // then at random points of the seed's requests.
  const kills: { killAt?: number; killWhen?: () => boolean; name: string }[] = [
    { killWhen: () => existsSync(target) && readdirSync(target).some((name) => name.startsWith(DATABASE_FILE)), name: "creating the file" },
    { killAt: 1, name: "first request" },
    ...Array.from({ length: RANDOM_KILLS }, (_, i) => {
      const at = 2 + Math.floor(Math.random() * (straight.log.length / 2));
      return { killAt: at, name: `request ${at} (random ${i + 1})` };
    }),
  ];
  const runs: string[][] = [];
  const searches: number[] = [];
  const uncommitted: number[] = [];
  const outcomes: string[] = [];
  // A random kill point past the end of what a resumed seed still sends lets that run finish the
  // seed. A plain sync after it would then also read the feeds (a finished mirror's sync does), and
  // hold state an uninterrupted init does not: it is run only when the last run was killed.
  let finished = false;
  for (const [k, kill] of kills.entries()) {
    // Resumed by init while the definition may not be stored yet, then by plain sync.
    const before = await leftBehind(target);
    const run = await childRun(proxy, sandbox.apiKey, target, { ...kill, ...(before.defined ? {} : { definitionFile }) });
    const after = await leftBehind(target);
    outcomes.push(`${kill.name}: ${run.killed ? (after.defined ? `seed interrupted, ${after.held.size} held` : "no mirror") : "finished"}`);
    if (!run.killed) {
      // This run is the last: what it fetched counts like the final sync's would.
      runs.push(fetchedIds(run.log));
      searches.push(run.log.filter(isSearch).length);
      finished = true;
      break;
    }
    // Nothing to resume, a definition with nothing fetched yet, or a seed marked as interrupted.
    expect(!after.defined || after.running || after.held.size === 0, `kill ${k + 1}`).toBe(true);
    runs.push(fetchedIds(run.log));
    searches.push(run.log.filter(isSearch).length);
    uncommitted.push(fetchedIds(run.log).filter((id) => !after.held.has(id)).length);
  }
  if (!finished) {
    const last = await childRun(proxy, sandbox.apiKey, target);
    expect(last.killed).toBe(false);
    runs.push(fetchedIds(last.log));
    searches.push(last.log.filter(isSearch).length);
  }

  // Creations the kills cut short (the first request may go out while the file is created) are
  // cleared by the next open that writes.
  expect(readdirSync(target).filter((name) => name.includes(".creating-"))).toEqual([]);
  expect(await mirrorContent(target, CORES)).toEqual(await mirrorContent(join(dir, "straight"), CORES));
  const refetched = runs.slice(0, -1).map((ids, k) => {
    const later = new Set(runs.slice(k + 1).flat());
    return ids.filter((id) => later.has(id)).length;
  });
  console.log(
    `init-crash: straight ${straightGets.length} gets, ${straight.log.filter(isSearch).length} searches; ${outcomes.join("; ")}; ` +
      `uncommitted ${uncommitted.join(", ")}; fetched again ${refetched.join(", ")}; searches per run ${searches.join(", ")}; ` +
      `total gets ${runs.flat().length} (+${runs.flat().length - straightGets.length})`,
  );
  for (const [k, n] of refetched.entries()) expect(n, `kill ${k + 1}: fetched again`).toBeLessThanOrEqual(uncommitted[k]);
  expect(runs.flat().length - straightGets.length).toBeLessThanOrEqual(refetched.reduce((a, b) => a + b, 0));
}, 300_000);
