// Every counting preset counts each record once: a table concatenated with itself draws the same
// chart (same data, same "N trials" note) as the table, and a warning names the repeated keys.
import * as aq from "arquero";
import { afterEach, describe, expect, test, vi } from "vitest";
import { specs } from "../../src/charts/index.js";
import { GOLDEN_TABLES } from "./golden-cases.js";

afterEach(() => {
  vi.restoreAllMocks();
});

const presets = Object.keys(specs) as (keyof typeof specs)[];

describe("t.concat(t) counts distinct records in every preset", () => {
  test("all fourteen presets are covered", () => {
    expect(presets).toHaveLength(14);
    expect(Object.keys(GOLDEN_TABLES).sort()).toEqual([...presets].sort());
  });

  test.each(presets)("%s", (preset) => {
    const table = GOLDEN_TABLES[preset];
    const draw = specs[preset] as (t: aq.ColumnTable) => unknown;
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const once = draw(table);
    expect(warn).not.toHaveBeenCalled();
    const twice = draw(table.concat(table));
    expect(twice).toEqual(once);
    expect(warn).toHaveBeenCalledTimes(1);
    const message = String(warn.mock.calls[0][0]);
    expect(message).toMatch(new RegExp(`^corebook: charts\\.${preset}: \\d+ .* more than once in the table: `));
    expect(message).toContain(`(${table.numRows()} repeated row${table.numRows() === 1 ? "" : "s"} left out)`);
  });

  test("the warning names the repeated keys, and a plain array of records is reduced too", () => {
    const rows = GOLDEN_TABLES.trialsByPhase.objects() as { serviceId: string }[];
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const spec = specs.trialsByPhase([...rows, rows[0], rows[0]]) as { title: { subtitle?: unknown } };
    expect(JSON.stringify(spec)).toContain(`${rows.length} trials`);
    expect(String(warn.mock.calls[0][0])).toContain(`1 trial appears more than once in the table: ${rows[0].serviceId} (3 rows)`);
  });

  test("rows without a key are kept: they cannot be told apart", () => {
    const t = aq.from([
      { serviceId: null, phase: "PHASE1" },
      { serviceId: null, phase: "PHASE1" },
    ]);
    expect(JSON.stringify(specs.trialsByPhase(t))).toContain("2 trials");
  });
});
