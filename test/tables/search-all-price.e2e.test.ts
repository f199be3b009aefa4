// searchAll against a service that does not price a search as the addendum assumes (5 credits per
// started 20 of its limit): a medium sandbox that charges 10 credits a search whatever its limit.
// The run learns the price from each search's X-Service-Credit-Cost: what it reports is what was
// charged, it stops choosing limits below 300 once it knows a smaller one saves nothing, and an
// estimate prices the searches it forecasts at what they will cost.
import type { ColumnTable } from "arquero";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { connect, info, startSandbox } from "../../src/index.js";
import type { CoreName } from "../../src/schema/index.js";
import type { SearchAllEstimate } from "../../src/tables/search-all/estimate.js";

const FLAT = 10;
let flat: Awaited<ReturnType<typeof startSandbox>>;
let addendum: Awaited<ReturnType<typeof startSandbox>>;
const session = (sandbox: typeof flat) =>
  connect({ apiKey: sandbox.apiKey, baseUrl: sandbox.baseUrl, env: {}, rateLimit: false, quotaDir: false, cache: false, quiet: true });

beforeAll(async () => {
  flat = await startSandbox({ scale: "medium", rateLimit: false, searchPrice: `flat:${FLAT}` });
  addendum = await startSandbox({ scale: "medium", rateLimit: false });
}, 180_000);
afterAll(async () => {
  await flat?.close();
  await addendum?.close();
});

const CASES: { core: CoreName; query: string; options: Record<string, unknown> }[] = [
  { core: "biomedcore", query: "cancer", options: {} },
  { core: "trialcore", query: "cancer", options: { by: "startDate", from: "1990-01-01", to: "2036-12-31" } },
];

/** The searches a session sent, in the order their responses came: limit and credits charged (its ledger). */
function searches(sv: Awaited<ReturnType<typeof session>>): { limit: number; credits: number }[] {
  return sv.api.ledger
    .recent()
    .filter((e) => e.endpoint === "search")
    .map((e) => ({ limit: Number(/[?&]limit=(\d+)/.exec(e.path)?.[1]), credits: e.credits }));
}

describe("searchAll on a sandbox charging a flat price per search", () => {
  for (const { core, query, options } of CASES) {
    test(`${core} "${query}": credits as charged, limits at 300 once the price is learnt, the estimate priced alike`, async () => {
      const run = await session(flat);
      const scout = await session(flat);
      const both = await session(flat);
      try {
        const table = (await run[core].searchAll({ query } as never, options as never)) as ColumnTable;
        const sent = searches(run);
        expect(sent.length).toBeGreaterThan(10);
        // Every search was charged the flat price, and the run reports exactly what was charged.
        expect(sent.every((s) => s.credits === FLAT)).toBe(true);
        expect(info(table)?.credits).toBe(sent.reduce((n, s) => n + s.credits, 0));
        expect(info(table)?.requests).toBe(sent.length);
        // The first search at 300 prices one limit; the first below 300 shows that a smaller limit
        // costs the same, and from then on every search goes out at 300.
        expect(sent[0].limit).toBe(300);
        const learnt = sent.findIndex((s) => s.limit < 300);
        expect(learnt).toBeGreaterThan(0);
        expect(sent.slice(learnt + 1).every((s) => s.limit === 300)).toBe(true);

        // The estimate prices what it forecasts at the learnt price (the addendum's would be 75 a search).
        const estimate = (await scout[core].searchAll(
          { query } as never,
          { ...options, estimate: true } as never,
        )) as unknown as SearchAllEstimate;
        expect(estimate.spent.credits).toBe(searches(scout).reduce((n, s) => n + s.credits, 0));
        expect(estimate.remaining.credits).toBe(FLAT * estimate.remaining.requests);
        expect(estimate.total.credits).toBe(FLAT * estimate.total.requests);
        // Its searches are forecast from a count its own range puts within a factor of about 2
        // (expectedRange; at a flat price credits are searches x 10, so that is all that is left).
        const actual = info(table)?.credits as number;
        expect(estimate.total.credits).toBeLessThanOrEqual(2 * actual);
        expect(estimate.total.credits).toBeGreaterThanOrEqual(actual / 2);

        // The run after an estimate learns from the estimate's searches as it takes them, so it plans
        // the same searches and pays only the rest.
        const first = (await both[core].searchAll(
          { query } as never,
          { ...options, estimate: true } as never,
        )) as unknown as SearchAllEstimate;
        const after = (await both[core].searchAll({ query } as never, options as never)) as ColumnTable;
        expect(after.numRows()).toBe(table.numRows());
        expect(first.spent.credits + (info(after)?.credits as number)).toBe(actual);
      } finally {
        await run.close();
        await scout.close();
        await both.close();
      }
    }, 180_000);
  }

  test("the same query at the addendum's price does choose limits below 300 after the first: the flat run's 300s were learnt", async () => {
    const sv = await session(addendum);
    try {
      await sv.biomedcore.searchAll({ query: "cancer" });
      const sent = searches(sv);
      expect(sent.every((s) => s.credits === 5 * Math.ceil(s.limit / 20))).toBe(true);
      expect(sent.slice(2).some((s) => s.limit < 300)).toBe(true);
    } finally {
      await sv.close();
    }
  }, 180_000);
});
