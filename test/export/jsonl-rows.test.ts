// A JSON Lines row is written value by value into the file's bytes (write-jsonl.ts), not through
// JSON.stringify of a record: each line must still be exactly that text, the JSON.stringify of the
// row's plain copy (toPlain per column, a JSON column's value as its JSON text), for every kind of
// column, awkward names and values, values converted on the way, and slices cut anywhere.
import { afterAll, expect, test } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import * as aq from "arquero";
import { setColumnTypes, type ColumnTypes } from "../../src/tables/column-types.js";
import { toPlain } from "../../src/export/convert-values.js";
import { tableExportTypes } from "../../src/export/infer-types.js";
import { writeExport } from "../../src/export/index.js";
import { tempDir } from "./helpers.js";

const tmp = tempDir();
afterAll(() => tmp.remove());

const day = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d));
const types: ColumnTypes = {
  title: { kind: "string" },
  'odd "name", é': { kind: "string" },
  count: { kind: "integer" },
  score: { kind: "float" },
  open: { kind: "boolean" },
  published: { kind: "date" },
  extra: { kind: "json" },
  tags: { kind: "list", of: { kind: "string" } },
  sponsor: { kind: "struct", fields: { name: { kind: "string" }, class: { kind: "string" } } },
};
const columns = {
  title: ['say "hi"\\n', "", null, "日本語 😀", 42, "tab\tand\u0001control"],
  'odd "name", é': ["a", null, "b", "c", "d", "e"],
  count: [1, -0, null, 2 ** 53 - 1, 7n, 0],
  score: [0.1, Number.NaN, null, Number.NEGATIVE_INFINITY, 1e21, 3],
  open: [true, false, null, true, false, true],
  published: [day(2024, 2, 29), null, day(1970, 1, 1), null, day(2001, 9, 9), null],
  updated: [new Date(Date.UTC(2025, 0, 2, 3, 4, 5, 6)), null, null, new Date(0), null, null],
  extra: ["text", { a: [1, "two"] }, null, [null], 5, { 'k"': "v" }],
  tags: [["x", 'y "q"'], [], null, new Array(2), [1, "z"], ["\u2028"]],
  sponsor: [
    { name: "Acme", class: "INDUSTRY" },
    { class: "NIH", name: "out of order" },
    null,
    { name: "only name" },
    { name: "extra", class: "OTHER", more: 1 },
    { name: undefined, class: "X" },
  ],
};

test("each JSON Lines row is the JSON.stringify text of its plain copy", async () => {
  // `updated` is left to inference (timestamps are not a declarable type): Dates with a time.
  const table = setColumnTypes(aq.table(columns), types);
  const exported = tableExportTypes(table);
  const expected = table.objects().map((row, i) =>
    JSON.stringify(
      Object.fromEntries(
        Object.entries(row).map(([name, value]) => {
          const plain = toPlain(value, exported[name], `"${name}" row ${i}`);
          return [name, exported[name].kind === "json" && plain !== null ? JSON.stringify(plain) : plain];
        }),
      ),
    ),
  );
  for (const batchRows of [65_536, 1, 4]) {
    await writeExport(table, tmp.path("rows.jsonl"), { batchRows });
    expect(readFileSync(tmp.path("rows.jsonl"), "utf8")).toBe(`${expected.join("\n")}\n`);
  }
});

test("a misfit names its column and row, and nothing is written", async () => {
  const misfit = setColumnTypes(aq.table({ n: [1, 2, "three"] }), { n: { kind: "integer" } });
  await expect(writeExport(misfit, tmp.path("misfit.jsonl"))).rejects.toThrow(/"n" row 2/);
  expect(existsSync(tmp.path("misfit.jsonl"))).toBe(false);
});
