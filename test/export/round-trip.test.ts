// Every format back through readTable: same columns, declared types and values, also empty.
import { afterAll, describe, expect, test } from "vitest";
import { columnTypes } from "../../src/tables/column-types.js";
import { writeExport, readExport } from "../../src/export/index.js";
import { FIXTURES, fixtureTable } from "./fixtures.js";
import { canonColumns, tempDir } from "./helpers.js";

const tmp = tempDir();
afterAll(() => tmp.remove());

const FORMATS = ["parquet", "arrow", "csv", "jsonl"] as const;

describe.each(FIXTURES)("$name round-trips", (fixture) => {
  test.each(
    FORMATS.flatMap(
      (format) =>
        [
          [format, false],
          [format, true],
        ] as const,
    ),
  )("%s (empty=%s)", async (format, empty) => {
    const table = fixtureTable(fixture, empty);
    const path = tmp.path(`${fixture.name}-${empty}.${format}`);
    await writeExport(table, path);
    const back = await readExport(path);
    expect(back.columnNames()).toEqual(table.columnNames());
    expect(columnTypes(back)).toEqual(fixture.types);
    expect(back.numRows()).toBe(table.numRows());
    expect(canonColumns(back)).toEqual(canonColumns(table));
  });
});

test("a multi-batch Arrow file and a multi-row-group Parquet file read back whole", async () => {
  // Many batches with different strings per batch: the case aq.fromArrow gets wrong.
  const fixture = FIXTURES.find((f) => f.name === "trialcore")!;
  const table = fixtureTable(fixture);
  for (const format of ["arrow", "parquet"]) {
    const path = tmp.path(`batches.${format}`);
    await writeExport(table, path, { batchRows: 1 });
    expect(canonColumns(await readExport(path))).toEqual(canonColumns(table));
  }
});

test("a read-back table re-exports with the same schema when emptied", async () => {
  const fixture = FIXTURES.find((f) => f.name === "genecore")!;
  const path = tmp.path("again.parquet");
  await writeExport(fixtureTable(fixture), path);
  const back = await readExport(path);
  // readTable declares the types, so even a zero-row copy keeps them.
  expect(columnTypes(back)).toEqual(fixture.types);
});
