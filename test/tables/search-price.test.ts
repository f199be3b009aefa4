// searchAll's price of a search, learnt from the credits charged: it starts at the addendum's 5 per
// started 20 of the limit, keeps that shape while one limit alone has been charged, and fits
// fixed + perBlock x blocks once two have.
import { describe, expect, test } from "vitest";
import { SearchPrice } from "../../src/tables/search-all/search-price.js";
import { limitAbove, limitFor } from "../../src/tables/search-all/slice-plan.js";

const learnt = (charges: [limit: number, credits: number][]) => {
  const price = new SearchPrice();
  for (const [limit, credits] of charges) price.observe(limit, credits);
  return price;
};

describe("SearchPrice", () => {
  test("before any charge: the addendum's price, and the smallest limit with room", () => {
    const price = new SearchPrice();
    expect([price.cost(300), price.cost(20), price.cost(21)]).toEqual([75, 5, 10]);
    expect([price.cheapestLimit(0), price.cheapestLimit(81), price.cheapestLimit(1000)]).toEqual([20, 100, 300]);
    expect(limitFor(100, price)).toBe(140);
  });

  test("charges at the addendum's price leave it exactly as it was", () => {
    const price = learnt([300, 160, 260, 40, 300, 100].map((l) => [l, 5 * Math.ceil(l / 20)]));
    expect(price.terms).toEqual({ fixed: 0, perBlock: 5 });
    for (let limit = 20; limit <= 300; limit += 20) expect(price.cheapestLimit(limit - 7)).toBe(limit);
  });

  test("one limit alone: its price exactly, the addendum's shape scaled to it", () => {
    const price = learnt([
      [300, 10],
      [300, 10],
    ]);
    expect(price.cost(300)).toBe(10);
    expect(price.terms).toEqual({ fixed: 0, perBlock: 0.666667 });
    expect(price.cheapestLimit(81)).toBe(100);
  });

  test("a flat price, once two limits are charged alike: every limit costs the same, so the cap is chosen", () => {
    const price = learnt([
      [300, 10],
      [160, 10],
    ]);
    expect(price.terms).toEqual({ fixed: 10, perBlock: 0 });
    expect([price.cost(20), price.cost(300)]).toEqual([10, 10]);
    expect([limitFor(10, price), limitAbove(81, price), price.cheapestLimit(0)]).toEqual([300, 300, 300]);
  });

  test("a price per search and per block is learnt exactly; the cheapest limit with room is the smallest", () => {
    const price = learnt([100, 300, 40, 300].map((l) => [l, 3 + 2 * Math.ceil(l / 20)]));
    expect(price.terms).toEqual({ fixed: 3, perBlock: 2 });
    expect(price.cheapestLimit(81)).toBe(100);
  });

  test("no term is ever negative: charges that fall as the limit grows read as a flat price", () => {
    const down = learnt([
      [20, 30],
      [300, 10],
    ]);
    expect(down.terms).toEqual({ fixed: 20, perBlock: 0 });
    const steep = learnt([
      [20, 1],
      [300, 100],
    ]);
    expect(steep.terms.fixed).toBe(0);
    expect(steep.terms.perBlock).toBeGreaterThan(0);
  });
});
