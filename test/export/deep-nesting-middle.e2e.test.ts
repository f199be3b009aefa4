// Values 1,000 to 2,500 levels deep sit where the stack runs out in some writer or reader: each
// either round-trips exactly or fails with a clear error, on writing or on reading (seconds: the
// Parquet writer builds a type as deep as the value).
import * as aq from "arquero";
import { afterAll, expect, test } from "vitest";
import { readExport, writeExport } from "../../src/export/index.js";
import { CorebookError } from "../../src/errors/index.js";
import { nestedList, nestedObject } from "./deep-values.js";
import { tempDir } from "./helpers.js";

const tmp = tempDir();
afterAll(() => tmp.remove());

// Between the two, a value either round-trips or fails with a clear error, on writing or on reading.
test.each(["jsonl", "csv", "arrow", "parquet"])("%s: 1,000 to 2,500 levels round-trip or fail clearly", async (format) => {
  for (const depth of [1000, 2500]) {
    for (const value of [nestedObject(depth), nestedList(depth)]) {
      const path = tmp.path(`middle-${depth}.${format}`);
      const outcome = await writeExport(aq.table({ deep: [value] }), path)
        .then(() => readExport(path))
        .then((back) => JSON.stringify(back.get("deep", 0)) === JSON.stringify(value))
        .catch((error: unknown) => error);
      if (outcome === true) continue;
      expect(outcome).toBeInstanceOf(CorebookError);
      expect((outcome as Error).message).toMatch(/nest(s|ed) .*too deep(ly)? to (write|read)/);
    }
  }
});
