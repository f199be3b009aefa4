// A snapshot past V8's largest string (about 512 MB) could not be opened: it was read whole into
// one string (`RangeError: Invalid string length`), and so were `snapshot verify` and the seal.
// Now it is read line by line: a 600 MB snapshot (600 responses of 1 MB, written here in a few
// seconds) replays and verifies. Needs about 1.3 GB free in the temp folder (checked first).
import { createWriteStream, mkdtempSync, rmSync, statfsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { once } from "node:events";
import { afterAll, expect, test } from "vitest";
import { canonicalKey, contentHash, type StoredRequest } from "../../src/cache/canonical-key.js";
import { runSnapshotCommand } from "../../src/cache/commands/snapshot-command.js";
import { resolveSnapshot } from "../../src/cache/open-cache.js";
import { createResponseCache } from "../../src/cache/response-cache.js";
import { keysDigest, sealedLine } from "../../src/cache/snapshot-file.js";

const RESPONSES = 600;
const BODY_BYTES = 1 << 20;
const folder = mkdtempSync(join(tmpdir(), "corebook-large-snapshot-"));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const request = (i: number): StoredRequest => ({
  core: "genecore",
  endpoint: "get",
  method: "GET",
  baseUrl: "http://h/",
  path: `/api/v1/cores/genecore/records/SVGC_${String(i).padStart(16, "0")}`,
});
const filler = "x".repeat(BODY_BYTES);
const body = (i: number) => JSON.stringify({ data: { serviceId: `SVGC_${String(i).padStart(16, "0")}`, note: filler } });

/** A sealed version 2 snapshot, written line by line as corebook writes one. */
async function writeLargeSnapshot(path: string): Promise<void> {
  const out = createWriteStream(path);
  const fileHash = (await import("node:crypto")).createHash("sha256");
  const write = async (line: string) => {
    const text = `${line}\n`;
    fileHash.update(text);
    if (!out.write(text)) await once(out, "drain");
  };
  await write(
    sealedLine({
      format: "corebook-snapshot",
      version: 2,
      createdAt: "2026-03-01T00:00:00.000Z",
      service: "http://h/",
      synthetic: true,
      dataset: null,
      corebookVersion: "0.1.0",
    }),
  );
  const entries = Array.from({ length: RESPONSES }, (_, i) => ({ i, key: canonicalKey(request(i)) })).sort((a, b) =>
    a.key < b.key ? -1 : 1,
  );
  for (const { i, key } of entries) {
    const text = body(i);
    await write(
      sealedLine({
        key,
        fetchedAt: "2026-03-01T00:00:00.000Z",
        credits: 1,
        core: "genecore",
        endpoint: "get",
        serviceIds: [],
        body: text,
        bodyHash: contentHash(text),
      }),
    );
  }
  out.write(
    `${sealedLine({ end: true, entries: RESPONSES, fileHash: fileHash.digest("hex"), keysHash: keysDigest(entries.map((e) => e.key)) })}\n`,
  );
  out.end();
  await once(out, "finish");
}

test("a 600 MB snapshot opens, replays and verifies", async (ctx) => {
  const { bavail, bsize } = statfsSync(folder);
  const free = bavail * bsize;
  if (free < 1.3e9) return ctx.skip(`only ${(free / 1e9).toFixed(1)} GB free in ${folder}; the test writes 0.6 GB`);
  const path = join(folder, "large.cbsnap");
  await writeLargeSnapshot(path);

  const lines: string[] = [];
  expect(await runSnapshotCommand(["verify", path], (line) => lines.push(line))).toBe(0);
  expect(lines.join("\n")).toBe(`ok: ${RESPONSES} responses verified, and the end line matches the whole file`);

  const cache = createResponseCache({ store: null, mode: "off", snapshot: await resolveSnapshot({ path, mode: "replay" }) });
  for (const i of [0, 299, 599]) expect((await cache.read(request(i)))?.text).toBe(body(i));
  await cache.close();
}, 300_000);
