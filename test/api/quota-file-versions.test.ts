// The quota file holds the pacing record as is, versioned (src/api/pacing/record.ts). A file left by
// a previous corebook (version 1: the same fields, no `version`) must still pace a new one; a file of
// a version this one does not know, or not JSON at all, is ignored and rebuilt.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { emptyRecord, type PacingRecord } from "../../src/api/pacing/record.js";
import { QuotaFile } from "../../src/api/quota-file.js";
import { limiterKey } from "../../src/api/rate-limiter.js";
import { API_KEY, testClient } from "./support/fixtures.js";
import { startScriptedServer, type ScriptedServer } from "./support/scripted-server.js";

let dir: string | undefined;
let server: ScriptedServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

/** What one update of the file hands over, and the file as it is left. */
async function readThrough(content: string): Promise<{ seen: PacingRecord; written: Record<string, unknown> }> {
  dir = mkdtempSync(join(tmpdir(), "corebook-quota-versions-"));
  writeFileSync(join(dir, "k.json"), content);
  let seen: PacingRecord | undefined;
  await new QuotaFile(dir, "k").update((state) => {
    seen = structuredClone(state);
  });
  return { seen: seen as PacingRecord, written: JSON.parse(readFileSync(join(dir, "k.json"), "utf8")) };
}

it("a version 1 file (no version field) is read as is and written back as version 2", async () => {
  const now = Date.now();
  const v1 = {
    allowance: 5,
    granted: 2,
    until: now + 500,
    serverReset: now + 495,
    viewSeenAt: now,
    inFlight: {},
    probe: null,
    answered: [now - 10],
    pausedUntil: now + 40,
    pace: { requests: 30, nextAt: now },
    keepMs: 60_000,
  };
  const { seen, written } = await readThrough(JSON.stringify(v1));
  expect(seen).toEqual({ ...v1, version: 2, viewProvisional: false });
  expect(written).toEqual({ ...v1, version: 2, viewProvisional: false });
});

it("a file of an unknown version, or not JSON, is ignored and rebuilt", async () => {
  for (const content of [JSON.stringify({ version: 99, pausedUntil: Date.now() + 60_000, answered: "?" }), "{ not json"]) {
    const { seen, written } = await readThrough(content);
    expect(seen).toEqual(emptyRecord());
    expect(written).toEqual(emptyRecord());
    rmSync(dir as string, { recursive: true, force: true });
  }
});

it("a client paces by a version 1 file: its pause holds the first request, and the file becomes version 2", async () => {
  server = await startScriptedServer();
  dir = mkdtempSync(join(tmpdir(), "corebook-quota-versions-"));
  const client = testClient(server.baseUrl, { rateLimit: { requests: 60, windowMs: 60_000 }, quotaDir: dir });
  const file = join(dir, `${limiterKey(API_KEY, client.baseUrl)}.json`);
  const pausedUntil = Date.now() + 400;
  writeFileSync(
    file,
    JSON.stringify({
      allowance: 0,
      granted: 0,
      until: 0,
      serverReset: 0,
      viewSeenAt: 0,
      inFlight: {},
      probe: null,
      answered: [],
      pausedUntil,
      pace: null,
      keepMs: 60_000,
    }),
  );
  await client.credits();
  expect(server.requests[0].at).toBeGreaterThanOrEqual(performance.now() - (Date.now() - pausedUntil) - 2);
  await client.close();
  expect(JSON.parse(readFileSync(file, "utf8"))).toMatchObject({ version: 2, pausedUntil });
});
