// Issue 23's damage probe over the response cache and snapshots: a healthy store and a sealed
// snapshot, recorded from the sandbox, are copied and each copy damaged in one way (truncations at
// several sizes, random pages, bit flips, zeroed pages, a foreign file, and for the snapshot
// repeated, removed, swapped and cut lines). On each, in fresh processes: `corebook cache
// stats|verify`, two sessions, then `cache verify --repair` (store); `snapshot verify` and a
// replay, then a fresh recording (snapshot). Counted: processes that died, processes that hung,
// records served that differ from the healthy ones, and damage that cost data without being
// reported by name.
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, test } from "vitest";
import { connect, startSandbox } from "../../src/index.js";
import { damagedCopy, ended, fileDamages, lineDamages, resultOf, runChild, type ChildRun, type Damage } from "../support/damage-probe.js";

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const TIMEOUT_MS = 120_000;
const SEARCH = { query: "cancer", limit: 200 };
const BIG_SEARCH = { query: "kinase", limit: 100 };

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
const root = mkdtempSync(join(tmpdir(), "corebook-damage-probe-"));
const storeDir = join(root, "store");
const snapshotDir = join(root, "snapshot");
const expectedFile = join(root, "expected.json");

const digest = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("hex");
const digests = (rows: object[]) => Object.fromEntries(rows.map((row) => [(row as { serviceId: string }).serviceId, digest(row)]));

beforeAll(async () => {
  sandbox = await startSandbox({ today: "2026-03-01", rateLimit: false });
  const base = {
    baseUrl: sandbox.baseUrl,
    apiKey: sandbox.apiKey,
    rateLimit: false as const,
    onProgress: false as const,
    quiet: true,
    env: {},
  };
  const filling = await connect({ ...base, cache: { dir: storeDir } });
  const found = await filling.trialcore.search(SEARCH);
  const ids = found.array("serviceId") as string[];
  const got = await filling.trialcore.get(ids);
  const big = await filling.biomedcore.search(BIG_SEARCH);
  await filling.close();
  writeFileSync(
    expectedFile,
    JSON.stringify({
      search: SEARCH,
      bigSearch: BIG_SEARCH,
      ids,
      rows: { get: digests(got.objects()), search: digests(found.objects()), bigSearch: digests(big.objects()) },
    }),
  );
  const recording = await connect({ ...base, cache: false, snapshot: { path: join(snapshotDir, "analysis.cbsnap"), mode: "record" } });
  await recording.trialcore.get((await recording.trialcore.search(SEARCH)).array("serviceId") as string[]);
  await recording.close();
}, 600_000);
afterAll(async () => {
  await sandbox?.close();
});

interface Outcome {
  damage: string;
  runs: Array<{ what: string; run: ChildRun }>;
  wrong: number;
  /** Data was lost (refetched, or a replay refused) and nothing named the damaged file. */
  unreported: boolean;
  /** The way out (a second session, a repair, a fresh recording) did not work. */
  stuck: string | null;
  /** The damage was reported by name (a warning, a failed verify); else it touched nothing read. */
  detected: boolean;
}

interface SessionResult {
  requests: number;
  cacheHits: number;
  rows: number;
  wrong: number;
  warnings: string[];
}

async function probeStore(damage: Damage): Promise<Outcome> {
  const copy = damagedCopy(storeDir, damage);
  const node = process.execPath;
  const commands = await runChild(node, [fixture("probe-cache-commands.mjs"), copy, "stats", "verify"], { timeoutMs: TIMEOUT_MS });
  const first = await runChild(node, [fixture("probe-session.mjs"), copy, sandbox.baseUrl, sandbox.apiKey, expectedFile], {
    timeoutMs: TIMEOUT_MS,
  });
  const second = await runChild(node, [fixture("probe-session.mjs"), copy, sandbox.baseUrl, sandbox.apiKey, expectedFile], {
    timeoutMs: TIMEOUT_MS,
  });
  const repair = await runChild(node, [fixture("probe-cache-commands.mjs"), copy, "verify --repair", "verify"], { timeoutMs: TIMEOUT_MS });
  const a = resultOf<SessionResult>(first);
  const b = resultOf<SessionResult>(second);
  const checks = resultOf<Array<{ command: string; code: number | string; text: string }>>(commands);
  const repaired = resultOf<Array<{ command: string; code: number | string; text: string }>>(repair);
  const named = (text: string) => text.includes(join(copy, "responses-v3"));
  // The session refetched something (lost data): a warning must name the store; and the commands,
  // which ran first, must have reported it too.
  const lost = a !== null && a.requests > 0;
  const checked = checks?.some((c) => c.code !== 0 || /damaged/.test(c.text)) === true;
  const warned = a?.warnings.some(named) === true;
  const unreported = lost && !(warned && checked);
  let stuck: string | null = null;
  if (b?.requests !== 0 || b.warnings.length > 0) stuck = `second session: ${second.stdout.trim().slice(-300)}`;
  else if (repaired?.[1]?.code !== 0) stuck = `after verify --repair: ${repair.stdout.trim().slice(-300)}`;
  return {
    damage: damage.name,
    runs: [
      { what: "cache stats+verify", run: commands },
      { what: "first session", run: first },
      { what: "second session", run: second },
      { what: "verify --repair", run: repair },
    ],
    wrong: (a?.wrong ?? 0) + (b?.wrong ?? 0),
    unreported,
    stuck,
    detected: checked || warned,
  };
}

