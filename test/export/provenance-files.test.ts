// Every Parquet file of a table a session built carries its provenance in the key-value metadata:
// a core table, a flatten.* child table (from its parent), a joined table and a verb's result.
import { afterAll, beforeAll, expect, test } from "vitest";
import { parquetMetadata } from "hyparquet";
import { readFileSync } from "node:fs";
import type { ColumnTable } from "arquero";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.js";
import { openSession, flatten, info, joinOn, type CoreSession } from "../../src/tables/index.js";
import { writeExport, readExport } from "../../src/export/index.js";
import { linkedDataset, T } from "../tables/support/linked-dataset.js";
import { tempDir } from "./helpers.js";

const tmp = tempDir();
let sandbox: RunningSandbox;
let sv: CoreSession;

beforeAll(async () => {
  sandbox = await startSandbox({ dataset: linkedDataset(), rateLimit: false });
  sv = await openSession({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false });
});
afterAll(async () => {
  await sv?.close();
  await sandbox?.close();
  tmp.remove();
});

async function fileProvenance(table: ColumnTable, name: string): Promise<Record<string, unknown>> {
  const path = tmp.path(`${name}.parquet`);
  await writeExport(table, path);
  const bytes = readFileSync(path);
  const metadata = parquetMetadata(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const text = metadata.key_value_metadata?.find((kv) => kv.key === "corebook:provenance")?.value;
  expect(text, `${name}: corebook:provenance`).toBeTypeOf("string");
  expect(info(await readExport(path))?.core, name).toBe(info(table)?.core);
  return JSON.parse(text as string);
}

test("core, flatten.*, joined and derived tables: each Parquet file names its source", async () => {
  const trials = await sv.trialcore.get([T(1), T(2)], { include: ["outcomes"] });
  // A separately started sandbox names its dataset on every response, so its data is marked synthetic.
  const expected = { format: "corebook-provenance", core: "trialcore", synthetic: true };
  expect(await fileProvenance(trials, "trials")).toMatchObject(expected);
  for (const [name, child] of [
    ["outcomes", flatten.outcomes(trials)],
    ["measurements", flatten.measurements(trials)],
    ["arms", flatten.arms(trials)],
  ] as const) {
    expect(child.numRows(), name).toBeGreaterThan(0);
    expect(await fileProvenance(child, name)).toMatchObject({ ...expected, params: info(trials)?.params });
  }
  const joined = joinOn(trials.select("serviceId", "briefTitle"), flatten.outcomes(trials), "serviceId");
  expect(await fileProvenance(joined, "joined")).toMatchObject(expected);
  const verb = trials.filter((d: { serviceId: string }) => d.serviceId !== null).select("serviceId");
  expect(await fileProvenance(verb, "verb")).toMatchObject(expected);
});

test("a flattener given records (no table) has no provenance to carry", () => {
  expect(info(flatten.arms([{ serviceId: T(1), armGroups: [] }]))).toBeUndefined();
});
