// Snapshot format version 2 (src/cache/snapshot-file.ts): any changed byte, repeated line, lost or
// moved line or cut fails `snapshot verify`, and a replay that misses because of damage says
// "damaged at line N" rather than "not in the snapshot". Version 1 files are still read.
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, vi } from "vitest";
import { canonicalKey, type StoredRequest } from "../../src/cache/canonical-key.js";
import { runSnapshotCommand } from "../../src/cache/commands/snapshot-command.js";
import { createResponseCache } from "../../src/cache/response-cache.js";
import { openResponseCache, resolveSnapshot } from "../../src/cache/open-cache.js";
import { readSnapshot, SnapshotDamagedError, sealedLine } from "../../src/cache/snapshot-file.js";
import { CacheMissError } from "../../src/cache/cache-errors.js";

const request = (i: number): StoredRequest => ({
  core: "genecore",
  endpoint: "get",
  method: "GET",
  baseUrl: "http://h/",
  path: `/api/v1/cores/genecore/records/SVGC_${i}`,
});
const body = (i: number) => JSON.stringify({ data: { serviceId: `SVGC_${i}`, symbol: `G${i}` } });

/** A sealed snapshot of five responses, recorded in the order 4, 3, 2, 1, 0 (sealed, they are sorted by key). */
async function recorded(): Promise<string> {
  const path = join(mkdtempSync(join(tmpdir(), "corebook-snapfile-")), "a.cbsnap");
  const cache = await openResponseCache(false, await resolveSnapshot({ path, mode: "record" }), {
    defaultMode: "off",
    service: "http://h/",
    synthetic: true,
    createdAt: new Date("2026-03-01T00:00:00.000Z"),
  });
  for (const i of [4, 3, 2, 1, 0]) {
    await cache?.write(request(i), { text: body(i), credits: 1, fetchedAt: new Date("2026-03-01T00:00:00.000Z") });
  }
  await cache?.close();
  return path;
}

async function verify(path: string): Promise<{ code: number; text: string }> {
  const lines: string[] = [];
  const code = await runSnapshotCommand(["verify", path], (line) => lines.push(line));
  return { code, text: lines.join("\n") };
}

const lines = (path: string) => readFileSync(path, "utf8").split("\n");
const rewrite = (path: string, edit: (lines: string[]) => string[]) => writeFileSync(path, edit(lines(path)).join("\n"));

test("a closed recording is sealed: sorted by key, an end line, and verify passes", async () => {
  const path = await recorded();
  const file = lines(path);
  expect(file).toHaveLength(8); // header, five entries, end line, and the final newline
  expect(file[6]).toMatch(/^\{"end":true,"entries":5,"fileHash":"[0-9a-f]{64}","keysHash":"[0-9a-f]{64}","lineHash":"[0-9a-f]{64}"\}$/);
  const keys = file.slice(1, 6).map((line) => JSON.parse(line).key as string);
  expect(keys).toEqual([...keys].sort());
  const contents = await readSnapshot(path);
  expect(contents).toMatchObject({ seal: "sealed", damaged: [], lines: 7 });
  expect(contents.entries.size).toBe(5);
  expect(await verify(path)).toEqual({ code: 0, text: "ok: 5 responses verified, and the end line matches the whole file" });
});

test.each([
  [
    "a bit flipped in a key",
    (l: string[]) => [l[0], l[1], l[2].replace("SVGC_", "SVGC-"), ...l.slice(3)],
    /line 3: its content does not match its hash/,
  ],
  [
    "a bit flipped in a body",
    (l: string[]) => [l[0], l[1].replace('"symbol', '"symbob'), ...l.slice(2)],
    /line 2: its content does not match its hash/,
  ],
  ["a repeated line", (l: string[]) => [l[0], l[1], l[1], ...l.slice(2)], /line 3: it repeats the response of line 2/],
  ["a line lost", (l: string[]) => [l[0], l[1], ...l.slice(3)], /line 6: the end line does not match the lines before it/],
  ["two lines swapped", (l: string[]) => [l[0], l[2], l[1], ...l.slice(3)], /line 7: the end line does not match/],
  ["the end line cut off", (l: string[]) => [...l.slice(0, 6), ""], /no end line after line 6: the recording was not closed/],
  ["a cut in the middle of a line", (l: string[]) => [...l.slice(0, 3), l[3].slice(0, 40)], /line 4: the line is cut off/],
])("%s fails verify, naming the line", async (_, edit, problem) => {
  const path = await recorded();
  rewrite(path, edit);
  const result = await verify(path);
  expect(result.code).toBe(1);
  expect(result.text).toMatch(problem);
});

