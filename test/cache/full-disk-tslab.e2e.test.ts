// A full disk under the response cache inside a tslab kernel (issue 44): the get never settled
// there (600 requests sent, nothing returned in 60 s), so the cell hung. Now the cell returns the
// data asked for, shows one warning naming the cache and the way out, and the next cell runs.
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { Notebook } from "../../src/jupyter/index.js";
import { tslabNotebook } from "../notebook/notebook-fixtures.js";
import { fullDisk, unmountAll } from "../support/small-filesystems.js";
import { startSandboxProcess } from "./support/sandbox-process.js";

const exec = promisify(execFile);
const projectDir = resolve(import.meta.dirname, "..", "..");
const KEY = "tslab-full-disk-key";

let sandbox: Awaited<ReturnType<typeof startSandboxProcess>>;
let work: string;
beforeAll(async () => {
  sandbox = await startSandboxProcess(KEY);
  mkdirSync(join(projectDir, "out"), { recursive: true });
  work = mkdtempSync(join(projectDir, "out", "test-tslab-full-disk-"));
});
afterAll(async () => {
  await sandbox?.stop();
  unmountAll();
  if (work) rmSync(work, { recursive: true, force: true });
});

test("a full disk under the cache in a tslab kernel: the cell returns all its rows (over 500) with one warning, and the next cell runs", async (ctx) => {
  const disk = fullDisk(1024, 40);
  if ("skipped" in disk) return ctx.skip(`no tmpfs: ${disk.skipped}`);
  const cacheDir = join(disk.dir, "cache");
  // This checkout's build, by path ("corebook" in node_modules may be another checkout's).
  const library = join(projectDir, "dist", "index.js");
  const cells = [
    `import { connect } from ${JSON.stringify(library)};\n` +
      `const sv = await connect({ apiKey: ${JSON.stringify(KEY)}, baseUrl: ${JSON.stringify(sandbox.baseUrl)}, rateLimit: false, onProgress: false, cache: { dir: ${JSON.stringify(cacheDir)} } });`,
    `const found = await sv.trialcore.searchAll({ query: "cancer diabetes asthma heart" }, { from: "2000-01-01", to: "2030-12-31", windowDays: 1500 });\n` +
      `const got = await sv.trialcore.get(found.array("serviceId") as string[]);\n` +
      `console.log("rows", got.numRows(), "of", found.numRows());`,
    `await sv.close();\nconsole.log("next cell ran");`,
  ];
  const input = join(work, "full-disk.ipynb");
  writeFileSync(input, tslabNotebook(cells));
  const out = join(work, "out");
  const started = Date.now();
  const args = [join(projectDir, "dist", "cli.js"), "run", input, "--kernel", "tslab", "--out", out, "--timeout", "120"];
  const run = await exec(process.execPath, args, {
    cwd: work,
    env: { ...process.env, SV_API_KEY: "", SV_BASE_URL: "" },
    maxBuffer: 64 << 20,
  }).then(
    () => ({ code: 0, stderr: "" }),
    (e: { code?: number; stderr?: string }) => ({ code: e.code ?? -1, stderr: e.stderr ?? "" }),
  );
  const seconds = (Date.now() - started) / 1000;
  const notebook = JSON.parse(readFileSync(join(out, "full-disk.executed.ipynb"), "utf8")) as Notebook;
  const text = (cell: number) =>
    (notebook.cells[cell].outputs ?? [])
      .map((o) => [o.text, o.data?.["text/plain"], o.traceback].flat().filter(Boolean).join(""))
      .join("\n");
  expect(run.code, run.stderr).toBe(0);
  const rows = /rows (\d+) of (\d+)/.exec(text(1));
  expect(rows, text(1)).not.toBeNull();
  expect(rows![1]).toBe(rows![2]);
  expect(Number(rows![1])).toBeGreaterThan(500);
  const warnings = text(1).match(/corebook: could not write to the response cache/g) ?? [];
  expect(warnings).toHaveLength(1);
  expect(text(1)).toContain(join(cacheDir, "responses-v3"));
  expect(text(2)).toContain("next cell ran");
  expect(seconds).toBeLessThan(120);
}, 300_000);
