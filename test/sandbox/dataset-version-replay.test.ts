// Responses recorded on one sandbox dataset version and used with another say so: a snapshot of
// another version warns when opened (it replays as recorded; recorded again it would differ), and a
// session that meets responses of two versions (a store filled before an upgrade of a separately
// started sandbox) warns once, naming both.
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { DATASET_VERSION } from "../../src/sandbox/dataset-version.js";
import { startInProcess } from "../../src/sandbox/start.js";
import { openSession, info, type CoreSession } from "../../src/tables/index.js";
import { fixtureDataset } from "./support/fixture.js";

const open: CoreSession[] = [];
afterEach(async () => {
  for (const sv of open.splice(0)) await sv.close();
  vi.restoreAllMocks();
});
const tmp = () => mkdtempSync(join(tmpdir(), "corebook-dataset-version-"));
const base = { env: {}, rateLimit: false, onProgress: false, quotaDir: false } as const;

/** Records a snapshot on the in-process sandbox serving the fixture as dataset `version`. */
async function record(path: string, version: number): Promise<void> {
  const sv = await openSession({
    ...base,
    quiet: true,
    snapshot: { path, mode: "record" },
    sandbox: { dataset: { ...fixtureDataset(), version } },
  });
  await sv.biomedcore.search({ query: "aspirin" });
  await sv.close();
}

/** Replays `path`, returning what connect said and the table's provenance. */
async function replay(path: string): Promise<{ said: string[]; table: ReturnType<typeof info> }> {
  const said: string[] = [];
  const sv = await openSession({ ...base, snapshot: path, log: (line) => said.push(line) });
  open.push(sv);
  const table = info(await sv.biomedcore.search({ query: "aspirin" }));
  return { said, table };
}

function asVersion1WithoutDataset(text: string): string {
  const lines = text
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((value) => !("end" in value));
  return `${lines
    .map((value, i) => {
      const { lineHash: _hash, dataset: _dataset, ...rest } = value;
      return JSON.stringify(i === 0 ? { ...rest, version: 1 } : rest);
    })
    .join("\n")}\n`;
}

test("a snapshot names its dataset; one of this corebook's version replays quietly", async () => {
  const path = join(tmp(), "current.cbsnap");
  await record(path, DATASET_VERSION);
  expect(JSON.parse(readFileSync(path, "utf8").split("\n")[0]).dataset).toBe(`synthetic; version=${DATASET_VERSION}; seed=7; scale=small`);
  const { said, table } = await replay(path);
  expect(said).toEqual([]);
  expect(table).toMatchObject({
    synthetic: true,
    dataset: { version: DATASET_VERSION, seed: 7, scale: "small" },
    cache: { hits: 1, misses: 0 },
  });
});

test("a snapshot of another dataset version, or of one from before versions, warns when replayed", async () => {
  const older = join(tmp(), "older.cbsnap");
  await record(older, DATASET_VERSION - 1);
  const { said, table } = await replay(older);
  expect(said).toHaveLength(1);
  expect(said[0]).toContain(`older.cbsnap was recorded on sandbox dataset version ${DATASET_VERSION - 1} (seed 7, scale small)`);
  expect(said[0]).toContain(`this corebook's sandbox serves dataset version ${DATASET_VERSION}`);
  expect(table?.dataset?.version).toBe(DATASET_VERSION - 1);

  const unversioned = join(tmp(), "unversioned.cbsnap");
  await record(unversioned, DATASET_VERSION);
  // A file written before datasets were named was a version 1 snapshot: no line hashes, no end
  // line, and no dataset in its header or its entries.
  writeFileSync(unversioned, asVersion1WithoutDataset(readFileSync(unversioned, "utf8")));
  const before = await replay(unversioned);
  expect(before.said).toHaveLength(1);
  expect(before.said[0]).toContain("recorded on a sandbox dataset from before dataset versions were named (version 1)");
});

test("a session that meets responses of two dataset versions warns once, naming both", async () => {
  const dir = tmp();
  const first = await startInProcess({ dataset: { ...fixtureDataset(), version: 7 }, rateLimit: false, warm: false });
  const port = new URL(first.baseUrl).port;
  const recording = await openSession({ ...base, apiKey: first.apiKey, baseUrl: first.baseUrl, cache: { dir, mode: "use" } });
  await recording.biomedcore.search({ query: "aspirin" });
  await recording.close();
  await first.close();

  // The same address after an upgrade: the store still holds version 7's answer.
  const upgraded = await startInProcess({
    dataset: { ...fixtureDataset(), version: 8 },
    rateLimit: false,
    warm: false,
    port: Number(port),
  });
  try {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const sv = await openSession({ ...base, apiKey: upgraded.apiKey, baseUrl: upgraded.baseUrl, cache: { dir, mode: "use" } });
    open.push(sv);
    const stored = await sv.biomedcore.search({ query: "aspirin" });
    const fresh = await sv.biomedcore.search({ query: "metformin" });
    await sv.biomedcore.search({ query: "bleeding" });
    expect(info(stored)).toMatchObject({ dataset: { version: 7 }, cache: { hits: 1 } });
    expect(info(fresh)).toMatchObject({ dataset: { version: 8 }, cache: { misses: 1 } });
    const mixed = warn.mock.calls.map((c) => String(c[0])).filter((m) => m.includes("mixes responses"));
    expect(mixed).toHaveLength(1);
    expect(mixed[0]).toContain("sandbox dataset version 7 (seed 7, scale small) and sandbox dataset version 8 (seed 7, scale small)");
  } finally {
    await upgraded.close();
  }
});
