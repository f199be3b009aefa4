// Write-then-rename (src/fs/atomic-write.ts): whole files or none, no temporary file left by a
// write that failed, and those left by a killed writer removed by the next one.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "vitest";
import { writeFileAtomic, writeFileAtomicSync, writeFilesAtomically } from "../../src/fs/index.js";

const folder = () => mkdtempSync(join(tmpdir(), "corebook-atomic-"));

test("writes whole files, creating the folder, durable or not, and leaves nothing else", async () => {
  const dir = folder();
  await writeFileAtomic(join(dir, "sub", "a.json"), "one");
  await writeFileAtomic(join(dir, "sub", "a.json"), "two", { durable: true });
  writeFileAtomicSync(join(dir, "sub", "b.json"), "three");
  expect(readFileSync(join(dir, "sub", "a.json"), "utf8")).toBe("two");
  expect(readFileSync(join(dir, "sub", "b.json"), "utf8")).toBe("three");
  expect(readdirSync(join(dir, "sub")).sort()).toEqual(["a.json", "b.json"]);
});

test("a failed write throws and leaves no temporary file; the old file stays", async () => {
  const dir = folder();
  writeFileSync(join(dir, "keep.csv"), "old");
  await expect(
    writeFilesAtomically([join(dir, "keep.csv")], async () => {
      throw new Error("the writer failed");
    }),
  ).rejects.toThrow("the writer failed");
  // A target that is a folder cannot be replaced by a file.
  await expect(writeFileAtomic(dir, "x")).rejects.toThrow();
  expect(readdirSync(dir)).toEqual(["keep.csv"]);
  expect(readFileSync(join(dir, "keep.csv"), "utf8")).toBe("old");
});

test("temporary files of a writer that is gone are removed by the next write; a running writer's stay", async () => {
  const dir = folder();
  const dead = spawnSync("true").pid as number;
  const deadTemps = [`.a.json.${dead}.0123abcd.tmp`, `.a.json.${dead}-12345.89abcdef.tmp`];
  const liveTemp = `.a.json.${process.ppid}.0123abcd.tmp`;
  for (const name of [...deadTemps, liveTemp, "notes.tmp"]) writeFileSync(join(dir, name), "x");
  await writeFileAtomic(join(dir, "a.json"), "{}");
  expect(readdirSync(dir).sort()).toEqual([liveTemp, "a.json", "notes.tmp"].sort());
});

test("files written as one unit by concurrent writers always come from the same writer", async () => {
  const dir = folder();
  const data = join(dir, "t.csv");
  const sidecar = join(dir, "t.schema.json");
  const writer = (name: string) =>
    writeFilesAtomically([data, sidecar], async ([d, s]) => {
      writeFileSync(d, name);
      await new Promise((r) => setTimeout(r, Math.random() * 10));
      writeFileSync(s, name);
    });
  await Promise.all(["a", "b", "c", "d", "e", "f"].map(writer));
  expect(readFileSync(data, "utf8")).toBe(readFileSync(sidecar, "utf8"));
  expect(readdirSync(dir).sort()).toEqual(["t.csv", "t.schema.json"]);
});
