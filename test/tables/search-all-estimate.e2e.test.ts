// `estimate: true` gives a range that holds the true count (the sandbox's engine asked for every
// match), and its searches are the run's first ones: the run that follows on the same session
// takes them instead of paying again, so estimate + run cost what the run alone costs.
import type { ColumnTable } from "arquero";
import { afterAll, beforeAll, expect, test } from "vitest";
import { connect, info, startSandbox } from "../../src/index.js";
import { DayRecords } from "../../src/sandbox/records/day-records.js";
import { SearchEngine } from "../../src/sandbox/search/engine.js";
import type { CoreName } from "../../src/schema/index.js";
import type { SearchAllEstimate } from "../../src/tables/search-all/estimate.js";

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let engine: SearchEngine;
const session = () =>
  connect({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, env: {}, rateLimit: false, quotaDir: false, cache: false });

beforeAll(async () => {
  sandbox = await startSandbox({ rateLimit: false });
  engine = new SearchEngine(new DayRecords({ ...sandbox.dataset, today: sandbox.served.today }));
}, 60_000);
afterAll(async () => {
  await sandbox?.close();
});

const CASES: { core: CoreName; query: string; options: Record<string, unknown> }[] = [
  { core: "trialcore", query: "study", options: { by: "startDate", from: "1990-01-01", to: "2036-12-31" } },
  { core: "biomedcore", query: "cancer", options: {} },
  { core: "trialcore", query: "cancer", options: { by: "startDate", from: "1990-01-01", to: "2036-12-31" } },
];

for (const { core, query, options } of CASES) {
  test(`${core} "${query}": the range holds the count; estimate + run cost what the run alone costs`, async () => {
    const all = engine.search(core, { query, limit: Number.MAX_SAFE_INTEGER, include: [], params: {} }) as Record<string, unknown>[];
    const by = options.by as string | undefined;
    const truth = by
      ? all.filter(
          (r) => typeof r[by] === "string" && (r[by] as string) >= (options.from as string) && (r[by] as string) <= (options.to as string),
        ).length
      : all.length;
    expect(truth).toBeGreaterThan(300);
    const a = await session();
    const b = await session();
    try {
      const estimate = (await a[core].searchAll(
        { query } as never,
        { ...options, estimate: true } as never,
      )) as unknown as SearchAllEstimate;
      const { low, high } = estimate.expectedRange;
      expect(low).toBeLessThanOrEqual(truth);
      expect(high).toBeGreaterThanOrEqual(truth);
      expect(low).toBeLessThanOrEqual(estimate.expectedRecords);
      expect(high).toBeGreaterThanOrEqual(estimate.expectedRecords);
      const after = (await a[core].searchAll({ query } as never, options as never)) as ColumnTable;
      const alone = (await b[core].searchAll({ query } as never, options as never)) as ColumnTable;
      expect(after.numRows()).toBe(alone.numRows());
      const together = estimate.spent.credits + info(after)!.credits;
      expect(together).toBeLessThanOrEqual(1.15 * info(alone)!.credits);
      // Taken once: a second run on the same session pays its searches again.
      const again = (await a[core].searchAll({ query } as never, options as never)) as ColumnTable;
      expect(info(again)!.credits).toBe(info(alone)!.credits);
    } finally {
      await a.close();
      await b.close();
    }
  }, 60_000);
}
