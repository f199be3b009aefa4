// Arrow batches are built straight into their buffers (arrow-batches.ts): the IPC bytes must be
// those flechette's own builders make from the same values, for every column type (text and
// JSON text, integers within and beyond int32, floats, booleans, day dates, timestamps, lists and
// structs nested in each other), with nulls, undefined, empty lists and structs lacking fields,
// in batches of every size.
import { expect, test } from "vitest";
import { Column, columnFromValues, tableFromColumns, tableToIPC, type Batch } from "@uwdata/flechette";
import { arrowBatch, MISFIT } from "../../src/export/arrow-batches.js";
import { arrowType } from "../../src/export/arrow-types.js";
import type { ExportType } from "../../src/export/export-types.js";

function ipc(column: Column<unknown>): Buffer {
  return Buffer.from(tableToIPC(tableFromColumns([["c", column]]), { format: "file" }) ?? new Uint8Array(0));
}

/** flechette's builders take epoch milliseconds for dates and timestamps (not Dates). */
function forBuilders(value: unknown): unknown {
  if (value instanceof Date) return value.getTime();
  if (Array.isArray(value)) return value.map(forBuilders);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, forBuilders(v)]));
  return value;
}

function direct(type: ExportType, values: unknown[], batchRows: number): Column<unknown> {
  const arrow = arrowType(type);
  const batches: Batch<unknown>[] = [];
  for (let start = 0; start < values.length; start += batchRows) {
    const slice = values.slice(start, start + batchRows);
    batches.push(arrowBatch(type, arrow, slice, slice.length));
  }
  return new Column(batches, arrow);
}

function same(type: ExportType, values: unknown[], batchRows: number, forReference = values.map(forBuilders)): void {
  const built = columnFromValues(forReference, arrowType(type), { maxBatchRows: batchRows });
  expect(ipc(direct(type, values, batchRows)).equals(ipc(built))).toBe(true);
}

const text: ExportType = { kind: "string" };
const day = (d: string) => new Date(`${d}T00:00:00Z`);
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
    // JSON columns hold any value and are written as its JSON text.
    same({ kind: "json" }, [{ a: 1 }, null, [1, 2], "x"], batchRows, ['{"a":1}', null, "[1,2]", '"x"']);
  }
  for (const batchRows of [1000, 5000]) same(text, grouped, batchRows);
});

test("scalar columns are the bytes flechette's builders make", () => {
  const integers = [
    0,
    1,
    -1,
    null,
    2147483647,
    -2147483648,
    2147483648,
    -2147483649,
    9007199254740991,
    -9007199254740991,
    12n,
    -(2n ** 62n),
    undefined,
  ];
  const floats = [0, -0, 1.5, null, Number.NaN, Number.POSITIVE_INFINITY, -1e308, 5e-324, undefined, 3];
  const booleans = [true, false, null, true, true, undefined, false, true, true, false, true];
  const days = [day("2024-02-29"), null, day("1969-12-31"), day("1900-01-01"), undefined, day("2100-12-31")];
  const times = [new Date("2024-02-29T12:34:56.789Z"), null, new Date(-1), new Date(0), undefined];
  for (const batchRows of [1, 2, 3, 7, 64]) {
    same({ kind: "integer" }, integers, batchRows);
    same({ kind: "float" }, floats, batchRows);
    same({ kind: "boolean" }, booleans, batchRows);
    same({ kind: "date" }, days, batchRows);
    same({ kind: "timestamp" }, times, batchRows);
    same({ kind: "integer" }, [null, null], batchRows);
  }
});

test("list and struct columns, nested in each other, are the bytes flechette's builders make", () => {
  const texts: ExportType = { kind: "list", of: text };
  const lists = [["a", null, "b"], [], null, ["é", "😀"], undefined, [""], ["x".repeat(30), "y"], [null]];
  const person: ExportType = {
    kind: "struct",
    fields: {
      name: text,
      n: { kind: "integer" },
      born: { kind: "date" },
      tags: texts,
      places: { kind: "list", of: { kind: "struct", fields: { city: text, code: text } } },
    },
  };
  const people = [
    [{ name: "a", n: 1, born: day("2001-05-06"), tags: ["x", null], places: [{ city: "Oslo", code: "NO" }, null] }, { n: null }],
    [],
    null,
    [null, { name: "😀", n: 9007199254740991, tags: [], places: [], extra: 1 }],
    [{ name: "b", places: [{ city: "Lyon" }] }],
  ];
  for (const batchRows of [1, 2, 3, 7, 64]) {
    same(texts, lists, batchRows);
    same(texts, [[], [], null], batchRows);
    same({ kind: "list", of: { kind: "integer" } }, [[1, null, 3], null, [], [2 ** 40]], batchRows);
    same({ kind: "list", of: person }, people, batchRows);
    same(person, [people[0]?.[0], null, { name: "c" }, undefined], batchRows);
  }
  const groupedLists = Array.from({ length: 600 }, (_, i) => (i % 13 === 0 ? null : grouped.slice(5 * i, 5 * i + (i % 6))));
  for (const batchRows of [100, 1000]) same(texts, groupedLists, batchRows);
});

test("a value not in its column's stored form throws MISFIT, for the writer to convert the column", () => {
  const misfits: [ExportType, unknown][] = [
    [text, 1],
    [{ kind: "integer" }, 1.5],
    [{ kind: "integer" }, "1"],
    [{ kind: "float" }, 1n],
    [{ kind: "boolean" }, 0],
    [{ kind: "date" }, "2024-01-01"],
    [{ kind: "date" }, new Date("2024-01-01T12:00:00Z")],
    [{ kind: "timestamp" }, new Date(Number.NaN)],
    [{ kind: "list", of: text }, "a"],
    [{ kind: "list", of: text }, [1]],
    [{ kind: "struct", fields: { a: text } }, [1]],
    [{ kind: "struct", fields: { a: text } }, { a: 2 }],
  ];
  const thrownBy = (type: ExportType, value: unknown): unknown => {
    try {
      arrowBatch(type, arrowType(type), [null, value], 2);
    } catch (thrown) {
      return thrown;
    }
    return "nothing";
  };
  for (const [type, value] of misfits) expect(thrownBy(type, value), `${JSON.stringify(type)} ${String(value)}`).toBe(MISFIT);
  expect(thrownBy(text, "fits")).toBe("nothing");
});
