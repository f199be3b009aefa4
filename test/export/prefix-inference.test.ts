// A hand-built table's column types come from its first PREFIX_ROWS rows checked against the rest
// (prefix-inference.ts); they must be exactly what a summary of every value gives, whatever the
// later rows hold. Each column below is PREFIX_ROWS rows of one kind followed by rows that keep it
// or change it; the expected type is written out and also held to the full summary
// (inferColumnTypes over the plain columns), and an export writes it.
import * as aq from "arquero";
import { expect, test } from "vitest";
import type { ExportType } from "../../src/export/export-types.js";
import { inferColumnTypes, tableExportTypes } from "../../src/export/infer-types.js";
import { fitTest, PREFIX_ROWS } from "../../src/export/prefix-inference.js";
import { readExport, writeExport } from "../../src/export/index.js";
import { tempDir } from "./helpers.js";

const day = (i: number) => new Date(Date.UTC(2020, 0, 1 + (i % 300)));
const s: ExportType = { kind: "string" };
const integer: ExportType = { kind: "integer" };
const float: ExportType = { kind: "float" };

/** PREFIX_ROWS values from `first`, then `later` (each a value or a function of the row). */
function column(first: (i: number) => unknown, ...later: unknown[]): unknown[] {
  const values = Array.from({ length: PREFIX_ROWS }, (_, i) => first(i));
  for (const value of later) values.push(value);
  return values;
}

const CASES: Record<string, { values: unknown[]; type: ExportType }> = {
  intThenFloat: { values: column((i) => i, 5, 2.5, 7), type: float },
  intStaysInt: { values: column((i) => i, 5, null, 10n, undefined), type: integer },
  floatTakesInts: { values: column((i) => i + 0.5, 3, 4n), type: float },
  intThenUnsafe: { values: column((i) => i, 2 ** 60), type: float },
  intThenNaN: { values: column((i) => i, Number.NaN), type: float },
  textThenNulls: { values: column((i) => `t${i}`, null, null, undefined), type: s },
  nullsThenText: { values: column(() => null, "late"), type: s },
  nullsThenNumbers: { values: column(() => null, 3, 4), type: integer },
  numbersThenString: { values: column((i) => i, "seven"), type: { kind: "json" } },
  textThenNumber: { values: column((i) => `t${i}`, 7), type: { kind: "json" } },
  boolThenText: { values: column((i) => i % 2 === 0, "yes"), type: { kind: "json" } },
  dateThenTimestamp: { values: column(day, new Date("2024-05-06T07:08:09Z")), type: { kind: "timestamp" } },
  dateStaysDate: { values: column(day, day(9), null), type: { kind: "date" } },
  timestampTakesDates: { values: column((i) => new Date(1_000 + i), day(3)), type: { kind: "timestamp" } },
  dateThenText: { values: column(day, "2024-01-01"), type: { kind: "json" } },
  listOfIntThenFloat: { values: column((i) => [i, i + 1], [1, 2.5]), type: { kind: "list", of: float } },
  listOfTextThenNullItems: { values: column((i) => [`a${i}`], [null], [], null), type: { kind: "list", of: s } },
  emptyListsThenNumbers: { values: column(() => [], [1, 2]), type: { kind: "list", of: integer } },
  emptyListsThenTyped: { values: column(() => [], new Float64Array([1.5])), type: { kind: "list", of: float } },
  listThenScalar: { values: column((i) => [i], 4), type: { kind: "json" } },
  listOfListsThenDeeper: {
    values: column((i) => [[i]], [[1, [2]]]),
    type: { kind: "list", of: { kind: "list", of: { kind: "json" } } },
  },
  structFieldLate: {
    values: column((i) => ({ a: i }), { a: 1, b: "late" }),
    type: { kind: "struct", fields: { a: integer, b: s } },
  },
  structNullFieldLate: {
    values: column((i) => ({ a: i }), { a: 1, b: null }),
    type: { kind: "struct", fields: { a: integer, b: s } },
  },
  structUndefinedFieldLate: {
    values: column((i) => ({ a: i }), { b: undefined, a: 2 }),
    type: { kind: "struct", fields: { a: integer, b: s } },
  },
  structKeysReordered: {
    values: column((i) => ({ a: i, b: `x${i}` }), { b: "y", a: 3 }, { a: 4 }),
    type: { kind: "struct", fields: { a: integer, b: s } },
  },
  structFieldTypeChanges: {
    values: column((i) => ({ a: i, b: `x${i}` }), { a: 0.5, b: "y" }),
    type: { kind: "struct", fields: { a: float, b: s } },
  },
  structThenArray: { values: column((i) => ({ a: i }), [1]), type: { kind: "json" } },
  structThenDate: { values: column((i) => ({ a: i }), day(1)), type: { kind: "json" } },
  structThenClassInstance: { values: column((i) => ({ a: i }), new Map([["a", 1]])), type: { kind: "json" } },
  emptyStructsThenFields: {
    values: column(() => ({}), { a: 1 }),
    type: { kind: "struct", fields: { a: integer } },
  },
  emptyStructsStayJson: { values: column(() => ({}), {}), type: { kind: "json" } },
  listsOfStructsFieldLate: {
    values: column((i) => [{ type: `T${i % 3}`, title: `A${i}` }], [{ type: "X", title: "B", description: "late" }]),
    type: { kind: "list", of: { kind: "struct", fields: { type: s, title: s, description: s } } },
  },
  nestedStructFieldLate: {
    values: column((i) => ({ inner: { x: i } }), { inner: { x: 1, y: true } }),
    type: { kind: "struct", fields: { inner: { kind: "struct", fields: { x: integer, y: { kind: "boolean" } } } } },
  },
  mixedFromTheStart: { values: column((i) => (i % 2 ? i : `t${i}`), 3), type: { kind: "json" } },
};

