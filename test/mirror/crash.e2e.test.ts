// A sync killed with SIGKILL just after its first feed and at 6 random points, then resumed, ends
// in the same state as an uninterrupted sync (rows, state, history, reasons), fetches again only
// records the killed run had not committed (at most a batch being written, one filling and the
// requests in flight, counted at the proxy), reads again at most one feed page per kill, and a
// further sync on the same day adds nothing. The syncs run as child processes
// (test/mirror/sync-child.mjs, on the built package) against the sandbox behind a counting proxy.
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { connect } from "../../src/connect.js";
import type { Session } from "../../src/mirror/index.js";
import { BATCH_SIZE } from "../../src/mirror/batch-committer.js";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.js";
import { startCountingProxy, type CountingProxy } from "./counting-proxy.js";
import { childRun, fetchedIds, mirrorContent, readMirror } from "./kill-run.js";

const KILLS = 6;
/** Requests the sync has in flight at once (fetch-records.ts). */
const IN_FLIGHT = 8;
const CORES = ["drugcore", "trialcore", "biomedcore"];
// Seeded on T1, synced on T2: half a year of changes for the interrupted sync to apply.
const T1 = "2025-06-01";
const T2 = "2026-01-01";

let sandbox: RunningSandbox;
let proxy: CountingProxy;
let sv: Session;
const dir = mkdtempSync(join(tmpdir(), "corebook-crash-"));

/** What a killed sync had committed on T2: records whose new version or deletion is in history, and the IDs of the page being applied. */
async function committedOnT2(mirrorDir: string): Promise<Set<string>> {
  return readMirror(mirrorDir, async (query) => {
    const changed = await query(`SELECT serviceId FROM _history WHERE validFrom = DATE '${T2}'`);
    const progress = await query(`SELECT CAST(value AS VARCHAR) AS v FROM _state WHERE key LIKE 'progress.%'`);
    const done = progress.flatMap((p) => (JSON.parse(p.v as string) as { done?: string[] } | null)?.done ?? []);
    return new Set([...changed.map((r) => r.serviceId as string), ...done]);
  });
}

beforeAll(async () => {
  sandbox = await startSandbox({ rateLimit: false, today: T1, warm: false });
  proxy = await startCountingProxy(sandbox.baseUrl);
  // No response cache: this test compares the mirror with what the sandbox serves now.
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

test("killed after its first feed and at 6 random points, a sync resumes fetching only what it had not committed, and ends where an uninterrupted one does", async () => {
  const straight = await childRun(proxy, sandbox.apiKey, join(dir, "b"));
  const straightGets = fetchedIds(straight.log);
  const straightPages = straight.log.filter((u) => u.includes("/changes")).length;
  // Enough work that the kills land inside it: feed pages and several batches of re-fetches.
  expect(straightPages).toBeGreaterThan(1);
  expect(straightGets.length).toBeGreaterThan(3 * BATCH_SIZE);

  const runs: string[][] = [];
  const uncommitted: number[] = [];
  let pages = 0;
  // First a kill just after the first feed was read to its end (as the next feed's first page is
  // asked for): the resumed sync must not read that feed again, nor relearn from the withheld days
  // how busy it is. Then kill points spread over the whole run: each run resumes where the last
  // one stopped.
  const feedOf = (url: string) => /\/cores\/(\w+)\/changes/.exec(url)?.[1];
  const firstFeed = straight.log.map(feedOf).find((core) => core !== undefined);
  const nextFeedAt = straight.log.findIndex((url) => feedOf(url) !== undefined && feedOf(url) !== firstFeed);
  expect(nextFeedAt, "the definition reads two feeds").toBeGreaterThan(0);
  // Each random point lies within what is left to do: the requests a killed run sent are at most
  // what it moved forward, so what the straight run needed minus what the killed runs sent is a
  // floor of the work left, shared among the kills still to come (else a late kill point could lie
  // past the end of the work and the run would finish unkilled).
  const points: number[] = [];
  let sent = 0;
  for (let k = 0; k <= KILLS; k++) {
    const left = straight.log.length - sent;
    const point = k === 0 ? nextFeedAt + 1 : 2 + Math.floor(Math.random() * Math.max(1, left / (KILLS - k + 2) - 2));
    points.push(point);
    const run = await childRun(proxy, sandbox.apiKey, join(dir, "a"), { killAt: point });
    expect(run.killed, `kill ${k + 1} at request ${point}, ${left} of ${straight.log.length} left`).toBe(true);
    const committed = await committedOnT2(join(dir, "a"));
    runs.push(fetchedIds(run.log));
    uncommitted.push(fetchedIds(run.log).filter((id) => !committed.has(id)).length);
    pages += run.log.filter((u) => u.includes("/changes")).length;
    sent += run.log.length;
  }
  const last = await childRun(proxy, sandbox.apiKey, join(dir, "a"));
  runs.push(fetchedIds(last.log));
  pages += last.log.filter((u) => u.includes("/changes")).length;

  expect(await mirrorContent(join(dir, "a"), CORES)).toEqual(await mirrorContent(join(dir, "b"), CORES));
  // Per kill: what a later run fetched again of what the killed run had fetched.
  const refetched = runs.slice(0, -1).map((ids, k) => {
    const later = new Set(runs.slice(k + 1).flat());
    return ids.filter((id) => later.has(id)).length;
  });
  console.log(
    `crash: straight sync ${straightGets.length} gets, ${straightPages} pages; killed at ${points.join(", ")}; ` +
      `uncommitted ${uncommitted.join(", ")}; fetched again ${refetched.join(", ")}; ` +
      `total gets ${runs.flat().length} (+${runs.flat().length - straightGets.length}), pages ${pages} (+${pages - straightPages})`,
  );
  for (const [k, n] of refetched.entries()) {
    expect(n, `kill ${k + 1}: fetched again`).toBeLessThanOrEqual(uncommitted[k]);
    // A batch being committed, the one filling behind it, and the requests in flight.
    expect(uncommitted[k], `kill ${k + 1}: uncommitted`).toBeLessThanOrEqual(2 * BATCH_SIZE + IN_FLIGHT);
  }
  expect(runs.flat().length - straightGets.length).toBeLessThanOrEqual(refetched.reduce((a, b) => a + b, 0));
  expect(pages - straightPages).toBeLessThanOrEqual(points.length);

  // Another sync on the same day: no record row, no history row.
  const again = await childRun(proxy, sandbox.apiKey, join(dir, "a"));
  expect(again.killed).toBe(false);
  const counts = (mirrorDir: string) =>
    readMirror(mirrorDir, (query) => query(`SELECT (SELECT count(*) FROM _history) AS h, (SELECT count(*) FROM trialcore_all) AS t`));
  expect(await counts(join(dir, "a"))).toEqual(await counts(join(dir, "b")));
}, 300_000);
