// The organization's credit balance. Every key of a sandbox belongs to one organization, so all of
// them spend from one balance (the reference: credits are the organization's; the rate limit is per
// user, i.e. per key here). Spending happens once a request is known to be billable (parameters
// valid), before the work, so a 404 get-by-ID is paid for like the real service does.
import type { CostEndpoint, CostParams } from "../../schema/index.js";
import { insufficientCredits } from "./error-answer.js";
import { priceOf, type SearchPricing } from "./search-price.js";

export class CreditAccounts {
  private balance: number;

  constructor(
    initial: number,
    /** What a search costs (search-price.ts); every other request keeps the published price. */
    private readonly searchPrice: SearchPricing = { per: "per20", credits: 5 },
  ) {
    this.balance = initial;
  }

  /** The price of a request at this sandbox's prices. */
  priceOf(endpoint: CostEndpoint, params: CostParams = {}): number {
    return priceOf(this.searchPrice, endpoint, params);
  }

  remaining(): number {
    return this.balance;
  }

  /** Deducts `cost` or throws 402 INSUFFICIENT_CREDITS without deducting anything. */
  spend(cost: number): void {
    if (this.balance < cost) throw insufficientCredits(cost, this.balance);
    this.balance -= cost;
  }
}
