// ByteSlices writes one slice while the next is encoded (two buffers taking turns): the file must
// hold the slices in order, byte for byte, and a write that fails must be thrown by finish, not
// lost nor left as an unhandled rejection.
import { afterAll, expect, test } from "vitest";
import { readFileSync } from "node:fs";
import { open } from "node:fs/promises";
import { ByteSlices } from "../../src/export/byte-slices.js";
import { tempDir } from "./helpers.js";

const tmp = tempDir();
afterAll(() => tmp.remove());

test("slices written while the next is encoded land in order", async () => {
  const path = tmp.path("slices.csv");
  const file = await open(path, "w");
  const out = new ByteSlices(file, "csv");
  let expected = "";
  for (let slice = 0; slice < 7; slice++) {
    // Slices of different sizes, some larger than a buffer (which then grows).
    const text = `${slice},${"x".repeat(slice * 400_000)}\r\n`;
    const json = `{"slice":${slice},"q":"a\\"b"}`;
    out.text(text);
    out.json(json);
    expected += `${text}"${json.replaceAll('"', '""')}"`;
    await out.flush();
  }
  await out.finish();
  await out.settle();
  await file.close();
  expect(readFileSync(path, "utf8")).toBe(expected);
});

test("a write that fails is thrown by finish", async () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);
  process.on("unhandledRejection", onUnhandled);
  const file = await open("/dev/full", "w");
  try {
    const out = new ByteSlices(file, "csv");
    out.text("a".repeat(100));
    // The first write fails while nobody awaits it; the second flush or finish reports it.
    await out.flush();
    await new Promise((resolve) => setTimeout(resolve, 50));
    out.text("b");
    await expect(out.finish()).rejects.toThrow(/ENOSPC/);
    await out.settle();
  } finally {
    await file.close();
    process.off("unhandledRejection", onUnhandled);
  }
  expect(unhandled).toEqual([]);
});
