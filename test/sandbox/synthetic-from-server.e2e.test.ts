// A sandbox started apart from the session (`corebook sandbox`, then connect({ apiKey, baseUrl }))
// still marks its data synthetic: every response names its dataset (X-Corebook-Dataset), the
// client keeps that beside stored responses, and tables and exported files say so, on a re-run
// served wholly from the store too (which sends no request). A server that names no dataset is
// not marked.
import { parquetMetadata } from "hyparquet";
import { mkdtempSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, expect, test } from "vitest";
import { writeExport } from "../../src/export/index.js";
import { PROVENANCE_METADATA_KEY } from "../../src/export/provenance-metadata.js";
import { DATASET_VERSION } from "../../src/sandbox/dataset-version.js";
import { startInProcess, type RunningSandbox } from "../../src/sandbox/start.js";
import { openSession, info, type CoreSession } from "../../src/tables/index.js";

let sandbox: RunningSandbox;
const open: CoreSession[] = [];
beforeAll(async () => {
  sandbox = await startInProcess({ seed: 42, scale: "small", rateLimit: false, warm: false });
});
afterEach(async () => {
  for (const sv of open.splice(0)) await sv.close();
});
afterAll(async () => {
  await sandbox?.close();
});

const tmp = () => mkdtempSync(join(tmpdir(), "corebook-synthetic-"));
async function session(options: Parameters<typeof openSession>[0]): Promise<CoreSession> {
  const sv = await openSession({ env: {}, rateLimit: false, onProgress: false, quotaDir: false, ...options });
  open.push(sv);
  return sv;
}

function parquetProvenance(path: string): Record<string, unknown> {
  const bytes = readFileSync(path);
  const meta = parquetMetadata(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
  const entry = meta.key_value_metadata?.find((kv) => kv.key === PROVENANCE_METADATA_KEY);
  return JSON.parse(entry?.value ?? "{}");
}

const dataset = { synthetic: true, version: DATASET_VERSION, seed: 42, scale: "small" };

test("tables, the session and Parquet metadata say synthetic and name the dataset, on a fully cached re-run too", async () => {
  const dir = tmp();
  const first = await session({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, cache: { dir, mode: "use" } });
  expect(first.synthetic).toBe(false); // nothing has answered yet
  const trials = await first.trialcore.search({ query: "cancer", limit: 20 });
  expect(info(trials)).toMatchObject({ synthetic: true, dataset });
  expect(first.synthetic).toBe(true);
  const file = join(dir, "trials.parquet");
  await writeExport(trials, file);
  expect(parquetProvenance(file)).toMatchObject({ synthetic: true, dataset });
  await first.close();

  const again = await session({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, cache: { dir, mode: "use" } });
  const cached = await again.trialcore.search({ query: "cancer", limit: 20 });
  expect(again.usage.requests).toBe(0);
  expect(info(cached)).toMatchObject({ synthetic: true, dataset, cache: { hits: 1, misses: 0 } });
  const file2 = join(dir, "trials-again.parquet");
  await writeExport(cached, file2);
  expect(parquetProvenance(file2)).toMatchObject({ synthetic: true, dataset });
});

test("a service that names no dataset is not marked synthetic", async () => {
  const stub = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json", "x-service-credit-cost": "5" });
    res.end(JSON.stringify({ data: [] }));
  });
  await new Promise<void>((resolve) => stub.listen(0, "127.0.0.1", resolve));
  try {
    const sv = await session({
      apiKey: "a-real-looking-key-0123456789",
      baseUrl: `http://127.0.0.1:${(stub.address() as AddressInfo).port}`,
      cache: false,
    });
    const none = await sv.biomedcore.search({ query: "aspirin" });
    expect(info(none)).toMatchObject({ synthetic: false, dataset: null });
    expect(sv.synthetic).toBe(false);
  } finally {
    stub.close();
  }
});
