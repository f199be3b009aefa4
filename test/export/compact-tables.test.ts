// A table built by recordsToTable, whose columns are compact (day dates as numbers, repeated text
// and booleans as codes), exports the same bytes in every format as the brute-force reference (the
// same records as plain Arrays), and the same danfo frame; filtered and ordered too.
import type { ColumnTable } from "arquero";
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, test } from "vitest";
import { toDanfo, writeExport } from "../../src/export/index.js";
import { recordsToTable } from "../../src/tables/records-to-table.js";
import { plainReference, trialRecords } from "../tables/support/compact-reference.js";
import { tempDir } from "./helpers.js";

const tmp = tempDir();
afterAll(() => tmp.remove());

const records = trialRecords(400);
const built = recordsToTable("trialcore", records);
const reference = plainReference(built, records);

const VIEWS: Record<string, (t: ColumnTable) => ColumnTable> = {
  whole: (t) => t,
  "filtered and ordered": (t) => t.filter((d: Record<string, unknown>) => d.hasResults !== false).orderby("startDate", "serviceId"),
};

describe.each(Object.keys(VIEWS))("%s", (view) => {
  const of = VIEWS[view] as (t: ColumnTable) => ColumnTable;

  test.each(["arrow", "parquet", "csv", "jsonl"])("%s: the same bytes as the plain reference", async (format) => {
    const paths = ["built", "reference"].map((side) => tmp.path(`${view.replace(/ /g, "-")}-${side}.${format}`));
    await writeExport(of(built), paths[0] as string);
    await writeExport(of(reference), paths[1] as string);
    const [a, b] = paths.map((path) => readFileSync(path as string));
    expect((a as Buffer).length).toBeGreaterThan(0);
    expect((a as Buffer).equals(b as Buffer)).toBe(true);
  });

  test("danfo: the same frame data", () => {
    const frames: { data: Record<string, unknown[]>; options: unknown }[] = [];
    class DataFrame {
      columns: string[];
      values: unknown[] = [];
      constructor(data: Record<string, unknown[]>, options?: { columns?: string[] }) {
        frames.push({ data, options });
        this.columns = options?.columns ?? [];
      }
    }
    toDanfo(of(built), { DataFrame });
    toDanfo(of(reference), { DataFrame });
    expect(frames[0]).toEqual(frames[1]);
    expect(frames[0]?.data.startDate?.some((v) => v instanceof Date)).toBe(true);
  });
});
