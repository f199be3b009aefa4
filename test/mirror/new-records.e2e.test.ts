// New records matching a search on a core that cannot be searched by update date (TrialCore): a
// plain sync says it did not look for them; sync({ rerunSearches: true }) finds every one.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { connect } from "../../src/connect.js";
import type { Mirror, MirrorDefinition, Session } from "../../src/mirror/index.js";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.js";
import { canonRows, sandboxState } from "./helpers.js";

const T1 = "2025-09-01";
const T2 = "2025-12-01";
const definition: MirrorDefinition = { searches: [{ core: "trialcore", params: { query: "cancer" } }] };

let sandbox: RunningSandbox;
let sv: Session;
let m: Mirror;
const dir = mkdtempSync(join(tmpdir(), "corebook-mirror-new-"));
const held = async () => new Set((await m.table("trialcore")).array("serviceId") as string[]);

beforeAll(async () => {
  sandbox = await startSandbox({ rateLimit: false, today: T1, warm: false });
  sv = await connect({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false, onProgress: false, cache: false });
  m = await sv.mirror(join(dir, "m"), definition);
  await m.sync();
  sandbox.setToday(T2);
}, 300_000);

afterAll(async () => {
  m?.close();
  await sv?.close();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

test("a plain sync reports the search it could not check; rerunSearches adds every new match, field for field", async () => {
  const plain = await m.sync();
  expect(plain.searchesNotChecked).toEqual([expect.objectContaining({ search: 0, core: "trialcore" })]);
  const matching = (await sv.trialcore.searchAll({ query: "cancer" }, { from: "1900-01-01", onProgress: false })).array(
    "serviceId",
  ) as string[];
  const before = await held();
  const created = matching.filter((id) => !before.has(id));
  expect(created.length).toBeGreaterThan(0);

  const rerun = await m.sync({ rerunSearches: true });
  expect(rerun.searchesNotChecked).toEqual([]);
  expect(rerun.fetched).toBeGreaterThanOrEqual(created.length);
  const after = await held();
  for (const id of matching) expect(after.has(id), id).toBe(true);
  const mine = (await m.table("trialcore")).filter(`d => op.includes(${JSON.stringify(created)}, d.serviceId)`);
  expect(canonRows(mine)).toEqual(canonRows(await sandboxState(sv, "trialcore", created, definition)));
}, 300_000);

test("rerunSearches must be a boolean", async () => {
  await expect(m.sync({ rerunSearches: "yes" as never })).rejects.toThrow(/rerunSearches must be true or false/);
});
