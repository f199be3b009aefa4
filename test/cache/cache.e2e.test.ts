// The response cache, snapshots and provenance on the in-process sandbox over loopback HTTP.
import { parquetMetadata, parquetSchema } from "hyparquet";
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import * as aq from "arquero";
import { open as openLmdb } from "lmdb";
import { afterEach, expect, test } from "vitest";
import { writeExport, readExport } from "../../src/export/index.js";
import { canonicalKey, CacheMissError } from "../../src/cache/index.js";
import { MisuseError } from "../../src/errors/index.js";
import { writeFeedSync } from "../../src/cache/feed-sync.js";
import { openSession, info, type ConnectOptions, type CoreSession } from "../../src/tables/index.js";
import { quietSandboxSession } from "../support/quiet-session.js";
import { columnTypes } from "../../src/tables/column-types.js";

const TODAY = "2026-03-01";
const open: CoreSession[] = [];
afterEach(async () => {
  for (const sv of open.splice(0)) await sv.close();
});
const tmp = () => mkdtempSync(join(tmpdir(), "corebook-store-"));
async function session(options: ConnectOptions = {}) {
  const sv = await quietSandboxSession(TODAY, options);
  open.push(sv);
  return sv;
}
/** The store's LMDB environment, opened beside the session's (LMDB allows it), to look and to damage. */
function storeDb(dir: string) {
  return openLmdb<Buffer, string>({ path: join(dir, "responses-v3"), encoding: "binary", compression: false });
}
/** Every entry: its id, header (the line after the hash line) and body. */
function storeEntries(dir: string): { id: string; header: Record<string, unknown>; body: string }[] {
  return [...storeDb(dir).getRange()].map(({ key, value }) => {
    const text = Buffer.from(value).toString("utf8");
    const at = text.indexOf("\n") + 1;
    const end = text.indexOf("\n", at);
    return { id: key, header: JSON.parse(text.slice(at, end)), body: text.slice(end + 1) };
  });
}
/** A value as an older corebook wrote it (still served): the SHA-256 of the rest, the header, the body. */
function storedValue(header: Record<string, unknown>, body: string): Buffer {
  const rest = `${JSON.stringify(header)}\n${body}`;
  return Buffer.from(`${createHash("sha256").update(rest).digest("hex")}\n${rest}`);
}

test("the canonical key ignores parameter order and names no key", () => {
  const base = { core: "trialcore", endpoint: "search", method: "GET", baseUrl: "http://h:1/" };
  expect(canonicalKey({ ...base, path: "/api/v1/x", query: "b=2&a=1&a=0" })).toBe(
    canonicalKey({ ...base, path: "/api/v1/x", query: "a=0&a=1&b=2" }),
  );
  expect(canonicalKey({ ...base, method: "POST", path: "/p", body: { y: 1, x: [2, 1] } })).toBe(
    canonicalKey({ ...base, method: "POST", path: "/p", body: { x: [2, 1], y: 1 } }),
  );
  expect(canonicalKey({ ...base, path: "/p", body: { x: [1, 2] } })).not.toBe(canonicalKey({ ...base, path: "/p", body: { x: [2, 1] } }));
});

test("a hit costs no request and no credit; usage and info() say so", async () => {
  const dir = tmp();
  const sv = await session({ cache: { dir, mode: "use" } });
  const first = await sv.trialcore.search({ query: "cancer", limit: 30 });
  expect(info(first)?.cache).toEqual({ hits: 0, misses: 1 });
  const used = sv.usage;
  const second = await sv.trialcore.search({ limit: 30, query: "cancer" });
  expect(sv.usage.requests).toBe(used.requests);
  expect(sv.usage.credits).toBe(used.credits);
  expect(sv.usage.cacheHits).toBe(1);
  expect(sv.usage.creditsSaved).toBe(used.credits);
  expect(second.objects()).toEqual(first.objects());
  const p = info(second)!;
  expect(p.cache).toEqual({ hits: 1, misses: 0 });
  expect(p.asOf).toEqual(info(first)!.asOf);
  expect(p.synthetic).toBe(true);
  expect(p.corebookVersion).toMatch(/^\d+\.\d+\.\d+/);
});

