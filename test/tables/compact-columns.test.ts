// The compact column forms on their own: each reads like the Array of its values (at, negative
// rows, rows past the end, length, iteration, toArray), nulls stay null, and the codes widen
// past 255 and 65,535 distinct values.
import { describe, expect, test } from "vitest";
import { booleanCodes, CodedColumn, compactColumn, DayColumn, ListColumn, textColumn } from "../../src/tables/compact/index.js";

/** Every way Arquero and callers read a column, against the Array of the expected cells. */
function expectReadsLike(
  column: { length: number; at(row: number): unknown; [Symbol.iterator](): Iterator<unknown> } | null | unknown[],
  cells: unknown[],
) {
  if (column === null || Array.isArray(column)) throw new Error("expected a compact column");
  expect(column.length).toBe(cells.length);
  for (let row = -cells.length - 1; row <= cells.length; row++) expect(column.at(row)).toEqual(cells.at(row));
  expect([...column]).toEqual(cells);
  if ("toArray" in column && typeof column.toArray === "function") expect(column.toArray()).toEqual(cells);
}

describe("DayColumn", () => {
  test("days and day dates read as Dates at UTC midnight; null and impossible days as null", () => {
    const column = DayColumn.of(["2020-03-04", null, "2024-02-30", new Date(Date.UTC(2024, 1, 29)), "not a day", "2021-12-31T10:00:00Z"]);
    expectReadsLike(column, [
      new Date("2020-03-04T00:00:00Z"),
      null,
      null,
      new Date("2024-02-29T00:00:00Z"),
      null,
      new Date("2021-12-31T00:00:00Z"),
    ]);
  });

  test("a value that is neither text nor a Date does not fit", () => expect(DayColumn.of(["2020-03-04", 42])).toBeNull());

  test("each read is a new Date: changing one changes no cell", () => {
    const column = DayColumn.of(["2020-03-04"]) as DayColumn;
    const first = column.at(0) as Date;
    first.setUTCFullYear(1999);
    expect(column.at(0)).toEqual(new Date("2020-03-04T00:00:00Z"));
    expect(column.at(0)).not.toBe(column.at(0));
  });

  test("an empty column", () => expectReadsLike(DayColumn.of([]), []));
});

describe("textColumn", () => {
  test("repeated text reads as the same strings, null as null", () => {
    const values = ["PHASE1", null, "PHASE2", "PHASE1", "", null, "PHASE2"];
    const column = textColumn(values);
    expect(column).toBeInstanceOf(CodedColumn);
    expectReadsLike(column!, values);
  });

  test("codes widen past 255 and past 65,535 distinct values", () => {
    for (const distinct of [300, 70_000]) {
      // each value three times in a row: the distinct values never outnumber half the cells read
      const values = Array.from({ length: distinct * 3 }, (_, i) => `v${Math.floor(i / 3)}`);
      const column = textColumn(values) as CodedColumn<string | null>;
      expect(column).toBeInstanceOf(CodedColumn);
      expect(column.at(0)).toBe("v0");
      expect(column.at(distinct * 3 - 3)).toBe(`v${distinct - 1}`);
      expect(column.at(-1)).toBe(`v${distinct - 1}`);
      expect([...column]).toEqual(values);
    }
  });

  test("text that hardly repeats is left as it is; a value that is not text does not fit, also after the first look", () => {
    const titles = Array.from({ length: 2_000 }, (_, i) => `title ${i}`);
    expect(textColumn(titles)).toBe(titles);
    expect(textColumn(["a", 1, "a"])).toBeNull();
    expect(textColumn([...titles, 7])).toBeNull();
  });

  test("an all-null column is codes alone", () => expectReadsLike(textColumn([null, null])!, [null, null]));
});

describe("booleanCodes", () => {
  test("true, false and null read back", () => expectReadsLike(booleanCodes([true, null, false, true])!, [true, null, false, true]));
  test("a value that is not a boolean leaves the column as it is", () => expect(booleanCodes([true, "yes"])).toBeNull());
});

describe("ListColumn", () => {
  const text = { kind: "string" } as const;

  test("lists, empty lists and null read back", () => {
    expectReadsLike(ListColumn.of([["a", "b"], [], null, ["c"], null], text), [["a", "b"], [], null, ["c"], null]);
    expectReadsLike(ListColumn.of([], text), []);
    expectReadsLike(ListColumn.of([null], text), [null]);
  });

  test("each read is a new list of the same items: changing it changes no cell", () => {
    const item = { type: "EXPERIMENTAL" };
    const column = ListColumn.of([[item]], { kind: "struct", fields: { type: text } }) as ListColumn;
    (column.at(0) as unknown[]).push("x");
    expect(column.at(0)).toEqual([item]);
    expect((column.at(0) as unknown[])[0]).toBe(item);
  });

  test("a value that is not a list, or an item that does not fit, does not fit", () => {
    expect(ListColumn.of([["a"], "a"], text)).toBeNull();
    expect(ListColumn.of([["a", 1]], text)).toBeNull();
  });
});

describe("compactColumn", () => {
  test("by type: dates, text, booleans and lists compact; numbers and JSON stay the values themselves", () => {
    expect(compactColumn(["2020-01-01"], { kind: "date" })).toBeInstanceOf(DayColumn);
    expect(compactColumn(["a", "a"], { kind: "string" })).toBeInstanceOf(CodedColumn);
    expect(compactColumn([true], { kind: "boolean" })).toBeInstanceOf(CodedColumn);
    expect(compactColumn([["a"]], { kind: "list", of: { kind: "string" } })).toBeInstanceOf(ListColumn);
    for (const type of [{ kind: "integer" }, { kind: "float" }, { kind: "json" }, { kind: "struct", fields: {} }] as const) {
      const values = [[1], null];
      expect(compactColumn(values, type)).toBe(values);
    }
  });
});
