// A damaged LMDB file is walked before LMDB maps it (which would crash the process), set aside with
// one warning, and the store goes on empty; `corebook cache` reports damage without opening it,
// and `verify --repair` copies the intact entries back.
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, statSync, truncateSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test, vi, type MockInstance } from "vitest";
import { runCacheCommand } from "../../src/cache/commands/cache-command.js";
import { checkLmdbFile } from "../../src/cache/lmdb-file.js";
import { CacheDatabase } from "../../src/cache/cache-database.js";

const ENTRIES = 300;
const key = (i: number) => `GET http://h/api/v1/cores/genecore/records/SVGC_${i}`;
// Small values stay on leaf pages, a few large ones take overflow pages: both kinds of page get damaged.
const body = (i: number) => JSON.stringify({ data: { serviceId: `SVGC_${i}`, text: "x".repeat(i % 10 === 0 ? 9000 : 40 + (i % 200)) } });

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

async function filledStore(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "corebook-repair-"));
  const store = new CacheDatabase(dir);
  await Promise.all(
    Array.from({ length: ENTRIES }, (_, i) =>
      store.put(
        {
          key: key(i),
          fetchedAt: "2026-03-01T00:00:00.000Z",
          credits: 1,
          service: "http://h/",
          core: "genecore",
          endpoint: "get",
          serviceIds: [],
        },
        body(i),
      ),
    ),
  );
  await store.close();
  return dir;
}

const dataFile = (dir: string) => join(dir, "responses-v3", "data.mdb");

/** A leaf page of the store's tree, from the middle of the file (a page of values would only damage entries). */
function leafPage(dir: string): number {
  const file = readFileSync(dataFile(dir));
  const leaves: number[] = [];
  for (let page = 2; page < file.length / 4096; page++) {
    const at = page * 4096;
    if (Number(file.readBigUInt64LE(at)) === page && file.readUInt16LE(at + 18) === 0x02) leaves.push(page);
  }
  return leaves[Math.floor(leaves.length / 2)];
}

/** Overwrites page `page` of the store's file with zeros. */
function zeroPage(dir: string, page: number): void {
  const fd = openSync(dataFile(dir), "r+");
  writeSync(fd, Buffer.alloc(4096), 0, 4096, page * 4096);
  closeSync(fd);
}

/** How many entries a fresh store instance serves intact. */
async function served(dir: string): Promise<number> {
  const store = new CacheDatabase(dir);
  let n = 0;
  for (let i = 0; i < ENTRIES; i++) if ((await store.get(key(i)))?.text === body(i)) n++;
  await store.close();
  return n;
}

async function cache(args: string[]): Promise<{ code: number; text: string }> {
  const lines: string[] = [];
  const code = await runCacheCommand(args, (line) => lines.push(line));
  return { code, text: lines.join("\n") };
}

test("the walk passes a healthy store and records it; it finds a truncated one", async () => {
  const dir = await filledStore();
  const healthy = checkLmdbFile(dataFile(dir));
  expect(healthy).toMatchObject({ ok: true, entries: ENTRIES, badKeys: 0 });
  expect(await served(dir)).toBe(ENTRIES);
  expect(existsSync(join(dir, "responses-v3", "checked.json"))).toBe(true);
  expect(warn).not.toHaveBeenCalled();

  truncateSync(dataFile(dir), Math.floor(statSync(dataFile(dir)).size / 2));
  expect(checkLmdbFile(dataFile(dir))).toMatchObject({
    ok: false,
    problem: expect.stringMatching(/the file is \d+ bytes long; the meta record .* needs \d+/),
  });
});

test.each([
  ["truncated to half", (dir: string) => truncateSync(dataFile(dir), Math.floor(statSync(dataFile(dir)).size / 2))],
  ["a zeroed leaf page", (dir: string) => zeroPage(dir, leafPage(dir))],
  ["a zeroed meta page", (dir: string) => zeroPage(dir, 0)],
])("a store %s is set aside with one warning; the next session starts empty and works", async (_, damage) => {
  const dir = await filledStore();
  damage(dir);
  const first = new CacheDatabase(dir);
  const second = new CacheDatabase(dir);
  // Two sessions find it damaged at once: one moves it aside, neither moves the other's fresh store.
  const [a, b] = await Promise.all([first.get(key(1)), second.get(key(2))]);
  expect([a, b]).toEqual([null, null]);
  await first.put(
    { key: key(1), fetchedAt: "2026-03-02T00:00:00.000Z", credits: 1, service: "http://h/", core: null, endpoint: "get", serviceIds: [] },
    "{}",
  );
  expect((await second.get(key(1)))?.text).toBe("{}");
  await Promise.all([first.close(), second.close()]);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0][0])).toMatch(
    /the response cache .*responses-v3 is damaged \(.+\)\. It was moved to .*responses-v3\.damaged-.*cache verify --repair --dir/,
  );
  expect(readdirSync(dir).filter((name) => name.includes(".damaged-"))).toHaveLength(1);
  warn.mockClear();
  expect((await new CacheDatabase(dir).get(key(1)))?.text).toBe("{}");
  expect(warn).not.toHaveBeenCalled();
});

