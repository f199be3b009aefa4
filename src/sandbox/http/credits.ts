// The credit balance of each principal. Spending happens once a request is known to be billable
// (parameters valid), before the work, so a 404 get-by-ID is paid for like the real service does.
import { insufficientCredits } from "./service-error.js";

export class CreditLedger {
  private readonly balances = new Map<string, number>();

  constructor(private readonly initial: number) {}

  remaining(id: string): number {
    return this.balances.get(id) ?? this.initial;
  }

  /** Deducts `cost` or throws 402 INSUFFICIENT_CREDITS without deducting anything. */
  spend(id: string, cost: number): void {
    const left = this.remaining(id);
    if (left < cost) throw insufficientCredits(cost, left);
    this.balances.set(id, left - cost);
  }
}
