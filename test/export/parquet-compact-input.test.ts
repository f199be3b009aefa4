// The Parquet writers read compact columns from their storage (src/duckdb/column-input.ts: day
// dates as numbers, text codes with each distinct value encoded once, lists from their flat run),
// not cell by cell. Over many chunks, with short and long, ASCII and other text, repeated long
// values within a chunk, nulls and empty lists, the file is byte for byte the one the same cells
// give as plain Arrays, on the raw-pointer path and on the per-value one; filtered, it is the
// reference's filtered file; a cell that does not fit names its column and row.
import * as aq from "arquero";
import { readFileSync } from "node:fs";
import { afterAll, expect, test } from "vitest";
import { tableExportTypes } from "../../src/export/infer-types.js";
import { writeExport } from "../../src/export/index.js";
import { writeParquetFile } from "../../src/export/write-parquet.js";
import { setColumnTypes, type ColumnTypes } from "../../src/tables/column-types.js";
import { booleanCodes, DayColumn, ListColumn, textColumn } from "../../src/tables/compact/index.js";
import { corebookTable } from "../../src/tables/corebook-table.js";
import { tempDir } from "./helpers.js";

const tmp = tempDir();
afterAll(() => tmp.remove());

const n = 5000;
const words = ["a", "twelve bytes", "thirteen byte", "naïve", "日本語のテキスト", "😀", "", 'q"uote,\r\n', "x".repeat(300)];
const DAY = 86_400_000;
const cells = {
  text: Array.from({ length: n }, (_, i) =>
    i % 17 === 0 ? null : `${words[i % words.length]}${i % 5 === 0 ? words[(i * 7) % words.length] : ""}`,
  ),
  flag: Array.from({ length: n }, (_, i) => (i % 13 === 0 ? null : i % 3 === 0)),
  day: Array.from({ length: n }, (_, i) => (i % 19 === 0 ? null : new Date(Date.UTC(1969, 11, 1) + (i % 400) * DAY))),
  tags: Array.from({ length: n }, (_, i) => (i % 11 === 0 ? null : words.slice(0, i % words.length))),
  people: Array.from({ length: n }, (_, i) =>
    i % 29 === 0 ? null : [{ name: words[(i + 3) % words.length], note: i % 2 ? null : `${i}` }],
  ),
};
const types: ColumnTypes = {
  text: { kind: "string" },
  flag: { kind: "boolean" },
  day: { kind: "date" },
  tags: { kind: "list", of: { kind: "string" } },
  people: { kind: "list", of: { kind: "struct", fields: { name: { kind: "string" }, note: { kind: "string" } } } },
};

// A corebook table, as the compact one, so that its verbs keep the declared types.
const plain = setColumnTypes(corebookTable(cells), types);
const coded = textColumn(cells.text);
const compact = setColumnTypes(
  corebookTable({
    text: coded as NonNullable<typeof coded>,
    flag: booleanCodes(cells.flag) as NonNullable<ReturnType<typeof booleanCodes>>,
    day: DayColumn.of(cells.day) as DayColumn,
    tags: ListColumn.of(cells.tags, null) as ListColumn,
    people: ListColumn.of(cells.people, null) as ListColumn,
  }),
  types,
);

async function parquet(name: string, table: aq.ColumnTable, rawPointers: boolean): Promise<Buffer> {
  const path = tmp.path(`${name}-${rawPointers}.parquet`);
  await writeParquetFile(table, tableExportTypes(table), path, {
    batchRows: 65_536,
    compression: "zstd",
    encodings: "portable",
    keyValueMetadata: {},
    rawPointers,
  });
  return readFileSync(path);
}

test("the table is compact: text as codes, day dates as numbers, lists as a flat run", () => {
  expect(coded).not.toBeInstanceOf(Array);
  expect(compact.column("day")).toBeInstanceOf(DayColumn);
  for (const name of ["tags", "people"]) expect(compact.column(name)).toBeInstanceOf(ListColumn);
});

test("compact columns write the bytes their cells as plain Arrays write, on both text paths", async () => {
  const reference = await parquet("plain", plain, true);
  expect(reference.length).toBeGreaterThan(0);
  for (const rawPointers of [true, false])
    expect((await parquet("compact", compact, rawPointers)).equals(reference), String(rawPointers)).toBe(true);
});

test("filtered and ordered, read through the table's rows", async () => {
  const view = (t: aq.ColumnTable) => t.filter((d: Record<string, unknown>) => d.flag !== true).orderby(aq.desc("day"));
  expect((await parquet("compact-view", view(compact), true)).equals(await parquet("plain-view", view(plain), true))).toBe(true);
});

test("a cell that does not fit its type names its column and row", async () => {
  // Day dates declared as text: the compact storage is not text, so its cells are checked one by one.
  const misdeclared = setColumnTypes(compact, { ...types, day: { kind: "string" } });
  await expect(writeExport(misdeclared, tmp.path("misfit.parquet"))).rejects.toThrow(
    /column "day" row 1: value 1969-12-02T00:00:00.000Z does not fit type string/,
  );
});
