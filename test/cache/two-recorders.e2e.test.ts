// Two kernels recording one snapshot (issue 44): both reported success and the file silently lost
// 6-42 of 600 responses in 5 runs of 6, while `snapshot verify` said ok. Now the recording holds
// the file's lock: the second recorder is refused at connect() with a SnapshotLockedError naming
// the file and the holder (its process ID and machine); the first records every response and the
// file verifies. Once the first has closed, the file can be extended again.
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { runSnapshotCommand } from "../../src/cache/commands/snapshot-command.js";
import { readSnapshot } from "../../src/cache/snapshot-file.js";
import { startSandboxProcess } from "./support/sandbox-process.js";

const KEY = "two-recorders-key";
const RECORDER = new URL("./fixtures/snapshot-recorder.mjs", import.meta.url).pathname;

let sandbox: Awaited<ReturnType<typeof startSandboxProcess>>;
beforeAll(async () => {
  sandbox = await startSandboxProcess(KEY);
});
afterAll(() => sandbox?.stop());

interface Recorder {
  connected: Promise<number | null>;
  done: Promise<{
    pid: number;
    ids?: number;
    rows?: number;
    requests?: number;
    error?: { name: string; message: string; path: string | null };
  }>;
}

function recorder(path: string, mode: "record" | "extend", count: number): Recorder {
  const child = spawn(process.execPath, [RECORDER, sandbox.baseUrl, KEY, path, mode, String(count)], { stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  let err = "";
  let onConnect: (pid: number | null) => void = () => {};
  const connected = new Promise<number | null>((resolve) => {
    onConnect = resolve;
  });
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk;
    const m = /^connected (\d+)$/m.exec(out);
    if (m) onConnect(Number(m[1]));
  });
  child.stderr.on("data", (chunk: Buffer) => {
    err += chunk;
  });
  const done = new Promise<Recorder["done"] extends Promise<infer R> ? R : never>((resolve, reject) => {
    child.once("exit", (code) => {
      onConnect(null);
      const last = out.trim().split("\n").pop() ?? "";
      if (code === 0 && last.startsWith("{")) resolve(JSON.parse(last));
      else reject(new Error(`recorder ended with ${code}: ${err}`));
    });
  });
  return { connected, done };
}

async function verify(path: string): Promise<{ code: number; text: string }> {
  const lines: string[] = [];
  const code = await runSnapshotCommand(["verify", path], (line) => lines.push(line));
  return { code, text: lines.join("\n") };
}

test("a second recorder of one snapshot is refused, naming the file and the holder; the first records every response", async () => {
  const path = join(mkdtempSync(join(tmpdir(), "corebook-two-recorders-")), "shared.cbsnap");
  const first = recorder(path, "record", 600);
  const holder = await first.connected;
  expect(holder).not.toBeNull();
  // Both at once: one in record mode, one extending.
  const [second, third] = await Promise.all([recorder(path, "record", 600).done, recorder(path, "extend", 600).done]);
  for (const refused of [second, third]) {
    expect(refused.error?.name).toBe("SnapshotLockedError");
    expect(refused.error?.path).toBe(path);
    expect(refused.error?.message).toContain(path);
    expect(refused.error?.message).toContain(`process ${holder} on ${hostname()}`);
  }
  const recorded = await first.done;
  expect(recorded.rows).toBe(recorded.ids);
  // The searches' pages and the gets: 533 responses (the sandbox's small dataset has 525 such trials).
  expect(recorded.requests).toBeGreaterThanOrEqual(500);
  const contents = await readSnapshot(path);
  // Every request the first session sent is in the file.
  expect(contents.entries.size).toBe(recorded.requests);
  expect(contents.seal).toBe("sealed");
  expect(await verify(path)).toMatchObject({ code: 0 });

  // Closed, the lock is free: the file is extended (nothing new to add) and still verifies.
  const again = await recorder(path, "extend", 600).done;
  expect(again).toMatchObject({ rows: recorded.ids, requests: 0 });
  expect((await readSnapshot(path)).entries.size).toBe(recorded.requests);
  expect(await verify(path)).toMatchObject({ code: 0 });
});
