// A column is read where the table holds it only when the table's rows are the column's: an
// ordered or filtered table's cells are gathered in its row order, and an export of it writes
// those rows, in that order, in every format that reads columns whole.
import * as aq from "arquero";
import { afterAll, describe, expect, test } from "vitest";
import { heldArray, rowValues } from "../../src/export/held-values.js";
import { readExport, writeExport } from "../../src/export/index.js";
import { tempDir } from "./helpers.js";

const tmp = tempDir();
afterAll(() => tmp.remove());

const base = aq.table({ id: ["c", "a", "d", "b"], n: [3, 1, 4, 2] });

describe("heldArray / rowValues", () => {
  test("an unfiltered, unordered table's Array column is its own storage", () => {
    expect(heldArray(base, "id")).toBe(base.column("id"));
    expect(rowValues(base, "n")).toEqual([3, 1, 4, 2]);
  });

  test("ordered or filtered: nothing held, the cells gathered in row order", () => {
    const ordered = base.orderby("n");
    const filtered = base.filter((d: { n: number }) => d.n > 1);
    expect(heldArray(ordered, "id")).toBeNull();
    expect(heldArray(filtered, "id")).toBeNull();
    expect(Array.from(rowValues(ordered, "id"))).toEqual(["a", "b", "c", "d"]);
    expect(Array.from(rowValues(filtered, "n"))).toEqual([3, 4, 2]);
  });
});

test.each(["arrow", "parquet"])("%s: an ordered, filtered table exports its own rows in its order", async (format) => {
  const view = base.filter((d: { n: number }) => d.n !== 4).orderby(aq.desc("n"));
  const path = tmp.path(`view.${format}`);
  await writeExport(view, path);
  const back = await readExport(path);
  expect(back.array("id")).toEqual(["c", "b", "a"]);
  expect(back.array("n")).toEqual([3, 2, 1]);
});
