// An export works out a table's column types and absent struct fields once per table
// (table-layout.ts): a second export of the same table walks nothing again and writes the same
// schema, and declaring other types for the table is followed at once.
import { expect, test } from "vitest";
import * as aq from "arquero";
import { setColumnTypes } from "../../src/tables/column-types.js";
import { tableLayout } from "../../src/export/table-layout.js";

test("a table's layout is worked out once, and again only when its declared types change", () => {
  const table = aq.table({ n: [1, 2], people: [[{ name: "a" }, { name: "b", age: 3 }], null] });
  const first = tableLayout(table);
  expect(first.types).toEqual({
    n: { kind: "integer" },
    people: { kind: "list", of: { kind: "struct", fields: { name: { kind: "string" }, age: { kind: "integer" } } } },
  });
  // The first person lacks "age": the file says so, so it reads back without it.
  expect(JSON.parse(first.absentKeys["corebook:absent-keys"]).columns.people).toEqual({ "[]": { age: [[0, 1]] } });
  expect(tableLayout(table)).toBe(first);
  // Another table of the same values is walked on its own (a derived table is a new table).
  expect(tableLayout(table.filter(() => true))).not.toBe(first);
  setColumnTypes(table, {
    n: { kind: "float" },
    people: { kind: "list", of: { kind: "struct", fields: { name: { kind: "string" }, age: { kind: "integer" } } } },
  });
  const declared = tableLayout(table);
  expect(declared).not.toBe(first);
  expect(declared.types.n).toEqual({ kind: "float" });
  expect(tableLayout(table)).toBe(declared);
});
