// `corebook cache` and `corebook snapshot` on stores and snapshots recorded from the sandbox.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { open as openLmdb } from "lmdb";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { runCacheCommand } from "../../src/cache/commands/cache-command.js";
import { runSnapshotCommand } from "../../src/cache/commands/snapshot-command.js";
import { quietSandboxSession } from "../support/quiet-session.js";

async function record(snapshot: string, cacheDir?: string) {
  const sv = await quietSandboxSession("2026-03-01", {
    snapshot,
    ...(cacheDir ? { cache: { dir: cacheDir, mode: "use" as const } } : {}),
  });
  const found = await sv.trialcore.search({ query: "cancer", limit: 20 });
  await sv.trialcore.get((found.array("serviceId") as string[]).slice(0, 5));
  await sv.close();
}

async function run(command: typeof runCacheCommand, args: string[]) {
  const lines: string[] = [];
  const code = await command(args, (line) => lines.push(line));
  return { code, text: lines.join("\n") };
}

test("snapshot info, verify and diff", async () => {
  const dir = mkdtempSync(join(tmpdir(), "corebook-snap-"));
  const a = join(dir, "a.cbsnap");
  await record(a);
  const info = await run(runSnapshotCommand, ["info", a]);
  expect(info.code).toBe(0);
  expect(info.text).toMatch(/6 responses, \d+ credits when fetched/);
  expect(info.text).toMatch(/sandbox, synthetic data/);
  expect((await run(runSnapshotCommand, ["verify", a])).text).toMatch(/ok: 6 responses verified/);

  // b: one record changed (title), one gone, as a later as-of state would show.
  const lines = readFileSync(a, "utf8").trimEnd().split("\n");
  const gets = lines.map((l, i) => [l, i] as const).filter(([l]) => l.includes('"endpoint":"get"'));
  const changedEntry = JSON.parse(gets[0][0]);
  const body = JSON.parse(changedEntry.body);
  const field = Object.keys(body.data).find((k) => k !== "serviceId" && typeof body.data[k] === "string")!;
  body.data[field] = "A rewritten value";
  const { createHash } = await import("node:crypto");
  const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
  changedEntry.body = JSON.stringify(body);
  changedEntry.bodyHash = sha256(changedEntry.body);
  // A line of its own, as a recording writes it: its JSON, then the hash of that JSON.
  delete changedEntry.lineHash;
  const changedText = JSON.stringify(changedEntry);
  const changedLine = `${changedText.slice(0, -1)},"lineHash":"${sha256(changedText)}"}`;
  const b = join(dir, "b.cbsnap");
  const removedId = JSON.parse(JSON.parse(gets[1][0]).body).data.serviceId;
  const searchLine = lines.findIndex((l) => l.includes('"endpoint":"search"'));
  // b is an open recording (no end line): a later one, cut to these lines.
  const kept = lines
    .filter((l, i) => i !== gets[1][1] && i !== searchLine && !l.startsWith('{"end":true'))
    .map((l) => (l === gets[0][0] ? changedLine : l));
  writeFileSync(b, `${kept.join("\n")}\n`);
  const diff = await run(runSnapshotCommand, ["diff", a, b]);
  expect(diff.text).toMatch(/trialcore: 0 added, \d+ removed, 1 changed/);
  expect(diff.text).toContain(`~ ${body.data.serviceId}: ${field}`);
  expect(diff.text).toContain(`- ${removedId}`);

  // A torn last line (a recording killed mid-write) is reported, and the rest still reads.
  writeFileSync(b, `${readFileSync(b, "utf8")}{"key":"GET http`);
  const verify = await run(runSnapshotCommand, ["verify", b]);
  expect(verify.code).toBe(1);
  expect(verify.text).toMatch(/line \d+: the line is cut off/);
  await expect(run(runSnapshotCommand, ["diff", a])).rejects.toThrow(/takes two snapshot files/);
});

test("cache stats, verify, prune and clear", async () => {
  const dir = mkdtempSync(join(tmpdir(), "corebook-cache-"));
  const store = join(dir, "store");
  await record(join(dir, "s.cbsnap"), store);
  const stats = await run(runCacheCommand, ["stats", "--dir", store]);
  expect(stats.text).toMatch(/6 entries, \d+(\.\d)? KB/);
  expect(stats.text).toMatch(/trialcore\s+6 entries/);
  expect((await run(runCacheCommand, ["verify", "--dir", store])).text).toMatch(/6 of 6 entries verified/);
  // A body changed after it was stored fails verify (and reads as absent); a store an older
  // corebook left beside this one is reported and pruned.
  const db = openLmdb<Buffer, string>({ path: join(store, "responses-v3"), encoding: "binary", compression: false });
  const [first] = [...db.getRange()];
  const [hashLine, header] = Buffer.from(first.value).toString("utf8").split("\n");
  db.putSync(first.key, Buffer.from(`${hashLine}\n${header}\n{"data":{}}`));
  await db.close();
  const verify = await run(runCacheCommand, ["verify", "--dir", store]);
  expect(verify.code).toBe(1);
  expect(verify.text).toMatch(/damaged: GET \S+ \(it does not match its checksum\)/);
  expect(verify.text).toMatch(/5 of 6 entries verified/);
  mkdirSync(join(store, "responses-v1", "ab"), { recursive: true });
  writeFileSync(join(store, "responses-v1", "ab", "old.json"), "{}");
  expect((await run(runCacheCommand, ["stats", "--dir", store])).text).toMatch(/responses-v1: left by an older corebook/);
  // prune removes the damaged entry too (it would be fetched again anyway).
  expect((await run(runCacheCommand, ["prune", "--older-than", "1d", "--dir", store])).text).toMatch(
    /removed 0 entries and 1 damaged entries.*5 entries kept; removed 1 cache\(s\) of an older format/,
  );
  expect(existsSync(join(store, "responses-v1"))).toBe(false);
  expect((await run(runCacheCommand, ["prune", "--max-bytes", "1", "--dir", store])).text).toMatch(/removed 5 entries.*0 entries kept/);
  await expect(run(runCacheCommand, ["prune", "--older-than", "soon", "--dir", store])).rejects.toThrow(/--older-than takes a duration/);
  await expect(run(runCacheCommand, ["stats", "--size", "1"])).rejects.toThrow(/unknown option "--size" for cache stats; allowed: --dir/);
  expect((await run(runCacheCommand, ["clear", "--dir", store])).code).toBe(0);
  // A cleared folder holds no cache: stats says so and fails, rather than "0 entries" (issue 45).
  await expect(run(runCacheCommand, ["stats", "--dir", store])).rejects.toThrow(/cache stats: there is no response cache in /);
});
