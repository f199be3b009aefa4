// Issue 23: on Node 24 the store wrote every response but never served one (the body-hash check
// read past the value: see lentValue in src/cache/cache-database.ts). A store filled by one Node
// version must serve every request of the same session from the store on each other version.
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import { startSandbox } from "../../src/index.js";
import { runtimePath } from "../support/runtimes.js";

const SESSION = fileURLToPath(new URL("./fixtures/cache-session.mjs", import.meta.url));
const binaries: Record<string, string> = { node20: process.execPath };
let sandbox: Awaited<ReturnType<typeof startSandbox>>;

beforeAll(async () => {
  binaries.node22 = runtimePath("node22");
  binaries.node24 = runtimePath("node24");
  sandbox = await startSandbox({ today: "2026-03-01", rateLimit: false });
}, 300_000);
afterAll(async () => {
  await sandbox?.close();
});

async function session(node: string, dir: string): Promise<{ node: string; requests: number; cacheHits: number; digest: string }> {
  // Asynchronous: the sandbox answering the child runs in this process.
  const { stdout } = await promisify(execFile)(binaries[node], [SESSION, sandbox.baseUrl, sandbox.apiKey, dir]);
  return JSON.parse(stdout.trim().split("\n").pop() as string);
}

test.each(["node20", "node24", "node22"])("a store filled on %s serves every request on each Node version", async (filler) => {
  const dir = mkdtempSync(join(tmpdir(), `corebook-store-${filler}-`));
  const filled = await session(filler, dir);
  expect(filled.requests).toBe(11);
  expect(filled.cacheHits).toBe(0);
  for (const reader of Object.keys(binaries)) {
    const again = await session(reader, dir);
    expect(again.node, reader).toMatch(reader === "node20" ? /^v20\./ : reader === "node22" ? /^v22\./ : /^v24\./);
    expect({ requests: again.requests, cacheHits: again.cacheHits }, `filled on ${filler}, read on ${reader}`).toEqual({
      requests: 0,
      cacheHits: 11,
    });
    expect(again.digest, reader).toBe(filled.digest);
  }
});
