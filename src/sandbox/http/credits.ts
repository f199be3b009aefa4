// The organization's credit balance. Every key of a sandbox belongs to one organization, so all of
// them spend from one balance (the reference: credits are the organization's; the rate limit is per
// user, i.e. per key here). Spending happens once a request is known to be billable (parameters
// valid), before the work, so a 404 get-by-ID is paid for like the real service does.
import { insufficientCredits } from "./error-answer.js";

export class CreditAccounts {
  private balance: number;

  constructor(initial: number) {
    this.balance = initial;
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
