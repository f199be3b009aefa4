// danfo interop. danfojs cannot be installed here (its xlsx dependency is a tarball outside the
// registry), so the test passes a minimal module with danfo's DataFrame constructor signature
// `new DataFrame({ col: values }, { columns })` and its `columns` / `values` views.
import { expect, test } from "vitest";
import { fromDanfo, toDanfo } from "../../src/export/index.js";
import { columnTypes } from "../../src/tables/column-types.js";
import { FIXTURES, fixtureTable } from "./fixtures.js";
import { canonColumns } from "./helpers.js";

class DataFrame {
  readonly columns: string[];
  readonly values: unknown[][];
  constructor(data: Record<string, unknown[]>, options: { columns?: string[] } = {}) {
    this.columns = options.columns ?? Object.keys(data);
    const length = this.columns.length ? data[this.columns[0]].length : 0;
    this.values = Array.from({ length }, (_, r) => this.columns.map((c) => data[c][r]));
  }
}
const dfd = { DataFrame };

test.each(FIXTURES.map((f) => [f.name, f] as const))("%s goes to danfo and back", (_, fixture) => {
  const table = fixtureTable(fixture);
  const df = toDanfo(table, dfd);
  expect(df).toBeInstanceOf(DataFrame);
  expect(df.columns).toEqual(table.columnNames());
  // Nested values travel as JSON text: danfo cells are scalars.
  for (const [c, name] of df.columns.entries()) {
    const kind = fixture.types[name].kind;
    if (kind === "list" || kind === "struct") {
      expect(df.values.every((row) => row[c] === null || typeof row[c] === "string")).toBe(true);
    }
  }
  const back = fromDanfo(df);
  expect(back.columnNames()).toEqual(table.columnNames());
  expect(canonColumns(back)).toEqual(canonColumns(table));
  expect(columnTypes(back)).toBeDefined();
});

test("danfo's NaN marker of a missing number reads as null", () => {
  const back = fromDanfo(new DataFrame({ x: [1.5, Number.NaN] }));
  expect(back.array("x")).toEqual([1.5, null]);
});

test("toDanfo names a wrong module argument", () => {
  expect(() => toDanfo(fixtureTable(FIXTURES[0]), {} as never)).toThrow("toDanfo: dfd must be the danfo module");
});
