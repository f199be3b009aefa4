// Two sessions in one process on one cache folder (a notebook that ran its connect() cell twice)
// share one LMDB handle. With a handle each, the second kept a read snapshot from before the
// first one's write, and missed (and paid again for) a response cached a moment before: 4 of 50
// rounds here.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { CacheDatabase } from "../../src/cache/cache-database.js";

const entry = (key: string) => ({
  key,
  fetchedAt: "2026-03-02T00:00:00.000Z",
  credits: 1,
  service: "http://h/",
  core: null,
  endpoint: "get" as const,
  serviceIds: [],
});

test("a response one session stores is a hit for another session on the same folder at once", async () => {
  const missed: number[] = [];
  for (let round = 0; round < 50; round++) {
    const dir = mkdtempSync(join(tmpdir(), "corebook-shared-"));
    const first = new CacheDatabase(dir);
    const second = new CacheDatabase(dir);
    await Promise.all([first.get("GET http://h/a"), second.get("GET http://h/b")]);
    await first.put(entry("GET http://h/c"), '{"data":[]}');
    if ((await second.get("GET http://h/c"))?.text !== '{"data":[]}') missed.push(round);
    await Promise.all([first.close(), second.close()]);
  }
  expect(missed).toEqual([]);
});

test("the handle stays open until the last session closes it, and a closed folder opens again", async () => {
  const dir = mkdtempSync(join(tmpdir(), "corebook-shared-"));
  const first = new CacheDatabase(dir);
  const second = new CacheDatabase(dir);
  await first.put(entry("GET http://h/a"), "1");
  expect((await second.get("GET http://h/a"))?.text).toBe("1");
  await first.close();
  await first.close();
  expect((await second.get("GET http://h/a"))?.text).toBe("1");
  await second.put(entry("GET http://h/b"), "2");
  await second.close();
  const third = new CacheDatabase(dir);
  expect((await third.get("GET http://h/b"))?.text).toBe("2");
  await third.close();
});
