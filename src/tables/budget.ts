// A multi-request operation checks its estimated price against what is left of maxCredits before
// it starts, so a 5,000-ID hydration does not stop half-way for lack of budget.
import { BudgetExceededError, type CoreApi } from "../api/index.js";
import * as msg from "./messages.js";

export function checkBudget(client: CoreApi, operation: string, estimate: number, what: string): void {
  const left = client.ledger.remaining;
  if (left === null || estimate <= left) return;
  throw new BudgetExceededError({
    code: "BUDGET_EXCEEDED",
    detail: msg.overBudget(operation, estimate, what, left, client.ledger.maxCredits),
  });
}
