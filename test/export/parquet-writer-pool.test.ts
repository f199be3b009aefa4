// Parquet column writers are kept from one export to the next (src/duckdb/writer-pool.ts): a writer
// used again writes the same bytes as a new one, and a kept writer holds nothing of the tables it
// wrote, after an export that finished or one that failed on a misfit half-way through a chunk.
import * as aq from "arquero";
import { readFileSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, expect, test } from "vitest";
import { writeExport } from "../../src/export/index.js";
import { parquetWriters } from "../../src/export/write-parquet.js";
import { setColumnTypes } from "../../src/tables/column-types.js";
import { tempDir } from "./helpers.js";

setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;

const tmp = tempDir();
afterAll(() => tmp.remove());

const TYPES = {
  id: { kind: "string" },
  n: { kind: "integer" },
  people: { kind: "list", of: { kind: "struct", fields: { name: { kind: "string" }, tags: { kind: "list", of: { kind: "string" } } } } },
} as const;

/** A table of `rows` rows; `seed` changes every value, `misfitAt` puts an object among a person's tags. */
function tableOf(rows: number, seed: number, misfitAt = -1) {
  const tags = (i: number) => (i === misfitAt ? [`t${i}`, { not: "text" }] : [`t${i}`, `long tag number ${i} of seed ${seed}`]);
  return setColumnTypes(
    aq.table({
      id: Array.from({ length: rows }, (_, i) => `id-${seed}-${i}-${"x".repeat((i * seed) % 40)}`),
      n: Array.from({ length: rows }, (_, i) => i * seed),
      people: Array.from({ length: rows }, (_, i) =>
        i % 7 === 0
          ? null
          : [
              { name: `p${seed}-${i}-ü`, tags: tags(i) },
              { name: null, tags: [] },
            ],
      ),
    }),
    TYPES as never,
  );
}

test("a writer used again writes the same bytes as a new one, and the pool keeps its scratch", async () => {
  const first = tmp.path("a1.parquet");
  await writeExport(tableOf(5000, 3), first);
  expect(parquetWriters.scratchBytes).toBeGreaterThan(0);
  // Another table of the same columns, larger and with other values, goes through the same writers.
  await writeExport(tableOf(7000, 11), tmp.path("b.parquet"));
  const again = tmp.path("a2.parquet");
  await writeExport(tableOf(5000, 3), again);
  expect(readFileSync(again).equals(readFileSync(first))).toBe(true);
});

test("kept writers hold nothing of the tables they wrote, after a finished or a failed export", async () => {
  const refs: WeakRef<object>[] = [];
  const exportAndForget = async (misfitAt: number) => {
    const table = tableOf(3000, 5, misfitAt);
    const people = table.array("people") as unknown as ({ name: string }[] | null)[];
    for (const i of [1, 1500, 2999]) {
      refs.push(new WeakRef(people[i] as object));
      refs.push(new WeakRef((people[i] as object[])[0]));
    }
    const done = writeExport(table, tmp.path(`forget-${misfitAt}.parquet`));
    if (misfitAt < 0) await done;
    else await expect(done).rejects.toThrow(`row ${misfitAt}`);
  };
  await exportAndForget(-1);
  // The misfit is met deep in the second chunk's lists: the people and tags gathered before it stay
  // in the writers' arrays until they are released.
  await exportAndForget(2500);
  for (let k = 0; k < 3; k++) {
    await new Promise((done) => setTimeout(done, 10));
    collect();
  }
  expect(refs.filter((ref) => ref.deref() !== undefined)).toHaveLength(0);
});
