// Text and list-of-text Arrow columns are built straight into their buffers (arrow-text-columns.ts):
// the IPC bytes must be those flechette's own builders make from the same values, for ASCII and
// non-ASCII text, nulls, undefined, empty strings and lists, and batches of every size; a column
// holding anything else is left to the builders.
import { expect, test } from "vitest";
import { columnFromValues, tableFromColumns, tableToIPC, type Column } from "@uwdata/flechette";
import { textColumn } from "../../src/export/arrow-text-columns.js";
import { arrowType } from "../../src/export/arrow-types.js";
import type { ExportType } from "../../src/export/export-types.js";

const text: ExportType = { kind: "string" };
const texts: ExportType = { kind: "list", of: text };

function ipc(column: Column<unknown>): Uint8Array {
  return tableToIPC(tableFromColumns([["c", column]]), { format: "file" }) ?? new Uint8Array(0);
}

function same(type: ExportType, values: unknown[], batchRows: number): void {
  const direct = textColumn(type, (i) => values[i], values.length, batchRows);
  expect(direct).not.toBeNull();
  const built = columnFromValues(values, arrowType(type), { maxBatchRows: batchRows });
  expect(Buffer.from(ipc(direct as Column<unknown>)).equals(Buffer.from(ipc(built)))).toBe(true);
}

const ascii = ["a", "", null, "longer text, with a comma", undefined, "x".repeat(70)];
const unicode = ["é", null, "😀 emoji", "", "日本語のテキスト", "plain"];
// Text encoded a group of about 32K characters at a time: groups all ASCII beside groups that are
// not, values longer than a group (ASCII and not), nulls at and between group edges.
const grouped = Array.from({ length: 3000 }, (_, i) =>
  i % 97 === 0
    ? null
    : i === 700
      ? "y".repeat(40_000)
      : i === 1500
        ? `é${"z".repeat(40_000)}`
        : i % 500 === 0
          ? `ü ${i}`
          : `${i} ${"w".repeat(i % 100)}`,
);

test("text columns are the bytes flechette's builders make", () => {
  for (const batchRows of [1, 2, 3, 5, 64]) {
    same(text, ascii, batchRows);
    same(text, unicode, batchRows);
    same(text, ["no nulls", "at all"], batchRows);
    same(text, [null, null, null], batchRows);
  }
  for (const batchRows of [1000, 5000]) same(text, grouped, batchRows);
});

test("list-of-text columns are the bytes flechette's builders make", () => {
  const lists = [["a", null, "b"], [], null, ["é", "😀"], undefined, [""], ["x".repeat(30), "y"], [null]];
  for (const batchRows of [1, 2, 3, 7, 64]) {
    same(texts, lists, batchRows);
    same(texts, [[], [], null], batchRows);
  }
  const groupedLists = Array.from({ length: 600 }, (_, i) => (i % 13 === 0 ? null : grouped.slice(5 * i, 5 * i + (i % 6))));
  for (const batchRows of [100, 1000]) same(texts, groupedLists, batchRows);
});

test("a column holding anything but text is left to the builders", () => {
  expect(textColumn(text, (i) => ["a", 1][i], 2, 10)).toBeNull();
  expect(textColumn(texts, (i) => [["a"], "a"][i], 2, 10)).toBeNull();
  expect(textColumn(texts, (i) => [["a", 1]][i], 1, 10)).toBeNull();
  expect(textColumn({ kind: "integer" }, () => 1, 1, 10)).toBeNull();
});
