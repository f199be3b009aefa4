// A store file that is not LMDB's (overwritten, truncated) is moved aside, said once, and replaced
// by an empty store: the notebook goes on and fetches again. (LMDB itself would crash the process.)
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, vi } from "vitest";
import { CacheDatabase } from "../../src/cache/cache-database.js";

test.each([
  ["overwritten", "this is not an LMDB file ".repeat(400)],
  ["truncated", "0123456789"],
])("a store whose file is %s is moved aside with a warning, and an empty one serves", async (_, content) => {
  const dir = mkdtempSync(join(tmpdir(), "corebook-damaged-store-"));
  mkdirSync(join(dir, "responses-v3"));
  writeFileSync(join(dir, "responses-v3", "data.mdb"), content);
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const store = new CacheDatabase(dir);
  try {
    expect(await store.get("GET http://h/api/v1/x")).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(
        /responses-v3 is damaged \(.+\)\. It was moved to .*responses-v3\.damaged-.*corebook cache verify --repair --dir/,
      ),
    );
    expect(readdirSync(dir).filter((name) => name.startsWith("responses-v3.damaged-"))).toHaveLength(1);
    await store.put(
      {
        key: "GET http://h/api/v1/x",
        fetchedAt: new Date().toISOString(),
        credits: 1,
        service: "http://h/",
        core: null,
        endpoint: "get",
        serviceIds: [],
      },
      '{"data":{}}',
    );
    expect((await store.get("GET http://h/api/v1/x"))?.text).toBe('{"data":{}}');
    expect(existsSync(join(dir, "responses-v3", "data.mdb"))).toBe(true);
  } finally {
    warn.mockRestore();
    await store.close();
  }
});