interface SnapshotResult {
  verifyCode: number | string;
  verifyText: string;
  replay: { ok: boolean; wrong?: number; requests?: number; error?: string };
  warnings: string[];
}

async function probeSnapshot(damage: Damage): Promise<Outcome> {
  const copy = damagedCopy(snapshotDir, damage);
  const path = join(copy, "analysis.cbsnap");
  const node = process.execPath;
  const run = await runChild(node, [fixture("probe-snapshot.mjs"), path, expectedFile], { timeoutMs: TIMEOUT_MS });
  const again = await runChild(node, [fixture("probe-snapshot.mjs"), path, expectedFile, "record", sandbox.baseUrl, sandbox.apiKey], {
    timeoutMs: TIMEOUT_MS,
  });
  const r = resultOf<SnapshotResult>(run);
  const fresh = resultOf<SnapshotResult>(again);
  // Every damage must fail verify, naming a line (or, for a file that is no snapshot at all, saying so).
  const verifyNamed = r !== null && r.verifyCode !== 0 && /line \d+|not a corebook snapshot/.test(r.verifyText);
  // A replay refused must say why by file and line, never only "not in the snapshot".
  const replayNamed =
    r !== null &&
    (r.replay.ok ||
      (r.replay.error?.includes(path) === true &&
        /damaged at line \d+|cut short after line \d+|not a corebook snapshot/.test(r.replay.error)));
  return {
    damage: damage.name,
    runs: [
      { what: "verify+replay", run },
      { what: "record anew", run: again },
    ],
    wrong: r?.replay.wrong ?? 0,
    unreported: !verifyNamed || !replayNamed,
    detected: verifyNamed,
    stuck:
      fresh && fresh.verifyCode === 0 && fresh.replay.ok && fresh.replay.requests === 0
        ? null
        : `record anew: ${again.stdout.trim().slice(-300)}`,
  };
}

/** Runs the probes two at a time (two cores). */
async function inPairs<T>(items: T[], probe: (item: T) => Promise<Outcome>): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (let i = 0; i < items.length; i += 2) outcomes.push(...(await Promise.all(items.slice(i, i + 2).map(probe))));
  return outcomes;
}

test("30+ damaged stores and snapshots: no process dies or hangs, no wrong data is served, all damage is reported by name, and the way out works", async () => {
  const dataFile = "responses-v3/data.mdb";
  const storeDamages = [
    ...fileDamages(dataFile, statSync(join(storeDir, dataFile)).size, { seed: 23, randomPages: 5, bitFlips: 5, zeroedPages: 4 }),
    ...fileDamages("responses-v3/lock.mdb", statSync(join(storeDir, "responses-v3/lock.mdb")).size, {
      seed: 5,
      randomPages: 1,
      bitFlips: 1,
      zeroedPages: 1,
    }).slice(-3),
  ];
  const snapshotFile = "analysis.cbsnap";
  const snapshotText = readFileSync(join(snapshotDir, snapshotFile), "utf8");
  const snapshotDamages = [
    ...fileDamages(snapshotFile, snapshotText.length, { seed: 11, pageSize: 512, randomPages: 3, bitFlips: 6, zeroedPages: 2 }),
    ...lineDamages(snapshotFile, snapshotText),
  ];
  const outcomes = [...(await inPairs(storeDamages, probeStore)), ...(await inPairs(snapshotDamages, probeSnapshot))];

  const report = outcomes.map((o) => {
    const runs = o.runs.map(({ what, run }) => `${what}: ${ended(run)}`).join(", ");
    const flags = [
      o.wrong > 0 ? `${o.wrong} wrong records` : "",
      o.unreported ? "NOT REPORTED" : "",
      o.stuck ? `STUCK (${o.stuck})` : "",
    ].filter(Boolean);
    return `${o.damage}: ${o.detected ? "reported" : "nothing to report"}; ${runs}${flags.length > 0 ? ` -- ${flags.join("; ")}` : ""}`;
  });
  const runs = outcomes.flatMap((o) => o.runs.map(({ run }) => run));
  const died = runs.filter((run) => run.signal !== null && !run.timedOut).length;
  const hung = runs.filter((run) => run.timedOut).length;
  const detected = outcomes.filter((o) => o.detected).length;
  console.log(
    `damage probe: ${outcomes.length} variants, ${runs.length} child processes, ${died} died, ${hung} hung, ` +
      `${outcomes.reduce((n, o) => n + o.wrong, 0)} wrong records served, ${detected} reported by name, ` +
      `${outcomes.length - detected} harmless (nothing read was touched), ${outcomes.filter((o) => o.unreported).length} lost data unreported, ` +
      `${outcomes.filter((o) => o.stuck).length} without a way out\n${report.join("\n")}`,
  );

  expect(outcomes.length).toBeGreaterThanOrEqual(30);
  expect(died, "processes that died").toBe(0);
  expect(hung, "processes that hung").toBe(0);
  expect(
    runs.filter((run) => run.code !== 0).map((run) => run.stderr.slice(-500)),
    "processes that failed",
  ).toEqual([]);
  expect(
    outcomes.filter((o) => o.wrong > 0).map((o) => o.damage),
    "wrong data served",
  ).toEqual([]);
  expect(
    outcomes.filter((o) => o.unreported).map((o) => o.damage),
    "damage not reported by name",
  ).toEqual([]);
  expect(
    outcomes.filter((o) => o.stuck).map((o) => `${o.damage}: ${o.stuck}`),
    "no way out",
  ).toEqual([]);
}, 3_600_000);
