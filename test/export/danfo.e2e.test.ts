// danfo interop against real danfojs (the pure-JS build). It is not a dependency of corebook: it
// lives in its own fixture package, test/fixtures/danfo/, whose package.json pins xlsx to the
// registry's 0.18.5 (danfojs's own xlsx dependency is a tarball outside the registry). The fixture
// is installed from its lock file the first time this test runs.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join, resolve } from "node:path";
import { beforeAll, expect, test } from "vitest";
import { fromDanfo, toDanfo, type DanfoDataFrameLike } from "../../src/export/index.js";
import { columnTypes } from "../../src/tables/column-types.js";
import { FIXTURES, fixtureTable } from "./fixtures.js";
import { canonColumns } from "./helpers.js";

const fixtureDir = resolve(import.meta.dirname, "..", "fixtures", "danfo");

/** The part of danfojs used here: a DataFrame's values are row-major arrays. */
interface Danfo {
  DataFrame: new (data: Record<string, unknown[]>, options?: { columns?: string[] }) => DanfoDataFrameLike & { values: unknown[][] };
}
let dfd: Danfo;

beforeAll(() => {
  if (!existsSync(join(fixtureDir, "node_modules", "danfojs", "package.json"))) {
    execFileSync("npm", ["ci", "--no-audit", "--no-fund", "--ignore-scripts"], { cwd: fixtureDir, stdio: "ignore" });
  }
  dfd = createRequire(join(fixtureDir, "package.json"))("danfojs") as Danfo;
}, 300_000);

test.each(FIXTURES.map((f) => [f.name, f] as const))("%s goes to danfo and back", (_, fixture) => {
  const table = fixtureTable(fixture);
  const df = toDanfo(table, dfd);
  expect(df).toBeInstanceOf(dfd.DataFrame);
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
  const back = fromDanfo(new dfd.DataFrame({ x: [1.5, Number.NaN] }));
  expect(back.array("x")).toEqual([1.5, null]);
});

test("toDanfo names a wrong module argument", () => {
  expect(() => toDanfo(fixtureTable(FIXTURES[0]), {} as never)).toThrow("toDanfo: dfd must be the danfo module");
});
