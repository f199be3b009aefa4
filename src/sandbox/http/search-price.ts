// What a search costs in this sandbox. The reference leaves the price of a search open; the
// addendum's 5 credits per started 20 of its limit is the default. Another price (a flat price per
// search, or another price per 20) tests a client that must not take the addendum's for granted:
// only searches change, and the cost header and the credit balance both follow it.
import { MisuseError } from "../../errors/index.js";
import { creditCost, type CostEndpoint, type CostParams } from "../../schema/index.js";

/** `per20:N`: N credits per started 20 of a search's limit; `flat:N`: N credits a search, whatever its limit. */
export type SearchPriceText = `per20:${number}` | `flat:${number}`;

/** A search price, parsed. */
export interface SearchPricing {
  per: "per20" | "flat";
  credits: number;
}

/** The addendum's price, the default. */
export const DEFAULT_SEARCH_PRICE: SearchPriceText = "per20:5";
const MAX_CREDITS = 1_000_000;
const FORMS = `per20:N (N credits per started 20 of the limit; default ${DEFAULT_SEARCH_PRICE}) or flat:N (N credits a search), N an integer 0..${MAX_CREDITS}`;

/** Reads a search price; `parameter` names the option in the error (`searchPrice`, `--search-price`). */
export function parseSearchPrice(text: unknown, parameter = "searchPrice"): SearchPricing {
  const m = typeof text === "string" ? /^(per20|flat):(\d+)$/.exec(text.trim()) : null;
  if (m === null || Number(m[2]) > MAX_CREDITS) {
    throw new MisuseError(`${parameter} must be ${FORMS}; got ${JSON.stringify(text)}`, {
      parameter,
      value: text,
      allowed: ["per20:N", "flat:N"],
    });
  }
  return { per: m[1] as SearchPricing["per"], credits: Number(m[2]) };
}

/** What a request costs at this search price: other endpoints keep the published prices. */
export function priceOf(pricing: SearchPricing, endpoint: CostEndpoint, params: CostParams = {}): number {
  if (endpoint !== "search") return creditCost(endpoint, params);
  if (pricing.per === "flat") return pricing.credits;
  // The published per-20 price, scaled: the default is creditCost's own number, by construction.
  return (creditCost("search", params) / 5) * pricing.credits;
}