test("a 404 is never stored; a corrupt or old-format entry is skipped and fetched again", async () => {
  const dir = tmp();
  const sv = await session({ cache: { dir, mode: "use" } });
  const ids = (await sv.trialcore.search({ query: "cancer", limit: 3 })).array("serviceId") as string[];
  const missing = `SVTC_${"0".repeat(20)}`;
  const t = await sv.trialcore.get([...ids, missing]);
  expect(info(t)!.missing).toEqual([missing]);
  expect(storeEntries(dir)).toHaveLength(4); // the search and three gets
  // Damage everything: a torn value, a body whose bytes no longer match the hash, an old format.
  const [a, b, c] = storeEntries(dir).filter((e) => e.header.endpoint === "get");
  const db = storeDb(dir);
  db.putSync(a.id, Buffer.from('{"format":3,"key":'));
  db.putSync(b.id, Buffer.from(`${storedValue(b.header, b.body).toString("utf8", 0, 65)}${JSON.stringify(b.header)}\n{}`));
  db.putSync(c.id, storedValue({ ...c.header, format: 2 }, c.body));
  const before = sv.usage.requests;
  const again = await sv.trialcore.get([...ids, missing]);
  expect(sv.usage.requests - before).toBe(4); // three damaged entries and the 404
  expect(again.objects()).toEqual(t.objects());
  const healed = sv.usage.requests;
  await sv.trialcore.get(ids);
  expect(sv.usage.requests).toBe(healed);
});