test("cache stats and verify report a damaged store without opening it; verify --repair sets it aside and copies its intact entries back", async () => {
  const dir = await filledStore();
  zeroPage(dir, leafPage(dir));
  const stats = await cache(["stats", "--dir", dir]);
  expect(stats.code).toBe(1);
  expect(stats.text).toMatch(/damaged: the cache .*responses-v3 cannot be opened safely \(.+\); it was not opened/);
  const verify = await cache(["verify", "--dir", dir]);
  expect(verify.code).toBe(1);
  expect(verify.text).toMatch(/cache verify --repair --dir/);

  const repair = await cache(["verify", "--repair", "--dir", dir]);
  expect(repair.text).toMatch(/set aside the damaged cache \(.+\): .*responses-v3\.damaged-/);
  const copied = Number(/copied (\d+) intact entries back/.exec(repair.text)?.[1]);
  // A zeroed page loses what was on it (a leaf holds a few dozen small entries), no more.
  expect(copied).toBeGreaterThan(ENTRIES - 60);
  expect(copied).toBeLessThan(ENTRIES);
  expect(repair.text).toMatch(new RegExp(`${copied} of ${copied} entries verified`));
  expect(repair.code).toBe(0);
  expect(readdirSync(dir).filter((name) => name.includes(".damaged-"))).toEqual([]);
  expect(await served(dir)).toBe(copied);
  expect((await cache(["verify", "--dir", dir])).code).toBe(0);
});

test("cache prune on a damaged store no session opened sets it aside, copies its intact entries back and verifies", async () => {
  const dir = await filledStore();
  zeroPage(dir, leafPage(dir));
  const prune = await cache(["prune", "--dir", dir]);
  expect(prune.code).toBe(0);
  expect(prune.text).toMatch(/set aside the damaged cache \(.+\): .*responses-v3\.damaged-/);
  const copied = Number(/copied (\d+) intact entries back/.exec(prune.text)?.[1]);
  expect(copied).toBeGreaterThan(ENTRIES - 60);
  expect(copied).toBeLessThan(ENTRIES);
  expect(readdirSync(dir).filter((name) => name.includes(".damaged-"))).toEqual([]);
  expect(await served(dir)).toBe(copied);
  expect((await cache(["verify", "--dir", dir])).code).toBe(0);
  expect(warn).not.toHaveBeenCalled();
});

test("a store a session set aside is copied back by verify --repair, and by prune", async () => {
  for (const command of [["verify", "--repair"], ["prune"]]) {
    const dir = await filledStore();
    truncateSync(dataFile(dir), statSync(dataFile(dir)).size - 4096);
    expect(await served(dir)).toBe(0); // set aside by the session, which started empty
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockClear();
    const stats = await cache(["stats", "--dir", dir]);
    expect(stats.text).toMatch(/1 damaged cache\(s\) set aside: .*responses-v3\.damaged-/);
    const result = await cache([...command, "--dir", dir]);
    const copied = Number(/copied (\d+) intact entries back/.exec(result.text)?.[1]);
    expect(copied, command.join(" ")).toBeGreaterThan(ENTRIES - 60);
    expect(await served(dir)).toBe(copied);
    expect(readdirSync(dir).filter((name) => name.includes(".damaged-"))).toEqual([]);
  }
});

test("damaged entries in a whole store are said once per session, listed by verify and removed by --repair", async () => {
  const dir = await filledStore();
  // Damage one small value's bytes in place: find its body text in the file.
  const file = readFileSync(dataFile(dir));
  const at = file.indexOf(Buffer.from('"serviceId":"SVGC_7"'));
  expect(at).toBeGreaterThan(0);
  const fd = openSync(dataFile(dir), "r+");
  writeSync(fd, Buffer.from("X"), 0, 1, at + 15);
  closeSync(fd);
  expect(await served(dir)).toBe(ENTRIES - 1);
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0][0])).toMatch(
    /holds damaged entries \(first: GET http:\/\/h\/api\/v1\/cores\/genecore\/records\/SVGC_7\)/,
  );
  const verify = await cache(["verify", "--dir", dir]);
  expect(verify.code).toBe(1);
  expect(verify.text).toMatch(/damaged: GET .*SVGC_7 \(it does not match its checksum\)/);
  const repair = await cache(["verify", "--repair", "--dir", dir]);
  expect(repair.text).toMatch(/removed 1 damaged entries/);
  expect(repair.code).toBe(0);
});

test("a store cut to half: verify --repair recovers the entries still on its pages and says how many", async () => {
  const dir = await filledStore();
  truncateSync(dataFile(dir), Math.floor(statSync(dataFile(dir)).size / 2 / 4096) * 4096);
  const result = await cache(["verify", "--repair", "--dir", dir]);
  const copied = Number(/copied (\d+) intact entries back/.exec(result.text)?.[1]);
  // The tree's root was in the half cut off: before, the walk reached nothing and 0 came back.
  expect(copied).toBeGreaterThan(ENTRIES / 4);
  expect(await served(dir)).toBe(copied);
  expect(result.code).toBe(0);
});
