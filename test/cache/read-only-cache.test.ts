// A response cache on a read-only file system (a read-only bind mount of a filled cache): used
// read-only. Hits are served (in "use" and "offline" mode), nothing is written, one note says so,
// and `corebook cache stats` works. Before, every read failed with a raw EROFS from the temporary
// file of a repair lock, and no stored entry was served.
import { mkdtempSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeEach, expect, test, vi, type MockInstance } from "vitest";
import { CacheDatabase } from "../../src/cache/cache-database.js";
import { runCacheCommand } from "../../src/cache/commands/cache-command.js";
import { createResponseCache } from "../../src/cache/response-cache.js";
import type { StoredRequest } from "../../src/cache/canonical-key.js";
import { readOnlyView, unmountAll } from "../support/small-filesystems.js";

const request = (i: number): StoredRequest => ({
  core: "genecore",
  endpoint: "get",
  method: "GET",
  baseUrl: "http://h/",
  path: `/api/v1/cores/genecore/records/SVGC_${i}`,
});
const body = (i: number) => JSON.stringify({ data: { serviceId: `SVGC_${i}` } });
const fetchedAt = new Date("2026-03-01T00:00:00.000Z");

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());
afterAll(unmountAll);

async function filledCache(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), "corebook-rocache-"));
  const cache = createResponseCache({ store: new CacheDatabase(dir), mode: "use" });
  for (let i = 0; i < 5; i++) await cache.write(request(i), { text: body(i), credits: 1, fetchedAt });
  await cache.close();
  return dir;
}

const notes = () => warn.mock.calls.map((call) => String(call[0]));

test("a cache on a read-only file system serves its hits in use and offline mode, writes nothing, and says so once", async (ctx) => {
  const source = await filledCache();
  const view = readOnlyView(source);
  if ("skipped" in view) return ctx.skip(`no read-only mount: ${view.skipped}`);
  const before = readdirSync(join(source, "responses-v3")).map((name) => [name, statSync(join(source, "responses-v3", name)).mtimeMs]);
  for (const mode of ["use", "offline"] as const) {
    const cache = createResponseCache({ store: new CacheDatabase(view.dir), mode, maxAge: 1e15 });
    for (let i = 0; i < 5; i++) expect((await cache.read(request(i), fetchedAt))?.text).toBe(body(i));
    // A miss in use mode is sent, and the answer is not kept (false), without an error.
    if (mode === "use") {
      expect(await cache.read(request(9), fetchedAt)).toBeNull();
      expect(await cache.write(request(9), { text: body(9), credits: 1, fetchedAt })).toBe(false);
    }
    await cache.close();
  }
  expect(notes()).toHaveLength(1);
  expect(notes()[0]).toMatch(/the response cache .*responses-v3 is on a read-only file system or folder: its stored responses are served/);
  expect(notes()[0]).not.toMatch(/EROFS|repair\.lock/);
  const after = readdirSync(join(source, "responses-v3")).map((name) => [name, statSync(join(source, "responses-v3", name)).mtimeMs]);
  expect(after).toEqual(before);

  const lines: string[] = [];
  expect(await runCacheCommand(["stats", "--dir", view.dir], (line) => lines.push(line))).toBe(0);
  expect(lines.join("\n")).toMatch(/5 entries/);
  // Nothing to repair: verify --repair reads only, and works too.
  const verified: string[] = [];
  expect(await runCacheCommand(["verify", "--repair", "--dir", view.dir], (line) => verified.push(line))).toBe(0);
  expect(verified.join("\n")).toMatch(/5 of 5 entries verified/);
});

test("a read-only folder with no cache yet: the session runs without one, one note, no error", async (ctx) => {
  const source = mkdtempSync(join(tmpdir(), "corebook-rocache-empty-"));
  const view = readOnlyView(source);
  if ("skipped" in view) return ctx.skip(`no read-only mount: ${view.skipped}`);
  const cache = createResponseCache({ store: new CacheDatabase(join(view.dir, "cache")), mode: "use" });
  expect(await cache.read(request(1), fetchedAt)).toBeNull();
  expect(await cache.write(request(1), { text: body(1), credits: 1, fetchedAt })).toBe(false);
  await expect(cache.read(request(1), fetchedAt)).resolves.toBeNull();
  await cache.close();
  expect(notes()).toHaveLength(1);
  expect(notes()[0]).toMatch(/cannot be opened or created \(EROFS: read-only file system\); this session runs without it/);
});