test("offline mode never sends: a miss names the request", async () => {
  const dir = tmp();
  const sv = await session({ cache: { dir, mode: "offline" } });
  const error = await sv.trialcore.search({ query: "asthma" }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(CacheMissError);
  expect((error as Error).message).toMatch(/GET \/api\/v1\/cores\/trialcore\/records\?query=asthma/);
  expect((error as Error).message).toMatch(/mode: "use"/);
  expect(sv.usage.requests).toBe(0);
});

test("bad cache and snapshot options are refused by name", async () => {
  await expect(openSession({ env: {}, quiet: true, cache: { mode: "sometimes" as never } })).rejects.toThrow(
    /cache\.mode must be one of use, refresh, offline, off/,
  );
  await expect(openSession({ env: {}, quiet: true, cache: { mode: "sometimes" as never } })).rejects.toMatchObject({
    name: "MisuseError",
    parameter: "cache.mode",
  });
  await expect(openSession({ env: {}, quiet: true, cache: { dri: "x" } as never })).rejects.toThrow(MisuseError);
  await expect(openSession({ env: {}, quiet: true, cache: { dri: "x" } as never })).rejects.toThrow(
    /unknown cache option "dri"; allowed: dir, mode, maxAge/,
  );
  await expect(openSession({ env: {}, quiet: true, cache: { maxAge: -1 } })).rejects.toThrow(/cache\.maxAge/);
  await expect(openSession({ env: {}, quiet: true, snapshot: { path: join(tmp(), "none.cbsnap"), mode: "replay" } })).rejects.toThrow(
    /does not exist/,
  );
});

test("a snapshot replays with no key and no sandbox; a request outside it says how to re-record", async () => {
  const path = join(tmp(), "analysis.cbsnap");
  const rec = await session({ snapshot: path });
  expect(rec.cache.snapshot).toEqual({ path, mode: "record" });
  const recorded = await rec.drugcore.search({ query: "kinase", limit: 10 });
  const got = await rec.drugcore.get(recorded.array("serviceId") as string[]);
  await rec.close();

  const replay = await openSession({
    env: {},
    snapshot: path,
    log: () => {
      throw new Error("no sandbox notice expected");
    },
  });
  open.push(replay);
  expect(replay.cache.snapshot?.mode).toBe("replay");
  const again = await replay.drugcore.search({ limit: 10, query: "kinase" });
  expect(again.objects()).toEqual(recorded.objects());
  expect((await replay.drugcore.get(recorded.array("serviceId") as string[])).objects()).toEqual(got.objects());
  expect(replay.usage.requests).toBe(0);
  expect(info(again)!.snapshot).toBe(basename(path));
  expect(info(again)!.synthetic).toBe(true);
  const error = await replay.drugcore.search({ query: "antibody" }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(CacheMissError);
  expect((error as Error).message).toMatch(/query=antibody.*not in the snapshot.*mode: "extend"/);
});

test("provenance and declared types survive Arquero verbs; an empty filter exports the same Parquet schema", async () => {
  const sv = await session();
  const t = await sv.trialcore.search({ query: "cancer", limit: 50 });
  const declared = columnTypes(t)!;
  const derivedTables = {
    filterSelect: t.filter((d: { enrollment: number }) => d.enrollment > 0).select("serviceId", "enrollment", "startDate"),
    derive: t.derive({ n: () => 1 }),
    orderby: t.orderby("serviceId"),
    dedupe: t.dedupe("phase"),
    rollup: t.groupby("phase").rollup({ n: aq.op.count() }),
    join: t.join(aq.table({ serviceId: t.array("serviceId").slice(0, 3), extra: [1, 2, 3] }), "serviceId"),
  };
  for (const [name, derived] of Object.entries(derivedTables)) {
    expect(info(derived)?.asOf, name).toEqual(info(t)!.asOf);
    expect(info(derived)?.core, name).toBe("trialcore");
  }
  expect(columnTypes(derivedTables.filterSelect)).toEqual({
    serviceId: declared.serviceId,
    enrollment: declared.enrollment,
    startDate: declared.startDate,
  });
  expect(columnTypes(derivedTables.dedupe)!.startDate).toEqual(declared.startDate);

  const dir = tmp();
  const none = t.filter(() => false);
  expect(none.numRows()).toBe(0);
  await writeExport(t, join(dir, "all.parquet"));
  await writeExport(none, join(dir, "none.parquet"));
  const schemaOf = (file: string) => {
    const bytes = readFileSync(join(dir, file));
    const meta = parquetMetadata(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    return parquetSchema(meta).children.map((c) => ({ ...c.element }));
  };
  expect(schemaOf("none.parquet")).toEqual(schemaOf("all.parquet"));

  for (const file of ["all.parquet", "all.csv", "all.arrow", "all.jsonl"]) {
    await writeExport(t, join(dir, file));
    const back = info(await readExport(join(dir, file)));
    expect(back?.asOf, file).toEqual(info(t)!.asOf);
    expect(back?.params, file).toEqual(info(t)!.params);
    expect(back?.synthetic, file).toBe(true);
  }
});

test("refreshChanged expires exactly the stored records the feed reports as changed", async () => {
  const dir = tmp();
  const sv = await session({ cache: { dir, mode: "use" } });
  const changedIds = new Set<string>();
  for await (const e of sv.trialcore.changes({ since: "2026-02-01" })) changedIds.add(e.serviceId);
  const changed = [...changedIds].slice(0, 5);
  const all = (await sv.trialcore.search({ query: "cancer", limit: 300 })).array("serviceId") as string[];
  const unchanged = all.filter((id) => !changedIds.has(id)).slice(0, 5);
  expect(changed).toHaveLength(5);
  expect(unchanged).toHaveLength(5);
  await sv.trialcore.get([...changed, ...unchanged]);
  // The store last synced on February 3rd (as if refreshChanged had run then).
  await writeFeedSync(
    dir,
    sv.baseUrl,
    Object.fromEntries(["biomedcore", "trialcore", "regulatorycore", "drugcore", "genecore"].map((c) => [c, "2026-02-03"])),
  );
  const result = await sv.cache.refreshChanged();
  expect(result.since.trialcore).toBe("2026-02-01");
  expect(result.expired).toBe(5);
  const before = sv.usage.requests;
  await sv.trialcore.get([...changed, ...unchanged]);
  expect(sv.usage.requests - before).toBe(5);
  const search = sv.usage.requests;
  await sv.trialcore.search({ query: "cancer", limit: 300 });
  expect(sv.usage.requests).toBe(search); // searches expire by age only
});

test("the same session recorded twice, each time on its own sandbox, gives byte-identical snapshot files", async () => {
  const record = async (path: string) => {
    const sv = await session({ snapshot: path });
    const trials = await sv.trialcore.search({ query: "cancer", limit: 40 });
    // Eight concurrent gets: responses arrive in any order; the file is sorted when the session closes.
    await sv.trialcore.get(trials.array("serviceId") as string[], { concurrency: 8 });
    await sv.close();
    return readFileSync(path, "utf8");
  };
  const dir = tmp();
  const first = await record(join(dir, "a.cbsnap"));
  const second = await record(join(dir, "b.cbsnap"));
  expect(first.split("\n").length).toBeGreaterThan(40);
  expect(second).toBe(first);
});
