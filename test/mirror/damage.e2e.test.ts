// The damage probe, mirror part: copies of a real mirror damaged 39 ways (truncations at several
// sizes, zeroed and random 4 KB pages, bit flips, foreign files, a damaged write-ahead log), each
// read in a fresh process through the mirror API. Every case must end in one of two ways: the
// very data of the intact mirror (the damage hit space nothing reads), or an error that names the
// damage (MirrorDamagedError, or the MisuseErrors for an emptied file and a DuckDB file that is not a
// mirror). 0 process deaths, 0 hangs, 0 wrong data. A second read reports the same, and the way out
// the error gives (delete the file, init again from the definition) works.
import { DuckDBInstance } from "@duckdb/node-api";
import { execFile } from "node:child_process";
import {
  closeSync,
  cpSync,
  existsSync,
  mkdtempSync,
  openSync,
  readSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { connect } from "../../src/connect.js";
import type { MirrorDefinition, Session } from "../../src/mirror/index.js";
import { startSandbox, type RunningSandbox } from "../../src/sandbox/index.js";
import { canonRows } from "./helpers.js";

const projectDir = resolve(import.meta.dirname, "../..");
const CHILD_TIMEOUT_MS = 60_000;
const BLOCK = 262_144; // DuckDB's block size; its three 4 KB headers come first

let sandbox: RunningSandbox;
let sv: Session;
let definition: MirrorDefinition;
const dir = mkdtempSync(join(tmpdir(), "corebook-damage-"));
const intact = join(dir, "intact");
const withLog = join(dir, "intact-wal");

interface Outcome {
  /** "data": read in full; "error": reported; "died"/"hung": the process did not answer. */
  kind: "data" | "error" | "died" | "hung";
  digest?: string;
  name?: string;
  message?: string;
}

function readInChild(mirrorDir: string): Promise<Outcome> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ["test/mirror/damage-child.mjs", mirrorDir, sandbox.baseUrl, sandbox.apiKey],
      { cwd: projectDir, timeout: CHILD_TIMEOUT_MS, killSignal: "SIGKILL" },
      (error, stdout) => {
        const line = stdout.trim().split("\n").at(-1) ?? "";
        if (error && (error as { killed?: boolean }).killed) return done({ kind: "hung" });
        if (error || !line.startsWith("{")) return done({ kind: "died", message: `${error?.message ?? ""} ${line}` });
        const out = JSON.parse(line) as { ok: boolean; digest?: string; name?: string; message?: string };
        done(out.ok ? { kind: "data", digest: out.digest } : { kind: "error", name: out.name, message: out.message });
      },
    );
  });
}

const file = (d: string) => join(d, "mirror.duckdb");
function patch(path: string, offset: number, bytes: Buffer): void {
  const fd = openSync(path, "r+");
  writeSync(fd, bytes, 0, bytes.length, offset);
  closeSync(fd);
}
function flipBit(path: string, offset: number): void {
  const fd = openSync(path, "r+");
  const b = Buffer.alloc(1);
  readSync(fd, b, 0, 1, offset);
  b[0] ^= 0x10;
  writeSync(fd, b, 0, 1, offset);
  closeSync(fd);
}
const randomBytes = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(Math.random() * 256)));
const randomOffset = (size: number) => 12_288 + Math.floor(Math.random() * (size - 12_288 - 4096));

interface Variant {
  name: string;
  /** The intact copy it starts from. */
  from: string;
  damage(mirrorDir: string, size: number): void | Promise<void>;
}

function variants(): Variant[] {
  const list: Variant[] = [];
  const add = (name: string, damage: Variant["damage"], from = intact) => list.push({ name, from, damage });
  for (const [label, size] of [
    ["0 bytes", () => 0],
    ["100 bytes", () => 100],
    ["4 KB", () => 4096],
    ["8 KB", () => 8192],
    ["12 KB (headers only)", () => 12_288],
    ["half", (s: number) => Math.floor(s / 2)],
    ["90%", (s: number) => Math.floor(s * 0.9)],
    ["one block short", (s: number) => s - BLOCK],
    ["one byte short", (s: number) => s - 1],
  ] as const)
    add(`truncated to ${label}`, (d, s) => truncateSync(file(d), size(s)));
  for (const at of [0, 4096, 8192, 12_288]) add(`zeroed 4 KB page at ${at}`, (d) => patch(file(d), at, Buffer.alloc(4096)));
  for (let i = 0; i < 4; i++) add(`zeroed 4 KB page at random ${i + 1}`, (d, s) => patch(file(d), randomOffset(s), Buffer.alloc(4096)));
  for (const at of [0, 4096, 8192]) add(`random 4 KB page at ${at}`, (d) => patch(file(d), at, randomBytes(4096)));
  for (let i = 0; i < 4; i++) add(`random 4 KB page at random ${i + 1}`, (d, s) => patch(file(d), randomOffset(s), randomBytes(4096)));
  for (const at of [10, 4200, 8300, 13_000]) add(`bit flip at ${at}`, (d) => flipBit(file(d), at));
  for (let i = 0; i < 4; i++) add(`bit flip at random ${i + 1}`, (d, s) => flipBit(file(d), randomOffset(s)));
  add("a text file", (d) => writeFileSync(file(d), "this is not a database\n".repeat(500)));
  add("random bytes", (d, s) => writeFileSync(file(d), randomBytes(s)));
  add("a JSON file", (d) => writeFileSync(file(d), JSON.stringify({ definition })));
  add("another DuckDB database", async (d) => {
    rmSync(file(d));
    const instance = await DuckDBInstance.create(file(d));
    const con = await instance.connect();
    await con.run("CREATE TABLE measurements AS SELECT range AS x FROM range(1000)");
    con.closeSync();
    instance.closeSync();
  });
  const log = (d: string) => `${file(d)}.wal`;
  add("log: bit flip in an entry", (d) => flipBit(log(d), Math.floor(statSync(log(d)).size / 2)), withLog);
  add("log: random bytes", (d) => writeFileSync(log(d), randomBytes(statSync(log(d)).size)), withLog);
  add("log: truncated to half", (d) => truncateSync(log(d), Math.floor(statSync(log(d)).size / 2)), withLog);
  return list;
}

