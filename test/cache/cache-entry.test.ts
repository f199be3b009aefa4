// A hit reads its header's five fields in place (cache-entry.ts hitHeaderOf); whatever the header
// holds, it must read exactly what JSON.parse of the header line reads, or refuse the entry.
import { expect, test } from "vitest";
import { createHash, randomBytes } from "node:crypto";
import * as zlib from "node:zlib";
import { entryValue, headerOf, valueIntact, type IndexEntry } from "../../src/cache/cache-entry.js";
import { hitHeaderOf } from "../../src/cache/hit-header.js";
import { tableCrc32 } from "../../src/cache/crc32.js";

const base: IndexEntry = {
  format: 3,
  key: "GET http://127.0.0.1:4000/api/v1/cores/trialcore/records/SVTC_cJSzhk52qRWkeV2zMfpU",
  fetchedAt: "2026-11-26T00:27:08.808Z",
  credits: 1,
  service: "http://127.0.0.1:4000",
  core: "trialcore",
  endpoint: "get",
  serviceIds: ["SVTC_cJSzhk52qRWkeV2zMfpU"],
  verbatim: "0.1.0:b2d4cda2a3c623a4",
  dataset: "synthetic; version=2; seed=42; scale=medium",
  storedAt: "2026-11-26T00:27:08.809Z",
};
const body = '{"data":{"serviceId":"SVTC_cJSzhk52qRWkeV2zMfpU","title":"a \\"quoted\\" title, \\"verbatim\\":\\"x\\""}}';

/** The five fields a hit serves, as a hit reads them: the fetch time as milliseconds. */
function served(entry: IndexEntry) {
  const { key, fetchedAt, credits, verbatim, dataset } = entry;
  return { key, fetchedAt: Date.parse(fetchedAt), credits, verbatim, dataset };
}

test.each<[string, Partial<IndexEntry>]>([
  ["a get with a schema mark and a dataset", {}],
  ["no schema mark, no dataset", { verbatim: undefined, dataset: undefined }],
  ["a schema mark and no dataset", { dataset: undefined }],
  ["no credits charged", { credits: 0 }],
  ["many credits", { credits: 1275 }],
  ["a search key holding quotes and a backslash", { key: 'POST http://h/api/v1/cores/trialcore/search {"query":"a \\"b\\" c\\\\d"}' }],
  ["a key that is not ASCII", { key: "GET http://h/api/v1/cores/genecore/search?query=Sjögren" }],
  ["a dataset holding a quote", { dataset: 'synthetic; note="x"' }],
  ["a service whose text looks like a field", { service: 'http://h/","verbatim":"forged' }],
  ["fractional credits", { credits: 1.5 }],
  ["a fetch time on the 31st", { fetchedAt: "2026-12-31T23:59:59.999Z" }],
  ["a fetch time on a leap day", { fetchedAt: "2028-02-29T12:00:00.000Z" }],
  ["a fetch time before the year 1000", { fetchedAt: "0999-01-05T00:00:00.000Z" }],
  ["a fetch time without milliseconds", { fetchedAt: "2026-11-26T00:27:08Z" }],
  ["a fetch time that is not a time", { fetchedAt: "2026-13-01T00:00:00.000Z" }],
  ["a dataset that is not ASCII", { dataset: "synthétique; version=2" }],
])("a hit reads the header exactly: %s", (_, change) => {
  const entry = { ...base, ...change } as IndexEntry;
  const value = entryValue(entry, body);
  const hit = hitHeaderOf(value, entry.key);
  expect(hit?.entry).toEqual(served(entry));
  expect(value.toString("utf8", hit?.bodyAt)).toBe(body);
});

test("hits read one after another each read their own schema mark and dataset", () => {
  const marks = ["0.1.0:aaaa", "0.1.0:bbbb", "0.1.0:aaaa", "0.1.0:aaab", "0.1.0:aaaa"];
  for (const [i, verbatim] of marks.entries()) {
    const entry = { ...base, verbatim, dataset: i % 2 === 0 ? base.dataset : "synthétique" };
    expect(hitHeaderOf(entryValue(entry, body), entry.key)?.entry).toEqual(served(entry));
  }
});

test("a header laid out in another order is read through JSON, with the same fields", () => {
  const { storedAt, dataset, verbatim, serviceIds, endpoint, core, service, credits, fetchedAt, key, format } = base;
  const reordered = { format, credits, key, fetchedAt, service, core, endpoint, serviceIds, dataset, verbatim, storedAt };
  expect(hitHeaderOf(entryValue(reordered, body), base.key)?.entry).toEqual(served(base));
});

test("another key's entry, another format or a header that is not JSON reads as no hit", () => {
  const value = entryValue(base, body);
  expect(hitHeaderOf(value, `${base.key}X`)).toBeNull();
  expect(hitHeaderOf(value, base.key.slice(0, -1))).toBeNull();
  expect(hitHeaderOf(entryValue({ ...base, format: 2 }, body), base.key)).toBeNull();
  const broken = Buffer.from(value.toString("utf8").replace('"credits":1', '"credits":'));
  expect(hitHeaderOf(broken, base.key)).toBeNull();
});

/** The value with one byte changed. */
function flipped(value: Buffer, at: number): Buffer {
  const copy = Buffer.from(value);
  copy[at] ^= 0x20;
  return copy;
}

test("an entry is checked by the CRC-32 of everything after its first line: any changed byte reads as damaged", () => {
  const value = entryValue(base, body);
  expect(value.toString("latin1", 0, 9)).toMatch(/^[0-9a-f]{8}\n$/);
  expect(valueIntact(value)).toBe(true);
  for (let at = 0; at < value.length; at++) expect(valueIntact(flipped(value, at))).toBe(false);
  expect(valueIntact(value.subarray(0, value.length - 1))).toBe(false);
  expect(valueIntact(Buffer.from(value.toString("latin1").toUpperCase(), "latin1"))).toBe(false);
});

test("an entry an older corebook wrote, checked by SHA-256, is still read and still checked", () => {
  const rest = `${JSON.stringify(base)}\n${body}`;
  const older = Buffer.from(`${createHash("sha256").update(rest).digest("hex")}\n${rest}`);
  expect(valueIntact(older)).toBe(true);
  expect(hitHeaderOf(older, base.key)?.entry).toEqual(served(base));
  expect(headerOf(older)?.entry).toEqual(base);
  expect(older.toString("utf8", hitHeaderOf(older, base.key)?.bodyAt)).toBe(body);
  expect(valueIntact(flipped(older, 3))).toBe(false);
  expect(valueIntact(flipped(older, older.length - 2))).toBe(false);
});

test("the CRC-32 written without zlib's is the same function", () => {
  for (const size of [0, 1, 7, 64, 1000, 70_000]) {
    const bytes = randomBytes(size);
    expect(tableCrc32(bytes)).toBe(zlib.crc32(bytes));
  }
  expect(tableCrc32(Buffer.from("123456789"))).toBe(0xcbf43926);
});
