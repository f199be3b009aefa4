// Issue 42: a searchAll without `to`, recorded into a snapshot on the sandbox, replays in a fresh
// process with no sandbox and no request, although that process's clock says another day than the
// recording's (the default `to` comes from the snapshot's recorded day, not the machine's date).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, expect, test } from "vitest";
import { connect, info } from "../../src/index.js";

const DIST = fileURLToPath(new URL("../../dist/index.js", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "corebook-replay-day-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A child whose Date stands 400 days after the machine's: the clock of a later day, in a fresh process.
const SHIFTED_CLOCK = `
const Real = Date;
const shift = 400 * 86400000;
class Shifted extends Real {
  constructor(...a) { if (a.length === 0) super(Real.now() + shift); else super(...a); }
  static now() { return Real.now() + shift; }
}
globalThis.Date = Shifted;
`;

const REPLAY = `
const { connect, info } = await import(${JSON.stringify(DIST)});
const sv = await connect({ env: {}, quiet: true, snapshot: { path: process.argv[1], mode: "replay" } });
const t = await sv.biomedcore.searchAll({ query: "cancer" }, { by: "publicationDate", from: "2005-01-01" });
const i = info(t);
console.log(JSON.stringify({ rows: t.numRows(), ids: t.array("serviceId").slice().sort(), to: i.params.to, day: i.day,
  requests: sv.usage.requests, machineDay: new Date().toISOString().slice(0, 10) }));
await sv.close();
`;

test("a recorded searchAll without `to` replays in a fresh process on a later day, with 0 requests", async () => {
  const path = join(dir, "analysis.cbsnap");
  const sv = await connect({
    env: {},
    quiet: true,
    rateLimit: false,
    sandbox: { today: "2025-11-20" },
    snapshot: { path, mode: "record" },
  });
  let recorded: { rows: number; ids: string[]; to: unknown; day: string | null };
  try {
    const t = await sv.biomedcore.searchAll({ query: "cancer" }, { by: "publicationDate", from: "2005-01-01" });
    recorded = {
      rows: t.numRows(),
      ids: (t.array("serviceId") as string[]).slice().sort(),
      to: info(t)?.params.to,
      day: info(t)?.day ?? null,
    };
  } finally {
    await sv.close();
  }
  expect(recorded.to).toBe("2025-11-20");
  expect(recorded.day).toBe("2025-11-20");
  expect(recorded.rows).toBeGreaterThan(300);
  expect(JSON.parse(readFileSync(path, "utf8").split("\n")[0]).day).toBe("2025-11-20");

  const child = spawnSync(
    process.execPath,
    ["--import", `data:text/javascript,${encodeURIComponent(SHIFTED_CLOCK)}`, "--input-type=module", "-e", REPLAY, path],
    { encoding: "utf8", env: { ...process.env, SV_API_KEY: "", SV_BASE_URL: "" }, timeout: 120_000 },
  );
  expect(child.status, child.stderr).toBe(0);
  const replayed = JSON.parse(child.stdout.trim().split("\n").pop() as string);
  // The child's clock is on another day than the recording's, and than this process's.
  expect(replayed.machineDay).not.toBe("2025-11-20");
  expect(replayed.machineDay).not.toBe(new Date().toISOString().slice(0, 10));
  expect(replayed.requests).toBe(0);
  expect(replayed.to).toBe("2025-11-20");
  expect(replayed.day).toBe("2025-11-20");
  expect(replayed.rows).toBe(recorded.rows);
  expect(replayed.ids).toEqual(recorded.ids);
}, 180_000);
