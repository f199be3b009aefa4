// A full disk or a read-only folder under an export: the error is corebook's, names the file the
// user asked for (not the temporary file the system was writing), says what happened, and the file
// already at that path is left whole.
import * as aq from "arquero";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readdirSync, readFileSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import { open } from "node:fs/promises";
import { join } from "node:path";
import { tableFromColumns, columnFromArray } from "@uwdata/flechette";
import { writeExport } from "../../src/export/index.js";
import { ByteSlices } from "../../src/export/byte-slices.js";
import { writeIpcFile } from "../../src/export/write-arrow.js";
import { DiskWriteError } from "../../src/errors/index.js";
import { mountable, readOnlyView, smallDisk, type Mounted } from "../support/small-disk.js";

const cannotMount = mountable();
const FORMATS = ["parquet", "arrow", "csv", "jsonl"] as const;

// About 500 KB of text no codec can shrink much (pseudo-random digits) in every format: more than the
// small disk holds.
let seed = 7;
const noise = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed.toString(36);
};
const big = aq.table({
  id: Array.from({ length: 4000 }, (_, i) => `SVTC_${String(i).padStart(8, "0")}`),
  text: Array.from({ length: 4000 }, () => Array.from({ length: 16 }, noise).join(" ")),
});

describe.skipIf(cannotMount !== null)(`exports on full and read-only disks${cannotMount ? ` (skipped: ${cannotMount})` : ""}`, () => {
  let disk: Mounted;
  let readOnly: Mounted;
  beforeAll(() => {
    disk = smallDisk(64);
    writeFileSync(join(disk.path, "before.txt"), "the earlier export");
    readOnly = readOnlyView(disk.path);
  });
  afterAll(() => {
    readOnly?.unmount();
    disk?.unmount();
  });

  test.each(FORMATS)("%s on a full disk: DiskWriteError naming the path, ENOSPC in words, the earlier file whole", async (format) => {
    const path = join(disk.path, `out.${format}`);
    writeFileSync(path, "the earlier export");
    const error = await writeExport(big, path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiskWriteError);
    expect((error as DiskWriteError).path).toBe(path);
    expect((error as DiskWriteError).code).toBe("ENOSPC");
    expect((error as Error).message).toContain(`exportTable: writing ${path} failed: the disk is full (ENOSPC)`);
    expect((error as Error).message).not.toMatch(/\.tmp|\.corebook-tmp/);
    expect(readFileSync(path, "utf8")).toBe("the earlier export");
    // Nothing of the attempt is left in the folder: no temporary data file, no lock, no lock's temporary file.
    expect(readdirSync(disk.path).filter((name) => name.startsWith("."))).toEqual([]);
  });

  test.each(FORMATS)("%s in a read-only folder: DiskWriteError naming the path, EROFS in words", async (format) => {
    const path = join(readOnly.path, `out.${format}`);
    const error = await writeExport(aq.table({ a: [1, 2] }), path).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DiskWriteError);
    expect((error as DiskWriteError).code).toBe("EROFS");
    expect((error as Error).message).toContain(`exportTable: writing ${path} failed: the folder is on a read-only filesystem (EROFS)`);
    expect(readFileSync(join(readOnly.path, "before.txt"), "utf8")).toBe("the earlier export");
  });

  test("Arrow: a gathered write the disk cuts short fails with ENOSPC, not a short file", async () => {
    // A gathered write that runs out of room part-way resolves with the bytes it wrote (the disk
    // takes the first 64 KB of 500); the rest must be written, and fail, not be dropped. Through
    // exportTable the lock taken after the write failed for want of room too, which hid this.
    const arrow = tableFromColumns({ text: columnFromArray(big.array("text") as string[]) });
    const path = join(disk.path, "gathered.arrow");
    const error = await writeIpcFile(arrow, path).catch((e: unknown) => e);
    rmSync(path, { force: true });
    expect((error as NodeJS.ErrnoException).code).toBe("ENOSPC");
  });

  test("CSV and JSON Lines: a slice the disk cuts short fails with ENOSPC, not a short file", async () => {
    // One slice of 200 KB on a 64 KB disk: the single write takes what fits and resolves with its
    // count; the rest must be written, and fail.
    const path = join(disk.path, "slice.csv");
    const file = await open(path, "w");
    try {
      const out = new ByteSlices(file, "csv");
      out.text("x".repeat(200_000));
      await expect(out.finish()).rejects.toThrow(/ENOSPC/);
      await out.settle();
    } finally {
      await file.close();
      rmSync(path, { force: true });
    }
  });

  test("a disk with room for the data but not the lock: ENOSPC, and nothing of the attempt left in the folder", async () => {
    // The disk filled to its last page: the export's small data file takes it, the lock taken to
    // rename it has none left. The lock's own temporary file was left behind, empty.
    const filler = join(disk.path, "filler");
    const { bavail, bsize } = statfsSync(disk.path);
    writeFileSync(filler, Buffer.alloc(Math.max(0, (bavail - 1) * bsize)));
    try {
      const path = join(disk.path, "last-page.arrow");
      const error = await writeExport(aq.table({ a: [1, 2] }), path).catch((e: unknown) => e);
      expect((error as DiskWriteError).code).toBe("ENOSPC");
      expect(readdirSync(disk.path).filter((name) => name.startsWith(".") || name.startsWith("last-page"))).toEqual([]);
    } finally {
      rmSync(filler, { force: true });
    }
  });
});
