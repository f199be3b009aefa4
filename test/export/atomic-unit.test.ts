// One export's data file and schema sidecar are one unit, even when two exports race for one
// path; temporary files of an export that was killed are removed by the next export to the folder.
import * as aq from "arquero";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { writeExport, readExport } from "../../src/export/index.js";

const dir = mkdtempSync(join(tmpdir(), "corebook-atomic-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const rows = (n: number, shift: number) => Array.from({ length: n }, (_, i) => i + shift);
const narrow = aq.table({ id: rows(2000, 0), name: rows(2000, 0).map((i) => `n${i}`) });
const wide = aq.table({
  id: rows(50, 0),
  name: rows(50, 0).map((i) => `w${i}`),
  score: rows(50, 0).map((i) => i / 2),
  flag: rows(50, 0).map((i) => i % 2 === 0),
});

describe("data and sidecar as one unit", () => {
  test.each(["csv", "jsonl"])("two concurrent exports to one .%s path never mix data and sidecar", async (ext) => {
    const path = join(dir, `race.${ext}`);
    for (let run = 0; run < 40; run++) {
      const order = run % 2 === 0 ? [narrow, wide] : [wide, narrow];
      await Promise.all(order.map((t) => writeExport(t, path)));
      const back = await readExport(path);
      const names = back.columnNames();
      if (names.length === 2) {
        expect(names).toEqual(["id", "name"]);
        expect(back.numRows()).toBe(2000);
        expect(back.array("name")[1999]).toBe("n1999");
      } else {
        expect(names).toEqual(["id", "name", "score", "flag"]);
        expect(back.numRows()).toBe(50);
        expect(back.array("flag")[1]).toBe(false);
      }
    }
    expect(readdirSync(dir).filter((n) => n.startsWith(".race"))).toEqual([]);
  });
});

describe("leftovers of killed exports", () => {
  test("temporary files whose process is gone are removed by the next export to the folder; live ones stay", async () => {
    const folder = mkdtempSync(join(dir, "left-"));
    const dead = join(folder, `.big.parquet.2147483646.0123abcd.tmp`);
    const live = join(folder, `.other.csv.${process.pid}.89abcdef.tmp`);
    writeFileSync(dead, "x".repeat(1000));
    writeFileSync(live, "y");
    await writeExport(narrow, join(folder, "next.csv"));
    expect(existsSync(dead)).toBe(false);
    expect(existsSync(live)).toBe(true);
    expect(existsSync(join(folder, "next.csv"))).toBe(true);
  });
});
