// Processes that share a key share one budget through the quota file (src/api/quota-file.ts). Two
// real processes (the built package) pace against one server: together they must stay inside its
// sliding window. Correctness does not depend on timing: a place in the window is freed only a
// full window after its answer arrived, whichever process sent it.
import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { startScriptedServer, type ScriptedServer } from "./support/scripted-server.js";

const CHILD = fileURLToPath(new URL("./quota-child.mjs", import.meta.url));
const LIMIT = 10;
const WINDOW_MS = 400;
const CALLS = 30;

let server: ScriptedServer | undefined;
let quotaDir: string | undefined;
let children: ChildProcess[] = [];
afterEach(async () => {
  // A child still running after a failure is stopped, by its own handle.
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  children = [];
  await server?.close();
  server = undefined;
  if (quotaDir) rmSync(quotaDir, { recursive: true, force: true });
  quotaDir = undefined;
});

interface ChildUsage {
  requests: number;
  retries: number;
}

async function runTogether(baseUrl: string, apiKey: string, dir: string): Promise<ChildUsage[]> {
  const procs = [0, 1].map(() =>
    fork(CHILD, [baseUrl, apiKey, String(CALLS), String(LIMIT), String(WINDOW_MS)], {
      env: { ...process.env, COREBOOK_QUOTA_DIR: dir },
      stdio: ["ignore", "inherit", "inherit", "ipc"],
    }),
  );
  children = procs;
  const ready = procs.map(
    (p) =>
      new Promise<void>((resolve) =>
        p.on("message", (m: { ready?: boolean }) => {
          if (m.ready) resolve();
        }),
      ),
  );
  const done = procs.map(
    (p) =>
      new Promise<ChildUsage>((resolve, reject) => {
        let usage: ChildUsage | null = null;
        p.on("message", (m: { usage?: ChildUsage }) => {
          if (m.usage) usage = m.usage;
        });
        p.on("exit", (code) => (code === 0 && usage ? resolve(usage) : reject(new Error(`quota child exited with ${code}`))));
      }),
  );
  // Both start sending at the same moment: the hard case, both slow-starting on an empty file.
  await Promise.all(ready);
  for (const p of procs) p.send({ go: true });
  return Promise.all(done);
}

describe("shared quota across processes", () => {
  it("two processes on one key together stay inside the server's window: no 429, no window over the limit", async () => {
    server = await startScriptedServer({ rateLimit: { requests: LIMIT, windowMs: WINDOW_MS } });
    quotaDir = mkdtempSync(join(tmpdir(), "corebook-quota-test-"));
    const apiKey = "sk-quota-test-Key-0123456789";
    const usages = await runTogether(server.baseUrl, apiKey, quotaDir);

    expect(usages.map((u) => u.requests - u.retries)).toEqual([CALLS, CALLS]);
    expect(server.rejected).toBe(0);
    expect(server.requests).toHaveLength(2 * CALLS);
    const at = server.requests.map((r) => r.at).sort((a, b) => a - b);
    for (let i = LIMIT; i < at.length; i++) expect(at[i] - at[i - LIMIT]).toBeGreaterThan(WINDOW_MS - 1);
    // Both processes took part (neither waited for the other to finish).
    expect(usages.every((u) => u.requests >= 5)).toBe(true);

    // The file holds only a hash of the key, and no lock is left behind.
    const files = readdirSync(quotaDir);
    expect(files.filter((f) => f.endsWith(".lock"))).toEqual([]);
    for (const f of files) expect(readFileSync(join(quotaDir, f), "utf8")).not.toContain(apiKey);
  });
});