test("a column's type from its first rows and a check of the rest is the full summary's, for every later change", () => {
  const columns = Object.fromEntries(Object.entries(CASES).map(([name, c]) => [name, c.values]));
  const full = inferColumnTypes(columns, false);
  const types = tableExportTypes(aq.table(columns));
  for (const [name, c] of Object.entries(CASES)) {
    expect(types[name], name).toEqual(c.type);
    expect(types[name], name).toEqual(full[name]);
  }
});

test("a column no longer than the prefix is summarised whole", () => {
  const table = aq.table({ n: [1, 2.5], t: ["a", null] });
  expect(tableExportTypes(table)).toEqual({ n: float, t: s });
});

test("the rows are filtered and ordered as the table shows them", () => {
  // A later float sorted into the first rows, and a float filtered out of the table.
  const values = column((i) => i, 0.5, 99.5);
  const table = aq.table({ n: values, k: values.map((_, i) => i) });
  expect(tableExportTypes(table.orderby(aq.desc("k")))).toEqual({ n: float, k: integer });
  const below = (limit: number) => table.params({ limit }).filter((d: { k: number }, $: { limit: number }) => d.k < $.limit);
  expect(tableExportTypes(below(PREFIX_ROWS + 1))).toEqual({ n: float, k: integer });
  expect(tableExportTypes(below(PREFIX_ROWS))).toEqual({ n: integer, k: integer });
});

test("a JSON position is not tested value by value: its rows are summarised", () => {
  expect(fitTest({ kind: "json" })).toBeNull();
  expect(fitTest({ kind: "list", of: { kind: "json" } })).toBeNull();
  expect(fitTest({ kind: "struct", fields: { a: integer, b: { kind: "json" } } })).toBeNull();
});

test("an export of a table whose type changes after the prefix writes and reads back the full type", async () => {
  const tmp = tempDir();
  try {
    const table = aq.table({
      n: column((i) => i, 2.5),
      arms: column((i) => [{ type: `T${i % 3}` }], [{ type: "X", extra: 1 }]),
    });
    for (const ext of ["parquet", "arrow"]) {
      const path = tmp.path(`late.${ext}`);
      await writeExport(table, path);
      const back = await readExport(path);
      expect(back.get("n", PREFIX_ROWS)).toBe(2.5);
      expect(back.get("arms", PREFIX_ROWS)).toEqual([{ type: "X", extra: 1 }]);
      // The other values lacked `extra`, and read back without it.
      expect(back.get("arms", 0)).toEqual([{ type: "T0" }]);
    }
  } finally {
    tmp.remove();
  }
});