/** The names the probe accepts as "reported": the damage error, or the two plain answers about what the file is. */
function reported(outcome: Outcome): boolean {
  if (outcome.kind !== "error") return false;
  if (outcome.name === "MirrorDamagedError") return /is damaged/.test(outcome.message ?? "") && /way out/.test(outcome.message ?? "");
  return outcome.name === "MisuseError" && /was empty|not a mirror/.test(outcome.message ?? "");
}

beforeAll(async () => {
  sandbox = await startSandbox({ rateLimit: false, warm: false });
  sv = await connect({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, rateLimit: false, onProgress: false, cache: false });
  const drugs = (await sv.drugcore.search({ query: "inhibitor", limit: 10 })).array("serviceId") as string[];
  definition = { ids: { drugcore: drugs }, follow: [{ from: "drugcore", field: "referencesTrialCore" }] };
  const m = await sv.mirror(intact, definition);
  await m.sync();
  m.close();
  // The same mirror with a write-ahead log that DuckDB replays on open: one committed transaction
  // that leaves what is read as it was, left unmerged.
  cpSync(intact, withLog, { recursive: true });
  const instance = await DuckDBInstance.create(file(withLog));
  const con = await instance.connect();
  await con.run("PRAGMA disable_checkpoint_on_shutdown");
  await con.run("BEGIN TRANSACTION; CREATE TABLE _probe AS SELECT range AS x FROM range(100); DROP TABLE _probe; COMMIT");
  con.closeSync();
  instance.closeSync();
}, 120_000);

afterAll(async () => {
  await sv?.close();
  await sandbox?.close();
  rmSync(dir, { recursive: true, force: true });
});

test("every damaged copy is read in full or reported by name: 0 deaths, 0 hangs, 0 wrong data; the way out works", async () => {
  expect(existsSync(`${file(withLog)}.wal`)).toBe(true);
  const truth = await readInChild(intact);
  expect(truth.kind).toBe("data");
  // Read through a copy: opening replays the log into the file and removes it.
  cpSync(withLog, join(dir, "log-read"), { recursive: true });
  expect(await readInChild(join(dir, "log-read"))).toEqual(truth);

  const all = variants();
  expect(all.length).toBeGreaterThanOrEqual(30);
  const results: { name: string; outcome: Outcome; again?: Outcome; wayOut?: boolean }[] = [];
  for (const [i, variant] of all.entries()) {
    const copy = join(dir, `v${i}`);
    cpSync(variant.from, copy, { recursive: true });
    await variant.damage(copy, statSync(file(copy)).size);
    const outcome = await readInChild(copy);
    const result: (typeof results)[number] = { name: variant.name, outcome };
    if (outcome.kind === "error") {
      // A second read says the same (nothing was half-repaired), then the way out it names.
      result.again = await readInChild(copy);
      rmSync(file(copy), { force: true });
      rmSync(`${file(copy)}.wal`, { force: true });
      const m = await sv.mirror(copy, definition);
      try {
        await m.sync();
        result.wayOut = (await m.status()).interrupted === null && canonRows(await m.table("drugcore")).length > 0;
      } finally {
        m.close();
      }
    }
    results.push(result);
    rmSync(copy, { recursive: true, force: true });
  }

  const line = (r: (typeof results)[number]) =>
    `${r.name}: ${r.outcome.kind === "data" ? (r.outcome.digest === truth.digest ? "read in full, same data" : "WRONG DATA") : r.outcome.kind === "error" ? `${r.outcome.name}` : r.outcome.kind.toUpperCase()}`;
  console.log(`damage probe (${results.length} variants):\n  ${results.map(line).join("\n  ")}`);
  const deaths = results.filter((r) => r.outcome.kind === "died" || r.again?.kind === "died");
  const hangs = results.filter((r) => r.outcome.kind === "hung" || r.again?.kind === "hung");
  const wrong = results.filter((r) => r.outcome.kind === "data" && r.outcome.digest !== truth.digest);
  const unnamed = results.filter((r) => r.outcome.kind === "error" && !reported(r.outcome));
  expect(deaths.map((r) => `${r.name}: ${r.outcome.message}`)).toEqual([]);
  expect(hangs.map((r) => r.name)).toEqual([]);
  expect(wrong.map((r) => r.name)).toEqual([]);
  expect(unnamed.map((r) => `${r.name}: ${r.outcome.name}: ${r.outcome.message}`)).toEqual([]);
  for (const r of results.filter((x) => x.outcome.kind === "error")) {
    // An emptied file is removed by the first read, which says so; after that there is no mirror.
    if (/was empty/.test(r.outcome.message ?? "")) expect(r.again?.message, r.name).toMatch(/holds no mirror yet/);
    else expect(r.again, r.name).toEqual(r.outcome);
    expect(r.wayOut, r.name).toBe(true);
  }
  // The probe damaged what is read, not only free space: most cases are reported.
  expect(results.filter((r) => r.outcome.kind === "error").length).toBeGreaterThanOrEqual(20);
}, 900_000);
