// CSV cells of lists and structs are written as JSON straight from the table's own values when
// these are already plain JSON (json-cells.ts), quotes doubled, and converted first otherwise:
// the file must be the one the plain copies (toPlain) make, byte for byte, also
// for structs with fields missing, undefined, out of order or undeclared, typed arrays, bigints,
// non-finite floats, numbers in text, non-ASCII text, and cells larger than the slice buffer.
import { afterAll, expect, test } from "vitest";
import { readFileSync } from "node:fs";
import * as aq from "arquero";
import { setColumnTypes, type ColumnTypes } from "../../src/tables/column-types.js";
import { toPlain } from "../../src/export/convert-values.js";
import { tableExportTypes } from "../../src/export/infer-types.js";
import { writeExport } from "../../src/export/index.js";
import { tempDir } from "./helpers.js";

const tmp = tempDir();
afterAll(() => tmp.remove());

const person = {
  kind: "struct",
  fields: { name: { kind: "string" }, n: { kind: "integer" }, score: { kind: "float" }, tags: { kind: "list", of: { kind: "string" } } },
} as const;
const types: ColumnTypes = {
  people: { kind: "list", of: person },
  days: { kind: "list", of: { kind: "date" } },
  counts: { kind: "list", of: { kind: "integer" } },
  title: { kind: "string" },
};
const big = `"${'é, "quoted" '.repeat(160_000)}"`;
const columns = {
  people: [
    [{ name: 'a, "b"', n: 1, score: 0.5, tags: ["x", null] }, { n: null }],
    [{ tags: [], score: Number.NaN, n: 2, name: "out of order" }],
    [{ name: '😀 "q"', n: 3, score: Number.POSITIVE_INFINITY, tags: undefined, extra: { deep: [1, "two"] } }],
    [{ name: 7, n: 4n, score: 1, tags: ["t"] }],
    [],
    null,
    [null, { name: big, n: 5, score: -0, tags: ["\r\n", "\t lead"] }],
  ],
  days: [[new Date(Date.UTC(2024, 1, 29)), null], null, [], [new Date(0)], null, null, [undefined]],
  counts: [new Float64Array([1, 2]), [9007199254740991], null, [], [3n], null, [0]],
  title: ['say "hi", then', "", null, "plain", big, " space", "\u00e9"],
};

test("values as they are and their plain copies write the same CSV bytes", async () => {
  const asIs = setColumnTypes(aq.table(columns), types);
  const exported = tableExportTypes(asIs);
  const copies = aq.table(
    Object.fromEntries(Object.entries(columns).map(([name, values]) => [name, values.map((v) => toPlain(v, exported[name], name))])),
  );
  setColumnTypes(copies, exported as ColumnTypes);
  for (const batchRows of [65_536, 2]) {
    await writeExport(asIs, tmp.path("as-is.csv"), { batchRows });
    await writeExport(copies, tmp.path("copies.csv"), { batchRows });
    expect(readFileSync(tmp.path("as-is.csv")).equals(readFileSync(tmp.path("copies.csv")))).toBe(true);
  }
  const text = readFileSync(tmp.path("as-is.csv"), "utf8");
  expect(text.split("\r\n")[1]).toBe(
    '"[{""name"":""a, \\""b\\"""",""n"":1,""score"":0.5,""tags"":[""x"",null],""extra"":null},{""name"":null,""n"":null,""score"":null,""tags"":null,""extra"":null}]",' +
      '"[""2024-02-29"",null]","[1,2]","say ""hi"", then"',
  );
});