test("a replay that misses because of damage says damaged at line N; an open file says it has no end line", async () => {
  const path = await recorded();
  // Line 3 holds one of the five: damage it and ask for each in turn.
  const damagedKey = JSON.parse(lines(path)[2]).key as string;
  rewrite(path, (l) => [l[0], l[1], l[2].replace('"credits":1', '"credits":7'), ...l.slice(3)]);
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const snapshot = await resolveSnapshot({ path, mode: "replay" });
  expect(warn).toHaveBeenCalledWith(
    expect.stringMatching(/the snapshot .*a\.cbsnap is damaged at line 3 \(its content does not match its hash\)/),
  );
  warn.mockRestore();
  const cache = createResponseCache({ store: null, mode: "off", snapshot });
  for (let i = 0; i < 5; i++) {
    const req = request(i);
    if (canonicalKey(req) !== damagedKey) {
      expect((await cache.read(req))?.text).toBe(body(i));
      continue;
    }
    const error = await cache.read(req).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SnapshotDamagedError);
    expect((error as Error).message).toMatch(
      new RegExp(
        `GET /api/v1/cores/genecore/records/SVGC_${i} is not among the snapshot's intact responses: the snapshot .*a\\.cbsnap is damaged at line 3 \\(and 1 more line\\): its content does not match its hash`,
      ),
    );
  }

  const open = await recorded();
  rewrite(open, (l) => [...l.slice(0, 3), ""]); // cut after line 3, at a line boundary
  const cut = createResponseCache({ store: null, mode: "off", snapshot: await resolveSnapshot({ path: open, mode: "replay" }) });
  const lost = await Promise.all(
    [0, 1, 2, 3, 4].map((i) =>
      cut.read(request(i)).then(
        () => null,
        (e: unknown) => e,
      ),
    ),
  );
  const errors = lost.filter((e): e is CacheMissError => e instanceof CacheMissError);
  expect(errors).toHaveLength(3);
  expect(errors[0].message).toMatch(
    /not in the snapshot .* \(the file has no end line: its recording was not closed, or the file was cut short after line 3\)/,
  );
});

test("extending reopens an intact snapshot and seals it again; a damaged one is refused", async () => {
  const path = await recorded();
  const extend = await resolveSnapshot({ path, mode: "extend" });
  const cache = await openResponseCache(false, extend, { defaultMode: "off", service: "http://h/", synthetic: true });
  await cache?.write(request(9), { text: body(9), credits: 1, fetchedAt: new Date("2026-03-02T00:00:00.000Z") });
  await cache?.close();
  expect((await readSnapshot(path)).entries.size).toBe(6);
  expect((await verify(path)).code).toBe(0);

  rewrite(path, (l) => [l[0], l[1], l[1], ...l.slice(2)]);
  const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
  const damaged = await resolveSnapshot({ path, mode: "extend" });
  warn.mockRestore();
  await expect(openResponseCache(false, damaged, { defaultMode: "off", service: "http://h/", synthetic: true })).rejects.toThrow(
    // The end line no longer matches either: the second damaged line.
    /cannot extend it: the snapshot .*a\.cbsnap is damaged at line 3 \(and 1 more line\): it repeats the response of line 2/,
  );
});

test("a version 1 snapshot is still read and replayed; verify says what it cannot check; extending upgrades it", async () => {
  const path = join(mkdtempSync(join(tmpdir(), "corebook-snapv1-")), "old.cbsnap");
  const { createHash } = await import("node:crypto");
  const v1 = [
    JSON.stringify({
      format: "corebook-snapshot",
      version: 1,
      createdAt: "2026-01-01T00:00:00.000Z",
      service: "http://h/",
      synthetic: true,
      corebookVersion: "0.1.0",
    }),
    ...[0, 1].map((i) =>
      JSON.stringify({
        key: canonicalKey(request(i)),
        fetchedAt: "2026-01-01T00:00:00.000Z",
        credits: 1,
        core: "genecore",
        endpoint: "get",
        serviceIds: [],
        bodyHash: createHash("sha256").update(body(i)).digest("hex"),
        body: body(i),
      }),
    ),
  ];
  writeFileSync(path, `${v1.join("\n")}\n`);
  const replay = createResponseCache({ store: null, mode: "off", snapshot: await resolveSnapshot(path) });
  expect((await replay.read(request(1)))?.text).toBe(body(1));
  const result = await verify(path);
  expect(result.code).toBe(0);
  expect(result.text).toMatch(
    /note: .*old\.cbsnap is of format version 1, whose lines carry no hash of their own.*record the snapshot again/,
  );
  expect(result.text).toMatch(/ok: 2 responses verified$/);

  const cache = await openResponseCache(false, await resolveSnapshot({ path, mode: "extend" }), {
    defaultMode: "off",
    service: "http://h/",
    synthetic: true,
  });
  await cache?.close();
  expect(JSON.parse(lines(path)[0]).version).toBe(2);
  expect((await verify(path)).text).toBe("ok: 2 responses verified, and the end line matches the whole file");
});

test("a sealed file that lost a response under a self-consistent end line fails verify: the end line records the keys recorded", async () => {
  // What two recorders used to leave: one's seal counted and hashed the lines it found, after the
  // other's appends had gone to a file renamed away. Made here by hand: a line dropped, the end
  // line's count and file hash made to match, its record of the keys left as the session wrote it.
  const path = await recorded();
  const file = lines(path);
  const end = JSON.parse(file[6]) as { keysHash: string };
  const kept = [file[0], ...file.slice(2, 6)];
  const fileHash = createHash("sha256")
    .update(`${kept.join("\n")}\n`)
    .digest("hex");
  writeFileSync(path, `${[...kept, sealedLine({ end: true, entries: 4, fileHash, keysHash: end.keysHash })].join("\n")}\n`);
  const result = await verify(path);
  expect(result.code).toBe(1);
  expect(result.text).toMatch(
    /line 6: the end line's record of the requests recorded does not match the file's \(responses were lost or added\)/,
  );
});
