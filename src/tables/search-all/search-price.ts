// What a search costs, learnt from what the service charged. The reference leaves the price of a
// search open; the addendum's 5 credits per started 20 of its limit is our assumption, and the
// model starts there. Every search the run sent tells the limit it asked for and the credits its
// response's X-Service-Credit-Cost charged; the model is cost = fixed + perBlock x ceil(limit / 20),
// which holds both the addendum's shape (fixed 0) and a flat price per search (perBlock 0).
// Why, and what one limit alone says: docs/decisions/search-price.md.
import { LIMITS } from "../../schema/index.js";

const STEP = 20;
/** The addendum's price: 5 credits per started 20 of the limit, nothing per search. */
const PRIOR = { fixed: 0, perBlock: 5 };
/** Fitted prices are rounded to this, so floating-point noise in a fit of exact prices is no price. */
const ROUND = 1e6;

const blocks = (limit: number): number => Math.ceil(limit / STEP);
const rounded = (x: number): number => Math.round(x * ROUND) / ROUND + 0;

/** What a planner reads of the price: a search's cost, and the cheapest limit with room. */
export interface PriceView {
  /** Credits a search with this limit is expected to cost. */
  cost(limit: number): number;
  /**
   * The cheapest limit (a multiple of 20, 20..300) that returns at least `records` records when
   * there are that many; of limits that cost the same, the largest (more room for nothing more).
   */
  cheapestLimit(records: number): number;
}

/** The price of a search, learnt from the searches sent (observe), starting from the addendum's. */
export class SearchPrice implements PriceView {
  private fixed = PRIOR.fixed;
  private perBlock = PRIOR.perBlock;
  /** With one limit charged: its mean charge and blocks, the price scaled from them (exact there). */
  private only: { credits: number; blocks: number } | null = null;
  private n = 0;
  private sumB = 0;
  private sumBB = 0;
  private sumC = 0;
  private sumBC = 0;
  private readonly distinct = new Set<number>();

  /** One search sent at `limit` whose response was charged `credits`. */
  observe(limit: number, credits: number): void {
    const b = blocks(limit);
    this.n++;
    this.sumB += b;
    this.sumBB += b * b;
    this.sumC += credits;
    this.sumBC += b * credits;
    this.distinct.add(b);
    this.fit();
  }

  cost(limit: number): number {
    if (this.only !== null) return (this.only.credits * blocks(limit)) / this.only.blocks;
    return this.fixed + this.perBlock * blocks(limit);
  }

  cheapestLimit(records: number): number {
    const least = Math.min(LIMITS.searchLimitMax, Math.max(STEP, Math.ceil(records / STEP) * STEP));
    let best = least;
    for (let limit = least + STEP; limit <= LIMITS.searchLimitMax; limit += STEP) if (this.cost(limit) <= this.cost(best)) best = limit;
    return best;
  }

  /** The model now: credits per search, and per started 20 of its limit. */
  get terms(): { fixed: number; perBlock: number } {
    if (this.only !== null) return { fixed: 0, perBlock: rounded(this.only.credits / this.only.blocks) };
    return { fixed: this.fixed, perBlock: this.perBlock };
  }

  /**
   * Least squares of the charges on the blocks of their limits. One block count alone fixes the
   * price at that limit, not its shape: the addendum's shape is kept, scaled to what was charged
   * (so the planner's choices stay the addendum's, and a search at that limit is priced exactly).
   * The fit never takes a negative term: the price of a search cannot fall as its limit grows, nor
   * be below nothing.
   */
  private fit(): void {
    const { n, sumB, sumBB, sumC, sumBC } = this;
    if (this.distinct.size < 2) {
      this.only = { credits: sumC / n, blocks: sumB / n };
      return;
    }
    this.only = null;
    const spread = sumBB - (sumB * sumB) / n;
    let perBlock = (sumBC - (sumB * sumC) / n) / spread;
    let fixed = (sumC - perBlock * sumB) / n;
    if (perBlock < 0) {
      perBlock = 0;
      fixed = sumC / n;
    } else if (fixed < 0) {
      fixed = 0;
      perBlock = sumBC / sumBB;
    }
    this.fixed = rounded(fixed);
    this.perBlock = rounded(perBlock);
  }
}
