// Billing a request: called once its parameters are known valid, before the work, so that the
// cost header is on the response whatever the outcome (a 404 get-by-ID costs 1 too).
import type { CostEndpoint } from "../../schema/index.js";
import type { SandboxState } from "./context.js";
import type { Ctx } from "./request-context.js";

export function charge(c: Ctx, state: SandboxState, endpoint: CostEndpoint, params: { limit?: number } = {}): void {
  // The sandbox's own prices (a search may be priced otherwise than the addendum: search-price.ts).
  const cost = state.ledger.priceOf(endpoint, params);
  if (cost === 0) return;
  state.ledger.spend(cost);
  // Kept on the context: the outer middleware puts it on whatever response goes out, errors too.
  c.set("cost", cost);
}
