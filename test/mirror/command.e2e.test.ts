// `corebook mirror init|sync|status|export` through its command function, on a sandbox over loopback.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { CommandMisuseError } from "../../src/errors/index.js";
import { runMirrorCommand } from "../../src/mirror/command.js";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.js";
import { readMirror } from "./kill-run.js";

let sandbox: RunningSandbox;
const dir = mkdtempSync(join(tmpdir(), "corebook-mirror-cli-"));
const lines: string[] = [];
const run = (args: string[]) =>
  runMirrorCommand(args, {
    log: (line) => lines.push(line),
    connect: { apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false, onProgress: false },
  });

beforeAll(async () => {
  sandbox = await startSandbox({ rateLimit: false, today: "2025-10-01", warm: false });
});
afterAll(async () => {
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

test("init seeds, sync applies the feeds after the clock moves, status and export report", async () => {
  const definition = join(dir, "definition.json");
  writeFileSync(definition, JSON.stringify({ searches: [{ core: "biomedcore", params: { query: "asthma" }, from: "2024-01-01" }] }));
  const m = join(dir, "m");
  expect(await run(["init", m, "--definition", definition])).toBe(0);
  expect(lines.at(-1)).toMatch(/^seeded .* as of 2025-10-01: \d+ records fetched/);
  sandbox.setToday("2025-11-15");
  expect(await run(["sync", m])).toBe(0);
  expect(lines.at(-1)).toMatch(/^synced .* as of 2025-11-15: \d+ records fetched, \d+ deletions, [1-9]\d* feed pages/);
  lines.length = 0;
  expect(await run(["status", m])).toBe(0);
  expect(lines.join("\n")).toMatch(
    /as of 2025-11-15, 0 days behind the service\n {2}biomedcore +\d+ records +\d+ tombstones\nspent \d+ requests, \d+ credits/,
  );
  expect(await run(["export", m, join(dir, "out")])).toBe(0);
  expect(JSON.parse(readFileSync(join(dir, "out.manifest.json"), "utf8")).asOf).toBe("2025-11-15");
  expect(existsSync(join(dir, "out", "core=biomedcore"))).toBe(true);
}, 120_000);

test("issue 23's definition (a TrialCore search followed by referencesBiomedCore) inits and syncs; a same-day sync adds no history", async () => {
  // It once passed validation, then failed: the search did not request the link the hop reads,
  // leaving the trials and no papers, "never synced".
  sandbox.setToday("2025-10-01");
  const definition = join(dir, "trials-papers.json");
  writeFileSync(
    definition,
    JSON.stringify({
      searches: [{ core: "trialcore", params: { query: "cancer" }, from: "2024-06-01" }],
      follow: [{ from: "trialcore", field: "referencesBiomedCore" }],
    }),
  );
  const m = join(dir, "trials-papers");
  expect(await run(["init", m, "--definition", definition])).toBe(0);
  const held = () =>
    readMirror(m, (query) =>
      query(`SELECT (SELECT count(*) FROM trialcore) AS trials, (SELECT count(*) FROM biomedcore) AS papers,
        (SELECT count(*) FROM _history) AS history,
        (SELECT count(*) FROM (SELECT DISTINCT unnest("referencesBiomedCore") AS id FROM trialcore) l
          WHERE id NOT IN (SELECT "serviceId" FROM biomedcore_all)) AS missing`),
    );
  const seeded = (await held())[0];
  expect(Number(seeded.trials)).toBeGreaterThan(0);
  expect(Number(seeded.papers)).toBeGreaterThan(0);
  expect(Number(seeded.missing)).toBe(0);
  lines.length = 0;
  expect(await run(["status", m])).toBe(0);
  expect(lines.join("\n")).toMatch(/as of 2025-10-01, 0 days behind the service/);
  expect(lines.join("\n")).not.toMatch(/did not finish/);

  expect(await run(["sync", m])).toBe(0);
  expect(await held()).toEqual([seeded]);
  sandbox.setToday("2025-11-15");
  expect(await run(["sync", m])).toBe(0);
  expect(Number((await held())[0].missing)).toBe(0);
}, 120_000);

test("bad usage names what is allowed, before connecting", async () => {
  await expect(run(["pull", "x"])).rejects.toThrow(/the actions are init, sync, status, export/);
  await expect(run(["sync"])).rejects.toThrow(CommandMisuseError);
  await expect(run(["init", join(dir, "n")])).rejects.toThrow(/give --definition FILE.json/);
  await expect(run(["init", join(dir, "n"), "--definition", join(dir, "missing.json")])).rejects.toThrow(/cannot read --definition/);
  // status takes no definition: on a folder without a mirror it says how to create one (issue 45).
  await expect(run(["status", join(dir, "empty")])).rejects.toThrow(/mirror status: there is no mirror in .*corebook mirror init/);
});
