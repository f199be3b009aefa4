// A value nested thousands of levels deep (no service record is; a user's own data can be) gets a
// clear error naming the column, the row and the depth, in every format, and no file; a value
// of ordinary depth still round-trips.
import * as aq from "arquero";
import { afterAll, expect, test } from "vitest";
import { existsSync } from "node:fs";
import { readExport, writeExport } from "../../src/export/index.js";
import { MisuseError } from "../../src/errors/index.js";
import { nestingDepth } from "../../src/export/nesting-depth.js";
import { nestedList, nestedObject } from "./deep-values.js";
import { tempDir } from "./helpers.js";

const tmp = tempDir();
afterAll(() => tmp.remove());

test("nestingDepth walks without recursion: 100,000 levels", () => {
  expect(nestingDepth(nestedObject(100_000))).toBe(100_000);
  expect(nestingDepth(nestedList(3))).toBe(3);
  expect(nestingDepth("text")).toBe(0);
});

test.each(["jsonl", "csv", "arrow", "parquet"])(
  "%s: 10,000 levels is a MisuseError naming column, row and depth; no file",
  async (format) => {
    for (const value of [nestedObject(10_000), nestedList(10_000)]) {
      const path = tmp.path(`deep.${format}`);
      const table = aq.table({ id: ["a", "b"], deep: [null, value] });
      const error = await writeExport(table, path).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MisuseError);
      expect((error as Error).message).toContain('column "deep" nests 10000 levels deep (row 1), too deep to write');
      expect(existsSync(path)).toBe(false);
    }
  },
);

test.each(["jsonl", "csv", "arrow", "parquet"])("%s: 20 levels round-trips", async (format) => {
  const path = tmp.path(`ok.${format}`);
  const value = nestedObject(20);
  await writeExport(aq.table({ id: ["a"], nested: [value] }), path);
  expect((await readExport(path)).get("nested", 0)).toEqual(value);
});
